import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { shopifyStores } from '../../db/schema';
import type { Logger } from '../../logger';
import { ShopifyAdminClient, ShopifyError, shopifyApp } from '../../providers/shopify';
import { decryptToken } from '../auth';

/** What the store and billing services need: the GraphQL and HTTP route contexts both have it. */
export interface StoreDeps {
  db: Database;
  config: Config;
  logger: Logger;
}

export type StoreRow = typeof shopifyStores.$inferSelect;

/** An Admin API client for the store, with its decrypted token. */
export function storeClient(deps: Pick<StoreDeps, 'config'>, store: StoreRow): ShopifyAdminClient {
  const accessToken = decryptToken(store.accessTokenEncrypted, deps.config.sessionSecret);
  if (!accessToken || store.uninstalledAt) {
    throw new ShopifyError(`no usable access token for ${store.storeName}`);
  }
  return new ShopifyAdminClient(shopifyApp(deps.config), { shop: store.storeName, accessToken });
}
