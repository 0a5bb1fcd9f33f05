// pg-boss on the application's own database, whichever engine it is. pg-boss talks to PostgreSQL
// through a small `executeSql(text, values)` adapter, so it shares the app's connection: the
// embedded PGlite (one process owns it) or the node-postgres pool.
import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
// pg-boss has no "exports" map, so its SQL plans are importable; see settleResultsFor below.
import plans from 'pg-boss/src/plans.js';
import type pg from 'pg';
import type { DatabaseConnection } from '../db/connection';

/** Schema holding pg-boss's tables; pg-boss creates and migrates it itself at start. */
export const BOSS_SCHEMA = 'pgboss';

type SqlRows = { rows: unknown[] };

/**
 * The driver client under the drizzle database. drizzle keeps it on `$client`; the
 * DatabaseConnection interface hides it on purpose, and only the job queue needs raw SQL.
 */
function rawClient(database: DatabaseConnection): unknown {
  return (database.db as unknown as { $client: unknown }).$client;
}

/**
 * pg-boss sends single statements with parameters, and parameterless scripts of several
 * statements (its schema migrations). PGlite runs the former with `query` and the latter with
 * `exec`; node-postgres handles both with `query` as long as a script gets no values array.
 */
export function executeSqlFor(
  database: DatabaseConnection,
): (text: string, values?: unknown[]) => Promise<SqlRows> {
  const client = rawClient(database);
  if (database.driver === 'pglite') {
    const pglite = client as PGlite;
    return async (text, values) => {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    };
  }
  const pool = client as pg.Pool;
  return async (text, values) => {
    const result = await (values && values.length > 0
      ? pool.query(text, values)
      : pool.query(text));
    // A script of several statements answers one result per statement.
    const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
    return { rows: last?.rows ?? [] };
  };
}

/**
 * pg-boss records a finished job's result without awaiting it (`this.complete(...)` and
 * `this.fail(...)` in its worker loop), so when the database is unreachable at that moment (an
 * outage, or a connection closed while the process stops) the rejection escapes as an unhandled
 * one. Those two writes are bookkeeping: a job whose result was not recorded stays active, and
 * pg-boss's supervisor expires and retries it after its time limit, so nothing is lost. This
 * wrapper reports the failure instead of rejecting, and answers with the "0 rows affected" shape
 * pg-boss parses.
 */
export function settleResultsFor(
  executeSql: (text: string, values?: unknown[]) => Promise<SqlRows>,
  onUnrecorded: (error: unknown) => void,
): (text: string, values?: unknown[]) => Promise<SqlRows> {
  const bookkeeping = new Set([plans.completeJobs(BOSS_SCHEMA), plans.failJobsById(BOSS_SCHEMA)]);
  return async (text, values) => {
    if (!bookkeeping.has(text)) return executeSql(text, values);
    try {
      return await executeSql(text, values);
    } catch (error) {
      onUnrecorded(error);
      return { rows: [{ count: '0' }] };
    }
  };
}

/**
 * @param schedule whether some queue runs on a cron schedule (pg-boss then keeps the clock).
 * @param onUnrecorded told when a job's result could not be written (see settleResultsFor).
 */
export function createBoss(
  database: DatabaseConnection,
  schedule: boolean,
  onUnrecorded: (error: unknown) => void,
): PgBoss {
  const executeSql = settleResultsFor(executeSqlFor(database), onUnrecorded);
  return new PgBoss({
    db: { executeSql: executeSql as PgBoss.Db['executeSql'] },
    schema: BOSS_SCHEMA,
    // Maintenance (expiring jobs whose worker died, archiving, deleting) runs in every process;
    // pg-boss takes an advisory lock so only one does it at a time.
    supervise: true,
    schedule,
    migrate: true,
  });
}
