// Writes accepted events to analytics_events. One statement per batch: the rows travel as one JSON
// parameter that PostgreSQL unpacks with json_to_recordset, so the statement text never changes
// (no giant VALUES lists, no parameter limit) and it runs the same on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { ValidEvent } from '@vendy/client/domain';
import type { Database } from '../../db/connection';

/** A row as sent to the database; short keys keep the JSON small, absent keys are NULL. */
export interface EventRow {
  /** event_id */ e: string;
  /** occurred_at (ISO 8601) */ o: string;
  /** group_id */ g: string;
  w?: string;
  f?: string;
  a?: string;
  c: string;
  t: string;
  v?: string;
  s?: string;
  x?: string;
  vp?: number;
  vw?: number;
  ve?: number;
  p?: string;
  pr?: Record<string, string | number>;
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
  const row: EventRow = {
    e: event.eventId,
    o: new Date(plausibleTime(event.occurredAt, now)).toISOString(),
    g: groupId,
    c: event.category,
    t: event.type,
  };
  if (event.widgetId !== null) row.w = event.widgetId;
  if (event.feedId !== null) row.f = event.feedId;
  if (event.anonymousId !== null) row.a = event.anonymousId;
  if (event.videoId !== null) row.v = event.videoId;
  if (event.strategyId !== null) row.s = event.strategyId;
  if (event.experimentId !== null) row.x = event.experimentId;
  if (event.videoPosition !== null) row.vp = event.videoPosition;
  if (event.videoSecondsWatched !== null) row.vw = event.videoSecondsWatched;
  if (event.videoSecondsElapsed !== null) row.ve = event.videoSecondsElapsed;
  if (event.productId !== null) row.p = event.productId;
  if (event.props !== null && Object.keys(event.props).length > 0) row.pr = event.props;
  return row;
}

const COLUMNS = sql.raw(
  'event_id, occurred_at, group_id, widget_id, feed_id, anonymous_id, category, type, video_id, ' +
    'strategy_id, experiment_id, video_position, video_seconds_watched, video_seconds_elapsed, ' +
    'product_id, props',
);
const RECORD = sql.raw(
  'r(e uuid, o timestamptz, g uuid, w uuid, f uuid, a text, c text, t text, v uuid, s uuid, ' +
    'x uuid, vp float8, vw float8, ve float8, p text, pr jsonb)',
);
const VALUES = sql.raw('e, o, g, w, f, a, c, t, v, s, x, vp, vw, ve, p, pr');

/**
 * Inserts the rows in one statement. With `skipMissingGroups`, rows whose group was deleted since
 * its layout was looked up are left out instead of failing the statement.
 */
export async function insertEventRows(
  db: Database,
  rows: readonly EventRow[],
  options: { skipMissingGroups?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows);
  const filter = options.skipMissingGroups
    ? sql` where exists (select 1 from groups where groups.id = r.g)`
    : sql``;
  await db.execute(
    sql`insert into analytics_events (${COLUMNS}) select ${VALUES} from json_to_recordset(${json}::json) as ${RECORD}${filter}`,
  );
}
