// A test server whose PUBLIC_URL is its own address, so the Shopify client reaches the sandbox
// over real HTTP exactly as in development, plus a small cookie-keeping browser that follows the
// install and billing pages, and seeding helpers.
import { createServer } from 'node:net';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { sandboxShopifyInstalls, sessions, shopifyStores } from '../../src/db/schema';
import { hashToken, randomToken, SESSION_TTL_MS } from '../../src/modules/auth';
import { encryptToken } from '../../src/modules/stores/token-crypto';
import { gqlWithCookie, type Gql } from '../harness/accounts';
import { createTestDatabase } from '../harness/database';
import type { TestServer } from '../harness/server';

export interface ShopifyTestServer extends TestServer {
  config: Config;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export async function startShopifyTestServer(): Promise<ShopifyTestServer> {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const database = await createTestDatabase();
  const app = await createApp(config, { database });
  const url = await app.listen(port);
  return {
    url,
    app,
    database,
    config,
    async gql(query, variables, options = {}) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-vendy-csrf': '1',
          ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
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
