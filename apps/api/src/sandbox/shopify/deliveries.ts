// Webhook deliveries from the sandbox, signed like Shopify's (base64 HMAC-SHA256 of the raw body
// with the app secret) to the shop's subscriptions of a topic (deliverTopic: orders and refunds
// from the storefront's checkout), and POST /sandbox/shopify/{shop}/uninstall, which removes the app from a
// shop and delivers app/uninstalled.
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import {
  sandboxShopifyAppMetafields,
  sandboxShopifyInstalls,
  sandboxShopifySubscriptions,
  sandboxShopifyWebhooks,
} from '../../db/schema';
import { sendJsonBody } from '../../http/routes';
import { SHOPIFY_API_VERSION, signWebhookBody } from '../../providers/shopify';
import type { SandboxContext } from './context';

export interface Delivery {
  callbackUrl: string;
  /** HTTP status of the answer; 0 when the request failed. */
  status: number;
}

/** `APP_UNINSTALLED` → `app/uninstalled`. */
export function topicHeader(topic: string): string {
  const [resource = '', ...action] = topic.toLowerCase().split('_');
  return `${resource}/${action.join('_')}`;
}

export async function deliver(
  ctx: SandboxContext,
  callbackUrls: readonly string[],
  topic: string,
  payload: unknown,
): Promise<Delivery[]> {
  const body = JSON.stringify(payload);
  return Promise.all(
    callbackUrls.map(async (callbackUrl) => {
      try {
        const response = await fetch(callbackUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-topic': topicHeader(topic),
            'x-shopify-hmac-sha256': signWebhookBody(body, ctx.app.apiSecret),
            'x-shopify-shop-domain': ctx.shop,
            'x-shopify-api-version': SHOPIFY_API_VERSION,
            'x-shopify-webhook-id': randomUUID(),
            'x-shopify-triggered-at': new Date().toISOString(),
          },
          body,
          signal: AbortSignal.timeout(5_000),
        });
        await response.body?.cancel();
        return { callbackUrl, status: response.status };
      } catch (error) {
        ctx.logger.warn({ err: error, callbackUrl, topic }, 'shopify sandbox: delivery failed');
        return { callbackUrl, status: 0 };
      }
    }),
  );
}

/**
 * Delivers `payload` to every subscription of the shop to `topic` (its GraphQL name:
 * ORDERS_CREATE, REFUNDS_CREATE...), as Shopify does when the event happens.
 */
export async function deliverTopic(
  ctx: SandboxContext,
  topic: string,
  payload: unknown,
): Promise<Delivery[]> {
  const hooks = await ctx.db
    .select({ callbackUrl: sandboxShopifyWebhooks.callbackUrl })
    .from(sandboxShopifyWebhooks)
    .where(and(eq(sandboxShopifyWebhooks.shop, ctx.shop), eq(sandboxShopifyWebhooks.topic, topic)));
  return deliver(
    ctx,
    hooks.map((h) => h.callbackUrl),
    topic,
    payload,
  );
}

function shopPayload(shop: string) {
  return { id: 1, name: shop.split('.')[0], domain: shop, myshopify_domain: shop };
}

/**
 * The app leaves the shop: its token stops working, its subscriptions end, its webhook
 * subscriptions and app-data metafields are removed, and the app/uninstalled subscribers are told.
 */
export async function uninstall(res: ServerResponse, ctx: SandboxContext): Promise<void> {
  const callbackUrls = await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(sandboxShopifyInstalls)
      .where(eq(sandboxShopifyInstalls.shop, ctx.shop))
      .returning();
    if (removed.length === 0) return null;
    await tx
      .update(sandboxShopifySubscriptions)
      .set({ status: 'CANCELLED' })
      .where(
        and(
          eq(sandboxShopifySubscriptions.shop, ctx.shop),
          inArray(sandboxShopifySubscriptions.status, ['ACTIVE', 'PENDING', 'FROZEN']),
        ),
      );
    await tx
      .delete(sandboxShopifyAppMetafields)
      .where(eq(sandboxShopifyAppMetafields.shop, ctx.shop));
    const hooks = await tx
      .delete(sandboxShopifyWebhooks)
      .where(eq(sandboxShopifyWebhooks.shop, ctx.shop))
      .returning();
    return hooks.filter((h) => h.topic === 'APP_UNINSTALLED').map((h) => h.callbackUrl);
  });
  if (callbackUrls === null) {
    sendJsonBody(res, 404, { error: `The app is not installed on ${ctx.shop}.` });
    return;
  }
  const deliveries = await deliver(ctx, callbackUrls, 'APP_UNINSTALLED', shopPayload(ctx.shop));
  sendJsonBody(res, 200, { uninstalled: true, deliveries });
}
