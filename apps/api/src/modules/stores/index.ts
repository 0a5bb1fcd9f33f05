// The stores module's API for other modules.
export { storeClient, type StoreDeps, type StoreRow } from './deps';
export { findGroupStore, findStoreByName, getGroupStore, type ShopifyStoreShape } from './service';
export {
  registerStoreWebhooks,
  webhookCallbackUrl,
  type WebhookRegistration,
} from './webhook-registration';
