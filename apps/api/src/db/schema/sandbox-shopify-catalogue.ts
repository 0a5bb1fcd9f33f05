import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Bulk operations of the local Shopify sandbox (src/sandbox/shopify). The catalogue they read is
// generated from the shop's domain and never stored; an operation keeps only what Shopify would
// report about it. CREATED → RUNNING → COMPLETED follows from created_at and duration_ms, so no
// timer has to run: only a cancellation or a failure is written.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const sandboxShopifyBulkOperations = pgTable(
  'sandbox_shopify_bulk_operations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 720001 }),
    shop: text('shop').notNull(),
    /** The bulk query document as the app sent it. */
    query: text('query').notNull(),
    /** How long the operation "runs" before it completes. */
    durationMs: integer('duration_ms').notNull(),
    /** Lines and root lines of the result, and its size in bytes. */
    objectCount: integer('object_count').notNull(),
    rootObjectCount: integer('root_object_count').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    canceledAt: at('canceled_at'),
    /** BulkOperationErrorCode of a failed operation. */
    errorCode: text('error_code'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_shopify_bulk_operations_shop_idx').on(t.shop, t.createdAt)],
);
