// The Shopify sandbox speaks the Admin API as Shopify does: tokens checked per shop, operations
// answered by name with userErrors, and nothing mounted once real credentials are configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeSubscriptions,
  appSubscriptionCancel,
  appSubscriptionCreate,
  getAppSubscription,
  getShop,
  ShopifyAdminClient,
  shopifyApp,
  webhookSubscriptionCreate,
} from '../../src/providers/shopify';
import { startTestServer, type TestServer } from '../harness/server';
import { createUser } from '../harness/accounts';
import {
  Browser,
  locationOf,
  seedInstalledStore,
  sessionOf,
  startShopifyTestServer,
  type ShopifyTestServer,
} from '../stores/harness';

let server: ShopifyTestServer;
let token: string;

function client(shop: string, accessToken: string): ShopifyAdminClient {
  return new ShopifyAdminClient(shopifyApp(server.config), { shop, accessToken });
}

beforeAll(async () => {
  server = await startShopifyTestServer();
  const owner = await createUser(server.database.db, { email: 'owner@example.com' });
  ({ token } = await seedInstalledStore(server, 'sandbox-shop.myshopify.com', owner.id));
});
afterAll(() => server.close());

describe('Admin API authentication', () => {
  it('answers 401 for a missing, unknown or other shop’s token', async () => {
    for (const [shop, accessToken] of [
      ['sandbox-shop.myshopify.com', ''],
      ['sandbox-shop.myshopify.com', 'shpua_wrong'],
      ['another-shop.myshopify.com', token],
    ] as const) {
      await expect(getShop(client(shop, accessToken))).rejects.toMatchObject({ status: 401 });
    }
  });

  it('accepts the installed token, and development-store tokens (shpat_) on any shop', async () => {
    expect(await getShop(client('sandbox-shop.myshopify.com', token))).toEqual({
      name: 'Sandbox Shop',
      myshopifyDomain: 'sandbox-shop.myshopify.com',
    });
    expect(
      (await getShop(client('any-dev.myshopify.com', 'shpat_devtoken123'))).myshopifyDomain,
    ).toBe('any-dev.myshopify.com');
  });
});

describe('billing operations', () => {
  it('create → read by id → active after approval → cancel', async () => {
    const shop = client('sandbox-shop.myshopify.com', token);
    const created = await appSubscriptionCreate(shop, {
      name: 'Vendy Growth',
      price: 199,
      trialDays: 30,
      returnUrl: `${server.url}/plans`,
      test: true,
    });
    expect(created.subscription).toMatchObject({
      name: 'Vendy Growth',
      status: 'PENDING',
      trialDays: 30,
    });
    expect(created.confirmationUrl).toMatch(
      new RegExp(`^${server.url}/sandbox/shopify/sandbox-shop.myshopify.com/charges/\\d+/confirm$`),
    );
    expect(await activeSubscriptions(shop)).toEqual([]);

    const response = await fetch(created.confirmationUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    expect(response.status).toBe(303);
    expect((await getAppSubscription(shop, created.subscription.id))?.status).toBe('ACTIVE');
    expect((await activeSubscriptions(shop)).map((s) => s.id)).toEqual([created.subscription.id]);

    expect((await appSubscriptionCancel(shop, created.subscription.id)).status).toBe('CANCELLED');
    await expect(appSubscriptionCancel(shop, created.subscription.id)).rejects.toThrow(
      /Cannot cancel a subscription that is cancelled/,
    );
  });

  it('reports refused input in userErrors and unknown ids as null', async () => {
    const shop = client('sandbox-shop.myshopify.com', token);
    await expect(
      appSubscriptionCreate(shop, {
        name: 'Bad',
        price: 0,
        trialDays: 0,
        returnUrl: `${server.url}/`,
        test: true,
      }),
    ).rejects.toThrow(/Price must be greater than 0/);
    expect(await getAppSubscription(shop, 'gid://shopify/AppSubscription/1')).toBeNull();
    // Another shop's subscription is not visible.
    const other = client('any-dev.myshopify.com', 'shpat_devtoken123');
    const mine = await appSubscriptionCreate(shop, {
      name: 'Vendy Starter',
      price: 29,
      trialDays: 0,
      returnUrl: `${server.url}/`,
      test: true,
    });
    expect(await getAppSubscription(other, mine.subscription.id)).toBeNull();
  });

  it('refuses the same webhook address twice for a topic', async () => {
    const shop = client('sandbox-shop.myshopify.com', token);
    const url = `${server.url}/webhooks/shopify/orders/create`;
    expect(await webhookSubscriptionCreate(shop, 'ORDERS_CREATE', url)).toMatch(
      /^gid:\/\/shopify\/WebhookSubscription\//,
    );
    await expect(webhookSubscriptionCreate(shop, 'ORDERS_CREATE', url)).rejects.toThrow(
      /already been taken/,
    );
  });

  it('answers GraphQL errors for operations it does not know', async () => {
    const shop = client('sandbox-shop.myshopify.com', token);
    await expect(shop.request('query { orders(first: 1) { id } }')).rejects.toThrow(
      /Cannot query field "orders"/,
    );
  });
});

describe('with Shopify credentials configured', () => {
  let real: TestServer;
  beforeAll(async () => {
    real = await startTestServer({ env: { SHOPIFY_API_KEY: 'key', SHOPIFY_API_SECRET: 'secret' } });
  });
  afterAll(() => real.close());

  it('does not mount the sandbox, and installs go to the real shop', async () => {
    const page = await fetch(`${real.url}/sandbox/shopify/install?shop=acme`, {
      redirect: 'manual',
    });
    expect(page.status).toBe(404);

    const user = await createUser(real.database.db, { email: 'merchant@example.com' });
    const { token: session } = await sessionOf(real, user.id);
    const install = await new Browser(real.url, session).get('/shopify/install?shop=acme');
    const authorize = new URL(locationOf(install));
    expect(authorize.origin + authorize.pathname).toBe(
      'https://acme.myshopify.com/admin/oauth/authorize',
    );
    expect(authorize.searchParams.get('client_id')).toBe('key');
  });
});
