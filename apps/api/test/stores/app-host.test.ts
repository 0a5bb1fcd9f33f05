// The Vendy host in each store's app-data metafield vendy.host, which the theme app extension reads:
// written through the sandbox's Admin API at install, again when PUBLIC_URL changes (at start), and
// kept trying when Shopify throttles or fails, without failing the install.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseConnection } from '../../src/db/connection';
import {
  sandboxShopifyAppMetafields,
  sandboxShopifyInstalls,
  shopifyStores,
} from '../../src/db/schema';
import { BOSS_SCHEMA } from '../../src/jobs/boss';
import { createLogger } from '../../src/logger';
import { APP_HOST_SYNC_QUEUE, syncAppHosts } from '../../src/modules/stores/app-host';
import { clearAdminFaults, failNextAdminCalls } from '../../src/sandbox/shopify/admin-api/faults';
import { createUser, type TestUser } from '../harness/accounts';
import { createTestDatabase } from '../harness/database';
import { freePort } from '../harness/own-address';
import { gqlAt } from '../harness/server';
import { Browser, installThroughSandbox, locationOf, sessionOf } from './harness';

let database: DatabaseConnection;
let mia: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  mia = await createUser(database.db, { email: 'mia@example.com' });
});
afterAll(() => database.close());

/** The real app on a free port whose PUBLIC_URL is its own address, on the shared database. */
async function startServer() {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const app = await createApp(config, { database });
  const url = await app.listen(port);
  return { url, app, config, deps: { db: database.db, config, logger: createLogger(config) } };
}

async function hostMetafield(shop: string) {
  const [row] = await database.db
    .select()
    .from(sandboxShopifyAppMetafields)
    .where(
      and(
        eq(sandboxShopifyAppMetafields.shop, shop),
        eq(sandboxShopifyAppMetafields.namespace, 'vendy'),
        eq(sandboxShopifyAppMetafields.key, 'host'),
      ),
    );
  return row ?? null;
}

async function storeRow(shop: string) {
  const [row] = await database.db
    .select()
    .from(shopifyStores)
    .where(eq(shopifyStores.storeName, shop));
  return row;
}

async function install(url: string, shop: string): Promise<Response> {
  const browser = new Browser(url, (await sessionOf({ database, gql: gqlAt(url) }, mia.id)).token);
  return installThroughSandbox(browser, shop);
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

describe('the vendy.host app metafield', () => {
  it('is written at install with the public address, on the app installation, and recorded', async () => {
    const server = await startServer();
    try {
      const done = await install(server.url, 'host-shop.myshopify.com');
      expect(locationOf(done)).toBe('/shopify-connect?store=host-shop.myshopify.com');
      const metafield = await hostMetafield('host-shop.myshopify.com');
      expect(metafield).toMatchObject({ type: 'single_line_text_field', value: server.url });
      const store = await storeRow('host-shop.myshopify.com');
      expect(store?.appHost).toBe(server.url);
      expect(store?.appHostWrittenAt).toBeInstanceOf(Date);

      // What a theme reads: the installation's own metafield, through the Admin API.
      const token = 'shpat_readback0000';
      const answer = await fetch(
        `${server.url}/sandbox/shopify/host-shop.myshopify.com/admin/api/2025-01/graphql.json`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-shopify-access-token': token },
          body: JSON.stringify({
            query: `{ currentAppInstallation { id metafield(namespace: "vendy", key: "host") { value } } }`,
          }),
        },
      );
      const body = (await answer.json()) as {
        data: { currentAppInstallation: { id: string; metafield: { value: string } | null } };
      };
      expect(body.data.currentAppInstallation.id).toMatch(
        /^gid:\/\/shopify\/AppInstallation\/\d+$/,
      );
      expect(body.data.currentAppInstallation.metafield?.value).toBe(server.url);
    } finally {
      await server.app.close();
    }
  });

  it('is written again at start when PUBLIC_URL changed', async () => {
    const first = await startServer();
    try {
      await install(first.url, 'moved-shop.myshopify.com');
      expect((await hostMetafield('moved-shop.myshopify.com'))?.value).toBe(first.url);
    } finally {
      await first.app.close();
    }
    const second = await startServer();
    try {
      expect(second.url).not.toBe(first.url);
      const metafield = await until(
        () => hostMetafield('moved-shop.myshopify.com'),
        (row) => row?.value === second.url,
      );
      expect(metafield?.value).toBe(second.url);
      const store = await until(
        () => storeRow('moved-shop.myshopify.com'),
        (row) => row?.appHost === second.url,
      );
      expect(store?.appHost).toBe(second.url);
    } finally {
      await second.app.close();
    }
  });

  it('waits out THROTTLED answers and still writes it at install', async () => {
    const server = await startServer();
    try {
      failNextAdminCalls('busy-shop.myshopify.com', 'THROTTLED', {
        count: 2,
        field: 'metafieldsSet',
      });
      const done = await install(server.url, 'busy-shop.myshopify.com');
      expect(locationOf(done)).toBe('/shopify-connect?store=busy-shop.myshopify.com');
      expect(clearAdminFaults('busy-shop.myshopify.com')).toBe(0);
      expect((await hostMetafield('busy-shop.myshopify.com'))?.value).toBe(server.url);
    } finally {
      await server.app.close();
    }
  });

  it('does not fail the install when Shopify keeps failing, and is retried by a job', async () => {
    const server = await startServer();
    const shop = 'down-shop.myshopify.com';
    try {
      failNextAdminCalls(shop, 'UNAVAILABLE', { count: 50, field: 'metafieldsSet' });
      const done = await install(server.url, shop);
      expect(locationOf(done)).toBe(`/shopify-connect?store=${shop}`);
      expect(await hostMetafield(shop)).toBeNull();
      expect((await storeRow(shop))?.appHost).toBeNull();
      // The failure queued the sync job, whose attempt fails too and is scheduled again.
      const states = await until(
        async () => {
          const result = await database.db.execute<{ state: string }>(
            sql.raw(`select state from ${BOSS_SCHEMA}.job where name = '${APP_HOST_SYNC_QUEUE}'`),
          );
          return result.rows.map((row) => row.state);
        },
        (rows) => rows.includes('retry'),
      );
      expect(states).toContain('retry');

      clearAdminFaults(shop);
      expect(await syncAppHosts(server.deps)).toBe(0);
      expect((await hostMetafield(shop))?.value).toBe(server.url);
      expect((await storeRow(shop))?.appHost).toBe(server.url);
    } finally {
      clearAdminFaults(shop);
      await server.app.close();
    }
  });

  it('goes with the app when it is uninstalled', async () => {
    const server = await startServer();
    const shop = 'gone-shop.myshopify.com';
    try {
      await install(server.url, shop);
      expect((await hostMetafield(shop))?.value).toBe(server.url);
      const uninstalled = await fetch(`${server.url}/sandbox/shopify/${shop}/uninstall`, {
        method: 'POST',
      });
      expect(uninstalled.status).toBe(200);
      expect(await hostMetafield(shop)).toBeNull();
      const store = await until(
        () => storeRow(shop),
        (row) => row?.uninstalledAt !== null,
      );
      expect(store).toMatchObject({ appHost: null, appHostWrittenAt: null });
    } finally {
      await server.app.close();
    }
  });

  it('logs and keeps a store whose token no longer works for a later pass', async () => {
    const server = await startServer();
    const shop = 'revoked-shop.myshopify.com';
    try {
      await install(server.url, shop);
      await database.db
        .update(shopifyStores)
        .set({ appHost: 'http://old.example' })
        .where(eq(shopifyStores.storeName, shop));
      await database.db.delete(sandboxShopifyInstalls).where(eq(sandboxShopifyInstalls.shop, shop));
      const before = await syncAppHosts(server.deps);
      expect(before).toBeGreaterThanOrEqual(1);
      expect((await storeRow(shop))?.appHost).toBe('http://old.example');
    } finally {
      await server.app.close();
    }
  });
});
