import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { virtualVideos } from './layouts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A page of shoppable-video sliders, published at /pages/{group handle}/{slug}. The slug is unique
 * within its group (a handle names one group, so the address names one page).
 */
export const sliderPages = pgTable(
  'slider_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    slug: text('slug').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slider_pages_group_slug_key').on(t.groupId, t.slug)],
);

/** A row of a page; rank -1 is the featured slider (at most one per page). */
export const sliders = pgTable(
  'sliders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => sliderPages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [uniqueIndex('sliders_page_rank_key').on(t.pageId, t.rank)],
);

/** A shoppable video in a slider; it goes with the shoppable video when that is deleted. */
export const sliderItems = pgTable(
  'slider_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sliderId: uuid('slider_id')
      .notNull()
      .references(() => sliders.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    virtualVideoId: uuid('virtual_video_id')
      .notNull()
      .references(() => virtualVideos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('slider_items_slider_rank_idx').on(t.sliderId, t.rank),
    index('slider_items_virtual_video_idx').on(t.virtualVideoId),
  ],
);

export type SliderPageRow = typeof sliderPages.$inferSelect;
export type SliderRow = typeof sliders.$inferSelect;
export type SliderItemRow = typeof sliderItems.$inferSelect;
