import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Shopper carts of the local Shopify sandbox's storefront (src/sandbox/shopify/storefront), used
// only when no Shopify credentials are configured. The browser holds the cart token in the `cart`
// cookie; a row appears on the first change to the cart and is dropped after CART_TTL of no use.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One cart line: a variant with its line-item properties (Shopify merges equal ones). */
export interface SandboxCartLine {
  /** `{variantId}:{hash of the properties}`, as Shopify keys cart lines. */
  key: string;
  variantId: number;
  quantity: number;
  properties: Record<string, string>;
}

export const sandboxShopifyCarts = pgTable(
  'sandbox_shopify_carts',
  {
    /** SHA-256 of the cart token (the cookie value). */
    tokenHash: text('token_hash').primaryKey(),
    shop: text('shop').notNull(),
    /** Newest line first, as Shopify lists them. */
    lines: jsonb('lines').$type<SandboxCartLine[]>().notNull(),
    /** The cart's attributes (cart/update.js `attributes`); a blank value removes one. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_shopify_carts_updated_idx').on(t.updatedAt)],
);
