// The app's install through the Shopify sandbox over real HTTP: /shopify/install → the sandbox's
// authorize page → /shopify/callback → /shopify-connect, and the checks that guard it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxShopifyWebhooks, shopifyStores } from '../../src/db/schema';
import { signOAuthQuery, shopifyApp } from '../../src/providers/shopify';
import { createUser, type TestUser } from '../harness/accounts';
import {
  Browser,
  hiddenInputs,
  installThroughSandbox,
  locationOf,
  sessionOf,
  startShopifyTestServer,
  type ShopifyTestServer,
} from './harness';

let server: ShopifyTestServer;
let mia: TestUser;
let noah: TestUser;

beforeAll(async () => {
  server = await startShopifyTestServer();
  [mia, noah] = await Promise.all([
    createUser(server.database.db, { email: 'mia@example.com' }),
    createUser(server.database.db, { email: 'noah@example.com' }),
  ]);
});
afterAll(() => server.close());

async function browserFor(user: TestUser): Promise<Browser> {
  return new Browser(server.url, (await sessionOf(server, user.id)).token);
}

const storeRow = async (shop: string) =>
  (
    await server.database.db.select().from(shopifyStores).where(eq(shopifyStores.storeName, shop))
  )[0];

describe('installing the app on a store', () => {
  it('goes from the install link through the sandbox to /shopify-connect and saves the store', async () => {
    const browser = await browserFor(mia);
    const start = await browser.get('/shopify/install?shop=Mia-Shop');
    expect(start.status).toBe(302);
    const authorize = new URL(locationOf(start));
    expect(authorize.origin + authorize.pathname).toBe(
      `${server.url}/sandbox/shopify/mia-shop.myshopify.com/admin/oauth/authorize`,
    );
    expect(authorize.searchParams.get('client_id')).toBe('vendy-sandbox-app');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.url}/shopify/callback`);

    const page = await browser.get(authorize.toString());
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Install Vendy on mia-shop.myshopify.com?');
    expect(html).toMatch(/<button type="submit" name="decision" value="install">Install<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="cancel">Cancel<\/button>/);

    const back = await browser.post(authorize.toString(), {
      ...hiddenInputs(html),
      decision: 'install',
    });
    const callback = new URL(locationOf(back));
    expect(callback.pathname).toBe('/shopify/callback');
    expect(callback.searchParams.get('hmac')).toMatch(/^[0-9a-f]{64}$/);

    const done = await browser.get(callback.toString());
    expect(done.status).toBe(302);
    expect(locationOf(done)).toBe('/shopify-connect?store=mia-shop.myshopify.com');

    const store = await storeRow('mia-shop.myshopify.com');
    expect(store?.credentialOwnerUserId).toBe(mia.id);
    expect(store?.groupId).toBeNull();
    expect(store?.accessTokenEncrypted).not.toContain('shpua_');
    expect(Object.keys(store?.webhookIds ?? {}).sort()).toEqual([
      'APP_UNINSTALLED',
      'CARTS_CREATE',
      'CARTS_UPDATE',
      'ORDERS_CANCELLED',
      'ORDERS_CREATE',
      'ORDERS_UPDATED',
      'REFUNDS_CREATE',
    ]);
    const hooks = await server.database.db
      .select()
      .from(sandboxShopifyWebhooks)
      .where(eq(sandboxShopifyWebhooks.shop, 'mia-shop.myshopify.com'));
    expect(hooks.map((h) => h.callbackUrl).sort()).toEqual([
      `${server.url}/webhooks/shopify/app/uninstalled`,
      `${server.url}/webhooks/shopify/carts/create`,
      `${server.url}/webhooks/shopify/carts/update`,
      `${server.url}/webhooks/shopify/orders/cancelled`,
      `${server.url}/webhooks/shopify/orders/create`,
      `${server.url}/webhooks/shopify/orders/updated`,
      `${server.url}/webhooks/shopify/refunds/create`,
    ]);
    expect(browser.cookie('vendy_shopify_state')).toBeUndefined();
  });

  it('sends a signed-out merchant to log in first, remembering where to come back', async () => {
    const response = await new Browser(server.url).get('/shopify/install?shop=acme.myshopify.com');
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe(
      `/login?redirect=${encodeURIComponent('/shopify/install?shop=acme.myshopify.com')}`,
    );
  });

  it('refuses a store name that is not a myshopify domain', async () => {
    const browser = await browserFor(mia);
    for (const shop of ['evil.example.com/x', 'a b', `${'x'.repeat(250)}.myshopify.com`]) {
      const response = await browser.get(`/shopify/install?shop=${encodeURIComponent(shop)}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('Requires valid store parameter.');
    }
  });

  it('sends a merchant who starts from Vendy to the app page that asks for the store', async () => {
    const response = await (await browserFor(mia)).get('/shopify/install');
    expect(response.status).toBe(302);
    expect(locationOf(response)).toBe('/shopify-prompt');
  });

  it('returns to the prompt without a store when the merchant cancels', async () => {
    const browser = await browserFor(mia);
    const authorize = locationOf(await browser.get('/shopify/install?shop=cancelled-shop'));
    const fields = hiddenInputs(await (await browser.get(authorize)).text());
    const response = await browser.post(authorize, { ...fields, decision: 'cancel' });
    expect(locationOf(response)).toBe(`${server.url}/shopify-prompt`);
    expect(await storeRow('cancelled-shop.myshopify.com')).toBeUndefined();
  });

  it('refuses a callback whose signature does not match (401)', async () => {
    const browser = await browserFor(mia);
    const authorize = locationOf(await browser.get('/shopify/install?shop=tampered-shop'));
    const fields = hiddenInputs(await (await browser.get(authorize)).text());
    const callback = new URL(
      locationOf(await browser.post(authorize, { ...fields, decision: 'install' })),
    );
    callback.searchParams.set('shop', 'other-shop.myshopify.com');
    const response = await browser.get(callback.toString());
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('Unable to connect to this shopify store.');
    expect(await storeRow('other-shop.myshopify.com')).toBeUndefined();
    expect(await storeRow('tampered-shop.myshopify.com')).toBeUndefined();
  });

  it('refuses a callback started in another session (state mismatch, 403)', async () => {
    const mias = await browserFor(mia);
    const authorize = locationOf(await mias.get('/shopify/install?shop=hijacked-shop'));
    const fields = hiddenInputs(await (await mias.get(authorize)).text());
    const callback = locationOf(await mias.post(authorize, { ...fields, decision: 'install' }));

    // Noah is tricked into opening Mia's callback: his session did not start this install.
    const response = await (await browserFor(noah)).get(callback);
    expect(response.status).toBe(403);
    expect(await storeRow('hijacked-shop.myshopify.com')).toBeUndefined();
  });

  it('refuses a validly signed callback whose state was never issued', async () => {
    const app = shopifyApp(server.config);
    const params = new URLSearchParams({
      code: 'made-up',
      shop: 'forged-shop.myshopify.com',
      state: 'nonce.signature',
      timestamp: String(Math.floor(Date.now() / 1000)),
    });
    params.set('hmac', signOAuthQuery(params, app.apiSecret));
    const response = await (await browserFor(mia)).get(`/shopify/callback?${params.toString()}`);
    expect(response.status).toBe(403);
  });

  it('re-installing by another user makes them the owner of the credential', async () => {
    expect((await installThroughSandbox(await browserFor(noah), 'mia-shop')).status).toBe(302);
    expect((await storeRow('mia-shop.myshopify.com'))?.credentialOwnerUserId).toBe(noah.id);
  });
});

describe('the sandbox app listing', () => {
  it('sends a shop to our install route and asks for one otherwise', async () => {
    const browser = new Browser(server.url);
    expect(locationOf(await browser.get('/sandbox/shopify/install?shop=Listing'))).toBe(
      '/shopify/install?shop=listing.myshopify.com',
    );
    const form = await browser.get('/sandbox/shopify/install');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<label for="shop">Store name</label>');
  });
});
