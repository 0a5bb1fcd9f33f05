// Assembles the server from a configuration: database, the shared services and job queue, GraphQL
// and HTTP routing (what each module contributes comes from the composition root, composition.ts).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildServices, createAppRequestHandler, jobDefinitions, modules } from './composition';
import type { Config } from './config';
import { openDatabase, type DatabaseConnection } from './db/connection';
import { startJobs } from './jobs';
import { createLogger, type Logger } from './logger';
import type { Services } from './services';

/** Longest a single request (e.g. an upload's PUT) may take. */
export const UPLOAD_REQUEST_TIMEOUT_MS = 60 * 60_000;

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const DEFAULT_EMBED_DIST = fileURLToPath(new URL('../../embed/dist', import.meta.url));

export interface AppOptions {
  /** An open, migrated database; the caller keeps ownership (close() leaves it open). */
  database?: DatabaseConnection;
  logger?: Logger;
  /** Built merchant app (default apps/web/dist). */
  webDist?: string;
  /** Built embed app (default apps/embed/dist). */
  embedDist?: string;
}

export interface App {
  server: Server;
  database: DatabaseConnection;
  /** The shared services, built once for this app (its resolvers, routes and jobs get them). */
  services: Services;
  logger: Logger;
  /** Starts listening (port 0: any free port) and resolves with the base URL. */
  listen(port?: number): Promise<string>;
  /** Stops accepting connections, ends open ones, then closes the database if the app opened it. */
  close(): Promise<void>;
}

async function openMigratedDatabase(config: Config, logger: Logger): Promise<DatabaseConnection> {
  const database = await openDatabase(config.database, {
    onIdleError: (err) => logger.warn({ err }, 'idle database connection lost'),
  });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Without `options.database`, opens the configured database and applies pending migrations. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? createLogger(config);
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await openMigratedDatabase(config, logger));
  const shared = buildServices(config, database.db);
  // Background jobs (pg-boss) run in every app process on its database; queued work survives.
  let services: Services;
  try {
    const jobs = await startJobs({
      database,
      config,
      logger,
      definitions: jobDefinitions,
      services: shared,
    });
    services = { ...shared, jobs };
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const { jobs } = services;
  const deps = { ...services, logger };

  const server = createServer(
    createAppRequestHandler({
      services,
      database,
      logger,
      webDist: options.webDist ?? DEFAULT_WEB_DIST,
      embedDist: options.embedDist ?? DEFAULT_EMBED_DIST,
    }),
  );
  // Node ends any request still running after 5 minutes; a large file PUT over a slow line (audio
  // and photos go in one request) needs longer. Headers must still arrive within a minute.
  server.requestTimeout = UPLOAD_REQUEST_TIMEOUT_MS;
  server.headersTimeout = 60_000;
  // Idle keep-alive connections stay open for 65 s (Node closes them after 5 s): load balancers and
  // proxies keep theirs for up to a minute and reuse them, and a close that crosses a reuse resets
  // that request (ECONNRESET for the client, a 502 behind a proxy).
  server.keepAliveTimeout = 65_000;
  // The modules' start-up work that needs the server to answer (e.g. through a sandbox served here).
  server.once('listening', () => {
    for (const module of modules) void module.onListening?.(deps);
  });

  return {
    server,
    database,
    services,
    logger,
    listen(port = config.port) {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          resolve(`http://${host}:${address.port}`);
        });
      });
    },
    async close() {
      await new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        // Keep-alive connections would otherwise hold close() open until they time out (65 s):
        // those idle now close at once, those answering a request as soon as they are answered.
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        server.close((error) => {
          clearInterval(sweep);
          if (error) reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      });
      // Requests have all been answered: the modules finish what they hold (e.g. queued events).
      for (const module of modules) await module.onClose?.(deps);
      await jobs.stop();
      if (ownsDatabase) await database.close();
    },
  };
}
