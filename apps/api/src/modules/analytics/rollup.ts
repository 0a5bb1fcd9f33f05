// Hourly rollups of the raw viewer events (README "Rollups"). rollUpFresh, the job's run, adds the
// events received since the last run (fold.ts) and moves the watermark in the same transaction.
// rollUpHour recomputes one group's hour from the raw events and replaces its rows (idempotent):
// the repair path, and what the incremental rollups must always equal.
import { sql } from 'drizzle-orm';
import { PLAYBACK_MAX_HOURS } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import { foldIn } from './fold';

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

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Replaces one group's rows for one hour with counts recomputed from the raw events, counting
 * each event once per (event_id, occurred_at) (the copies of a resend). Event counts (impressions,
 * views, clicks, add-to-carts) fall in the hour the event occurred; a playback's watch time and
 * completion fall in the hour of its first `view`, taking the playback's events up to
 * PLAYBACK_MAX_HOURS later. `receivedThrough` counts only the events received up to then (the
 * job's watermark: see repairHour); without it, every event.
 */
export async function rollUpHour(
  db: Database,
  key: HourKey,
  options: { receivedThrough?: Date } = {},
): Promise<void> {
  await db.transaction((tx) => rerollHour(tx, key, options.receivedThrough ?? null));
}

/**
 * rollUpHour up to the job's watermark, for repairs while the job runs: the job's next run then
 * adds the events received after it once. Waits for a run that is committing.
 */
export async function repairHour(db: Database, key: HourKey): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await tx.execute<{ rolled_through: Date | string }>(sql`
      select rolled_through from analytics_rollup_state where id = ${ROLLUP_STATE_ID} for update`);
    const watermark = state.rows[0]?.rolled_through;
    await rerollHour(tx, key, watermark === undefined ? null : new Date(watermark));
  });
}

async function rerollHour(
  tx: Tx,
  { groupId, hour }: HourKey,
  receivedThrough: Date | null,
): Promise<void> {
  const start = hour.toISOString();
  const through = receivedThrough?.toISOString() ?? 'infinity';
  await tx.execute(sql`
    delete from analytics_hourly where group_id = ${groupId} and hour = ${start}::timestamptz`);
  await tx.execute(sql`
    with ev as (
      select distinct on (event_id, occurred_at)
        event_id, type, view_id, widget_id, feed_id, video_id, strategy_id, experiment_id,
        product_id, anonymous_id, occurred_at
      from analytics_events
      where group_id = ${groupId}
        and occurred_at >= ${start}::timestamptz
        and occurred_at < ${start}::timestamptz + interval '1 hour'
        and received_at <= ${through}::timestamptz
      order by event_id, occurred_at, id
    ),
    playbacks as (
      select e.view_id,
             coalesce(max(e.video_seconds_watched), 0) as watched,
             bool_or(e.type = 'ended') as ended
      from analytics_events e
      where e.group_id = ${groupId}
        and e.occurred_at >= ${start}::timestamptz
        and e.occurred_at < ${start}::timestamptz + make_interval(hours => ${PLAYBACK_MAX_HOURS + 1})
        and e.received_at <= ${through}::timestamptz
        and e.view_id in (select view_id from ev where type = 'view' and view_id is not null)
      group by e.view_id
    ),
    -- One view per playback, its first: a second 'view' with the same view_id adds no watch
    -- time, in this hour or a later one.
    first_views as (
      select distinct on (view_id) event_id, occurred_at
      from ev where type = 'view' and view_id is not null
        and not exists (
          select 1 from analytics_events v
          where v.group_id = ${groupId} and v.view_id = ev.view_id and v.type = 'view'
            and v.occurred_at < ${start}::timestamptz
            and v.received_at <= ${through}::timestamptz)
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
      left join first_views fv on fv.event_id = ev.event_id and fv.occurred_at = ev.occurred_at
      left join playbacks p on p.view_id = ev.view_id
    ),
    -- Add-to-carts that orders may name, one row per event_id (the earliest copy's fields), from
    -- the same read of the hour (a statement's data-modifying CTE runs once, whether or not
    -- anything refers to it).
    carts as (
      insert into analytics_cart_adds (event_id, group_id, occurred_at, view_id, anonymous_id,
        widget_id, feed_id, video_id, product_id, strategy_id, experiment_id)
      select distinct on (event_id) event_id, ${groupId}, occurred_at, view_id, anonymous_id,
        widget_id, feed_id, video_id, product_id, strategy_id, experiment_id
      from ev where type = 'add-to-cart'
      order by event_id, occurred_at
      on conflict (event_id) do update
        set strategy_id = excluded.strategy_id, experiment_id = excluded.experiment_id
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
      -- An experiment's arm: a strategy may run in several experiments (and outside any).
      ('experiment-strategy', m.experiment_id::text || ':' || m.strategy_id::text),
      ('product', m.product_id)
    ) as d(dimension, key)
    where d.key is not null
    group by d.dimension, d.key`);
}

/**
 * The hours with events received in (after, until]: each event's own hour, and for an event of a
 * playback, the hour of the playback's `view`. The first run after migration 0031 re-rolls them.
 */
export async function dirtyHours(db: Database | Tx, after: Date, until: Date): Promise<HourKey[]> {
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
 * The state's id floor, when it holds for the watermark (see the schema): every event received
 * after rolled_through has a larger id.
 */
const ID_FLOOR = sql`case when id_floor_at <= rolled_through then id_floor end`;

/**
 * Whether events arrived after the watermark: read-only, so an idle minute writes nothing (no
 * lease, no watermark move). Also reads the identity sequence: every id given after this
 * statement is larger (the run keeps it as the next id floor, see rollUpFresh).
 */
async function hasFreshEvents(
  db: Database,
  settleSeconds: number,
): Promise<{ fresh: boolean; lastId: string }> {
  const result = await db.execute<{ fresh: boolean; last_id: string }>(sql`
    with state as (
      select rolled_through, ${ID_FLOOR} as id_floor
      from analytics_rollup_state where id = ${ROLLUP_STATE_ID}
    )
    select (
      -- By id from the floor on (the primary key's order), so only the new rows are read.
      select e.id from analytics_events e
      where e.id > coalesce((select id_floor from state), 0)
        and e.received_at > coalesce((select rolled_through from state), 'epoch'::timestamptz)
        and e.received_at <= now() - make_interval(secs => ${settleSeconds})
      order by e.id limit 1
    ) is not null as fresh,
    coalesce(pg_sequence_last_value('analytics_events_id_seq'::regclass), 0)::text as last_id`);
  const row = result.rows[0];
  return { fresh: row?.fresh === true, lastId: row?.last_id ?? '0' };
}

interface Lease {
  /** The watermark and the run's new one, as timestamptz text (with their microseconds). */
  rolledThrough: string;
  until: string;
  /** until > rolledThrough. */
  ahead: boolean;
  incremental: boolean;
  /** When the lease was taken (timestamptz text): after hasFreshEvents read the sequence. */
  takenAt: string;
}

/** Takes the run's lease; null when another run holds it. */
async function takeLease(db: Database, settleSeconds: number): Promise<Lease | null> {
  await db.execute(sql`
    insert into analytics_rollup_state (id, rolled_through)
    values (${ROLLUP_STATE_ID}, 'epoch'::timestamptz)
    on conflict (id) do nothing`);
  // The new watermark: settleSeconds ago, or STEP_HOURS of received events at most (the oldest
  // one not rolled up found only when the watermark is that far behind).
  const result = await db.execute<{
    rolled_through: string;
    until: string;
    ahead: boolean;
    incremental: boolean;
    taken_at: string;
  }>(sql`
    with lease as (
      update analytics_rollup_state
      set lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
      where id = ${ROLLUP_STATE_ID} and (lease_until is null or lease_until < now())
      returning rolled_through, incremental, ${ID_FLOOR} as id_floor
    ),
    step as (
      select rolled_through, incremental,
        case
          when now() - make_interval(secs => ${settleSeconds})
               <= rolled_through + make_interval(hours => ${STEP_HOURS})
            then now() - make_interval(secs => ${settleSeconds})
          else least(
            now() - make_interval(secs => ${settleSeconds}),
            (select min(received_at) from analytics_events
             where received_at > lease.rolled_through and id > coalesce(lease.id_floor, 0))
              + make_interval(hours => ${STEP_HOURS}))
        end as until
      from lease
    )
    select rolled_through::text, until::text, until > rolled_through as ahead, incremental,
           now()::text as taken_at
    from step`);
  const row = result.rows[0];
  return row
    ? {
        rolledThrough: row.rolled_through,
        until: row.until,
        ahead: row.ahead,
        incremental: row.incremental,
        takenAt: row.taken_at,
      }
    : null;
}

async function releaseLease(db: Database): Promise<void> {
  await db.execute(sql`
    update analytics_rollup_state set lease_until = null, updated_at = now()
    where id = ${ROLLUP_STATE_ID}`);
}

export interface RollupRun {
  /** False when another run held the lease (nothing was done); true when nothing was new. */
  ran: boolean;
  /** The group-hours whose rows the run added to (or, the first run after 0031, re-rolled). */
  hours: number;
}

/**
 * One run: adds the events received since the watermark (up to SETTLE_SECONDS ago) to the
 * rollups and moves the watermark, in one transaction. Stopped or failed midway, nothing is added
 * and the watermark stays: the next run does the same step again.
 */
export async function rollUpFresh(
  db: Database,
  options: { signal?: AbortSignal; settleSeconds?: number } = {},
): Promise<RollupRun> {
  const settleSeconds = options.settleSeconds ?? SETTLE_SECONDS;
  const { fresh, lastId } = await hasFreshEvents(db, settleSeconds);
  if (!fresh) return { ran: true, hours: 0 };
  const lease = await takeLease(db, settleSeconds);
  if (!lease) return { ran: false, hours: 0 };
  const { rolledThrough } = lease;
  // rerollHour counts by a Date (milliseconds): the first run after 0031 moves the watermark to
  // that.
  const until = lease.incremental ? lease.until : new Date(lease.until).toISOString();
  try {
    options.signal?.throwIfAborted();
    if (!lease.ahead) return { ran: true, hours: 0 };
    const hours = await db.transaction(async (tx) => {
      // The state row first: a repair (repairHour) waits for this commit, or this run for it.
      const state = await tx.execute<{ id_floor: string | null }>(sql`
        select (case when rolled_through = ${rolledThrough}::timestamptz then ${ID_FLOOR} end)::text
          as id_floor
        from analytics_rollup_state where id = ${ROLLUP_STATE_ID}
        for update`);
      const idFloor = state.rows[0]?.id_floor ?? null;
      let touched: number;
      if (lease.incremental) {
        touched = await foldIn(tx, { from: rolledThrough, to: until, idFloor });
      } else {
        // The first run after migration 0031: the hours re-rolled before it may hold events
        // received after the watermark, so they are re-rolled up to this run's (see the schema).
        const to = new Date(until);
        const keys = await dirtyHours(tx, new Date(rolledThrough), new Date());
        for (const key of keys) {
          options.signal?.throwIfAborted();
          await rerollHour(tx, key, to);
        }
        touched = keys.length;
      }
      options.signal?.throwIfAborted();
      // The watermark moves, and with it the id floor: of the floor, the next one and this run's
      // reading of the sequence (taken before the lease, so every id given after takenAt is
      // larger), the largest that holds for the new watermark; the earliest of the others waits
      // as the next one.
      await tx.execute(sql`
        update analytics_rollup_state set rolled_through = ${until}::timestamptz,
          incremental = true,
          (id_floor, id_floor_at) = (
            select c.id, c.at from (values (id_floor, id_floor_at),
              (next_id_floor, next_id_floor_at),
              (${lastId}::bigint, ${lease.takenAt}::timestamptz)) as c(id, at)
            where c.at <= ${until}::timestamptz order by c.id desc limit 1),
          (next_id_floor, next_id_floor_at) = (
            select c.id, c.at from (values (next_id_floor, next_id_floor_at),
              (${lastId}::bigint, ${lease.takenAt}::timestamptz)) as c(id, at)
            where c.at > ${until}::timestamptz order by c.at limit 1)
        where id = ${ROLLUP_STATE_ID}`);
      return touched;
    });
    return { ran: true, hours };
  } finally {
    await releaseLease(db);
  }
}
