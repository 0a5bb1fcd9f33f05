// The sandbox store's orders: placed at its checkout from the shopper's cart, refunded from the
// order page, and told to the app as Shopify's REST webhooks do (orders/create, refunds/create)
// with Shopify's payload shapes: ids as numbers, money as decimal strings (a refund line's
// subtotal as a number), line-item properties as [{ name, value }].
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  sandboxShopifyOrders,
  type SandboxCartLine,
  type SandboxOrderLine,
  type SandboxRefund,
} from '../../../db/schema';
import type { SandboxContext } from '../context';
import { deliverTopic, type Delivery } from '../deliveries';
import { lineItems } from './cart-model';
import type { Storefront } from './shop';

export type SandboxOrder = typeof sandboxShopifyOrders.$inferSelect;

const CURRENCY = 'USD';
/** The first order of a shop is #1001, as on Shopify. */
const FIRST_NUMBER = 1001;

/** '19.99' from 1999. */
export function decimal(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const money = (cents: number) => ({
  shop_money: { amount: decimal(cents), currency_code: CURRENCY },
  presentment_money: { amount: decimal(cents), currency_code: CURRENCY },
});

/** The key of an order's page: only who placed the order (or holds its link) may open it. */
export function orderKey(ctx: SandboxContext, id: number): string {
  return createHmac('sha256', ctx.app.apiSecret)
    .update(`sandbox-order:${ctx.shop}:${id}`)
    .digest('base64url')
    .slice(0, 32);
}

export function orderName(order: Pick<SandboxOrder, 'number'>): string {
  return `#${order.number}`;
}

/** Units of each line already refunded. */
export function refundedUnits(order: SandboxOrder): Map<number, number> {
  const units = new Map<number, number>();
  for (const refund of order.refunds) {
    for (const line of refund.lines) {
      units.set(line.lineItemId, (units.get(line.lineItemId) ?? 0) + line.quantity);
    }
  }
  return units;
}

function lineItemPayload(line: SandboxOrderLine, refunded = 0) {
  return {
    id: line.lineItemId,
    admin_graphql_api_id: `gid://shopify/LineItem/${line.lineItemId}`,
    product_id: line.productId,
    variant_id: line.variantId,
    title: line.title,
    variant_title: line.variantTitle,
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    quantity: line.quantity,
    current_quantity: line.quantity - refunded,
    fulfillable_quantity: line.quantity - refunded,
    fulfillment_status: null,
    price: decimal(line.priceCents),
    price_set: money(line.priceCents),
    total_discount: '0.00',
    total_discount_set: money(0),
    discount_allocations: [],
    tax_lines: [],
    taxable: true,
    requires_shipping: true,
    gift_card: false,
    product_exists: true,
    properties: Object.entries(line.properties).map(([name, value]) => ({ name, value })),
  };
}

export function refundPayload(order: SandboxOrder, refund: SandboxRefund) {
  const byId = new Map(order.lines.map((line) => [line.lineItemId, line]));
  return {
    id: refund.id,
    admin_graphql_api_id: `gid://shopify/Refund/${refund.id}`,
    order_id: order.id,
    created_at: refund.createdAt,
    processed_at: refund.createdAt,
    note: null,
    restock: false,
    user_id: null,
    refund_line_items: refund.lines.map((line, index) => {
      const item = byId.get(line.lineItemId);
      return {
        id: refund.id * 100 + index + 1,
        line_item_id: line.lineItemId,
        quantity: line.quantity,
        restock_type: 'no_restock',
        location_id: null,
        subtotal: line.subtotalCents / 100,
        total_tax: 0,
        subtotal_set: money(line.subtotalCents),
        total_tax_set: money(0),
        ...(item ? { line_item: lineItemPayload(item) } : {}),
      };
    }),
    transactions: [
      {
        id: refund.id + 1,
        order_id: order.id,
        kind: 'refund',
        gateway: 'bogus',
        status: 'success',
        message: 'Bogus Gateway: Forced success',
        created_at: refund.createdAt,
        test: true,
        amount: decimal(refund.amountCents),
        currency: CURRENCY,
      },
    ],
    order_adjustments: [],
  };
}

/** The order as orders/create (and the REST Order resource) shows it. */
export function orderPayload(shop: string, order: SandboxOrder) {
  const refunded = order.refunds.reduce((sum, r) => sum + r.amountCents, 0);
  const units = refundedUnits(order);
  const status =
    refunded === 0 ? 'paid' : refunded >= order.totalCents ? 'refunded' : 'partially_refunded';
  const created = order.createdAt.toISOString();
  return {
    id: order.id,
    admin_graphql_api_id: `gid://shopify/Order/${order.id}`,
    name: orderName(order),
    order_number: order.number,
    number: order.number - FIRST_NUMBER + 1,
    email: null,
    test: true,
    source_name: 'web',
    created_at: created,
    processed_at: created,
    updated_at: order.updatedAt.toISOString(),
    cancelled_at: null,
    cancel_reason: null,
    closed_at: null,
    currency: CURRENCY,
    presentment_currency: CURRENCY,
    financial_status: status,
    fulfillment_status: null,
    subtotal_price: decimal(order.totalCents),
    total_line_items_price: decimal(order.totalCents),
    total_price: decimal(order.totalCents),
    total_price_set: money(order.totalCents),
    current_total_price: decimal(order.totalCents - refunded),
    current_total_price_set: money(order.totalCents - refunded),
    total_tax: '0.00',
    total_discounts: '0.00',
    taxes_included: false,
    order_status_url: `https://${shop}/orders/${order.id}`,
    note: null,
    // The cart's attributes, as Shopify lists them on the order.
    note_attributes: Object.entries(order.attributes).map(([name, value]) => ({ name, value })),
    line_items: order.lines.map((line) => lineItemPayload(line, units.get(line.lineItemId) ?? 0)),
    refunds: order.refunds.map((refund) => refundPayload(order, refund)),
  };
}

/**
 * Places an order with the cart's lines (those whose products are still for sale), or returns
 * null for an empty cart. Line item ids follow the order's id, as unique as Shopify's.
 */
export async function placeOrder(
  ctx: SandboxContext,
  sf: Storefront,
  cart: readonly SandboxCartLine[],
  attributes: Record<string, string> = {},
): Promise<SandboxOrder | null> {
  const items = lineItems(sf, cart);
  if (items.length === 0) return null;
  return ctx.db.transaction(async (tx) => {
    // One order number at a time per shop.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-orders:${ctx.shop}`}, 0))`,
    );
    const [last] = await tx
      .select({ number: sql<number>`max(${sandboxShopifyOrders.number})` })
      .from(sandboxShopifyOrders)
      .where(eq(sandboxShopifyOrders.shop, ctx.shop));
    const number = (last?.number ?? FIRST_NUMBER - 1) + 1;
    const total = items.reduce((sum, item) => sum + item.line_price, 0);
    const [row] = await tx
      .insert(sandboxShopifyOrders)
      .values({
        shop: ctx.shop,
        number,
        currency: CURRENCY,
        totalCents: total,
        lines: [],
        attributes,
      })
      .returning();
    if (!row) throw new Error('sandbox order insert returned nothing');
    const lines: SandboxOrderLine[] = items.map((item, index) => ({
      lineItemId: row.id * 1000 + index + 1,
      productId: item.product_id,
      variantId: item.variant_id,
      title: item.product_title,
      variantTitle: item.variant_title,
      quantity: item.quantity,
      priceCents: item.price,
      properties: item.properties,
    }));
    const [order] = await tx
      .update(sandboxShopifyOrders)
      .set({ lines })
      .where(eq(sandboxShopifyOrders.id, row.id))
      .returning();
    return order ?? null;
  });
}

export async function findOrder(ctx: SandboxContext, id: number): Promise<SandboxOrder | null> {
  const [row] = await ctx.db
    .select()
    .from(sandboxShopifyOrders)
    .where(and(eq(sandboxShopifyOrders.id, id), eq(sandboxShopifyOrders.shop, ctx.shop)));
  return row ?? null;
}

/**
 * Refunds `units` of each line (by line item id; at most what is left to refund): the money of
 * those units goes back. Returns the order and its new refund, or null when nothing is refunded.
 */
export async function refundOrder(
  ctx: SandboxContext,
  id: number,
  units: ReadonlyMap<number, number>,
): Promise<{ order: SandboxOrder; refund: SandboxRefund } | null> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(sandboxShopifyOrders)
      .where(and(eq(sandboxShopifyOrders.id, id), eq(sandboxShopifyOrders.shop, ctx.shop)))
      .for('update');
    if (!order) return null;
    const already = refundedUnits(order);
    const lines = order.lines.flatMap((line) => {
      const left = line.quantity - (already.get(line.lineItemId) ?? 0);
      const quantity = Math.min(left, units.get(line.lineItemId) ?? 0);
      return quantity > 0
        ? [{ lineItemId: line.lineItemId, quantity, subtotalCents: quantity * line.priceCents }]
        : [];
    });
    if (lines.length === 0) return null;
    const refund: SandboxRefund = {
      id: order.id * 1000 + 500 + order.refunds.length + 1,
      createdAt: new Date().toISOString(),
      amountCents: lines.reduce((sum, line) => sum + line.subtotalCents, 0),
      lines,
    };
    const [updated] = await tx
      .update(sandboxShopifyOrders)
      .set({ refunds: [...order.refunds, refund], updatedAt: new Date() })
      .where(eq(sandboxShopifyOrders.id, order.id))
      .returning();
    return updated ? { order: updated, refund } : null;
  });
}

export function deliverOrderCreated(ctx: SandboxContext, order: SandboxOrder): Promise<Delivery[]> {
  return deliverTopic(ctx, 'ORDERS_CREATE', orderPayload(ctx.shop, order));
}

/** A refund is told twice, as Shopify does: refunds/create, then orders/updated carrying it. */
export async function deliverRefundCreated(
  ctx: SandboxContext,
  order: SandboxOrder,
  refund: SandboxRefund,
): Promise<Delivery[]> {
  const created = await deliverTopic(ctx, 'REFUNDS_CREATE', refundPayload(order, refund));
  const updated = await deliverTopic(ctx, 'ORDERS_UPDATED', orderPayload(ctx.shop, order));
  return [...created, ...updated];
}
