// The matrix's server: the real app with the Shopify sandbox reachable over HTTP (PUBLIC_URL is its
// own address, like the store tests) and the admins named by ADMIN_EMAILS, the configuration path
// operators use. Uploaded files go to a data folder of its own, removed with the server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { BOSS_SCHEMA } from '../../src/jobs/boss';
import { APP_HOST_SYNC_QUEUE } from '../../src/modules/stores/app-host';
import { startShopifyTestServer, type ShopifyTestServer } from '../stores/harness';

/**
 * The vendy.host pass every start queues (stores module, onListening) has run. Late, on a busy
 * machine, it wrote the metafield of a store a row had seeded in the middle of the refusals,
 * whose check is that the database did not change.
 */
async function appHostPassDone(server: ShopifyTestServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { rows } = await server.database.db.execute<{ queued: number; pending: number }>(
      sql.raw(
        `select count(*)::int as queued,
                count(*) filter (where state in ('created', 'retry', 'active'))::int as pending
         from ${BOSS_SCHEMA}.job where name = '${APP_HOST_SYNC_QUEUE}'`,
      ),
    );
    if (rows[0] && rows[0].queued > 0 && rows[0].pending === 0) return;
    if (Date.now() > deadline) throw new Error('the vendy.host pass of the start never ran');
    await sleep(50);
  }
}

export async function startMatrixServer(
  adminEmails: readonly string[],
  env: Record<string, string> = {},
): Promise<ShopifyTestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-matrix-'));
  const server = await startShopifyTestServer({
    ADMIN_EMAILS: adminEmails.join(','),
    DATA_DIR: dataDir,
    ...env,
  });
  await appHostPassDone(server);
  return {
    ...server,
    async close() {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
