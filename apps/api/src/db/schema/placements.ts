import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { affiliateLinks } from './affiliate-links';
import { productCollections, products } from './catalogue';
import { groups } from './groups';
import { instagramFeeds } from './instagram';
import { virtualVideos } from './layouts';

// The placements module (src/modules/placements): product placements (strategies) and the
// experiments that split the viewers of a shoppable video or an Instagram feed between them.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** AdType of the SDL. */
export type AdTypeValue = 'banner' | 'banner_static';

/** A product placement: which products, links and collections show as banners, and when. */
export const strategies = pgTable(
  'strategies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('strategies_group_idx').on(t.groupId, t.createdAt)],
);

/**
 * One product or one affiliate link placed by a strategy (exactly one). Deleting the product or
 * the link removes the assignment; archived ones are left out when the placement is read.
 */
export const individualAssignments = pgTable(
  'individual_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    /** Position among the strategy's individual assignments, from 0. */
    rank: integer('rank').notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    affiliateLinkId: uuid('affiliate_link_id').references(() => affiliateLinks.id, {
      onDelete: 'cascade',
    }),
    adType: text('ad_type').$type<AdTypeValue>().notNull(),
    name: text('name'),
    /** Seconds from the start of the video; 0 for static banners. */
    startTimeIndex: doublePrecision('start_time_index').notNull().default(0),
    /** The Instagram post the banner belongs to (feeds); no foreign key, feeds live elsewhere. */
    instagramMediaId: text('instagram_media_id'),
  },
  (t) => [
    index('individual_assignments_strategy_idx').on(t.strategyId, t.rank),
    index('individual_assignments_product_idx').on(t.productId),
    index('individual_assignments_affiliate_link_idx').on(t.affiliateLinkId),
    check(
      'individual_assignments_one_target',
      sql`(${t.productId} is null) <> (${t.affiliateLinkId} is null)`,
    ),
  ],
);

/** A product collection placed by a strategy; deleting the collection removes it. */
export const multipleAssignments = pgTable(
  'multiple_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    productCollectionId: uuid('product_collection_id')
      .notNull()
      .references(() => productCollections.id, { onDelete: 'cascade' }),
    adType: text('ad_type').$type<AdTypeValue>().notNull(),
    name: text('name'),
    startTimeIndex: doublePrecision('start_time_index').notNull().default(0),
    bannerInterval: doublePrecision('banner_interval').notNull().default(15),
  },
  (t) => [
    index('multiple_assignments_strategy_idx').on(t.strategyId, t.rank),
    index('multiple_assignments_collection_idx').on(t.productCollectionId),
  ],
);

/**
 * Competing placements on one shoppable video or one Instagram feed (exactly one of the two).
 * Deleting the video or the feed deletes its experiment (and the experiment's items).
 */
export const experiments = pgTable(
  'experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    virtualVideoId: uuid('virtual_video_id').references(() => virtualVideos.id, {
      onDelete: 'cascade',
    }),
    instagramFeedId: uuid('instagram_feed_id').references(() => instagramFeeds.id, {
      onDelete: 'cascade',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('experiments_group_idx').on(t.groupId, t.createdAt),
    // One experiment per shoppable video and per feed.
    uniqueIndex('experiments_virtual_video_key')
      .on(t.virtualVideoId)
      .where(sql`${t.virtualVideoId} is not null`),
    uniqueIndex('experiments_group_feed_key')
      .on(t.groupId, t.instagramFeedId)
      .where(sql`${t.instagramFeedId} is not null`),
    check(
      'experiments_one_target',
      sql`(${t.virtualVideoId} is null) <> (${t.instagramFeedId} is null)`,
    ),
  ],
);

/** A strategy competing in an experiment, with its share of viewers. */
export const experimentItems = pgTable(
  'experiment_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    experimentId: uuid('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    /** Position in the experiment, from 0: the first item is the fallback strategy. */
    rank: integer('rank').notNull(),
    strategyId: uuid('strategy_id')
      .notNull()
      .references(() => strategies.id, { onDelete: 'cascade' }),
    rangePercentage: integer('range_percentage').notNull(),
  },
  (t) => [
    uniqueIndex('experiment_items_strategy_key').on(t.experimentId, t.strategyId),
    index('experiment_items_experiment_idx').on(t.experimentId, t.rank),
    index('experiment_items_strategy_idx').on(t.strategyId),
    check(
      'experiment_items_percentage',
      sql`${t.rangePercentage} >= 0 and ${t.rangePercentage} <= 100`,
    ),
  ],
);

/** A viewer number range of an item: start inclusive, end exclusive, within 0 to 100. */
export const experimentRanges = pgTable(
  'experiment_ranges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => experimentItems.id, { onDelete: 'cascade' }),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
  },
  (t) => [
    index('experiment_ranges_item_idx').on(t.itemId, t.start),
    check(
      'experiment_ranges_bounds',
      sql`${t.start} >= 0 and ${t.start} < ${t.end} and ${t.end} <= 100`,
    ),
  ],
);

export type StrategyRow = typeof strategies.$inferSelect;
export type IndividualAssignmentRow = typeof individualAssignments.$inferSelect;
export type MultipleAssignmentRow = typeof multipleAssignments.$inferSelect;
export type ExperimentRow = typeof experiments.$inferSelect;
export type ExperimentItemRow = typeof experimentItems.$inferSelect;
export type ExperimentRangeRow = typeof experimentRanges.$inferSelect;
