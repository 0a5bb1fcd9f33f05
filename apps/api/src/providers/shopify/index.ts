// The Shopify client: OAuth install, Admin GraphQL (billing, webhooks, shop, app metafields, bulk
// operations over the catalogue) and signatures. It speaks Shopify's protocol to https://{shop} or,
// without credentials, to the local sandbox.
export {
  isShopDomain,
  normalizeShopDomain,
  SANDBOX_API_KEY,
  SANDBOX_PATH,
  SHOPIFY_API_VERSION,
  SHOPIFY_SCOPES,
  shopifyApp,
  type ShopifyApp,
} from './app';
export { ShopifyAdminClient, type ShopifySession } from './admin';
export {
  currentAppInstallationId,
  setAppMetafields,
  type AppMetafield,
  type AppMetafieldInput,
} from './app-metafields';
export {
  activeSubscriptions,
  appSubscriptionCancel,
  appSubscriptionCreate,
  getAppSubscription,
  type AppSubscription,
  type AppSubscriptionStatus,
  type NewAppSubscription,
} from './billing';
export {
  bulkOperationRunQuery,
  COLLECTIONS_BULK_QUERY,
  getBulkOperation,
  isBulkResultUrl,
  openBulkResult,
  PRODUCTS_BULK_QUERY,
  type BulkOperation,
  type BulkOperationStatus,
} from './bulk';
export { ShopifyError } from './errors';
export { MAX_RECORD_LENGTH, openJsonLines, type JsonLinesDownload } from './jsonl';
export { signOAuthQuery, signWebhookBody, verifyOAuthQuery, verifyWebhookHmac } from './hmac';
export { authorizeUrl, exchangeCode, type AccessGrant, type AuthorizeRequest } from './oauth';
export { getShop, type ShopInfo } from './shop';
export {
  WEBHOOK_TOPICS,
  webhookSubscriptionCreate,
  webhookSubscriptionDelete,
  type WebhookTopic,
} from './webhooks';
