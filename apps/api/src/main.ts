// Entry point: `tsx src/main.ts`. Reads the environment, opens and migrates the database, serves.
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import {
  DEMO_ADMIN,
  DEMO_MERCHANT,
  DEMO_STORE_NAME,
  seedDemoData,
  seedDemoStore,
} from './modules/demo/seed';
import { startDemoLayoutSeed } from './modules/demo/layout-seed';

/** Requests still running after this long are cut off so a stuck one cannot block a restart. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config);
  const app = await createApp(config, { logger });
  await seedDemoData({ db: app.database.db, config, logger });
  const url = await app.listen();
  // The store goes through the sandbox over HTTP (webhooks), so it waits for the server to listen.
  await seedDemoStore({ db: app.database.db, config, logger }).catch((error: unknown) =>
    logger.warn({ err: error }, 'demo store not connected'),
  );
  // The demo layouts wait for their video's transcode, so they are made in the background.
  const demoLayouts = startDemoLayoutSeed({ db: app.database.db, config, logger });
  logger.info(
    { url, publicUrl: config.publicUrl, database: app.database.driver, nodeEnv: config.nodeEnv },
    `Vendy is listening on ${url} (public address ${config.publicUrl})`,
  );
  if (config.demoData) {
    for (const [role, account] of [
      ['merchant', DEMO_MERCHANT],
      ['admin', DEMO_ADMIN],
    ] as const) {
      logger.info(`Demo ${role} account (demo data only): ${account.email} / ${account.password}`);
    }
    if (config.providers.shopify === null) {
      logger.info(
        `Sandbox store (the shopper's side): ${config.publicUrl}/sandbox/shopify/${DEMO_STORE_NAME}/`,
      );
    }
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    demoLayouts.stop();
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Vendy failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
