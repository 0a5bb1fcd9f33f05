import { sql } from 'drizzle-orm';
import {
  bigint,
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

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ImageSourceValue = 'UPLOAD' | 'INSTAGRAM';

/**
 * A still image of a group (doc 2 §3 Image). Uploaded images live in storage under
 * groups/{groupId}/images/... (fileKey); Instagram images keep the media's address (imageUrl).
 * Deleting sets deletedAt and drops the image from every collection.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Width / height, read from the file; null when unreadable. */
    aspectRatio: doublePrecision('aspect_ratio'),
    /** Storage key of an uploaded image. */
    fileKey: text('file_key'),
    /** Address of an image kept elsewhere (Instagram media); null for uploads. */
    externalUrl: text('external_url'),
    size: bigint('size', { mode: 'number' }),
    source: text('source').$type<ImageSourceValue>().notNull().default('UPLOAD'),
    sourceId: text('source_id'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
    deletedAt: timestampColumn('deleted_at'),
  },
  (t) => [
    index('images_live_idx')
      .on(t.groupId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A photo collection (doc 2 §3 ImageCollection). */
export const imageCollections = pgTable(
  'image_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
    deletedAt: timestampColumn('deleted_at'),
  },
  (t) => [
    index('image_collections_live_idx')
      .on(t.groupId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The images of a collection, by rank from 0. */
export const imageCollectionItems = pgTable(
  'image_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => imageCollections.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.rank] }),
    index('image_collection_items_image_idx').on(t.imageId),
  ],
);

export type ImageRow = typeof images.$inferSelect;
export type ImageCollectionRow = typeof imageCollections.$inferSelect;
