// A test server whose PUBLIC_URL is its own address, so the Google and Facebook clients reach the
// sandboxes over real HTTP exactly as in development, and a small browser that keeps cookies by
// path (the flows scope theirs to /auth/{provider} and /graphql) and walks the consent pages.
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import type { GqlResponse } from '../harness/server';

export type SocialTestServer = OwnAddressServer;

export function startSocialTestServer(env: Record<string, string> = {}): Promise<SocialTestServer> {
  return startOwnAddressServer(env);
}

interface StoredCookie {
  value: string;
  path: string;
}

let nextAddress = 1;

/**
 * Follows pages like a browser: keeps cookies per name and path, sends them only under their path,
 * and does not follow redirects on its own. Each browser gets its own client address (as a local
 * reverse proxy would report it) so that rate limits of one test do not reach another.
 */
export class Browser {
  private readonly cookies = new Map<string, StoredCookie>();
  readonly address = `198.51.100.${nextAddress++}`;

  constructor(readonly base: string) {}

  private absolute(url: string): URL {
    return new URL(url, this.base);
  }

  private keep(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = decodeURIComponent(pair.slice(eq + 1));
      const path = attributes.find((a) => /^path=/i.test(a))?.slice('path='.length) ?? '/';
      const key = `${name};${path}`;
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
    return response;
  }

  /** The cookies a request to `url` carries. */
  private cookieHeader(url: URL): Record<string, string> {
    const pairs = [...this.cookies]
      .filter(
        ([, c]) =>
          url.pathname === c.path ||
          url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([key, c]) => `${key.slice(0, key.indexOf(';'))}=${encodeURIComponent(c.value)}`);
    return pairs.length > 0 ? { cookie: pairs.join('; ') } : {};
  }

  /** A cookie's value (any path). */
  cookie(name: string): string | undefined {
    for (const [key, c] of this.cookies) if (key.startsWith(`${name};`)) return c.value;
    return undefined;
  }

  setCookie(name: string, value: string, path = '/'): void {
    this.cookies.set(`${name};${path}`, { value, path });
  }

  async get(url: string): Promise<Response> {
    const target = this.absolute(url);
    return this.keep(
      await fetch(target, {
        redirect: 'manual',
        headers: { ...this.cookieHeader(target), 'x-forwarded-for': this.address },
      }),
    );
  }

  async post(url: string, form: Record<string, string>): Promise<Response> {
    const target = this.absolute(url);
    return this.keep(
      await fetch(target, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': this.address,
          ...this.cookieHeader(target),
        },
        body: new URLSearchParams(form).toString(),
      }),
    );
  }

  /** A GraphQL request from this browser's page (its cookies, the CSRF header). */
  async gql<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GqlResponse<TData>> {
    const target = this.absolute('/graphql');
    const response = this.keep(
      await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-vendy-csrf': '1',
          'x-forwarded-for': this.address,
          ...this.cookieHeader(target),
        },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return { status: response.status, headers: response.headers, body: await response.json() };
  }
}

export function locationOf(response: Response): string {
  const location = response.headers.get('location');
  if (!location) throw new Error(`expected a redirect, got HTTP ${response.status}`);
  return location;
}

/** The hidden inputs of a page's form. */
export function hiddenInputs(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[decodeEntities(match[1] ?? '')] = decodeEntities(match[2] ?? '');
  }
  return fields;
}

function decodeEntities(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

export type Provider = 'google' | 'facebook';

export interface Consent {
  /** Radio value of a ready-made person, or 'other' with the fields below. */
  person: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  /** Google only: 'yes' when the typed email counts as verified. */
  email_verified?: string;
  decision?: 'allow' | 'deny';
}

/**
 * /auth/{provider}/start → the sandbox's consent page → Allow/Deny → our callback. Returns the
 * /login address the callback sent the browser to.
 */
export async function throughConsent(
  browser: Browser,
  provider: Provider,
  consent: Consent,
): Promise<URL> {
  const consentUrl = locationOf(await browser.get(`/auth/${provider}/start`));
  const page = await browser.get(consentUrl);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status}`);
  const fields = hiddenInputs(await page.text());
  const { decision = 'allow', ...choice } = consent;
  const callback = locationOf(
    await browser.post(consentUrl, { ...fields, ...choice, decision } as Record<string, string>),
  );
  return new URL(locationOf(await browser.get(callback)), browser.base);
}

export const LOGIN_RESULT = `success message auth { isUser isAdmin email emailVerified } user { id email firstName lastName loginProvider }`;
export const LOGIN_WITH_GOOGLE = `mutation loginWithGoogle($code: String!) { loginWithGoogle(code: $code) { ${LOGIN_RESULT} } }`;
export const LOGIN_WITH_FACEBOOK = `mutation loginWithFacebook($token: String!) { loginWithFacebook(token: $token) { ${LOGIN_RESULT} } }`;
export const CURRENT_USER = `query getCurrentUser { getCurrentUser { auth { email emailVerified isAdmin } user { id email firstName lastName loginProvider } } }`;

export interface LoginResultData {
  success: boolean;
  message: string | null;
  auth: { isUser: boolean; isAdmin: boolean; email: string; emailVerified: boolean } | null;
  user: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    loginProvider: string;
  } | null;
}

export interface CurrentUserData {
  getCurrentUser: {
    auth: { email: string; emailVerified: boolean; isAdmin: boolean } | null;
    user: {
      id: string;
      email: string;
      firstName: string;
      lastName: string;
      loginProvider: string;
    } | null;
  };
}

export function errorsOf(response: GqlResponse<unknown>): string[] {
  return response.body.errors?.map((e) => e.message) ?? [];
}

/** The whole sign-in: consent, then the mutation /login makes with what came back. */
export async function signInThrough(
  browser: Browser,
  provider: Provider,
  consent: Consent,
): Promise<GqlResponse<Record<string, LoginResultData>>> {
  const login = await throughConsent(browser, provider, consent);
  return provider === 'google'
    ? browser.gql(LOGIN_WITH_GOOGLE, { code: login.searchParams.get('code') ?? '' })
    : browser.gql(LOGIN_WITH_FACEBOOK, { token: login.searchParams.get('token') ?? '' });
}
