// Monthly partitions of analytics_events (README "Table"): the table is partitioned by range of
// received_at, one partition per UTC month (analytics_events_pYYYYMM) and a default partition that
// takes rows of a month without one, so an insert never fails. The database function
// analytics_events_add_partition (migration 0024) creates a month's partition, moving that month's
// rows out of the default partition. ensureEventPartitions runs daily (the
// analytics-event-partitions job), for the current month and the next ones; retention drops
// whole months with dropEventPartitionsBefore.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { JobDefinition } from '../../jobs/types';

/** Months created ahead of the current one. */
export const PARTITION_MONTHS_AHEAD = 2;
const PARTITION_NAME = /^analytics_events_p(\d{4})(\d{2})$/;

/** The first instant (UTC) of the month holding `date`, `months` later. */
export function monthStart(date: Date, months = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
}

/** The name of the partition of the month holding `date`. */
export function partitionName(date: Date): string {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `analytics_events_p${date.getUTCFullYear()}${month}`;
}

/**
 * Creates the partitions of the month holding `now` and of the `ahead` months after it, where
 * missing. Returns the names it created.
 */
export async function ensureEventPartitions(
  db: Database,
  now = new Date(),
  ahead = PARTITION_MONTHS_AHEAD,
): Promise<string[]> {
  const created: string[] = [];
  for (let month = 0; month <= ahead; month++) {
    const start = monthStart(now, month);
    const result = await db.execute<{ created: boolean }>(
      sql`select analytics_events_add_partition(${start.toISOString()}::timestamptz) as created`,
    );
    if (result.rows[0]?.created === true) created.push(partitionName(start));
  }
  return created;
}

/** The monthly partitions, oldest first. */
export async function eventPartitions(db: Database): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select c.relname as name
    from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'analytics_events'::regclass
    order by c.relname`);
  return result.rows.map((row) => row.name).filter((name) => PARTITION_NAME.test(name));
}

/**
 * Retention: drops the monthly partitions that end on or before `before` (whole months only) and
 * deletes the default partition's rows received before it. Returns the dropped partitions.
 */
export async function dropEventPartitionsBefore(db: Database, before: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const name of await eventPartitions(db)) {
    const [, year, month] = PARTITION_NAME.exec(name)!;
    const end = new Date(Date.UTC(Number(year), Number(month), 1));
    if (end.getTime() > before.getTime()) continue;
    // The name matched PARTITION_NAME: digits only, safe in the statement text.
    await db.execute(sql.raw(`drop table if exists "${name}"`));
    dropped.push(name);
  }
  await db.execute(
    sql`delete from analytics_events_default where received_at < ${before.toISOString()}::timestamptz`,
  );
  return dropped;
}

export const PARTITIONS_QUEUE = 'analytics-event-partitions';

/** Daily: the current month's and the next months' partitions exist before their rows arrive. */
export const partitionsJob: JobDefinition<Record<string, never>> = {
  queue: PARTITIONS_QUEUE,
  schedule: '17 3 * * *',
  retryLimit: 5,
  retryDelaySeconds: 300,
  retryBackoff: false,
  expireInSeconds: 10 * 60,
  concurrency: 1,
  async handle(_run, deps) {
    const created = await ensureEventPartitions(deps.db);
    if (created.length > 0) deps.logger.info({ created }, 'analytics event partitions created');
  },
};
