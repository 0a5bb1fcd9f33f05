import {
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// State of the local Shopify sandbox (src/sandbox/shopify), used only when no Shopify credentials
// are configured. Shops exist on demand: a row appears when something happens to a shop.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Our app installed on a sandbox shop: the access token it was issued (hashed). */
export const sandboxShopifyInstalls = pgTable('sandbox_shopify_installs', {
  shop: text('shop').primaryKey(),
  accessTokenHash: text('access_token_hash').notNull(),
  scopes: text('scopes').notNull(),
  installedAt: at('installed_at').notNull().defaultNow(),
});

/** OAuth authorization codes handed to the app's callback, exchanged once for a token. */
export const sandboxShopifyAuthCodes = pgTable('sandbox_shopify_auth_codes', {
  codeHash: text('code_hash').primaryKey(),
  shop: text('shop').notNull(),
  scopes: text('scopes').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export type SandboxSubscriptionStatus =
  'PENDING' | 'ACTIVE' | 'DECLINED' | 'EXPIRED' | 'CANCELLED' | 'FROZEN';

/** App subscriptions (recurring charges) the app created on a shop. */
export const sandboxShopifySubscriptions = pgTable(
  'sandbox_shopify_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 27000001 }),
    shop: text('shop').notNull(),
    name: text('name').notNull(),
    /** Decimal amount as Shopify writes it, e.g. "29.0". */
    priceAmount: text('price_amount').notNull(),
    currencyCode: text('currency_code').notNull(),
    interval: text('interval').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    returnUrl: text('return_url').notNull(),
    test: boolean('test').notNull().default(false),
    status: text('status').$type<SandboxSubscriptionStatus>().notNull().default('PENDING'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_shopify_subscriptions_shop_idx').on(t.shop)],
);

/** Webhook subscriptions the app registered on a shop. */
export const sandboxShopifyWebhooks = pgTable(
  'sandbox_shopify_webhooks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1400001 }),
    shop: text('shop').notNull(),
    /** GraphQL enum name, e.g. APP_UNINSTALLED. */
    topic: text('topic').notNull(),
    callbackUrl: text('callback_url').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_shopify_webhooks_shop_idx').on(t.shop)],
);

/**
 * App-data metafields (owner: the app's installation on a shop), set with metafieldsSet and read by
 * the shop's theme as `app.metafields.{namespace}.{key}`. Uninstalling the app deletes them.
 */
export const sandboxShopifyAppMetafields = pgTable(
  'sandbox_shopify_app_metafields',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 19000001 }),
    shop: text('shop').notNull(),
    namespace: text('namespace').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    value: text('value').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sandbox_shopify_app_metafields_key').on(t.shop, t.namespace, t.key)],
);
