// One database API for the whole server, whichever engine is underneath: PGlite (PostgreSQL in
// WebAssembly, embedded, the default) or a PostgreSQL server (DATABASE_URL). Both speak the same SQL
// and run the same migrations, so services never know which one they use.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import * as schema from './schema';
import { migratePglite, migratePostgres } from './migrate';

export type Schema = typeof schema;

/**
 * What raw `db.execute(sql...)` returns on both engines: PGlite's Results and node-postgres'
 * QueryResult both carry the rows.
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}

export interface RowsResult<TRow> {
  rows: TRow[];
}

/** The drizzle database that services use, on either engine. */
export type Database = PgDatabase<RowsQueryResultHKT, Schema>;

export interface DatabaseConnection {
  readonly db: Database;
  readonly driver: 'pglite' | 'postgres';
  /** Applies the checked-in migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface PgliteOptions {
  /** Folder holding the database files; omitted: in memory (tests). */
  dataDir?: string;
  /** A `dumpDataDir()` archive to start from instead of an empty cluster. */
  loadDataDir?: Blob;
  /**
   * PostgreSQL's shared_buffers; omitted: PostgreSQL's default (128MB). PGlite clears it at every
   * start, which is most of a start's CPU time: the tests, which start a few hundred small
   * databases, ask for less.
   */
  sharedBuffers?: string;
}

export interface PgliteConnection extends DatabaseConnection {
  /** The engine itself, for what only PGlite does (dumpDataDir). */
  readonly client: PGlite;
}

export async function openPglite(options: PgliteOptions = {}): Promise<PgliteConnection> {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    ...(options.sharedBuffers === undefined
      ? {}
      : {
          startParams: [
            ...PGlite.defaultStartParams,
            '-c',
            `shared_buffers=${options.sharedBuffers}`,
          ],
        }),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    client,
    driver: 'pglite',
    migrate: () => migratePglite(db),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  /** Called when an idle pooled connection fails (the pool replaces it on next use). */
  onIdleError?: (error: Error) => void;
}

export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    // Without a timeout a down server makes requests (and /healthz) hang instead of failing.
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it kills the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

export function openDatabase(
  config: DatabaseConfig,
  options: PostgresOptions = {},
): Promise<DatabaseConnection> {
  return config.kind === 'postgres'
    ? Promise.resolve(openPostgres(config.url, options))
    : openPglite({ dataDir: config.dataDir });
}
