// The dashboard's reads of the hourly rollups (analytics_hourly): totals, a time series and
// breakdowns by dimension, for one group over whole hours [from, to). Never the raw events.
import { sql, type SQL } from 'drizzle-orm';
import {
  bucketStarts,
  ZERO_COUNTS,
  type AnalyticsBucket,
  type AnalyticsCounts,
  type DateRange,
  type RollupDimension,
} from '@vendy/client/domain';
import type { Database } from '../../db/connection';

const SUMS = sql`
  coalesce(sum(impressions), 0)::float8 as impressions,
  coalesce(sum(views), 0)::float8 as views,
  coalesce(sum(watch_seconds), 0)::float8 as watch_seconds,
  coalesce(sum(completions), 0)::float8 as completions,
  coalesce(sum(clicks), 0)::float8 as clicks,
  coalesce(sum(add_to_carts), 0)::float8 as add_to_carts`;

interface SumsRow {
  impressions: number | string;
  views: number | string;
  watch_seconds: number | string;
  completions: number | string;
  clicks: number | string;
  add_to_carts: number | string;
  [column: string]: unknown;
}

function countsOf(row: SumsRow | undefined): AnalyticsCounts {
  if (!row) return { ...ZERO_COUNTS };
  return {
    impressions: Number(row.impressions),
    views: Number(row.views),
    watchSeconds: Number(row.watch_seconds),
    completions: Number(row.completions),
    clicks: Number(row.clicks),
    addToCarts: Number(row.add_to_carts),
  };
}

function inPeriod(groupId: string, dimension: RollupDimension, { from, to }: DateRange): SQL {
  return sql`group_id = ${groupId} and dimension = ${dimension}
    and hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz`;
}

/** The group's counts over the period (one dimension value, or the total). */
export async function periodCounts(
  db: Database,
  groupId: string,
  range: DateRange,
  dimension: RollupDimension = 'all',
  key = '',
): Promise<AnalyticsCounts> {
  const result = await db.execute<SumsRow>(sql`
    select ${SUMS} from analytics_hourly
    where ${inPeriod(groupId, dimension, range)} and key = ${key}`);
  return countsOf(result.rows[0]);
}

export interface SeriesPoint {
  start: string;
  counts: AnalyticsCounts;
}

/** The totals per UTC hour or day, with a point (zero when nothing happened) for every bucket. */
export async function periodSeries(
  db: Database,
  groupId: string,
  range: DateRange,
  bucket: AnalyticsBucket,
): Promise<SeriesPoint[]> {
  const result = await db.execute<SumsRow & { bucket: Date | string }>(sql`
    select date_trunc(${bucket}::text, hour, 'UTC') as bucket, ${SUMS}
    from analytics_hourly
    where ${inPeriod(groupId, 'all', range)} and key = ''
    group by 1`);
  const byStart = new Map(
    result.rows.map((row) => [new Date(row.bucket).toISOString(), countsOf(row)]),
  );
  return bucketStarts(range, bucket).map((start) => {
    const iso = start.toISOString();
    return { start: iso, counts: byStart.get(iso) ?? { ...ZERO_COUNTS } };
  });
}

export interface BreakdownRow {
  key: string;
  counts: AnalyticsCounts;
}

/** Each value of a dimension with its counts, the most viewed first (then the most seen). */
export async function periodBreakdown(
  db: Database,
  groupId: string,
  range: DateRange,
  dimension: RollupDimension,
  limit: number,
  orderBy: 'views' | 'add_to_carts' = 'views',
): Promise<BreakdownRow[]> {
  const order =
    orderBy === 'views'
      ? sql`sum(views) desc, sum(impressions) desc`
      : sql`sum(add_to_carts) desc, sum(clicks) desc, sum(views) desc`;
  const result = await db.execute<SumsRow & { key: string }>(sql`
    select key, ${SUMS} from analytics_hourly
    where ${inPeriod(groupId, dimension, range)}
    group by key
    order by ${order}, key
    limit ${limit}`);
  return result.rows.map((row) => ({ key: row.key, counts: countsOf(row) }));
}

/**
 * The titles of a layout or feed breakdown's keys, for the group's own things only: a layout's
 * title; for an item of one of the group's public slider pages (whose player frame names the item
 * as its layout), its shoppable video's and its page's; a feed's title. Keys it cannot name are
 * left out (another dimension, or deleted since).
 */
export async function breakdownTitles(
  db: Database,
  groupId: string,
  dimension: RollupDimension,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0 || (dimension !== 'layout' && dimension !== 'feed')) return new Map();
  const wanted = sql`(${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )})`;
  const result = await db.execute<{ key: string; title: string }>(
    dimension === 'feed'
      ? sql`
        select f.id::text as key, f.title from instagram_feeds f
        where f.group_id = ${groupId} and f.id::text in ${wanted}`
      : sql`
        select w.id::text as key, w.title from widgets w
        where w.group_id = ${groupId} and w.id::text in ${wanted}
        union all
        select i.id::text as key,
               '“' || v.title || '” on the slider page “' || p.title || '”' as title
        from slider_items i
        join sliders s on s.id = i.slider_id
        join slider_pages p on p.id = s.page_id
        join virtual_videos v on v.id = i.virtual_video_id
        where p.group_id = ${groupId} and i.id::text in ${wanted}`,
  );
  return new Map(result.rows.filter((row) => row.title).map((row) => [row.key, row.title]));
}
