// OAuth 2.0 authorization code flow with OpenID Connect: the consent address the browser is sent
// to, the code-for-tokens exchange, and the UserInfo call that says who signed in.
import type { GoogleApp } from './app';
import { GOOGLE_SCOPES } from './app';
import { GoogleError } from './errors';

const TIMEOUT_MS = 15_000;

export interface GoogleAuthorizeRequest {
  redirectUri: string;
  state: string;
}

export function googleAuthorizeUrl(app: GoogleApp, request: GoogleAuthorizeRequest): string {
  const url = new URL(app.endpoints.authorize);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', GOOGLE_SCOPES);
  url.searchParams.set('state', request.state);
  // Always show the account chooser: signing out of Vendy should not sign the next visitor of a
  // shared computer straight back in with the previous Google account.
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}

export interface GoogleTokens {
  accessToken: string;
}

async function send(what: string, request: () => Promise<Response>): Promise<Response> {
  try {
    return await request();
  } catch (error) {
    throw new GoogleError(`${what} failed: ${String(error)}`);
  }
}

async function jsonOf(what: string, response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      return body as Record<string, unknown>;
    }
  } catch {
    // Reported below with the status.
  }
  throw new GoogleError(
    `${what} answered HTTP ${response.status} without a JSON object`,
    response.status,
  );
}

/**
 * POST {token}: a one-time authorization code (with the redirect_uri it was issued for) for an
 * access token. The client authenticates with its secret in the body (client_secret_post).
 */
export async function exchangeGoogleCode(
  app: GoogleApp,
  code: string,
  redirectUri: string,
): Promise<GoogleTokens> {
  const response = await send('token exchange', () =>
    fetch(app.endpoints.token, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: app.clientId,
        client_secret: app.clientSecret,
      }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  const body = await jsonOf('token exchange', response);
  if (!response.ok) {
    const code = typeof body.error === 'string' ? body.error : undefined;
    throw new GoogleError(
      `token exchange answered HTTP ${response.status} (${code ?? 'no error code'})`,
      response.status,
      code,
    );
  }
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new GoogleError('token exchange returned no access token');
  }
  if (typeof body.token_type === 'string' && body.token_type.toLowerCase() !== 'bearer') {
    throw new GoogleError(`token exchange returned a ${body.token_type} token`);
  }
  // The id_token that comes with it says the same as UserInfo; UserInfo is asked instead because
  // its answer needs no signature check (it comes straight from Google over TLS).
  return { accessToken: body.access_token };
}

/** The person behind an access token, as the OpenID Connect UserInfo endpoint describes them. */
export interface GoogleProfile {
  /** Google's stable account id (`sub`); emails can change, this does not. */
  subject: string;
  email: string | null;
  /** Google has verified that the person controls `email`. */
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** Full display name, for accounts without given/family names. */
  name: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** GET {userinfo} with the bearer access token. */
export async function fetchGoogleProfile(
  app: GoogleApp,
  accessToken: string,
): Promise<GoogleProfile> {
  const response = await send('userinfo', () =>
    fetch(app.endpoints.userinfo, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    }),
  );
  if (!response.ok) {
    await response.body?.cancel();
    throw new GoogleError(`userinfo answered HTTP ${response.status}`, response.status);
  }
  const body = await jsonOf('userinfo', response);
  const subject = text(body.sub);
  if (subject === '') throw new GoogleError('userinfo returned no subject');
  const email = text(body.email);
  return {
    subject,
    email: email === '' ? null : email,
    // Some Google endpoints have answered the string "true"; anything else is unverified.
    emailVerified: body.email_verified === true || body.email_verified === 'true',
    givenName: text(body.given_name),
    familyName: text(body.family_name),
    name: text(body.name),
  };
}

/** The whole server side of a Google sign-in: the code from the browser → the verified profile. */
export async function googleProfileFromCode(
  app: GoogleApp,
  code: string,
  redirectUri: string,
): Promise<GoogleProfile> {
  const tokens = await exchangeGoogleCode(app, code, redirectUri);
  return fetchGoogleProfile(app, tokens.accessToken);
}
