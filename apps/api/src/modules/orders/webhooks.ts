// The orders and refunds webhook topics. The stores module's webhook route has checked the
// signature and found the group of the shop's connected store; it hands the delivery here
// (modules/stores/webhook-routes.ts, `shopifyWebhookTopics`).
import { isSafeNumber, parse } from 'lossless-json';
import type { Database } from '../../db/connection';
import type { Logger } from '../../logger';
import { idOf, parseOrder, parseRefund, refundCurrency } from './payload';
import { orderCurrency, saveOrder, saveRefund } from './service';

export interface WebhookDelivery {
  topic: string;
  /** The shop's myshopify domain, lower-cased. */
  shop: string;
  groupId: string;
  body: Buffer;
}

export interface WebhookAnswer {
  status: number;
  body: unknown;
}

type Handler = (
  deps: { db: Database; logger: Logger },
  delivery: WebhookDelivery,
) => Promise<WebhookAnswer>;

const OK: WebhookAnswer = { status: 200, body: { ok: true } };
const malformed = (what: string): WebhookAnswer => ({
  status: 400,
  body: { error: `Malformed ${what}.` },
});

/**
 * The body as JSON, with integers past 2^53 kept exact as digit strings: Shopify's ids are 64-bit
 * (its reference payloads show ids like 820982911946154508), which JSON.parse would round.
 */
function json(body: Buffer): unknown {
  try {
    return parse(body.toString('utf8'), null, (value) =>
      isSafeNumber(value) ? Number(value) : value,
    );
  } catch {
    return undefined;
  }
}

const orderTopic: Handler = async ({ db, logger }, delivery) => {
  const order = parseOrder(json(delivery.body));
  if (!order) {
    logger.warn({ shop: delivery.shop, topic: delivery.topic }, 'malformed order webhook');
    return malformed('order');
  }
  if (order.skippedRefunds > 0) {
    logger.warn(
      { shop: delivery.shop, order: order.orderId, skipped: order.skippedRefunds },
      'order webhook: unreadable refunds left out',
    );
  }
  const result = await saveOrder(db, delivery.groupId, delivery.shop, order);
  if (!result.saved) {
    logger.warn(
      { shop: delivery.shop, groupId: delivery.groupId, order: order.orderId },
      'order webhook: the order belongs to another group; nothing changed',
    );
  } else if (result.stale) {
    logger.info(
      { shop: delivery.shop, order: order.orderId, updatedAt: order.updatedAt },
      'order webhook: older than the stored order; only its refunds were kept',
    );
  }
  return OK;
};

const refundTopic: Handler = async ({ db, logger }, delivery) => {
  const payload = json(delivery.body);
  const orderId = idOf((payload as { order_id?: unknown } | null)?.order_id);
  const currency =
    (orderId && (await orderCurrency(db, delivery.shop, orderId))) ?? refundCurrency(payload);
  const refund = parseRefund(payload, currency);
  if (!refund) {
    logger.warn({ shop: delivery.shop, topic: delivery.topic }, 'malformed refund webhook');
    return malformed('refund');
  }
  const { applied } = await saveRefund(db, delivery.groupId, delivery.shop, refund);
  if (!applied) {
    // Kept: saveOrder applies it when the order arrives.
    logger.info({ shop: delivery.shop, order: refund.orderId }, 'refund kept before its order');
  }
  return OK;
};

/** Handlers by Shopify topic. */
export const ordersWebhookTopics: Readonly<Record<string, Handler>> = {
  'orders/create': orderTopic,
  'orders/updated': orderTopic,
  'orders/cancelled': orderTopic,
  'refunds/create': refundTopic,
};
