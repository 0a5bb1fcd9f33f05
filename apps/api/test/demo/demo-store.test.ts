// The demo group comes with the sandbox store connected, its webhooks registered, so `npm start`
// opens straight onto a working dashboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxShopifyWebhooks, shopifyStores } from '../../src/db/schema';
import {
  DEMO_MERCHANT,
  DEMO_STORE_NAME,
  seedDemoData,
  seedDemoStore,
} from '../../src/modules/demo/seed';
import { signIn } from '../harness/accounts';
import { dataOf } from '../groups/fixtures';
import { startShopifyTestServer, type ShopifyTestServer } from '../stores/harness';

let server: ShopifyTestServer;

beforeAll(async () => {
  server = await startShopifyTestServer();
});
afterAll(() => server.close());

const development = () => ({
  ...server.app.services,
  config: { ...server.config, nodeEnv: 'development' as const, demoData: true },
  logger: server.app.logger,
});

describe('seedDemoStore', () => {
  it('does nothing outside development or with real Shopify credentials', async () => {
    await seedDemoData(development());
    expect(
      await seedDemoStore({ ...development(), config: { ...server.config, nodeEnv: 'test' } }),
    ).toBe(false);
    const withShopify = {
      ...server.config,
      nodeEnv: 'development' as const,
      demoData: true,
      providers: { ...server.config.providers, shopify: { apiKey: 'k', apiSecret: 's' } },
    };
    expect(await seedDemoStore({ ...development(), config: withShopify })).toBe(false);
    expect(await server.database.db.select().from(shopifyStores)).toEqual([]);
  });

  it('connects the sandbox store to the demo group once, with its webhooks', async () => {
    expect(await seedDemoStore(development())).toBe(true);
    expect(await seedDemoStore(development())).toBe(false);

    const merchant = await signIn(server, DEMO_MERCHANT.email, DEMO_MERCHANT.password);
    const answer = dataOf(
      await merchant<{ getShopifyStore: { storeName: string; groupName: string } | null }>(
        `{ getShopifyStore { storeName groupName } }`,
      ),
    );
    expect(answer.getShopifyStore).toEqual({ storeName: DEMO_STORE_NAME, groupName: 'Demo Store' });

    const topics = (
      await server.database.db
        .select({ topic: sandboxShopifyWebhooks.topic })
        .from(sandboxShopifyWebhooks)
        .where(eq(sandboxShopifyWebhooks.shop, DEMO_STORE_NAME))
    ).map((row) => row.topic);
    expect(topics).toContain('APP_UNINSTALLED');
  });
});
