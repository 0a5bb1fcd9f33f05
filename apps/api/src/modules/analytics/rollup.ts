// Hourly rollups of the raw viewer events (README "Rollups"). rollUpHour recomputes one group's
// hour from the raw events and replaces its rows (idempotent); rollUpFresh finds the hours whose
// events arrived since the last run (by received_at, so late events are folded in) and re-rolls
// them, then moves the watermark. Both run inside the analytics-rollup job.
import { sql } from 'drizzle-orm';
import { PLAYBACK_MAX_HOURS } from '@vendy/client/domain';
import type { Database } from '../../db/connection';

export const ROLLUP_STATE_ID = 'hourly';
/**
 * Events received in the last SETTLE_SECONDS are left for the next run: received_at is the
 * inserting transaction's start, so a row can become visible a moment after a later-stamped one.
 */
export const SETTLE_SECONDS = 60;
/** A run holds the lease this long at most (the job's own time limit is shorter). */
const LEASE_SECONDS = 15 * 60;
/**
 * A run behind by more than this (the first run over existing events, an outage) takes this much
 * of received events at a time and moves the watermark after each step, so a long backlog is
 * caught up over several runs instead of one run that never finishes within its time limit.
 */
const STEP_HOURS = 6;

export interface HourKey {
  groupId: string;
  hour: Date;
}

/**
 * Replaces one group's rows for one hour with counts recomputed from the raw events, counting
 * each event_id once. Event counts (impressions, views, clicks, add-to-carts) fall in the hour the
 * event occurred; a playback's watch time and completion fall in the hour of its `view`, taking
 * the playback's events up to PLAYBACK_MAX_HOURS later.
 */
export async function rollUpHour(db: Database, { groupId, hour }: HourKey): Promise<void> {
  const start = hour.toISOString();
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      delete from analytics_hourly where group_id = ${groupId} and hour = ${start}::timestamptz`);
    await tx.execute(sql`
      with ev as (
        select distinct on (event_id)
          event_id, type, view_id, widget_id, feed_id, video_id, strategy_id, experiment_id,
          product_id, anonymous_id, occurred_at
        from analytics_events
        where group_id = ${groupId}
          and occurred_at >= ${start}::timestamptz
          and occurred_at < ${start}::timestamptz + interval '1 hour'
        order by event_id, id
      ),
      playbacks as (
        select e.view_id,
               coalesce(max(e.video_seconds_watched), 0) as watched,
               bool_or(e.type = 'ended') as ended
        from analytics_events e
        where e.group_id = ${groupId}
          and e.occurred_at >= ${start}::timestamptz
          and e.occurred_at < ${start}::timestamptz + make_interval(hours => ${PLAYBACK_MAX_HOURS + 1})
          and e.view_id in (select view_id from ev where type = 'view' and view_id is not null)
        group by e.view_id
      ),
      -- One view per playback: a second 'view' with the same view_id adds no watch time.
      first_views as (
        select distinct on (view_id) event_id
        from ev where type = 'view' and view_id is not null
        order by view_id, occurred_at, event_id
      ),
      measured as (
        select ev.*,
               (ev.type = 'impression')::int as impressions,
               (ev.type = 'view')::int as views,
               case when fv.event_id is not null then coalesce(p.watched, 0) else 0 end
                 as watch_seconds,
               (fv.event_id is not null and coalesce(p.ended, false))::int as completions,
               (ev.type in ('view-in-video', 'shop-now'))::int as clicks,
               (ev.type = 'add-to-cart')::int as add_to_carts
        from ev
        left join first_views fv on fv.event_id = ev.event_id
        left join playbacks p on p.view_id = ev.view_id
      )
      insert into analytics_hourly (group_id, hour, dimension, key, impressions, views,
        watch_seconds, completions, clicks, add_to_carts)
      select ${groupId}, ${start}::timestamptz, d.dimension, d.key,
             sum(m.impressions), sum(m.views), sum(m.watch_seconds), sum(m.completions),
             sum(m.clicks), sum(m.add_to_carts)
      from measured m
      cross join lateral (values
        ('all', ''),
        ('layout', m.widget_id::text),
        ('feed', m.feed_id::text),
        ('video', m.video_id::text),
        ('strategy', m.strategy_id::text),
        ('experiment', m.experiment_id::text),
        ('product', m.product_id)
      ) as d(dimension, key)
      where d.key is not null
      group by d.dimension, d.key`);
    // Add-to-carts that orders may name, one row per event_id (the earliest copy's fields).
    await tx.execute(sql`
      insert into analytics_cart_adds (event_id, group_id, occurred_at, view_id, anonymous_id,
        widget_id, feed_id, video_id, product_id)
      select distinct on (event_id) event_id, group_id, occurred_at, view_id, anonymous_id,
        widget_id, feed_id, video_id, product_id
      from analytics_events
      where group_id = ${groupId} and type = 'add-to-cart'
        and occurred_at >= ${start}::timestamptz
        and occurred_at < ${start}::timestamptz + interval '1 hour'
      order by event_id, id
      on conflict (event_id) do nothing`);
  });
}

/**
 * The hours to re-roll for events received in (after, until]: each event's own hour, and for an
 * event of a playback, the hour of the playback's `view` (its watch time and completion live
 * there).
 */
export async function dirtyHours(db: Database, after: Date, until: Date): Promise<HourKey[]> {
  const result = await db.execute<{ group_id: string; hour: Date | string }>(sql`
    with fresh as (
      select group_id, occurred_at, view_id
      from analytics_events
      where received_at > ${after.toISOString()}::timestamptz
        and received_at <= ${until.toISOString()}::timestamptz
    )
    select distinct group_id, date_trunc('hour', occurred_at, 'UTC') as hour from fresh
    union
    select distinct v.group_id, date_trunc('hour', v.occurred_at, 'UTC')
    from (
      select group_id, view_id, min(occurred_at) as first_at, max(occurred_at) as last_at
      from fresh where view_id is not null group by group_id, view_id
    ) f
    join analytics_events v
      on v.group_id = f.group_id and v.view_id = f.view_id and v.type = 'view'
      and v.occurred_at >= f.first_at - make_interval(hours => ${PLAYBACK_MAX_HOURS + 1})
      and v.occurred_at <= f.last_at
    order by 2, 1`);
  return result.rows.map((row) => ({ groupId: row.group_id, hour: new Date(row.hour) }));
}

/**
 * Whether events arrived after the watermark: read-only, so an idle minute writes nothing (no
 * lease, no watermark move).
 */
async function hasFreshEvents(db: Database, settleSeconds: number): Promise<boolean> {
  const result = await db.execute<{ fresh: boolean }>(sql`
    select exists (
      select 1 from analytics_events
      where received_at > coalesce(
          (select rolled_through from analytics_rollup_state where id = ${ROLLUP_STATE_ID}),
          'epoch'::timestamptz)
        and received_at <= now() - make_interval(secs => ${settleSeconds})
    ) as fresh`);
  return result.rows[0]?.fresh === true;
}

/** Takes the run's lease; null when another run holds it. */
async function takeLease(
  db: Database,
  settleSeconds: number,
): Promise<{ rolledThrough: Date; until: Date } | null> {
  await db.execute(sql`
    insert into analytics_rollup_state (id, rolled_through)
    values (${ROLLUP_STATE_ID}, 'epoch'::timestamptz)
    on conflict (id) do nothing`);
  const result = await db.execute<{ rolled_through: Date | string; until: Date | string }>(sql`
    update analytics_rollup_state
    set lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
    where id = ${ROLLUP_STATE_ID} and (lease_until is null or lease_until < now())
    returning rolled_through, least(
      now() - make_interval(secs => ${settleSeconds}),
      (select min(received_at) from analytics_events where received_at > rolled_through)
        + make_interval(hours => ${STEP_HOURS})) as until`);
  const row = result.rows[0];
  return row ? { rolledThrough: new Date(row.rolled_through), until: new Date(row.until) } : null;
}

async function releaseLease(db: Database, rolledThrough: Date | null): Promise<void> {
  await db.execute(sql`
    update analytics_rollup_state
    set lease_until = null, updated_at = now(),
        rolled_through = coalesce(${rolledThrough?.toISOString() ?? null}::timestamptz, rolled_through)
    where id = ${ROLLUP_STATE_ID}`);
}

export interface RollupRun {
  /** False when another run held the lease (nothing was done); true when nothing was new. */
  ran: boolean;
  hours: number;
}

/**
 * One run: re-rolls every hour with events received since the watermark (up to SETTLE_SECONDS
 * ago), then moves the watermark. Stopped or failed midway, the watermark stays and the next run
 * redoes those hours (re-rolling is idempotent).
 */
export async function rollUpFresh(
  db: Database,
  options: { signal?: AbortSignal; settleSeconds?: number } = {},
): Promise<RollupRun> {
  const settleSeconds = options.settleSeconds ?? SETTLE_SECONDS;
  if (!(await hasFreshEvents(db, settleSeconds))) return { ran: true, hours: 0 };
  const lease = await takeLease(db, settleSeconds);
  if (!lease) return { ran: false, hours: 0 };
  let finished = false;
  const { until } = lease;
  try {
    const hours =
      until > lease.rolledThrough ? await dirtyHours(db, lease.rolledThrough, until) : [];
    for (const key of hours) {
      options.signal?.throwIfAborted();
      await rollUpHour(db, key);
    }
    finished = true;
    return { ran: true, hours: hours.length };
  } finally {
    await releaseLease(db, finished && until > lease.rolledThrough ? until : null);
  }
}
