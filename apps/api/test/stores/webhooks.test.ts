// Shopify's webhooks: signatures, the topics answered, app/uninstalled delivered by the sandbox,
// and registerStoreWebhooks (used by adminResetGroupWebhooks).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activePlan } from '@vendy/client/domain';
import { groupPlanHistory, sandboxShopifyWebhooks, shopifyStores } from '../../src/db/schema';
import { readHistory } from '../../src/modules/billing/history';
import { registerStoreWebhooks } from '../../src/modules/stores';
import { findStoreByName } from '../../src/modules/stores/service';
import { shopifyApp, signWebhookBody } from '../../src/providers/shopify';
import { createCast, dataOf, type Cast } from './cast';
import { seedInstalledStore, startShopifyTestServer, type ShopifyTestServer } from './harness';

let server: ShopifyTestServer;
let cast: Cast;
let secret: string;

beforeAll(async () => {
  server = await startShopifyTestServer();
  cast = await createCast(server);
  secret = shopifyApp(server.config).apiSecret;
});
afterAll(() => server.close());

function post(topic: string, body: string, hmac?: string) {
  return fetch(`${server.url}/webhooks/shopify/${topic}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-shop-domain': 'acme.myshopify.com',
      'x-shopify-topic': topic,
      ...(hmac === undefined ? {} : { 'x-shopify-hmac-sha256': hmac }),
    },
    body,
  });
}

describe('webhook signatures', () => {
  it('answers 401 without a valid X-Shopify-Hmac-Sha256', async () => {
    const body = JSON.stringify({ id: 1 });
    expect((await post('orders/create', body)).status).toBe(401);
    expect(
      (await post('orders/create', body, signWebhookBody(body, 'another secret'))).status,
    ).toBe(401);
    // Signed for another body.
    expect((await post('orders/create', body, signWebhookBody('{"id":2}', secret))).status).toBe(
      401,
    );
  });

  it('acknowledges the registered and mandatory privacy topics', async () => {
    const body = JSON.stringify({ shop_domain: 'acme.myshopify.com' });
    const hmac = signWebhookBody(body, secret);
    for (const topic of [
      'orders/create',
      'carts/create',
      'carts/update',
      'customers/data_request',
      'customers/redact',
      'shop/redact',
    ]) {
      expect((await post(topic, body, hmac)).status, topic).toBe(200);
    }
    expect((await post('products/create', body, hmac)).status).toBe(404);
  });
});

describe('registerStoreWebhooks', () => {
  it('replaces the store’s webhook subscriptions and returns their ids', async () => {
    await seedInstalledStore(server, 'hooks.myshopify.com', cast.olivia.id);
    const deps = { db: server.database.db, config: server.config, logger: server.app.logger };
    const first = await registerStoreWebhooks(
      deps,
      (await findStoreByName(deps.db, 'hooks.myshopify.com'))!,
    );
    const second = await registerStoreWebhooks(
      deps,
      (await findStoreByName(deps.db, 'hooks.myshopify.com'))!,
    );
    expect(Object.keys(second).sort()).toEqual([
      'appUninstalled',
      'cartsCreate',
      'cartsUpdate',
      'ordersCreate',
    ]);
    expect(
      Object.values(second).every((id) => /^gid:\/\/shopify\/WebhookSubscription\/\d+$/.test(id)),
    ).toBe(true);
    expect(Object.values(second)).not.toContain(first.ordersCreate);
    const hooks = await deps.db
      .select()
      .from(sandboxShopifyWebhooks)
      .where(eq(sandboxShopifyWebhooks.shop, 'hooks.myshopify.com'));
    // Every subscription is the store's current one: the SDL's four answered, and the orders
    // and refunds topics beside them.
    expect(hooks.map((h) => h.topic).sort()).toEqual([
      'APP_UNINSTALLED',
      'CARTS_CREATE',
      'CARTS_UPDATE',
      'ORDERS_CANCELLED',
      'ORDERS_CREATE',
      'ORDERS_UPDATED',
      'REFUNDS_CREATE',
    ]);
    const stored = await findStoreByName(deps.db, 'hooks.myshopify.com');
    expect(hooks.map((h) => `gid://shopify/WebhookSubscription/${h.id}`).sort()).toEqual(
      Object.values(stored!.webhookIds).sort(),
    );
    for (const id of Object.values(second)) expect(Object.values(stored!.webhookIds)).toContain(id);
  });

  it('fails with "Unable to set webhooks." when the store refuses the token', async () => {
    const deps = { db: server.database.db, config: server.config, logger: server.app.logger };
    const store = (await findStoreByName(deps.db, 'hooks.myshopify.com'))!;
    await expect(
      registerStoreWebhooks(deps, { ...store, accessTokenEncrypted: 'v1.broken' }),
    ).rejects.toThrow('Unable to set webhooks.');
  });
});

describe('uninstalling the app', () => {
  it('detaches the store from its group, erases its token and ends the paid plan', async () => {
    const db = server.database.db;
    const { storeId } = await seedInstalledStore(
      server,
      'acme.myshopify.com',
      cast.olivia.id,
      cast.groupA,
    );
    const deps = { db, config: server.config, logger: server.app.logger };
    const store = (await findStoreByName(db, 'acme.myshopify.com'))!;
    await registerStoreWebhooks(deps, store);
    await db.insert(groupPlanHistory).values({
      groupId: cast.groupA,
      planId: 'starter',
      status: 'ACTIVE',
      freeTrialDays: 30,
      createdAt: new Date(Date.now() - 60_000),
    });

    const publicGeneration = () => server.app.services.publicCache.generation(cast.groupA);
    const before = publicGeneration();
    const response = await fetch(`${server.url}/sandbox/shopify/acme.myshopify.com/uninstall`, {
      method: 'POST',
    });
    const body = (await response.json()) as {
      deliveries: Array<{ callbackUrl: string; status: number }>;
    };
    expect(body.deliveries).toEqual([
      { callbackUrl: `${server.url}/webhooks/shopify/app/uninstalled`, status: 200 },
    ]);

    const [row] = await db.select().from(shopifyStores).where(eq(shopifyStores.id, storeId));
    expect(row).toMatchObject({ groupId: null, accessTokenEncrypted: '', webhookIds: {} });
    expect(row?.uninstalledAt).toBeInstanceOf(Date);
    const seen = dataOf<{ getShopifyStore: null }>(
      await cast.as.owner(`query { getShopifyStore { id } }`),
    );
    expect(seen.getShopifyStore).toBeNull();
    expect(activePlan(await readHistory(db, cast.groupA))).toBeNull();
    // The group's public answers (their branding depends on the plan) are read again.
    expect(publicGeneration()).toBeGreaterThan(before);

    // The sandbox no longer knows the app on this shop.
    const again = await fetch(`${server.url}/sandbox/shopify/acme.myshopify.com/uninstall`, {
      method: 'POST',
    });
    expect(again.status).toBe(404);
  });
});
