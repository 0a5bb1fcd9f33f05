import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';

/**
 * Affiliate links (doc 2 §3): an external product page with its own price, button text and images.
 * The id may be chosen by the browser (a fresh UUID) so that images can be named
 * {linkId}_{hash}.{ext} before the first save. Archived links are kept but listed nowhere.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Dollars with 2 decimals; read back as a string by the driver, converted in the service. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    ctaText: text('cta_text'),
    url: text('url').notNull(),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_links_group_idx').on(t.groupId, t.archived, t.createdAt)],
);

/**
 * Images of an affiliate link, ordered by rank. Both files live in the storage module under the
 * group's prefix; the columns hold storage keys (never client-supplied URLs), turned into public
 * addresses when answered.
 */
export const affiliateLinkImages = pgTable(
  'affiliate_link_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateLinkId: uuid('affiliate_link_id')
      .notNull()
      .references(() => affiliateLinks.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    /** Storage key of the image (the answer's imageUrl is its public address). */
    fileKey: text('file_key').notNull(),
    /** Storage key of the thumbnail (the answer's thumbnailUrl). */
    thumbnailFileKey: text('thumbnail_file_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_link_images_link_idx').on(t.affiliateLinkId, t.rank)],
);

export type AffiliateLinkRow = typeof affiliateLinks.$inferSelect;
export type AffiliateLinkImageRow = typeof affiliateLinkImages.$inferSelect;
