// Writing orders from Shopify's webhooks. Every write for one order runs in a transaction holding
// a lock on (shop, order id), so deliveries of the same order (a create and an update at once, a
// refund racing its order) apply one after the other. The same delivery twice changes nothing:
// orders are upserted by shop and order id, lines by line item id, refunds kept by refund id.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { storeOrderLines, storeOrderRefunds, storeOrders } from '../../db/schema';
import type { OrderInput, RefundInput } from './payload';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SaveResult =
  /** stale: the payload was older than the stored order (only the refunds it carries were kept). */
  | { saved: true; orderId: string; stale?: boolean }
  /** The shop's order is already stored for another group (the store changed hands). */
  | { saved: false; reason: 'other-group' };

async function lockOrder(tx: Tx, shop: string, shopifyOrderId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`store-order:${shop}:${shopifyOrderId}`}, 0))`,
  );
}

async function insertRefunds(
  tx: Tx,
  groupId: string,
  shop: string,
  refunds: readonly RefundInput[],
): Promise<void> {
  if (refunds.length === 0) return;
  await tx
    .insert(storeOrderRefunds)
    .values(
      refunds.map((refund) => ({
        groupId,
        shop,
        shopifyOrderId: refund.orderId,
        shopifyRefundId: refund.refundId,
        amountCents: refund.amountCents,
        lines: refund.lines,
        refundCreatedAt: refund.createdAt,
      })),
    )
    .onConflictDoNothing({ target: [storeOrderRefunds.shop, storeOrderRefunds.shopifyRefundId] });
}

/** The order's refunded money and each line's refunded units, from every refund kept for it. */
async function applyRefunds(
  tx: Tx,
  order: { id: string; shop: string; shopifyOrderId: string },
): Promise<void> {
  const refunds = await tx
    .select({ amountCents: storeOrderRefunds.amountCents, lines: storeOrderRefunds.lines })
    .from(storeOrderRefunds)
    .where(
      and(
        eq(storeOrderRefunds.shop, order.shop),
        eq(storeOrderRefunds.shopifyOrderId, order.shopifyOrderId),
      ),
    );
  const units = new Map<string, number>();
  for (const refund of refunds) {
    for (const line of refund.lines) {
      units.set(line.lineItemId, (units.get(line.lineItemId) ?? 0) + line.quantity);
    }
  }
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  await tx.update(storeOrders).set({ refundedCents }).where(eq(storeOrders.id, order.id));
  const lines = await tx
    .select({
      id: storeOrderLines.id,
      lineItemId: storeOrderLines.lineItemId,
      quantity: storeOrderLines.quantity,
      refundedQuantity: storeOrderLines.refundedQuantity,
    })
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, order.id));
  for (const line of lines) {
    const refundedQuantity = Math.min(line.quantity, units.get(line.lineItemId) ?? 0);
    if (refundedQuantity === line.refundedQuantity) continue;
    await tx
      .update(storeOrderLines)
      .set({ refundedQuantity })
      .where(eq(storeOrderLines.id, line.id));
  }
}

/**
 * orders/create, orders/updated, orders/cancelled: the order as Shopify now has it. Lines are
 * upserted by line item id (an order edit adds lines; Shopify keeps removed ones with their
 * quantity), and a cancellation is never undone by an older payload arriving late. A payload whose
 * `updated_at` is older than the stored one's (Shopify does not deliver in order) changes neither
 * the order nor its lines; the refunds it carries are still kept (each is kept once by its id).
 */
export async function saveOrder(
  db: Database,
  groupId: string,
  shop: string,
  order: OrderInput,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, shop, order.orderId);
    const now = new Date();
    const [row] = await tx
      .insert(storeOrders)
      .values({
        groupId,
        shop,
        shopifyOrderId: order.orderId,
        name: order.name,
        currency: order.currency,
        totalCents: order.totalCents,
        orderCreatedAt: order.createdAt,
        cancelledAt: order.cancelledAt,
        shopifyUpdatedAt: order.updatedAt,
        receivedAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [storeOrders.shop, storeOrders.shopifyOrderId],
        set: {
          name: order.name,
          currency: order.currency,
          totalCents: order.totalCents,
          orderCreatedAt: order.createdAt,
          cancelledAt: sql`coalesce(${storeOrders.cancelledAt}, excluded.cancelled_at)`,
          shopifyUpdatedAt: sql`coalesce(excluded.shopify_updated_at, ${storeOrders.shopifyUpdatedAt})`,
          updatedAt: now,
        },
        // An order stays with the group that received it, and an older version never replaces
        // a newer one (the same version again applies: it changes nothing).
        setWhere: and(
          eq(storeOrders.groupId, groupId),
          sql`(${storeOrders.shopifyUpdatedAt} is null or excluded.shopify_updated_at is null
            or excluded.shopify_updated_at >= ${storeOrders.shopifyUpdatedAt})`,
        ),
      })
      .returning({ id: storeOrders.id });
    if (!row) {
      const [stored] = await tx
        .select({ id: storeOrders.id, groupId: storeOrders.groupId })
        .from(storeOrders)
        .where(and(eq(storeOrders.shop, shop), eq(storeOrders.shopifyOrderId, order.orderId)));
      if (!stored || stored.groupId !== groupId)
        return { saved: false, reason: 'other-group' } as const;
      // Stale: the stored order is newer. Its refunds are facts of their own.
      await insertRefunds(tx, groupId, shop, order.refunds);
      await applyRefunds(tx, { id: stored.id, shop, shopifyOrderId: order.orderId });
      return { saved: true, orderId: stored.id, stale: true } as const;
    }
    if (order.lines.length > 0) {
      await tx
        .insert(storeOrderLines)
        .values(order.lines.map((line) => ({ ...line, orderId: row.id, groupId })))
        .onConflictDoUpdate({
          target: [storeOrderLines.orderId, storeOrderLines.lineItemId],
          set: {
            productId: sql`excluded.product_id`,
            variantId: sql`excluded.variant_id`,
            title: sql`excluded.title`,
            quantity: sql`excluded.quantity`,
            priceCents: sql`excluded.price_cents`,
            vendyEventId: sql`excluded.vendy_event_id`,
            vendyLayoutId: sql`excluded.vendy_layout_id`,
            vendyStrategyId: sql`excluded.vendy_strategy_id`,
            vendyAnonymousId: sql`excluded.vendy_anonymous_id`,
          },
        });
    }
    await insertRefunds(tx, groupId, shop, order.refunds);
    await applyRefunds(tx, { id: row.id, shop, shopifyOrderId: order.orderId });
    return { saved: true, orderId: row.id } as const;
  });
}

/**
 * refunds/create: kept once by its refund id. When its order is stored, the order's refunded
 * money and units follow at once; otherwise the refund waits for the order (saveOrder applies it).
 */
export async function saveRefund(
  db: Database,
  groupId: string,
  shop: string,
  refund: RefundInput,
): Promise<{ applied: boolean }> {
  return db.transaction(async (tx) => {
    await lockOrder(tx, shop, refund.orderId);
    await insertRefunds(tx, groupId, shop, [refund]);
    const [order] = await tx
      .select({ id: storeOrders.id, groupId: storeOrders.groupId })
      .from(storeOrders)
      .where(and(eq(storeOrders.shop, shop), eq(storeOrders.shopifyOrderId, refund.orderId)));
    if (!order || order.groupId !== groupId) return { applied: false };
    await applyRefunds(tx, { id: order.id, shop, shopifyOrderId: refund.orderId });
    return { applied: true };
  });
}

/** The stored order's currency, if any (a refund's amounts are in it). */
export async function orderCurrency(
  db: Database,
  shop: string,
  shopifyOrderId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ currency: storeOrders.currency })
    .from(storeOrders)
    .where(and(eq(storeOrders.shop, shop), eq(storeOrders.shopifyOrderId, shopifyOrderId)));
  return row?.currency ?? null;
}
