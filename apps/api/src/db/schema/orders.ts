import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';

// A connected store's orders, written by the orders module from Shopify's orders and refunds
// webhooks (src/modules/orders). Amounts are integers in the currency's minor unit (cents).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One order of a group's store, by the shop's own order id (a delivery twice is one row). */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** The shop's myshopify domain, lower-cased. */
    shop: text('shop').notNull(),
    /** Shopify's numeric order id, as text. */
    shopifyOrderId: text('shopify_order_id').notNull(),
    /** '#1001' */
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    /** The order's total_price; the net total is total_cents − refunded_cents. */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Money returned by the order's refunds (recomputed from store_order_refunds). */
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    orderCreatedAt: at('order_created_at').notNull(),
    cancelledAt: at('cancelled_at'),
    /**
     * Shopify's `updated_at` of the stored version: a payload with an older one (a webhook
     * delivered out of order) leaves the order and its lines as they are.
     */
    shopifyUpdatedAt: at('shopify_updated_at'),
    receivedAt: at('received_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_orders_shop_order_key').on(t.shop, t.shopifyOrderId),
    index('store_orders_group_created_idx').on(t.groupId, t.orderCreatedAt),
  ],
);

/** An order's line items, with the `_vendy_*` properties the embed put on the cart line. */
export const storeOrderLines = pgTable(
  'store_order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => storeOrders.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull(),
    /** Shopify's line item id, as text (unique within the order). */
    lineItemId: text('line_item_id').notNull(),
    /** Numeric Shopify ids as text; null when the product or variant was deleted. */
    productId: text('product_id'),
    variantId: text('variant_id'),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price before discounts. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** Units returned by the order's refunds (never more than quantity). */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    vendyEventId: uuid('vendy_event_id'),
    vendyLayoutId: uuid('vendy_layout_id'),
    vendyStrategyId: text('vendy_strategy_id'),
    vendyAnonymousId: text('vendy_anonymous_id'),
  },
  (t) => [
    uniqueIndex('store_order_lines_order_line_key').on(t.orderId, t.lineItemId),
    index('store_order_lines_vendy_event_idx').on(t.vendyEventId),
  ],
);

export interface StoredRefundLine {
  lineItemId: string;
  quantity: number;
}

/**
 * Refunds by Shopify's refund id, so a refund delivered twice (refunds/create, then again inside
 * an orders/updated payload) counts once. Kept by shop and order id, not by order row: a refund
 * may arrive before its order, and is applied when the order does.
 */
export const storeOrderRefunds = pgTable(
  'store_order_refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    shop: text('shop').notNull(),
    shopifyOrderId: text('shopify_order_id').notNull(),
    shopifyRefundId: text('shopify_refund_id').notNull(),
    /** Money returned (successful refund transactions). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<StoredRefundLine[]>().notNull(),
    refundCreatedAt: at('refund_created_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_order_refunds_shop_refund_key').on(t.shop, t.shopifyRefundId),
    index('store_order_refunds_order_idx').on(t.shop, t.shopifyOrderId),
  ],
);
