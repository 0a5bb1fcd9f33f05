// What the analytics module reads: a group's orders with their lines. Group-scoped: an order of
// another group is never returned.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { isUuid } from '../../db/ids';
import { storeOrderLines, storeOrders } from '../../db/schema';

export type StoreOrderRow = typeof storeOrders.$inferSelect;
export type StoreOrderLineRow = typeof storeOrderLines.$inferSelect;

export interface StoreOrder extends StoreOrderRow {
  /** In the order Shopify listed them. */
  lines: StoreOrderLineRow[];
}

async function withLines(db: Database, orders: StoreOrderRow[]): Promise<StoreOrder[]> {
  if (orders.length === 0) return [];
  const lines = await db
    .select()
    .from(storeOrderLines)
    .where(
      inArray(
        storeOrderLines.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(storeOrderLines.id));
  const byOrder = new Map<string, StoreOrderLineRow[]>(orders.map((order) => [order.id, []]));
  for (const line of lines) byOrder.get(line.orderId)?.push(line);
  return orders.map((order) => ({ ...order, lines: byOrder.get(order.id) ?? [] }));
}

/**
 * The group's orders created in [from, to), oldest first, with their lines; cancelled ones too
 * (cancelledAt set), for the reader to leave out.
 */
export async function listGroupOrders(
  db: Database,
  groupId: string,
  range: { from: Date; to: Date },
): Promise<StoreOrder[]> {
  if (!isUuid(groupId)) return [];
  const orders = await db
    .select()
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.groupId, groupId),
        gte(storeOrders.orderCreatedAt, range.from),
        lt(storeOrders.orderCreatedAt, range.to),
      ),
    )
    .orderBy(asc(storeOrders.orderCreatedAt), asc(storeOrders.id));
  return withLines(db, orders);
}

/** One of the group's orders (by its id in store_orders) with its lines, or null. */
export async function getGroupOrder(
  db: Database,
  groupId: string,
  orderId: string,
): Promise<StoreOrder | null> {
  if (!isUuid(groupId) || !isUuid(orderId)) return null;
  const [order] = await db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.groupId, groupId), eq(storeOrders.id, orderId)));
  return order ? ((await withLines(db, [order]))[0] ?? null) : null;
}
