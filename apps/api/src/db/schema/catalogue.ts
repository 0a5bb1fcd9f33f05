import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';

// The catalogue module (src/modules/catalogue): products and collections a group imported from
// its connected store. A product or collection is identified within its group by the store's id
// (alternate_id, a Shopify GID), so importing again updates it. Image columns hold what the client
// gave: the fileKey of a re-hosted copy in our storage, or an absolute URL.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface SelectedOptionValue {
  name: string;
  value: string;
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    alternateId: text('alternate_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    descriptionHtml: text('description_html').notNull().default(''),
    /** The highest variant price, in the store's currency; null when the store gave none. */
    price: numeric('price', { precision: 18, scale: 4 }),
    availableForSale: boolean('available_for_sale').notNull(),
    productType: text('product_type').notNull().default(''),
    vendor: text('vendor').notNull().default(''),
    handle: text('handle').notNull(),
    imageOriginalSrc: text('image_original_src'),
    imageRef: text('image_ref'),
    thumbnailRef: text('thumbnail_ref'),
    /** Archived products leave every list and collection; importing them again restores them. */
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_group_alternate_key').on(t.groupId, t.alternateId),
    index('products_group_title_idx').on(t.groupId, sql`lower(${t.title})`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Order among the product's variants, from 0. */
    position: integer('position').notNull(),
    /** The store's variant id (Shopify GID). */
    alternateId: text('alternate_id').notNull(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 18, scale: 4 }).notNull(),
    imageOriginalSrc: text('image_original_src'),
    imageRef: text('image_ref'),
    thumbnailRef: text('thumbnail_ref'),
    selectedOptions: jsonb('selected_options').$type<SelectedOptionValue[]>().notNull(),
  },
  (t) => [uniqueIndex('product_variants_product_position_key').on(t.productId, t.position)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    imageOriginalSrc: text('image_original_src').notNull(),
    imageRef: text('image_ref').notNull(),
    thumbnailRef: text('thumbnail_ref').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
  },
  (t) => [uniqueIndex('product_images_product_position_key').on(t.productId, t.position)],
);

export const productCollections = pgTable(
  'product_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    alternateId: text('alternate_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    handle: text('handle').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_collections_group_alternate_key').on(t.groupId, t.alternateId)],
);

export const productCollectionItems = pgTable(
  'product_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => productCollections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('product_collection_items_product_idx').on(t.productId),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type ProductVariantRow = typeof productVariants.$inferSelect;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ProductCollectionRow = typeof productCollections.$inferSelect;
export type ProductCollectionItemRow = typeof productCollectionItems.$inferSelect;
