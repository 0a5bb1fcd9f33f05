// POST /webhooks/shopify/{topic}: Shopify's event deliveries, accepted only with a valid
// X-Shopify-Hmac-Sha256 of the raw body.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJsonBody, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { shopifyApp, verifyWebhookHmac } from '../../providers/shopify';
import { markUninstalled } from './service';

export const WEBHOOK_PATH = '/webhooks/shopify';

/** Mandatory privacy topics: Vendy keeps no customer data, so there is nothing to send or erase. */
const PRIVACY_TOPICS = new Set(['customers/data_request', 'customers/redact', 'shop/redact']);
/** Registered for analytics; acknowledged until analytics consumes them. */
const ACKNOWLEDGED_TOPICS = new Set(['orders/create', 'carts/create', 'carts/update']);

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
