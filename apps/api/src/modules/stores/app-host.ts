// The Vendy host in each store's app-data metafield vendy.host. The theme app extension's blocks
// load {host}/embed/loader.js from it, so a store shows no layout until it is written. It is
// written at install (and at a development store's connection), and again whenever PUBLIC_URL
// changes: at each start a job writes every connected store whose recorded host differs. Failures
// (throttling, an expired token, Shopify unreachable) are logged and the job retries with backoff;
// they never fail the install itself.
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { shopifyStores } from '../../db/schema';
import type { JobDefinition, Jobs } from '../../jobs/types';
import type { Logger } from '../../logger';
import { setAppMetafields, ShopifyError } from '../../providers/shopify';
import { storeClient, type StoreDeps, type StoreRow } from './deps';

export const APP_HOST_NAMESPACE = 'vendy';
export const APP_HOST_KEY = 'host';
export const APP_HOST_SYNC_QUEUE = 'shopify-app-host';

/** Throttled calls are tried this many times in a row, waiting for Shopify's bucket to refill. */
const THROTTLE_ATTEMPTS = 3;
const THROTTLE_WAIT_CAP_MS = 5_000;

async function withThrottleRetry<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ShopifyError) || !error.throttled || attempt >= THROTTLE_ATTEMPTS) {
        throw error;
      }
      await sleep(Math.min(error.retryAfterMs ?? 1000, THROTTLE_WAIT_CAP_MS));
    }
  }
}

/** Writes PUBLIC_URL to the store's vendy.host and records it. Throws when Shopify refuses. */
export async function writeAppHost(deps: StoreDeps, store: StoreRow): Promise<void> {
  const host = deps.config.publicUrl;
  const client = storeClient(deps, store);
  await withThrottleRetry(() =>
    setAppMetafields(client, [
      {
        namespace: APP_HOST_NAMESPACE,
        key: APP_HOST_KEY,
        type: 'single_line_text_field',
        value: host,
      },
    ]),
  );
  await deps.db
    .update(shopifyStores)
    .set({ appHost: host, appHostWrittenAt: new Date() })
    .where(eq(shopifyStores.id, store.id));
  deps.logger.info({ store: store.storeName, host }, 'vendy.host app metafield written');
}

/** Queues a pass over the stores whose vendy.host is not PUBLIC_URL (e.g. at start). */
export async function queueAppHostSync(jobs: Jobs, logger: Logger): Promise<void> {
  try {
    await jobs.send(APP_HOST_SYNC_QUEUE, {});
  } catch (error) {
    logger.warn({ err: error }, 'could not queue the vendy.host metafield sync');
  }
}

/**
 * At install: written straight away so the theme editor shows the blocks at once; a failure is
 * logged and left to the sync job, never failing the install.
 */
export async function writeAppHostQuietly(
  deps: StoreDeps & { jobs: Jobs },
  store: StoreRow,
): Promise<void> {
  try {
    await writeAppHost(deps, store);
  } catch (error) {
    deps.logger.warn({ err: error, store: store.storeName }, 'vendy.host not written; will retry');
    await queueAppHostSync(deps.jobs, deps.logger);
  }
}

/** Connected stores (installed, with a token) whose recorded host is not PUBLIC_URL. */
export function staleAppHostStores(db: Database, publicUrl: string): Promise<StoreRow[]> {
  return db
    .select()
    .from(shopifyStores)
    .where(
      and(
        isNull(shopifyStores.uninstalledAt),
        ne(shopifyStores.accessTokenEncrypted, ''),
        or(isNull(shopifyStores.appHost), ne(shopifyStores.appHost, publicUrl)),
      ),
    );
}

/** Writes vendy.host on every stale store; returns how many could not be written. */
export async function syncAppHosts(deps: StoreDeps): Promise<number> {
  let failed = 0;
  for (const store of await staleAppHostStores(deps.db, deps.config.publicUrl)) {
    try {
      await writeAppHost(deps, store);
    } catch (error) {
      failed += 1;
      deps.logger.warn({ err: error, store: store.storeName }, 'vendy.host not written');
    }
  }
  return failed;
}

/**
 * The sync as a durable job: queued at each start and hourly; a pass that leaves a store unwritten
 * fails and is retried with backoff (30 s, 1 min, 2 min… for about a day).
 */
export const appHostSyncJob: JobDefinition<Record<string, never>> = {
  queue: APP_HOST_SYNC_QUEUE,
  schedule: '41 * * * *',
  retryLimit: 11,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
  async handle(_job, deps) {
    const failed = await syncAppHosts(deps);
    if (failed > 0) throw new Error(`vendy.host not written on ${failed} store(s)`);
  },
};

export const storeJobs = [appHostSyncJob] as const;
