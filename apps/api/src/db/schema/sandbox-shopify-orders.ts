import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Orders placed at the local Shopify sandbox's checkout (src/sandbox/shopify/storefront), used only
// when no Shopify credentials are configured: what the sandbox delivers as orders/create and
// refunds/create to the app.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface SandboxOrderLine {
  /** Shopify-like numeric ids. */
  lineItemId: number;
  productId: number;
  variantId: number;
  title: string;
  variantTitle: string | null;
  quantity: number;
  priceCents: number;
  /** The cart line's properties (the embed's `_vendy_*` among them). */
  properties: Record<string, string>;
}

export interface SandboxRefund {
  id: number;
  createdAt: string;
  amountCents: number;
  lines: { lineItemId: number; quantity: number; subtotalCents: number }[];
}

export const sandboxShopifyOrders = pgTable(
  'sandbox_shopify_orders',
  {
    id: bigint('id', { mode: 'number' })
      .primaryKey()
      .generatedAlwaysAsIdentity({ startWith: 5400000001 }),
    shop: text('shop').notNull(),
    /** 1001, 1002, ... per shop; the order's name is '#' + number. */
    number: integer('number').notNull(),
    currency: text('currency').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<SandboxOrderLine[]>().notNull(),
    refunds: jsonb('refunds').$type<SandboxRefund[]>().notNull().default([]),
    /** The cart's attributes at checkout: the webhook payload's note_attributes. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_shopify_orders_shop_number_key').on(t.shop, t.number)],
);
