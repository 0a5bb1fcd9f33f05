// The stores module's API for other modules.
export { storeClient, type StoreDeps, type StoreRow } from './deps';
export {
  connectStoreToGroup,
  findGroupStore,
  findStoreByName,
  getGroupStore,
  saveInstalledStore,
} from './service';
export type { StoreHooks } from './hooks';
export {
  registerStoreWebhooks,
  webhookCallbackUrl,
  type WebhookRegistration,
} from './webhook-registration';
export { storesModule } from './module';
