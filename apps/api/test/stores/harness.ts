// A test server whose PUBLIC_URL is its own address, so the Shopify client reaches the sandbox
// over real HTTP exactly as in development, plus a small cookie-keeping browser that follows the
// install and billing pages, and seeding helpers.
import { sandboxShopifyInstalls, sessions, shopifyStores } from '../../src/db/schema';
import { hashToken, randomToken, SESSION_TTL_MS } from '../../src/modules/auth';
import { encryptToken } from '../../src/modules/auth';
import { gqlWithCookie, type Gql } from '../harness/accounts';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import type { TestServer } from '../harness/server';

export type ShopifyTestServer = OwnAddressServer;

/** The real app on its own address, so the Shopify client reaches the sandbox over HTTP. */
export function startShopifyTestServer(
  env: Record<string, string> = {},
): Promise<ShopifyTestServer> {
  return startOwnAddressServer(env);
}

/** A session for `userId`: its cookie value and a gql() bound to it. */
export async function sessionOf(
  server: Pick<TestServer, 'gql' | 'database'>,
  userId: string,
): Promise<{ token: string; gql: Gql }> {
  const token = randomToken();
  await server.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, gql: gqlWithCookie(server, token) };
}

/**
 * A store with the app installed by `ownerId`, without going through the pages: a sandbox token
 * and the store row holding it (no group unless given).
 */
export async function seedInstalledStore(
  server: ShopifyTestServer,
  shop: string,
  ownerId: string,
  groupId: string | null = null,
): Promise<{ storeId: string; token: string }> {
  const token = `shpua_${randomToken()}`;
  const db = server.database.db;
  await db
    .insert(sandboxShopifyInstalls)
    .values({ shop, accessTokenHash: hashToken(token), scopes: 'read_products' });
  const [store] = await db
    .insert(shopifyStores)
    .values({
      storeName: shop,
      groupId,
      accessTokenEncrypted: encryptToken(token, server.config.sessionSecret),
      credentialOwnerUserId: ownerId,
    })
    .returning();
  if (!store) throw new Error('seedInstalledStore: insert returned nothing');
  return { storeId: store.id, token };
}

/** Follows pages like a browser: keeps cookies, does not follow redirects on its own. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    sessionToken?: string,
  ) {
    if (sessionToken) this.cookies.set('vendy_session', sessionToken);
  }

  private absolute(url: string): string {
    return new URL(url, this.base).toString();
  }

  private keep(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  private cookieHeader(): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return cookie ? { cookie } : {};
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async get(url: string): Promise<Response> {
    return this.keep(
      await fetch(this.absolute(url), { redirect: 'manual', headers: this.cookieHeader() }),
    );
  }

  async post(url: string, form: Record<string, string>): Promise<Response> {
    return this.keep(
      await fetch(this.absolute(url), {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...this.cookieHeader() },
        body: new URLSearchParams(form).toString(),
      }),
    );
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

/**
 * The whole install through the pages: /shopify/install → the sandbox's authorize page → Install →
 * our callback. Returns the callback's answer (a redirect to /shopify-connect on success).
 */
export async function installThroughSandbox(browser: Browser, shop: string): Promise<Response> {
  const authorize = locationOf(
    await browser.get(`/shopify/install?shop=${encodeURIComponent(shop)}`),
  );
  const page = await browser.get(authorize);
  const fields = hiddenInputs(await page.text());
  const callback = locationOf(await browser.post(authorize, { ...fields, decision: 'install' }));
  return browser.get(callback);
}
