// Entry point: `tsx src/main.ts`. Reads the environment, opens and migrates the database, serves.
import { createApp } from './app';
import {
  DEMO_ADMIN,
  DEMO_MERCHANT,
  DEMO_STORE_NAME,
  FFMPEG_BINARIES,
  seedDemoData,
  seedDemoInstagram,
  seedDemoStore,
  startDemoLayoutSeed,
} from './composition';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';

/** Requests still running after this long are cut off so a stuck one cannot block a restart. */
const SHUTDOWN_GRACE_MS = 10_000;
/** The process ends by then even if closing hangs, so the port is always freed. */
const SHUTDOWN_DEADLINE_MS = 15_000;

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
  const { source, description } = FFMPEG_BINARIES;
  if (source === 'missing') logger.warn(description);
  else logger.info(description);
  const app = await createApp(config, { logger });
  await seedDemoData({ db: app.database.db, config, logger });
  const url = await app.listen();
  // The store goes through the sandbox over HTTP (webhooks), so it waits for the server to listen.
  await seedDemoStore({ ...app.services, logger }).catch((error: unknown) =>
    logger.warn({ err: error }, 'demo store not connected'),
  );
  // The demo group's Instagram account goes through the sandbox over HTTP too.
  await seedDemoInstagram({ ...app.services, logger }).catch((error: unknown) =>
    logger.warn({ err: error }, 'demo Instagram account not connected'),
  );
  // The demo layouts wait for their video's transcode, so they are made in the background.
  const demoLayouts = startDemoLayoutSeed({ ...app.services, logger });
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
    const deadline = setTimeout(() => {
      logger.error('shutdown did not finish in time, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a Ctrl-C reaches both `npm start` and the server, and `npm start` passes it
  // on as well; the repeated signal must not kill the server halfway through closing.
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Vendy failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
