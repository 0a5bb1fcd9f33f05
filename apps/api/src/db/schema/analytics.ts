import {
  bigint,
  doublePrecision,
  index,
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
 * or layout, feed, video, strategy, experiment or product (key: that id as text). Re-rolling an
 * hour replaces its rows.
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
  },
  (t) => [index('analytics_cart_adds_group_occurred_idx').on(t.groupId, t.occurredAt)],
);

/**
 * The rollup job's progress: events received up to `rolled_through` are in the rollups. A run
 * takes the lease (lease_until in the future) so two processes never roll at once; a crashed
 * run's lease simply runs out.
 */
export const analyticsRollupState = pgTable('analytics_rollup_state', {
  id: text('id').primaryKey(),
  rolledThrough: at('rolled_through').notNull(),
  leaseUntil: at('lease_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
