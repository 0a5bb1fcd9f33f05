// Writes accepted events to analytics_events, one statement per batch. On a PostgreSQL server the
// batch goes through COPY FROM STDIN (PostgreSQL's bulk-load path). On PGlite, and for the slow path
// after a failed batch, the rows travel as one JSON parameter unpacked by json_to_recordset: the
// statement text never changes (no giant VALUES lists, no parameter limit).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ValidEvent } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import { BINARY_COPY_HEADER, BINARY_COPY_TRAILER, COPY_COLUMNS } from './binary';
import { copyFrom, copyFromClient, releaseAfter } from './copy';

/** An accepted event with what the server adds: the group and a plausible time. */
export interface EventRow {
  event: ValidEvent;
  groupId: string;
  /** Milliseconds since 1970. */
  occurredAt: number;
}

/** Sender clocks are trusted within this window around the server's; outside it, ours is used. */
export const OCCURRED_AT_PAST_MS = 24 * 3600_000;
export const OCCURRED_AT_FUTURE_MS = 5 * 60_000;

export function plausibleTime(occurredAt: number | null, now: number): number {
  if (occurredAt === null) return now;
  return occurredAt >= now - OCCURRED_AT_PAST_MS && occurredAt <= now + OCCURRED_AT_FUTURE_MS
    ? occurredAt
    : now;
}

export function toRow(event: ValidEvent, groupId: string, now: number): EventRow {
  return { event, groupId, occurredAt: plausibleTime(event.occurredAt, now) };
}

const COLUMN_LIST = COPY_COLUMNS;

// --- JSON: one statement with the rows as a json parameter (PGlite, and the slow path) ---

/**
 * The row as the text of a JSON object with short keys (absent keys are NULL), built directly as
 * text. Validation guarantees what is pasted in unquoted: ids are UUIDs, the anonymous id is
 * [A-Za-z0-9_-], category and type come from fixed lists, numbers are finite.
 */
function jsonRow({ event, groupId, occurredAt }: EventRow): string {
  let row = `{"e":"${event.eventId}","o":${occurredAt},"g":${JSON.stringify(groupId)},"c":"${event.category}","t":"${event.type}"`;
  if (event.widgetId !== null) row += `,"w":"${event.widgetId}"`;
  if (event.feedId !== null) row += `,"f":"${event.feedId}"`;
  if (event.anonymousId !== null) row += `,"a":"${event.anonymousId}"`;
  if (event.videoId !== null) row += `,"v":"${event.videoId}"`;
  if (event.strategyId !== null) row += `,"s":"${event.strategyId}"`;
  if (event.experimentId !== null) row += `,"x":"${event.experimentId}"`;
  if (event.videoPosition !== null) row += `,"vp":${event.videoPosition}`;
  if (event.videoSecondsWatched !== null) row += `,"vw":${event.videoSecondsWatched}`;
  if (event.videoSecondsElapsed !== null) row += `,"ve":${event.videoSecondsElapsed}`;
  if (event.productId !== null) row += `,"p":${JSON.stringify(event.productId)}`;
  if (event.props !== null && Object.keys(event.props).length > 0) {
    row += `,"pr":${JSON.stringify(event.props)}`;
  }
  if (event.viewId !== null) row += `,"vi":"${event.viewId}"`;
  return `${row}}`;
}

const COLUMNS = sql.raw(COLUMN_LIST);
const RECORD = sql.raw(
  'r(e uuid, o float8, g uuid, w uuid, f uuid, a text, c text, t text, v uuid, s uuid, ' +
    'x uuid, vp float8, vw float8, ve float8, p text, pr jsonb, vi uuid)',
);
// o is milliseconds since 1970.
const VALUES = sql.raw(
  'e, to_timestamp(o / 1000.0), g, w, f, a, c, t, v, s, x, vp, vw, ve, p, pr, vi',
);

/**
 * Inserts the rows in one statement. With `skipMissingGroups`, rows whose group was deleted since
 * its layout was looked up are left out instead of failing the statement.
 */
export async function insertEventRowsJson(
  db: Database,
  rows: readonly EventRow[],
  options: { skipMissingGroups?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const json = `[${rows.map(jsonRow).join(',')}]`;
  const filter = options.skipMissingGroups
    ? sql` where exists (select 1 from groups where groups.id = r.g)`
    : sql``;
  await db.execute(
    sql`insert into analytics_events (${COLUMNS}) select ${VALUES} from json_to_recordset(${json}::json) as ${RECORD}${filter}`,
  );
}

// --- COPY: PostgreSQL's bulk path, on a PostgreSQL server ---

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format (validated text has no NUL). */
function copyText(value: string): string {
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : value;
}

const orNull = (value: string | number | null): string => (value === null ? '\\N' : String(value));

function copyLine({ event, groupId, occurredAt }: EventRow): string {
  const props =
    event.props !== null && Object.keys(event.props).length > 0
      ? copyText(JSON.stringify(event.props))
      : '\\N';
  return (
    `${event.eventId}\t${new Date(occurredAt).toISOString()}\t${copyText(groupId)}\t` +
    `${orNull(event.widgetId)}\t${orNull(event.feedId)}\t${orNull(event.anonymousId)}\t` +
    `${event.category}\t${event.type}\t${orNull(event.videoId)}\t${orNull(event.strategyId)}\t` +
    `${orNull(event.experimentId)}\t${orNull(event.videoPosition)}\t` +
    `${orNull(event.videoSecondsWatched)}\t${orNull(event.videoSecondsElapsed)}\t` +
    `${event.productId === null ? '\\N' : copyText(event.productId)}\t${props}\t` +
    `${orNull(event.viewId)}\n`
  );
}

const COPY_STATEMENT = `copy analytics_events (${COLUMN_LIST}) from stdin`;

export async function copyEventRows(pool: pg.Pool, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await copyFrom(pool, COPY_STATEMENT, Buffer.from(rows.map(copyLine).join(''), 'utf8'));
}

// --- binary COPY: the rows as scan.ts / binary.ts encode them (PostgreSQL server) ---

/** One request's accepted events as binary COPY rows, with the groups they belong to. */
export interface EncodedRows {
  data: Buffer;
  /** The distinct groups of these rows (usually one). */
  groups: readonly string[];
}

export const BINARY_COPY_STATEMENT = `copy analytics_events (${COLUMN_LIST}) from stdin with (format binary)`;

/** The COPY data of several requests' rows: header, rows, trailer. */
export function binaryCopyData(chunks: readonly EncodedRows[]): Buffer {
  let length = BINARY_COPY_HEADER.length + BINARY_COPY_TRAILER.length;
  for (const chunk of chunks) length += chunk.data.length;
  const data = Buffer.allocUnsafe(length);
  let pos = BINARY_COPY_HEADER.copy(data, 0);
  for (const chunk of chunks) pos += chunk.data.copy(data, pos);
  BINARY_COPY_TRAILER.copy(data, pos);
  return data;
}

/** Writes encoded rows (several requests' chunks) with one binary COPY. */
export async function copyEncodedRows(
  pool: pg.Pool,
  chunks: readonly EncodedRows[],
): Promise<void> {
  if (chunks.length === 0) return;
  await copyFrom(pool, BINARY_COPY_STATEMENT, binaryCopyData(chunks));
}

/**
 * The slow path for encoded rows after a failed COPY: the rows go to a temporary table first, and
 * only those whose group still exists are moved to analytics_events, in one transaction.
 */
export async function copyEncodedRowsSkippingMissingGroups(
  pool: pg.Pool,
  chunks: readonly EncodedRows[],
): Promise<void> {
  if (chunks.length === 0) return;
  const client = await pool.connect();
  let failed: Error | null = null;
  try {
    await client.query('begin');
    await client.query(
      `create temporary table analytics_events_incoming on commit drop as
         select ${COLUMN_LIST} from analytics_events with no data`,
    );
    await copyFromClient(
      client,
      `copy analytics_events_incoming (${COLUMN_LIST}) from stdin with (format binary)`,
      binaryCopyData(chunks),
    );
    await client.query(
      `insert into analytics_events (${COLUMN_LIST})
         select ${COLUMN_LIST} from analytics_events_incoming i
         where exists (select 1 from groups where groups.id = i.group_id)`,
    );
    await client.query('commit');
  } catch (error) {
    failed = error as Error;
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    releaseAfter(client, failed);
  }
}

/** The pool behind a Database on a PostgreSQL server; null on PGlite. */
export function postgresPool(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export interface EventStore {
  /** Fast path for a combined batch: COPY on PostgreSQL, one INSERT on PGlite. */
  insert(rows: EventRow[]): Promise<void>;
  /** Slow path after a failure: one INSERT that skips rows whose group no longer exists. */
  insertSkippingMissingGroups(rows: EventRow[]): Promise<void>;
}

export function eventStore(db: Database): EventStore {
  const pool = postgresPool(db);
  return {
    insert: (rows) => (pool ? copyEventRows(pool, rows) : insertEventRowsJson(db, rows)),
    insertSkippingMissingGroups: (rows) =>
      insertEventRowsJson(db, rows, { skipMissingGroups: true }),
  };
}
