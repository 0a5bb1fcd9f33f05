import { jsonb, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { groups } from './groups';

/**
 * Connected Shopify stores. A store belongs to at most one group at a time (unique group_id and
 * store_name). The Admin API token is stored encrypted (AES-256-GCM with a key derived from
 * SESSION_SECRET) and never leaves the server.
 */
export const shopifyStores = pgTable(
  'shopify_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The shop's myshopify domain, lower-cased, e.g. acme.myshopify.com. */
    storeName: text('store_name').notNull(),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'set null' }),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    scopes: text('scopes').notNull().default(''),
    /** Who installed the app (owner of the credential: checkStoreCredentialOwner). */
    credentialOwnerUserId: uuid('credential_owner_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Webhook subscription ids registered with the store, by topic. */
    webhookIds: jsonb('webhook_ids').$type<Record<string, string>>().notNull().default({}),
    installedAt: timestamp('installed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    uninstalledAt: timestamp('uninstalled_at', { withTimezone: true, mode: 'date' }),
    /**
     * The Vendy host last written to the store's app-data metafield vendy.host (what the theme app
     * extension loads the loader from); null until written. A PUBLIC_URL change is written again.
     */
    appHost: text('app_host'),
    appHostWrittenAt: timestamp('app_host_written_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shopify_stores_store_name_key').on(t.storeName),
    uniqueIndex('shopify_stores_group_key').on(t.groupId),
  ],
);
