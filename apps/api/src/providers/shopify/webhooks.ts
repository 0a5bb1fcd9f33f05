// Webhook subscriptions: which shop events Shopify POSTs to us, and where.
import { assertNoUserErrors, type ShopifyAdminClient, type UserError } from './admin';
import { ShopifyError } from './errors';

export const WEBHOOK_TOPICS = {
  ORDERS_CREATE: 'orders/create',
  ORDERS_UPDATED: 'orders/updated',
  ORDERS_CANCELLED: 'orders/cancelled',
  REFUNDS_CREATE: 'refunds/create',
  APP_UNINSTALLED: 'app/uninstalled',
  CARTS_CREATE: 'carts/create',
  CARTS_UPDATE: 'carts/update',
} as const;

/** The GraphQL enum name of a topic the app registers (ORDERS_CREATE…). */
export type WebhookTopic = keyof typeof WEBHOOK_TOPICS;

export async function webhookSubscriptionCreate(
  client: ShopifyAdminClient,
  topic: WebhookTopic,
  callbackUrl: string,
): Promise<string> {
  const data = await client.request<{
    webhookSubscriptionCreate: {
      webhookSubscription: { id: string } | null;
      userErrors: UserError[];
    };
  }>(
    `mutation webhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
      webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
        webhookSubscription { id topic }
        userErrors { field message }
      }
    }`,
    { topic, webhookSubscription: { callbackUrl, format: 'JSON' } },
  );
  const payload = data.webhookSubscriptionCreate;
  assertNoUserErrors('webhookSubscriptionCreate', payload.userErrors);
  if (!payload.webhookSubscription)
    throw new ShopifyError('webhookSubscriptionCreate returned nothing');
  return payload.webhookSubscription.id;
}

export async function webhookSubscriptionDelete(
  client: ShopifyAdminClient,
  id: string,
): Promise<void> {
  const data = await client.request<{
    webhookSubscriptionDelete: {
      deletedWebhookSubscriptionId: string | null;
      userErrors: UserError[];
    };
  }>(
    `mutation webhookSubscriptionDelete($id: ID!) {
      webhookSubscriptionDelete(id: $id) {
        deletedWebhookSubscriptionId
        userErrors { field message }
      }
    }`,
    { id },
  );
  assertNoUserErrors('webhookSubscriptionDelete', data.webhookSubscriptionDelete.userErrors);
}
