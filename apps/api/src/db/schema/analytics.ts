import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';

// What the analytics dashboard reads (modules/analytics): hourly rollups of the raw viewer events
// (analytics_events), kept current by the analytics-rollup job. Every count is additive, so any
// period of whole hours is a sum of rows; rates are derived when read.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * One group's counts for one UTC hour and one value of a dimension: `dimension` is 'all' (key '')
 * or layout, feed, video, strategy, experiment or product (key: that id as text), or
 * experiment-strategy (key `<experimentId>:<strategyId>`, an experiment's arm). The job adds the
 * events received since its last run to these rows; re-rolling an hour replaces them.
 */
export const analyticsHourly = pgTable(
  'analytics_hourly',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    hour: at('hour').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    impressions: count('impressions'),
    views: count('views'),
    /** Watch time of the playbacks whose `view` is in this hour. */
    watchSeconds: doublePrecision('watch_seconds').notNull().default(0),
    /** Playbacks whose `view` is in this hour that reached `ended`. */
    completions: count('completions'),
    clicks: count('clicks'),
    addToCarts: count('add_to_carts'),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.dimension, t.key, t.hour] }),
    // A period's totals and breakdowns: one group, one dimension, a range of hours.
    index('analytics_hourly_group_dimension_hour_idx').on(t.groupId, t.dimension, t.hour),
  ],
);

/**
 * The add-to-cart events, one row per event_id, copied by the rollup job: orders name them
 * (`_vendy_event_id` on their lines) and are attributed through this table, by its key.
 */
export const analyticsCartAdds = pgTable(
  'analytics_cart_adds',
  {
    eventId: uuid('event_id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    occurredAt: at('occurred_at').notNull(),
    viewId: uuid('view_id'),
    anonymousId: text('anonymous_id'),
    widgetId: uuid('widget_id'),
    feedId: uuid('feed_id'),
    videoId: uuid('video_id'),
    productId: text('product_id'),
    /** The strategy and experiment the add-to-cart's playback was placed with (experiment arms). */
    strategyId: uuid('strategy_id'),
    experimentId: uuid('experiment_id'),
  },
  (t) => [index('analytics_cart_adds_group_occurred_idx').on(t.groupId, t.occurredAt)],
);

/**
 * The rollup job's progress: events received up to `rolled_through` are in the rollups. A run
 * takes the lease (lease_until in the future) so two processes never roll at once; a crashed
 * run's lease simply runs out. `incremental` is false until the first run that adds only new
 * events (before it, the job re-rolled whole hours, which may hold events received after the
 * watermark; that run re-rolls those hours up to its own watermark first).
 */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: text('id').primaryKey(),
  rolledThrough: at('rolled_through').notNull(),
  leaseUntil: at('lease_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  incremental: boolean('incremental').notNull().default(true),
  /**
   * Every event received after `rolled_through` has an id above `id_floor`, when `id_floor_at`
   * (the time by which the identity sequence was read) is not after `rolled_through`: the run reads
   * the new events from the primary key's id range instead of the whole table. `next_id_floor` and
   * `next_id_floor_at` are a later reading, taken up once the watermark passes its time.
   */
  idFloor: bigint('id_floor', { mode: 'number' }),
  idFloorAt: at('id_floor_at'),
  nextIdFloor: bigint('next_id_floor', { mode: 'number' }),
  nextIdFloorAt: at('next_id_floor_at'),
});

/**
 * What the rollups hold of each playback (the events sharing a `view_id`): the hour and
 * dimension keys of its first `view` (null while only later events of it have arrived), and the
 * watch time and completion added there, so a run adds only the change when new events raise
 * them. Kept while the playback may still change (see the module README, "Rollups").
 */
export const analyticsPlaybacks = pgTable(
  'analytics_playbacks',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    viewId: uuid('view_id').notNull(),
    /** The first view's occurred_at and event_id (the earliest view counts). */
    viewAt: at('view_at'),
    viewEventId: uuid('view_event_id'),
    hour: at('hour'),
    widgetId: uuid('widget_id'),
    feedId: uuid('feed_id'),
    videoId: uuid('video_id'),
    strategyId: uuid('strategy_id'),
    experimentId: uuid('experiment_id'),
    productId: text('product_id'),
    watched: doublePrecision('watched').notNull().default(0),
    ended: boolean('ended').notNull().default(false),
    /** The watermark of the run that last changed it (rows untouched for days are dropped). */
    touchedAt: at('touched_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.viewId] }),
    index('analytics_playbacks_touched_idx').on(t.touchedAt),
  ],
);

/**
 * A group's analytics settings: the attribution window (days an add-to-cart counts for an order
 * after it: 1, 7 or 30). No row means the defaults (7 days).
 */
export const analyticsSettings = pgTable(
  'analytics_settings',
  {
    groupId: uuid('group_id')
      .primaryKey()
      .references(() => groups.id, { onDelete: 'cascade' }),
    attributionWindowDays: integer('attribution_window_days').notNull().default(7),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('analytics_settings_attribution_window', sql`${t.attributionWindowDays} in (1, 7, 30)`),
  ],
);
