// One incremental step of the rollups (README "Rollups"): the events received in (after, until]
// are added to analytics_hourly exactly once, inside the caller's transaction (which also moves
// the watermark, so a step stopped midway adds nothing and the next run redoes it). Counts are
// added with upserts; a playback's watch time and completion are re-derived from its row in
// analytics_playbacks and only their change is added to its view's hour.
import { sql } from 'drizzle-orm';
import { PLAYBACK_MAX_HOURS } from '@vendy/client/domain';
import type { Database } from '../../db/connection';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Two copies of an event (a resend) carry the same occurred_at, and the ingest takes a sender's
 * time only within 24 h before and 5 minutes after its own, so they are received within about
 * 24 h of each other: the earlier copy is looked for among the events received this long before
 * the watermark (which also spares the older monthly partitions).
 */
const RESEND_HOURS = 25;
/** A playback row untouched this long is dropped; if the playback moves again, it is read anew. */
const PLAYBACK_KEEP_HOURS = 72;

/** The event types that add to a count (the rest only raise a playback's maxima). */
const COUNTED_TYPES = ['impression', 'view', 'view-in-video', 'shop-now', 'add-to-cart'];

/** The dimensions of rollUpHour, from a row with the event's ids. */
const DIMENSIONS = sql`(values
  ('all', ''),
  ('layout', m.widget_id::text),
  ('feed', m.feed_id::text),
  ('video', m.video_id::text),
  ('strategy', m.strategy_id::text),
  ('experiment', m.experiment_id::text),
  ('experiment-strategy', m.experiment_id::text || ':' || m.strategy_id::text),
  ('product', m.product_id)
) as d(dimension, key)`;

/**
 * A playback as the raw events received up to `through` give it: its first view (hour and ids)
 * and its largest seconds watched and whether it ended, over the events of its view's hour and
 * the next PLAYBACK_MAX_HOURS (rollUpHour's definition).
 */
function playbackAsOf(through: string) {
  return sql`
    select h.group_id, h.view_id, fv.occurred_at as view_at, fv.event_id as view_event_id,
           date_trunc('hour', fv.occurred_at, 'UTC') as hour, fv.widget_id, fv.feed_id,
           fv.video_id, fv.strategy_id, fv.experiment_id, fv.product_id,
           coalesce(w.watched, 0) as watched, coalesce(w.ended, false) as ended
    from analytics_rollup_hard h
    left join lateral (
      select v.occurred_at, v.event_id, v.widget_id, v.feed_id, v.video_id, v.strategy_id,
             v.experiment_id, v.product_id
      from analytics_events v
      where v.group_id = h.group_id and v.view_id = h.view_id and v.type = 'view'
        and v.received_at <= ${through}::timestamptz
      order by v.occurred_at, v.event_id, v.id
      limit 1
    ) fv on true
    left join lateral (
      select max(e.video_seconds_watched) as watched, bool_or(e.type = 'ended') as ended
      from analytics_events e
      where e.group_id = h.group_id and e.view_id = h.view_id
        and e.received_at <= ${through}::timestamptz
        and e.occurred_at >= date_trunc('hour', fv.occurred_at, 'UTC')
        and e.occurred_at < date_trunc('hour', fv.occurred_at, 'UTC')
          + make_interval(hours => ${PLAYBACK_MAX_HOURS + 1})
    ) w on fv.event_id is not null`;
}

/**
 * The events of one step: received in (from, to], read through the primary key's id range from
 * `idFloor` on when the caller knows one (every event received after `from` has a larger id:
 * rollup.ts), so a step reads only the new rows, not the month's partition.
 */
export interface FoldRange {
  /** timestamptz text, with its microseconds. */
  from: string;
  to: string;
  /** A bigint as text, or null: no bound by id. */
  idFloor: string | null;
}

function received(alias: 'e', { from, to, idFloor }: FoldRange) {
  const e = sql.raw(alias);
  return sql`${e}.received_at > ${from}::timestamptz and ${e}.received_at <= ${to}::timestamptz
    and ${e}.id > ${idFloor ?? '0'}::bigint`;
}

/**
 * Whether an earlier copy of counted event `e` was counted or comes first in this step: one probe
 * of the (group_id, occurred_at) index (equal time, then the event id) among the events received
 * from RESEND_HOURS before the step. Not turned into a join (kept a probe per event).
 */
function earlierCopy({ from, to }: FoldRange) {
  return sql`
    select 1 as copy from analytics_events o
    where o.group_id = e.group_id and o.occurred_at = e.occurred_at
      and o.event_id = e.event_id
      and o.received_at > ${from}::timestamptz - make_interval(hours => ${RESEND_HOURS})
      and o.received_at <= ${to}::timestamptz
      and (o.received_at <= ${from}::timestamptz or o.id < e.id)`;
}

const COUNTED = sql.join(
  COUNTED_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * Adds the events received in the range to the rollups; returns how many group-hours it touched
 * (the events' own hours and their playbacks' view hours).
 */
export async function foldIn(tx: Tx, range: FoldRange): Promise<number> {
  const { to } = range;
  // A batch job over many rows: no JIT (compiling costs more than the statements take), no
  // parallel workers, and room to hash in memory. Sorting is off for the first statement: the
  // planner cannot know how many rows a step holds (statistics lag behind a table that only
  // grows) and for few it sorts the new events to group them, which costs about twice a hash.
  await tx.execute(sql`
    select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
           set_config('work_mem', '64MB', true), set_config('enable_sort', 'off', true)`);
  // One statement, each part reading the new rows straight from the table (nothing copied out):
  // - the counts: one copy per (event_id, occurred_at) in a group, the lowest id, and none whose
  //   copy an earlier run counted; only the types that are counted are probed for a copy (a second
  //   copy of any other, watch, play, ended..., adds nothing: its rows exist, with zeros, and a
  //   playback's maxima stay). Summed per combination of ids in the hour each occurred (a step
  //   has far fewer of those than events), then per dimension, and added with one upsert;
  // - the add-to-carts, copied for orders as rollUpHour does (a statement's data-modifying CTE
  //   runs once, whether or not anything refers to it).
  // It answers the group-hours it added to and how many of the new events belong to a playback.
  const counted = await tx.execute<{ group_id: string; hour: Date | string; playback: number }>(
    sql`
    with carts as (
      insert into analytics_cart_adds (event_id, group_id, occurred_at, view_id, anonymous_id,
        widget_id, feed_id, video_id, product_id, strategy_id, experiment_id)
      select distinct on (e.event_id) e.event_id, e.group_id, e.occurred_at, e.view_id,
        e.anonymous_id, e.widget_id, e.feed_id, e.video_id, e.product_id, e.strategy_id,
        e.experiment_id
      from analytics_events e
      left join lateral (${earlierCopy(range)} limit 1) o on true
      where ${received('e', range)} and e.type = 'add-to-cart' and o.copy is null
      order by e.event_id, e.occurred_at
      on conflict (event_id) do update
        set strategy_id = excluded.strategy_id, experiment_id = excluded.experiment_id
    ),
    combinations as (
      select e.group_id, date_bin('1 hour', e.occurred_at, timestamptz 'epoch') as hour,
             e.widget_id, e.feed_id, e.video_id, e.strategy_id, e.experiment_id, e.product_id,
             count(*) filter (where e.type = 'impression') as impressions,
             count(*) filter (where e.type = 'view') as views,
             count(*) filter (where e.type in ('view-in-video', 'shop-now')) as clicks,
             count(*) filter (where e.type = 'add-to-cart') as add_to_carts,
             count(*) filter (where e.view_id is not null) as playback
      from analytics_events e
      where ${received('e', range)}
        and (e.type not in (${COUNTED}) or not exists (${earlierCopy(range)}))
      group by 1, 2, 3, 4, 5, 6, 7, 8
    ),
    hourly as (
      insert into analytics_hourly (group_id, hour, dimension, key, impressions, views,
        watch_seconds, completions, clicks, add_to_carts)
      select m.group_id, m.hour, d.dimension, d.key, sum(m.impressions), sum(m.views), 0, 0,
             sum(m.clicks), sum(m.add_to_carts)
      from combinations m
      cross join lateral ${DIMENSIONS}
      where d.key is not null
      group by m.group_id, m.hour, d.dimension, d.key
      on conflict (group_id, dimension, key, hour) do update set
        impressions = analytics_hourly.impressions + excluded.impressions,
        views = analytics_hourly.views + excluded.views,
        clicks = analytics_hourly.clicks + excluded.clicks,
        add_to_carts = analytics_hourly.add_to_carts + excluded.add_to_carts
    )
    select group_id, hour, sum(playback)::int as playback from combinations group by 1, 2`,
  );
  await tx.execute(sql`select set_config('enable_sort', 'on', true)`);
  const touched = new Set(
    counted.rows.map((row) => `${row.group_id}/${new Date(row.hour).toISOString()}`),
  );

  // Events of a copy already counted are not in the counts, but may be a playback's: they change
  // nothing there (the same view, the same maxima), so the playbacks take every new event.
  if (counted.rows.some((row) => Number(row.playback) > 0)) {
    for (const key of await foldPlaybacks(tx, range)) touched.add(key);
  }

  await tx.execute(sql`
    delete from analytics_playbacks
    where touched_at < ${to}::timestamptz - make_interval(hours => ${PLAYBACK_KEEP_HOURS})`);
  return touched.size;
}

/** The new events that belong to a playback. */
function playbackEvents(range: FoldRange) {
  return sql`
    select e.event_id, e.group_id, e.type, e.view_id, e.occurred_at, e.video_seconds_watched
    from analytics_events e
    where ${received('e', range)} and e.view_id is not null`;
}

/**
 * Fills analytics_rollup_changes for the playbacks the new events belong to, and writes their new
 * state. A playback whose row holds its first view, and whose new events hold no earlier view,
 * only raises its maxima (no raw read). Any other (new, its events before its view, an earlier
 * view arriving, or its row dropped) is read from its raw events twice, up to the last watermark
 * and up to this one, through the (group_id, view_id) index: exact, and rare past the first run
 * of a playback.
 */
async function foldPlaybacks(tx: Tx, range: FoldRange): Promise<string[]> {
  const { from, to } = range;
  // What each touched playback added before (old_*) and adds now.
  await tx.execute(sql`
    create temp table analytics_rollup_changes (
      group_id uuid, view_id uuid, view_at timestamptz, view_event_id uuid,
      old_hour timestamptz, old_widget_id uuid, old_feed_id uuid, old_video_id uuid,
      old_strategy_id uuid, old_experiment_id uuid, old_product_id text,
      old_watched float8, old_ended boolean,
      hour timestamptz, widget_id uuid, feed_id uuid, video_id uuid, strategy_id uuid,
      experiment_id uuid, product_id text, watched float8, ended boolean
    ) on commit drop`);
  await tx.execute(sql`
    insert into analytics_rollup_changes
    select p.group_id, p.view_id, p.view_at, p.view_event_id,
           p.hour, p.widget_id, p.feed_id, p.video_id, p.strategy_id, p.experiment_id,
           p.product_id, p.watched, p.ended,
           p.hour, p.widget_id, p.feed_id, p.video_id, p.strategy_id, p.experiment_id,
           p.product_id, greatest(p.watched, n.watched), p.ended or coalesce(n.ended, false)
    from analytics_playbacks p
    join (
      select group_id, view_id,
             max(video_seconds_watched) filter (where in_window) as watched,
             bool_or(type = 'ended') filter (where in_window) as ended,
             bool_or(earlier_view) as earlier_view
      from (
        select n.group_id, n.view_id, n.type, n.video_seconds_watched,
               n.occurred_at >= p.hour
                 and n.occurred_at < p.hour + make_interval(hours => ${PLAYBACK_MAX_HOURS + 1})
                 as in_window,
               n.type = 'view' and (n.occurred_at, n.event_id) < (p.view_at, p.view_event_id)
                 as earlier_view
        from (${playbackEvents(range)}) n
        join analytics_playbacks p on p.group_id = n.group_id and p.view_id = n.view_id
        where p.view_at is not null
      ) x
      group by group_id, view_id
    ) n on n.group_id = p.group_id and n.view_id = p.view_id
    where not n.earlier_view`);
  await tx.execute(sql`
    create temp table analytics_rollup_hard on commit drop as
    select distinct n.group_id, n.view_id
    from (${playbackEvents(range)}) n
    where not exists (select 1 from analytics_rollup_changes c
                      where c.group_id = n.group_id and c.view_id = n.view_id)`);
  await tx.execute(sql`
    insert into analytics_rollup_changes
    select o.group_id, o.view_id, n.view_at, n.view_event_id,
           o.hour, o.widget_id, o.feed_id, o.video_id, o.strategy_id, o.experiment_id,
           o.product_id, o.watched, o.ended,
           n.hour, n.widget_id, n.feed_id, n.video_id, n.strategy_id, n.experiment_id,
           n.product_id, n.watched, n.ended
    from (${playbackAsOf(from)}) o
    join (${playbackAsOf(to)}) n on n.group_id = o.group_id and n.view_id = o.view_id`);
  await tx.execute(sql`
    insert into analytics_playbacks (group_id, view_id, view_at, view_event_id, hour, widget_id,
      feed_id, video_id, strategy_id, experiment_id, product_id, watched, ended, touched_at)
    select group_id, view_id, view_at, view_event_id, hour, widget_id, feed_id, video_id,
           strategy_id, experiment_id, product_id, watched, ended, ${to}::timestamptz
    from analytics_rollup_changes
    on conflict (group_id, view_id) do update set
      view_at = excluded.view_at, view_event_id = excluded.view_event_id, hour = excluded.hour,
      widget_id = excluded.widget_id, feed_id = excluded.feed_id, video_id = excluded.video_id,
      strategy_id = excluded.strategy_id, experiment_id = excluded.experiment_id,
      product_id = excluded.product_id, watched = excluded.watched, ended = excluded.ended,
      touched_at = excluded.touched_at`);
  // The changes, in their views' hours (the first step named those rows already, so this is a
  // statement of its own).
  await tx.execute(sql`
    insert into analytics_hourly (group_id, hour, dimension, key, watch_seconds, completions)
    select m.group_id, m.hour, d.dimension, d.key, sum(m.watched), sum(m.ended)
    from (
      select group_id, old_hour as hour, old_widget_id as widget_id, old_feed_id as feed_id,
             old_video_id as video_id, old_strategy_id as strategy_id,
             old_experiment_id as experiment_id, old_product_id as product_id,
             -old_watched as watched, -(old_ended::int) as ended
      from analytics_rollup_changes where old_hour is not null
      union all
      select group_id, hour, widget_id, feed_id, video_id, strategy_id, experiment_id,
             product_id, watched, ended::int
      from analytics_rollup_changes where hour is not null
    ) m
    cross join lateral ${DIMENSIONS}
    where d.key is not null
    group by m.group_id, m.hour, d.dimension, d.key
    on conflict (group_id, dimension, key, hour) do update set
      watch_seconds = analytics_hourly.watch_seconds + excluded.watch_seconds,
      completions = analytics_hourly.completions + excluded.completions`);
  const hours = await tx.execute<{ group_id: string; hour: Date | string }>(sql`
    select group_id, old_hour as hour from analytics_rollup_changes where old_hour is not null
    union select group_id, hour from analytics_rollup_changes where hour is not null`);
  return hours.rows.map((row) => `${row.group_id}/${new Date(row.hour).toISOString()}`);
}
