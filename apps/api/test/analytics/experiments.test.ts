// The experiments endpoint against the real server (README "Experiments"): events of two
// experiments that share a strategy, events of that strategy outside any experiment, a duplicate,
// and orders (attributed to one arm, to two arms, cancelled, too late, outside experiments), rolled
// up by the job, give exactly the numbers worked out by hand below: per arm views, add-to-carts,
// orders, revenue, intervals, the z-test against the control and the leader.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wilsonInterval } from '@vendy/client/domain';
import type { Database } from '../../src/db/connection';
import {
  experimentItems,
  experiments,
  storeOrderLines,
  storeOrders,
  strategies,
  virtualVideos,
} from '../../src/db/schema';
import { mintAnalyticsToken } from '../../src/modules/analytics';
import { rollUpFresh } from '../../src/modules/analytics/rollup';
import { appendEntry } from '../../src/modules/billing/history';
import { createCast, type Cast } from '../groups/fixtures';
import { startTestServer, type TestServer } from '../harness/server';
import { event, H0, insertEvents } from './fixtures';
import type { AnalyticsEventRow } from '../../src/db/schema';

let server: TestServer;
let db: Database;
let cast: Cast;
let token: string;
const DAY = 24 * 3_600_000;
const RANGE = { from: H0.toISOString(), to: new Date(H0.getTime() + 8 * DAY).toISOString() };
const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const minutes = (m: number) => new Date(H0.getTime() + m * 60_000);

const id = {
  s1: '5a000000-0000-4000-8000-000000000001',
  s2: '5a000000-0000-4000-8000-000000000002',
  s3: '5a000000-0000-4000-8000-000000000003',
  x1: 'e0000000-0000-4000-8000-000000000001',
  x2: 'e0000000-0000-4000-8000-000000000002',
  x3: 'e0000000-0000-4000-8000-000000000003',
  xB: 'e0000000-0000-4000-8000-0000000000bb',
};
let orderCount = 0;

async function api(path: string) {
  const response = await fetch(`${server.url}/analytics/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
}

/**
 * `views` playbacks of an arm (experiment, strategy); the first `carts` of them add to the cart
 * once each. Returns the add-to-carts' events.
 */
function arm(
  groupId: string,
  experimentId: string | null,
  strategyId: string,
  views: number,
  carts: number,
  rows: AnalyticsEventRow[],
): AnalyticsEventRow[] {
  const added: AnalyticsEventRow[] = [];
  for (let i = 0; i < views; i++) {
    const viewId = randomUUID();
    const on = { viewId, experimentId, strategyId, videoId: null };
    rows.push(event(groupId, { type: 'view', occurredAt: minutes(i % 50), ...on }));
    if (i < carts) {
      const cart = event(groupId, {
        type: 'add-to-cart',
        occurredAt: minutes((i % 50) + 1),
        productId: '7000000001',
        ...on,
      });
      rows.push(cart);
      added.push(cart);
    }
  }
  return added;
}

async function order(
  groupId: string,
  createdAt: Date,
  lines: Array<{ price: number; quantity: number; refunded?: number; cart: AnalyticsEventRow }>,
  options: { cancelled?: boolean; currency?: string } = {},
) {
  orderCount += 1;
  const [row] = await db
    .insert(storeOrders)
    .values({
      groupId,
      shop: 'acme.myshopify.com',
      shopifyOrderId: String(5000 + orderCount),
      name: `#${5000 + orderCount}`,
      currency: options.currency ?? 'USD',
      totalCents: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
      refundedCents: 0,
      orderCreatedAt: createdAt,
      cancelledAt: options.cancelled ? createdAt : null,
    })
    .returning();
  await db.insert(storeOrderLines).values(
    lines.map((line, index) => ({
      orderId: row!.id,
      groupId,
      lineItemId: `x${orderCount}-${index}`,
      productId: '7000000001',
      title: 'Tee',
      quantity: line.quantity,
      priceCents: line.price,
      refundedQuantity: line.refunded ?? 0,
      vendyEventId: line.cart.eventId,
    })),
  );
}

async function experiment(
  groupId: string,
  experimentId: string,
  title: string,
  createdAt: Date,
  items: Array<[strategyId: string, percentage: number]>,
) {
  const [video] = await db
    .insert(virtualVideos)
    .values({ groupId, title: `${title} video` })
    .returning();
  await db
    .insert(experiments)
    .values({ id: experimentId, groupId, title, virtualVideoId: video!.id, createdAt });
  if (items.length > 0) {
    await db.insert(experimentItems).values(
      items.map(([strategyId, rangePercentage], rank) => ({
        experimentId,
        strategyId,
        rank,
        rangePercentage,
      })),
    );
  }
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  cast = await createCast(server);
  const A = cast.groupA;
  await appendEntry(db, { groupId: A, planId: 'standard', status: 'ACTIVE', freeTrialDays: 0 });
  await db.insert(strategies).values([
    { id: id.s1, groupId: A, title: 'Control banners' },
    { id: id.s2, groupId: A, title: 'Bold banners' },
    { id: id.s3, groupId: A, title: 'Late banners' },
  ]);
  // Created in this order on purpose: the answer lists experiments oldest first.
  await experiment(A, id.x1, 'Hero video test', minutes(-120), [
    [id.s1, 50],
    [id.s2, 50],
  ]);
  // s2 runs here too: its views and orders here must not reach x1's s2 arm (nor the reverse).
  await experiment(A, id.x2, 'Second test', minutes(-60), [
    [id.s2, 70],
    [id.s3, 30],
  ]);
  await experiment(A, id.x3, 'Empty test', minutes(-30), []);
  await db.insert(strategies).values({ id: randomUUID(), groupId: cast.groupB, title: 'B' });
  await experiment(cast.groupB, id.xB, 'Other group', minutes(-30), []);

  const rows: AnalyticsEventRow[] = [];
  const x1s1 = arm(A, id.x1, id.s1, 100, 15, rows);
  const x1s2 = arm(A, id.x1, id.s2, 100, 30, rows);
  const x2s2 = arm(A, id.x2, id.s2, 20, 2, rows);
  arm(A, id.x2, id.s3, 10, 1, rows);
  // s1 placed without an experiment: counts for the strategy, in no arm.
  const bare = arm(A, null, id.s1, 5, 5, rows);
  // An add-to-cart sent twice counts once.
  rows.push({ ...x1s1[0]! });
  // The 30th add-to-cart moves into the first one's playback (still 30 add-to-carts): x1s2[0]
  // and x1s2[29] share one playback for the revenue per view.
  x1s2[29]!.viewId = x1s2[0]!.viewId;
  await insertEvents(db, rows);

  const day = (n: number) => new Date(H0.getTime() + n * DAY);
  // Two arms of x1 in one order: s2 gets 2000 + 1000, s1 gets 500 × (2 − 1 refunded).
  await order(A, day(1), [
    { price: 2000, quantity: 1, cart: x1s2[0]! },
    { price: 1000, quantity: 1, cart: x1s2[1]! },
    { price: 500, quantity: 2, refunded: 1, cart: x1s1[0]! },
  ]);
  // The same playback as x1s2[0]: that playback's revenue is 5000.
  await order(A, day(2), [{ price: 3000, quantity: 1, cart: x1s2[29]! }]);
  // Cancelled, and one second past the 7 days: nowhere.
  await order(A, day(1), [{ price: 9900, quantity: 1, cart: x1s2[2]! }], { cancelled: true });
  await order(A, new Date(x1s2[3]!.occurredAt.getTime() + 7 * DAY + 1000), [
    { price: 4400, quantity: 1, cart: x1s2[3]! },
  ]);
  // s2 in the second experiment, paid in euros.
  await order(A, day(3), [{ price: 800, quantity: 1, cart: x2s2[0]! }], { currency: 'EUR' });
  // s1 outside any experiment: no arm.
  await order(A, day(1), [{ price: 700, quantity: 1, cart: bare[0]! }]);

  for (;;) if ((await rollUpFresh(db, { settleSeconds: 0 })).ran) break;
  token = mintAnalyticsToken(server.app.services.config.sessionSecret, {
    groupId: A,
    userId: cast.olivia.id,
  }).token;
});
afterAll(() => server?.close());

describe('the experiments endpoint', () => {
  it('gives each arm its own views, add-to-carts, orders and revenue, and tests it against the control', async () => {
    const { status, body } = await api(`experiments?${query(RANGE)}`);
    expect(status).toBe(200);
    expect(body.range).toEqual({ from: RANGE.from, to: '2026-03-10T10:00:00.000Z' });
    expect(body.experiments.map((e: { experimentId: string }) => e.experimentId)).toEqual([
      id.x1,
      id.x2,
      id.x3,
    ]);
    const [x1, x2, x3] = body.experiments;
    expect(x1).toMatchObject({
      title: 'Hero video test',
      instagramFeedId: null,
      currency: 'USD',
      leaderStrategyId: id.s2,
    });
    expect(x1.virtualVideoId).toEqual(expect.any(String));
    // Control: 100 views, 15 add-to-carts (the resent one once); order 1 with 500 × (2 − 1).
    // Revenue per view: values 500 and 99 × 0: mean 5, s² = (500² − 500²/100)/99 = 2500,
    // 1.959964 · √(2500/100) = 9.79982.
    expect(x1.arms[0]).toEqual({
      strategyId: id.s1,
      title: 'Control banners',
      rank: 0,
      rangePercentage: 50,
      views: 100,
      addToCarts: 15,
      addToCartRate: 0.15,
      addToCartInterval: wilsonInterval(15, 100),
      attributedOrders: 1,
      attributedRevenueCents: 500,
      orderRate: 0.01,
      orderInterval: wilsonInterval(1, 100),
      revenuePerViewCents: 5,
      revenuePerViewInterval: { low: 0, high: expect.closeTo(14.79982, 4) },
      versusControl: null,
    });
    // s2 in x1: 100 views, 30 add-to-carts; orders 1 and 2 (the cancelled and the late one do
    // not count; the euro order belongs to x2). Playbacks: 2000 + 3000 = 5000 and 1000.
    // mean 60, s² = (5000² + 1000² − 6000²/100)/99 = 25 640 000/99, margin 99.74463.
    // Against 15/100: pooled 0.225, z = 0.15/0.0590551 = 2.54, p = 0.011085 < 0.05.
    expect(x1.arms[1]).toEqual({
      strategyId: id.s2,
      title: 'Bold banners',
      rank: 1,
      rangePercentage: 50,
      views: 100,
      addToCarts: 30,
      addToCartRate: 0.3,
      addToCartInterval: wilsonInterval(30, 100),
      attributedOrders: 2,
      attributedRevenueCents: 6000,
      orderRate: 0.02,
      orderInterval: wilsonInterval(2, 100),
      revenuePerViewCents: 60,
      revenuePerViewInterval: { low: 0, high: expect.closeTo(159.74463, 4) },
      versusControl: {
        addToCartRateDifference: expect.closeTo(0.15, 10),
        pValue: expect.closeTo(0.011085, 5),
        significant: true,
      },
    });
    // x2: s2 is the control here with its own 20 views (not 120) and the euro order; s3 has the
    // same rate (1/10 = 2/20): no difference, p = 1, no leader.
    expect(x2).toMatchObject({ title: 'Second test', currency: 'EUR', leaderStrategyId: null });
    expect(x2.arms).toEqual([
      expect.objectContaining({
        strategyId: id.s2,
        rank: 0,
        rangePercentage: 70,
        views: 20,
        addToCarts: 2,
        attributedOrders: 1,
        attributedRevenueCents: 800,
        revenuePerViewCents: 40,
        // s² = (800² − 800²/20)/19 = 32 000; 1.959964 · √(32 000/20) = 78.39856.
        revenuePerViewInterval: { low: 0, high: expect.closeTo(118.39856, 4) },
        versusControl: null,
      }),
      expect.objectContaining({
        strategyId: id.s3,
        title: 'Late banners',
        rank: 1,
        views: 10,
        addToCarts: 1,
        attributedOrders: 0,
        attributedRevenueCents: 0,
        revenuePerViewCents: 0,
        revenuePerViewInterval: { low: 0, high: 0 },
        versusControl: { addToCartRateDifference: 0, pValue: 1, significant: false },
      }),
    ]);
    expect(x3).toMatchObject({ title: 'Empty test', arms: [], currency: null });
    expect(x3.leaderStrategyId).toBeNull();
  });

  it('keeps the strategy breakdown whole: every use of a strategy, in experiments or not', async () => {
    const { body } = await api(`breakdown?${query({ ...RANGE, dimension: 'strategy' })}`);
    const rows = new Map(
      body.rows.map((row: { key: string; views: number; addToCarts: number }) => [
        row.key,
        [row.views, row.addToCarts],
      ]),
    );
    expect(rows.get(id.s1)).toEqual([105, 20]);
    expect(rows.get(id.s2)).toEqual([120, 32]);
    expect(rows.get(id.s3)).toEqual([10, 1]);
  });

  it('gives arms without views no rates and no test in a period without events', async () => {
    const later = new Date(H0.getTime() + 30 * DAY);
    const { body } = await api(
      `experiments?${query({ from: later.toISOString(), to: new Date(later.getTime() + DAY).toISOString() })}`,
    );
    const [x1] = body.experiments;
    expect(x1.arms[1]).toMatchObject({
      views: 0,
      addToCartRate: null,
      addToCartInterval: null,
      revenuePerViewCents: null,
      revenuePerViewInterval: null,
      versusControl: null,
    });
    expect(x1.leaderStrategyId).toBeNull();
    expect(x1.currency).toBeNull();
  });

  it('refuses bad parameters like the other endpoints', async () => {
    const { status, body } = await api(`experiments?${query({ from: RANGE.to, to: RANGE.from })}`);
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'from must be before to.' });
    expect((await api('experiments')).status).toBe(400);
  });
});
