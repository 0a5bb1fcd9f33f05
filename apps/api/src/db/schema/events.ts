import {
  bigint,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Viewer analytics events posted by storefront embeds (POST /events): append-only, written in
 * batches. Frequent fields are columns; the rare product and page fields sit in `props`.
 * `event_id` is the sender's id: a batch sent twice is stored twice and counted once (readers
 * group by event_id), which keeps ingest a plain append without a unique-index check.
 * Partitioned by range of received_at, one partition per UTC month (`analytics_events_pYYYYMM`,
 * plus `analytics_events_default`); drizzle-kit does not write partitioned tables, so migration
 * 0024 is hand-written (modules/events/partitions.ts keeps the partitions ahead).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    eventId: uuid('event_id').notNull(),
    receivedAt: timestampColumn('received_at').notNull().defaultNow(),
    /** The sender's time when plausible, else received_at. */
    occurredAt: timestampColumn('occurred_at').notNull(),
    /** Derived on the server from the widget or feed, never taken from the sender. */
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    widgetId: uuid('widget_id'),
    feedId: uuid('feed_id'),
    anonymousId: text('anonymous_id'),
    /** video | product | page */
    category: text('category').notNull(),
    /** play, watch, add-to-cart, page, ... (EVENT types of @vendy/client/domain) */
    type: text('type').notNull(),
    videoId: uuid('video_id'),
    strategyId: uuid('strategy_id'),
    experimentId: uuid('experiment_id'),
    videoPosition: doublePrecision('video_position'),
    videoSecondsWatched: doublePrecision('video_seconds_watched'),
    videoSecondsElapsed: doublePrecision('video_seconds_elapsed'),
    productId: text('product_id'),
    /** productTitle, variantId, variantTitle, price, vendor, productType, quantity, affiliateLinkId, url, branchId */
    props: jsonb('props').$type<Record<string, string | number>>(),
    /**
     * The playback (a random id made by the embed at the `view` that starts it) this event
     * belongs to; null outside one (page, impression, before an autoplay's view).
     */
    viewId: uuid('view_id'),
  },
  (t) => [
    // Partitioned by month of received_at (migration 0024, partitions.ts), so the key holds it.
    primaryKey({ columns: [t.id, t.receivedAt] }),
    // The analytics page reads one group over a time range.
    index('analytics_events_group_occurred_idx').on(t.groupId, t.occurredAt),
    // An attributed order's path (analytics orderPath): the events of its playbacks, and the
    // shopper's other events before it. Without them that read scans the group's whole week.
    index('analytics_events_group_view_idx').on(t.groupId, t.viewId),
    index('analytics_events_group_anonymous_idx').on(t.groupId, t.anonymousId, t.occurredAt),
    // Retention and time scans over an append-only table: BRIN stays tiny and costs ingest little.
    index('analytics_events_received_brin').using('brin', t.receivedAt),
  ],
);

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;
