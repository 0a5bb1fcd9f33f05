// Orders and attribution (README "Orders"): an order created in the period, not cancelled, with a
// line naming (`_vendy_event_id`) an add-to-cart of the same group made at most the group's
// attribution window (1, 7 or 30 days; settings.ts) before the order (and not after it). Add-to-carts are read from analytics_cart_adds (filled by the rollup
// job), never from the raw events; only an order's path reads raw events.
import { sql, type SQL } from 'drizzle-orm';
import {
  PLAYBACK_MAX_HOURS,
  type AttributedOrder,
  type DateRange,
  type OrderPathResponse as OrderPath,
  type OrderTotals,
  type PathEvent,
} from '@vendy/client/domain';

export type { AttributedOrder, OrderPath, OrderTotals, PathEvent };
import type { Database } from '../../db/connection';

export const NET_LINE = sql`l.price_cents * greatest(0, l.quantity - l.refunded_quantity)`;

/** Orders of the group created in the period and not cancelled, as `o`. */
export function ordersInPeriod(groupId: string, { from, to }: DateRange): SQL {
  return sql`o.group_id = ${groupId} and o.cancelled_at is null
    and o.order_created_at >= ${from.toISOString()}::timestamptz
    and o.order_created_at < ${to.toISOString()}::timestamptz`;
}

/** The add-to-cart `c` a line `l` of order `o` names, within the window of `windowDays` days. */
export function attributed(windowDays: number): SQL {
  const days = Math.trunc(windowDays);
  return sql`c.event_id = l.vendy_event_id and c.group_id = o.group_id
  and c.occurred_at <= o.order_created_at
  and c.occurred_at >= o.order_created_at - make_interval(days => ${days}::int)`;
}

export async function orderTotals(
  db: Database,
  groupId: string,
  range: DateRange,
  windowDays: number,
): Promise<OrderTotals> {
  const ATTRIBUTED = attributed(windowDays);
  const result = await db.execute<{
    attributed_orders: number | string;
    attributed_revenue: number | string;
    store_revenue: number | string;
    attributed_net: number | string;
    currency: string | null;
  }>(sql`
    with orders as (
      select o.id, o.total_cents - o.refunded_cents as net_cents, o.currency
      from store_orders o where ${ordersInPeriod(groupId, range)}
    ),
    attributed_lines as (
      select l.order_id, ${NET_LINE} as net
      from store_order_lines l
      join store_orders o on o.id = l.order_id
      join analytics_cart_adds c on ${ATTRIBUTED}
      where ${ordersInPeriod(groupId, range)}
    )
    select
      (select count(distinct order_id) from attributed_lines)::float8 as attributed_orders,
      (select coalesce(sum(net), 0) from attributed_lines)::float8 as attributed_revenue,
      (select coalesce(sum(${NET_LINE}), 0) from store_order_lines l
         join orders on orders.id = l.order_id)::float8 as store_revenue,
      (select coalesce(sum(net_cents), 0) from orders
         where id in (select order_id from attributed_lines))::float8 as attributed_net,
      (select min(currency) from orders) as currency`);
  const row = result.rows[0];
  const attributedOrders = Number(row?.attributed_orders ?? 0);
  const attributedRevenueCents = Number(row?.attributed_revenue ?? 0);
  const storeRevenueCents = Number(row?.store_revenue ?? 0);
  return {
    attributedOrders,
    attributedRevenueCents,
    storeRevenueCents,
    revenueShare: storeRevenueCents > 0 ? attributedRevenueCents / storeRevenueCents : null,
    averageOrderValueCents:
      attributedOrders > 0 ? Number(row?.attributed_net ?? 0) / attributedOrders : null,
    currency: row?.currency ?? null,
  };
}

/** The attributed orders of the period, newest first. */
export async function attributedOrders(
  db: Database,
  groupId: string,
  range: DateRange,
  limit: number,
  windowDays: number,
): Promise<AttributedOrder[]> {
  const ATTRIBUTED = attributed(windowDays);
  const result = await db.execute<{
    id: string;
    name: string;
    created_at: Date | string;
    currency: string;
    total_cents: number | string;
    refunded_cents: number | string;
    attributed: number | string;
  }>(sql`
    select o.id, o.name, o.order_created_at as created_at, o.currency, o.total_cents,
           o.refunded_cents, sum(${NET_LINE})::float8 as attributed
    from store_orders o
    join store_order_lines l on l.order_id = o.id
    join analytics_cart_adds c on ${ATTRIBUTED}
    where ${ordersInPeriod(groupId, range)}
    group by o.id
    order by o.order_created_at desc, o.id
    limit ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    currency: row.currency,
    totalCents: Number(row.total_cents),
    refundedCents: Number(row.refunded_cents),
    netCents: Number(row.total_cents) - Number(row.refunded_cents),
    attributedRevenueCents: Number(row.attributed),
  }));
}

export interface ProductRevenue {
  productId: string;
  attributedRevenueCents: number;
  attributedOrders: number;
}

/** Attributed revenue per product id, for the top products of the period. */
export async function productRevenue(
  db: Database,
  groupId: string,
  range: DateRange,
  windowDays: number,
): Promise<Map<string, ProductRevenue>> {
  const ATTRIBUTED = attributed(windowDays);
  const result = await db.execute<{
    product_id: string;
    revenue: number | string;
    orders: number | string;
  }>(sql`
    select l.product_id, sum(${NET_LINE})::float8 as revenue,
           count(distinct o.id)::float8 as orders
    from store_orders o
    join store_order_lines l on l.order_id = o.id
    join analytics_cart_adds c on ${ATTRIBUTED}
    where ${ordersInPeriod(groupId, range)} and l.product_id is not null
    group by l.product_id`);
  return new Map(
    result.rows.map((row) => [
      row.product_id,
      {
        productId: row.product_id,
        attributedRevenueCents: Number(row.revenue),
        attributedOrders: Number(row.orders),
      },
    ]),
  );
}

/**
 * One attributed order's path: the events of each attributed add-to-cart's playback, and, when the
 * shopper consented (an anonymousId was sent), that shopper's events in the window (the group's
 * attribution window) before the order. Null when the group has no such attributed order.
 */
export async function orderPath(
  db: Database,
  groupId: string,
  orderId: string,
  windowDays: number,
): Promise<OrderPath | null> {
  const ATTRIBUTED = attributed(windowDays);
  const orders = await db.execute<{
    id: string;
    name: string;
    created_at: Date | string;
    currency: string;
    total_cents: number | string;
    refunded_cents: number | string;
    attributed: number | string;
    cart_ids: string[];
    view_ids: Array<string | null>;
    anonymous_ids: Array<string | null>;
    order_viewers: Array<string | null> | null;
  }>(sql`
    select o.id, o.name, o.order_created_at as created_at, o.currency, o.total_cents,
           o.refunded_cents, sum(${NET_LINE})::float8 as attributed,
           array_agg(distinct c.event_id::text) as cart_ids,
           array_agg(distinct c.view_id::text) as view_ids,
           array_agg(distinct c.anonymous_id) as anonymous_ids,
           (select array_agg(distinct ol.vendy_anonymous_id) from store_order_lines ol
             where ol.order_id = o.id) as order_viewers
    from store_orders o
    join store_order_lines l on l.order_id = o.id
    join analytics_cart_adds c on ${ATTRIBUTED}
    where o.group_id = ${groupId} and o.id = ${orderId} and o.cancelled_at is null
    group by o.id`);
  const row = orders.rows[0];
  if (!row) return null;
  const createdAt = new Date(row.created_at);
  const viewIds = row.view_ids.filter((id): id is string => id !== null);
  // The shopper: the viewer of each attributed add-to-cart, and the viewer the order itself carries
  // (its lines' `_vendy_anonymous_id`, or the cart attribute the store loader wrote).
  const anonymousIds = [...new Set([...row.anonymous_ids, ...(row.order_viewers ?? [])])].filter(
    (id): id is string => id !== null,
  );
  const windowStart = new Date(
    createdAt.getTime() - (Math.trunc(windowDays) * 24 + PLAYBACK_MAX_HOURS) * 3_600_000,
  );
  // Drizzle writes an array as a list of parameters: ($1, $2...).
  const samePlayback = viewIds.length > 0 ? sql`view_id in ${viewIds}` : sql`false`;
  const sameShopper =
    anonymousIds.length > 0
      ? sql`(anonymous_id in ${anonymousIds}
            and occurred_at >= ${createdAt.toISOString()}::timestamptz
              - make_interval(days => ${Math.trunc(windowDays)}::int))`
      : sql`false`;
  const events = await db.execute<{
    event_id: string;
    type: string;
    occurred_at: Date | string;
    view_id: string | null;
    widget_id: string | null;
    feed_id: string | null;
    video_id: string | null;
    product_id: string | null;
    video_seconds_watched: number | null;
  }>(sql`
    select distinct on (event_id) event_id, type, occurred_at, view_id, widget_id, feed_id,
           video_id, product_id, video_seconds_watched
    from analytics_events
    where group_id = ${groupId}
      and occurred_at >= ${windowStart.toISOString()}::timestamptz
      and occurred_at <= ${createdAt.toISOString()}::timestamptz
      and (${samePlayback} or ${sameShopper})
    order by event_id, id
    limit 2000`);
  const path = events.rows
    .map((event) => ({
      eventId: event.event_id,
      type: event.type,
      occurredAt: new Date(event.occurred_at).toISOString(),
      viewId: event.view_id,
      layoutId: event.widget_id,
      feedId: event.feed_id,
      videoId: event.video_id,
      productId: event.product_id,
      secondsWatched: event.video_seconds_watched,
    }))
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt) || a.eventId.localeCompare(b.eventId));
  return {
    order: {
      id: row.id,
      name: row.name,
      createdAt: createdAt.toISOString(),
      currency: row.currency,
      totalCents: Number(row.total_cents),
      refundedCents: Number(row.refunded_cents),
      netCents: Number(row.total_cents) - Number(row.refunded_cents),
      attributedRevenueCents: Number(row.attributed),
    },
    addToCarts: row.cart_ids,
    events: path,
  };
}
