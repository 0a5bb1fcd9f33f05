// POST /webhooks/shopify/{topic}: Shopify's event deliveries, accepted only with a valid
// X-Shopify-Hmac-Sha256 of the raw body. Topics other modules consume (orders, refunds) are handed
// to them with the group of the shop's connected store.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJsonBody, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { shopifyApp, verifyWebhookHmac } from '../../providers/shopify';
import { findStoreByName, markUninstalled } from './service';

/** A signed delivery of a topic another module handles, for a shop connected to `groupId`. */
export interface ShopifyWebhookDelivery {
  topic: string;
  /** The shop's myshopify domain, lower-cased. */
  shop: string;
  groupId: string;
  /** The raw body (the handler parses and validates it). */
  body: Buffer;
}

export type ShopifyWebhookHandler = (
  deps: Pick<HttpRouteContext, 'db' | 'logger'>,
  delivery: ShopifyWebhookDelivery,
) => Promise<{ status: number; body: unknown }>;

declare module '../../services' {
  interface Services {
    /**
     * Handlers of webhook topics by topic ('orders/create'...), provided by the module that
     * consumes them (orders); stores imports none of them.
     */
    shopifyWebhookTopics?: Readonly<Record<string, ShopifyWebhookHandler>>;
  }
}

export const WEBHOOK_PATH = '/webhooks/shopify';

/** Mandatory privacy topics: Vendy keeps no customer data, so there is nothing to send or erase. */
const PRIVACY_TOPICS = new Set(['customers/data_request', 'customers/redact', 'shop/redact']);
/** Registered for analytics; acknowledged until analytics consumes them. */
const ACKNOWLEDGED_TOPICS = new Set(['carts/create', 'carts/update']);

/**
 * Hands a topic to its module when the shop's store is connected to a group. Deliveries for a
 * shop without one (unknown, uninstalled, not connected yet) are acknowledged and dropped, so
 * Shopify does not retry them.
 */
async function dispatch(
  handler: ShopifyWebhookHandler,
  res: ServerResponse,
  ctx: HttpRouteContext,
  delivery: Omit<ShopifyWebhookDelivery, 'groupId'>,
): Promise<void> {
  const store = delivery.shop ? await findStoreByName(ctx.db, delivery.shop) : null;
  const groupId = store && !store.uninstalledAt ? store.groupId : null;
  if (!groupId) {
    ctx.logger.info(
      { shop: delivery.shop, topic: delivery.topic },
      'shopify webhook for a shop connected to no group: nothing stored',
    );
    sendJsonBody(res, 200, { ok: true });
    return;
  }
  const answer = await handler(ctx, { ...delivery, groupId });
  sendJsonBody(res, answer.status, answer.body);
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: HttpRouteContext,
): Promise<void> {
  const topic = ctx.url.pathname.slice(WEBHOOK_PATH.length + 1);
  const body = await readBody(req, 5_000_000);
  if (
    !verifyWebhookHmac(body, req.headers['x-shopify-hmac-sha256'], shopifyApp(ctx.config).apiSecret)
  ) {
    sendJsonBody(res, 401, { error: 'Invalid signature.' });
    return;
  }
  const shopHeader = req.headers['x-shopify-shop-domain'];
  const shop = typeof shopHeader === 'string' ? shopHeader.toLowerCase() : '';
  const handler = ctx.shopifyWebhookTopics?.[topic];
  if (handler && Object.hasOwn(ctx.shopifyWebhookTopics ?? {}, topic)) {
    await dispatch(handler, res, ctx, { topic, shop, body });
    return;
  }
  if (topic === 'app/uninstalled') {
    const groupId = await markUninstalled(ctx.db, shop);
    if (groupId) {
      await ctx.storeHooks.onStoreUninstalled(ctx.db, groupId);
      // A paid plan ended with the app: the group's public answers (branding) change with it.
      ctx.publicCache.invalidateGroup(groupId);
    }
    ctx.logger.info({ shop, groupId }, 'shopify app uninstalled');
  } else if (PRIVACY_TOPICS.has(topic)) {
    ctx.logger.info({ shop, topic }, 'shopify privacy request: no customer data is stored');
  } else if (!ACKNOWLEDGED_TOPICS.has(topic)) {
    sendJsonBody(res, 404, { error: 'Unknown topic.' });
    return;
  }
  sendJsonBody(res, 200, { ok: true });
}

export const webhookRoutes: HttpRoute[] = [{ method: 'POST', path: `${WEBHOOK_PATH}/*`, handle }];
