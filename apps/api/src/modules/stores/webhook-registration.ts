// The webhooks Vendy registers on each connected store: at install, at a development store's
// connection, and again when an admin resets them (adminResetGroupWebhooks).
import { eq } from 'drizzle-orm';
import { shopifyStores } from '../../db/schema';
import { UserError } from '../../errors';
import type { WebhookRegistration } from '../../graphql/generated/resolvers-types';
import {
  WEBHOOK_TOPICS,
  webhookSubscriptionCreate,
  webhookSubscriptionDelete,
  type WebhookTopic,
} from '../../providers/shopify';
import { storeClient, type StoreDeps, type StoreRow } from './deps';
import { UNABLE_TO_SET_WEBHOOKS } from './messages';

// The ids of the store's webhook subscriptions, in the SDL's shape (the stores face exports it).
export type { WebhookRegistration };

/** Every topic the app subscribes to, with its field in the answer when the SDL names one. */
const FIELDS: Record<WebhookTopic, keyof WebhookRegistration | null> = {
  ORDERS_CREATE: 'ordersCreate',
  APP_UNINSTALLED: 'appUninstalled',
  CARTS_CREATE: 'cartsCreate',
  CARTS_UPDATE: 'cartsUpdate',
  // Orders and refunds for revenue attribution (modules/orders).
  ORDERS_UPDATED: null,
  ORDERS_CANCELLED: null,
  REFUNDS_CREATE: null,
};

/** Where Shopify POSTs a topic: /webhooks/shopify/orders/create... */
export function webhookCallbackUrl(publicUrl: string, topic: WebhookTopic): string {
  return `${publicUrl}/webhooks/shopify/${WEBHOOK_TOPICS[topic]}`;
}

/**
 * Deletes the store's previous webhook subscriptions (those already gone are ignored), registers
 * every topic again and saves their ids (the answer names the SDL's four). Fails with 'Unable to set webhooks.'.
 */
export async function registerStoreWebhooks(
  deps: StoreDeps,
  store: StoreRow,
): Promise<WebhookRegistration> {
  try {
    const client = storeClient(deps, store);
    for (const id of Object.values(store.webhookIds)) {
      await webhookSubscriptionDelete(client, id).catch((error: unknown) =>
        deps.logger.info({ err: error, id, store: store.storeName }, 'old webhook already gone'),
      );
    }
    const ids: Partial<Record<WebhookTopic, string>> = {};
    const registration: Partial<WebhookRegistration> = {};
    for (const topic of Object.keys(FIELDS) as WebhookTopic[]) {
      const id = await webhookSubscriptionCreate(
        client,
        topic,
        webhookCallbackUrl(deps.config.publicUrl, topic),
      );
      ids[topic] = id;
      const field = FIELDS[topic];
      if (field) registration[field] = id;
    }
    await deps.db
      .update(shopifyStores)
      .set({ webhookIds: ids, updatedAt: new Date() })
      .where(eq(shopifyStores.id, store.id));
    return registration as WebhookRegistration;
  } catch (error) {
    deps.logger.error({ err: error, store: store.storeName }, 'registering store webhooks failed');
    throw new UserError(UNABLE_TO_SET_WEBHOOKS);
  }
}
