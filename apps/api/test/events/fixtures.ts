// Groups, layouts and event bodies for the analytics ingest tests.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/connection';
import { groups, widgets } from '../../src/db/schema';

export async function createGroup(db: Database, name = 'Shop'): Promise<string> {
  const [group] = await db.insert(groups).values({ name }).returning({ id: groups.id });
  return group!.id;
}

/** A layout of the group (READY: published, so storefronts may send its events). */
export async function createLayout(
  db: Database,
  groupId: string,
  status: 'READY' | 'DRAFT' = 'READY',
): Promise<string> {
  const [widget] = await db
    .insert(widgets)
    .values({ groupId, title: 'Layout', type: 'PORTRAIT', status })
    .returning({ id: widgets.id });
  return widget!.id;
}

export function videoEvent(widgetId: string, extra: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    anonymousId: 'viewer-1',
    occurredAt: Date.now(),
    category: 'video',
    type: 'watch',
    widgetId,
    feedId: null,
    groupId: null,
    videoId: randomUUID(),
    strategyId: null,
    experimentId: null,
    videoPosition: '12.5',
    videoSecondsWatched: '10',
    videoSecondsElapsed: '11.25',
    ...extra,
  };
}

export function addToCartEvent(widgetId: string, extra: Record<string, unknown> = {}) {
  return {
    eventId: randomUUID(),
    anonymousId: 'viewer-1',
    occurredAt: Date.now(),
    category: 'product',
    type: 'add-to-cart',
    widgetId,
    feedId: null,
    groupId: null,
    videoId: randomUUID(),
    strategyId: randomUUID(),
    experimentId: randomUUID(),
    productId: randomUUID(),
    productTitle: 'Linen shirt',
    variantId: 'gid://shopify/ProductVariant/42',
    variantTitle: 'M / Blue',
    price: 49.5,
    vendor: 'Acme',
    productType: 'Shirts',
    quantity: 2,
    affiliateLinkId: null,
    url: null,
    ...extra,
  };
}

export interface PostResult {
  status: number;
  headers: Headers;
  body: { accepted?: number; rejected?: Array<{ index: number; error: string }>; error?: string };
}

export async function postEvents(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<PostResult> {
  const response = await fetch(`${url}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as PostResult['body']) : {},
  };
}

export async function countEvents(db: Database, groupId?: string): Promise<number> {
  const result = await db.execute<{ n: number }>(
    groupId === undefined
      ? sql`select count(*)::int as n from analytics_events`
      : sql`select count(*)::int as n from analytics_events where group_id = ${groupId}`,
  );
  return result.rows[0]!.n;
}
