// The analytics frame's data API against the real server: the scripted session and its orders
// give exactly the expected numbers (summary with the previous period, series, breakdowns, top
// products, attributed orders and an order's path), each group sees only its own data, and
// requests without a valid token, with an expired or tampered one, from a member who left or a
// group whose plan lost analytics, or from another origin are refused with a clear message; bad
// parameters get a 400 saying what to send.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_QUERY_MESSAGES, ratesOf } from '@vendy/client/domain';
import type { Database } from '../../src/db/connection';
import {
  groupUsers,
  sliderItems,
  sliderPages,
  sliders,
  storeOrderLines,
  storeOrders,
  virtualVideos,
  widgets,
} from '../../src/db/schema';
import { mintAnalyticsToken } from '../../src/modules/analytics';
import * as messages from '../../src/modules/analytics/messages';
import { rollUpFresh } from '../../src/modules/analytics/rollup';
import { appendEntry } from '../../src/modules/billing/history';
import { GetAnalyticsTokenDocument } from '../../../../packages/client/src/generated/graphql';
import { createCast, dataOf, type Cast } from '../groups/fixtures';
import { startTestServer, type TestServer } from '../harness/server';
import { event, EXPECTED, H0, H1, H2, ids, insertEvents, scriptedEvents } from './fixtures';

let server: TestServer;
let db: Database;
let cast: Cast;
let tokenA: string;
let tokenB: string;
let cartEventId: string;
let p1: string;
const orderIds: Record<string, string> = {};

const DAY = 24 * 3_600_000;
const RANGE = { from: H0.toISOString(), to: new Date(H0.getTime() + 8 * DAY).toISOString() };

async function api(path: string, token: string | null, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/analytics/api/${path}`, {
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function tokenOf(gql: Cast['as']['owner']): Promise<string> {
  const data = dataOf(
    await gql<{ getAnalyticsToken: { accessToken: string } }>(GetAnalyticsTokenDocument.toString()),
  );
  return data.getAnalyticsToken.accessToken;
}

async function order(
  key: string,
  groupId: string,
  createdAt: Date,
  lines: Array<{
    price: number;
    quantity: number;
    refunded?: number;
    cart?: string;
    viewer?: string;
  }>,
  options: { refundedCents?: number; cancelled?: boolean } = {},
) {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const [row] = await db
    .insert(storeOrders)
    .values({
      groupId,
      shop: 'acme.myshopify.com',
      shopifyOrderId: String(1000 + Object.keys(orderIds).length),
      name: `#${1001 + Object.keys(orderIds).length}`,
      currency: 'USD',
      totalCents: total,
      refundedCents: options.refundedCents ?? 0,
      orderCreatedAt: createdAt,
      cancelledAt: options.cancelled ? createdAt : null,
    })
    .returning();
  orderIds[key] = row!.id;
  await db.insert(storeOrderLines).values(
    lines.map((line, index) => ({
      orderId: row!.id,
      groupId,
      lineItemId: `${key}-${index}`,
      productId: line.cart ? ids.product1 : '7000000009',
      title: 'Tee',
      quantity: line.quantity,
      priceCents: line.price,
      refundedQuantity: line.refunded ?? 0,
      vendyEventId: line.cart ?? null,
      vendyAnonymousId: line.viewer ?? null,
    })),
  );
}

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  cast = await createCast(server);
  for (const groupId of [cast.groupA, cast.groupB]) {
    await appendEntry(db, { groupId, planId: 'standard', status: 'ACTIVE', freeTrialDays: 0 });
  }
  const rows = scriptedEvents(cast.groupA, cast.groupB);
  await insertEvents(db, rows);
  const cart = rows.find((row) => row.type === 'add-to-cart')!;
  cartEventId = cart.eventId;
  p1 = cart.viewId!;
  const at = cart.occurredAt;
  // Attributed: exactly 7 days after the add-to-cart; one of its two units refunded.
  await order(
    'attributed',
    cast.groupA,
    new Date(at.getTime() + 7 * DAY),
    [
      { price: 2000, quantity: 2, refunded: 1, cart: cartEventId },
      { price: 500, quantity: 1 },
    ],
    { refundedCents: 2000 },
  );
  // One second too late: store revenue only.
  await order('late', cast.groupA, new Date(at.getTime() + 7 * DAY + 1000), [
    { price: 1000, quantity: 1, cart: cartEventId },
  ]);
  // Before the add-to-cart: store revenue only.
  await order('before', cast.groupA, new Date(at.getTime() - 60_000), [
    { price: 700, quantity: 1, cart: cartEventId },
  ]);
  // Cancelled: counts nowhere.
  await order(
    'cancelled',
    cast.groupA,
    new Date(at.getTime() + DAY),
    [{ price: 9900, quantity: 1, cart: cartEventId }],
    { cancelled: true },
  );
  // Another group's order naming A's add-to-cart: not attributed to anyone.
  await order('foreign', cast.groupB, new Date(at.getTime() + DAY), [
    { price: 5000, quantity: 1, cart: cartEventId },
  ]);
  // Group B, 40 days on: a shopper who consented (anonymousId) viewed another video 2 days before
  // the add-to-cart's playback, and another one 8 days before the order (outside the path).
  const shopper = 'anon-shopper-1';
  const orderAt = new Date(H0.getTime() + 40 * DAY);
  const bPlayback = randomUUID();
  const b = (daysBefore: number, fields: Parameters<typeof event>[1]) =>
    event(cast.groupB, {
      anonymousId: shopper,
      ...fields,
      occurredAt: new Date(orderAt.getTime() - daysBefore * DAY),
    });
  const consented = [
    b(8, { type: 'view', viewId: randomUUID(), occurredAt: orderAt }),
    b(2, { type: 'view', viewId: randomUUID(), videoId: ids.video2, occurredAt: orderAt }),
    b(1, { type: 'view', viewId: bPlayback, occurredAt: orderAt }),
    b(0.9, {
      type: 'add-to-cart',
      viewId: bPlayback,
      productId: ids.product1,
      occurredAt: orderAt,
    }),
  ];
  await insertEvents(db, consented);
  await order('consented', cast.groupB, orderAt, [
    { price: 1500, quantity: 1, cart: consented[3]!.eventId },
  ]);
  // Group B, 50 days on: the add-to-cart carries no viewer (its playback began before consent),
  // but the order does: the cart attribute the store loader wrote, on the order's lines.
  const viewer = 'anon-shopper-2';
  const viewerOrderAt = new Date(H0.getTime() + 50 * DAY);
  const viewerPlayback = randomUUID();
  const v = (daysBefore: number, fields: Omit<Parameters<typeof event>[1], 'occurredAt'>) =>
    event(cast.groupB, {
      ...fields,
      occurredAt: new Date(viewerOrderAt.getTime() - daysBefore * DAY),
    });
  const withAttribute = [
    v(3, { type: 'view', viewId: randomUUID(), videoId: ids.video2, anonymousId: viewer }),
    v(0.5, { type: 'view', viewId: viewerPlayback }),
    v(0.4, { type: 'add-to-cart', viewId: viewerPlayback, productId: ids.product1 }),
    // Someone else's view the same day: not on this order's path.
    v(0.3, { type: 'view', viewId: randomUUID(), anonymousId: 'anon-someone-else' }),
  ];
  await insertEvents(db, withAttribute);
  await order('cartAttribute', cast.groupB, viewerOrderAt, [
    { price: 1200, quantity: 1, cart: withAttribute[2]!.eventId, viewer },
  ]);
  for (;;) if ((await rollUpFresh(db, { settleSeconds: 0 })).ran) break;
  tokenA = await tokenOf(cast.as.owner);
  tokenB = await tokenOf(cast.as.outsider);
});
afterAll(() => server?.close());

describe('the analytics data API', () => {
  it('sums up the period against the previous one of the same length', async () => {
    const { status, body } = await api(`summary?${query(RANGE)}`, tokenA);
    expect(status).toBe(200);
    expect(body.range).toEqual({
      from: '2026-03-02T10:00:00.000Z',
      to: '2026-03-10T10:00:00.000Z',
    });
    expect(body.previousRange).toEqual({
      from: '2026-02-22T10:00:00.000Z',
      to: '2026-03-02T10:00:00.000Z',
    });
    expect(body.current).toMatchObject({ ...EXPECTED.total, ...ratesOf(EXPECTED.total) });
    expect(body.current.orders).toEqual({
      attributedOrders: 1,
      attributedRevenueCents: 2000,
      storeRevenueCents: 2000 + 500 + 1000 + 700,
      revenueShare: 2000 / 4200,
      averageOrderValueCents: 4500 - 2000,
      currency: 'USD',
    });
    expect(body.current.intervals.viewRate.low).toBeLessThan(0.5);
    expect(body.previous).toMatchObject({ views: 0, impressions: 0, viewRate: null });
    expect(body.change.views).toBeNull();
  });

  it('gives a point for every hour or day, empty ones included', async () => {
    const hours = await api(
      `series?${query({ from: H0.toISOString(), to: H2.toISOString(), bucket: 'hour' })}`,
      tokenA,
    );
    expect(hours.status).toBe(200);
    expect(hours.body.points).toHaveLength(2);
    expect(hours.body.points[1]).toMatchObject({ start: H1.toISOString(), ...EXPECTED.secondHour });
    const days = await api(`series?${query({ ...RANGE, bucket: 'day' })}`, tokenA);
    expect(days.body.points).toHaveLength(9);
    expect(days.body.points[0]).toMatchObject({ start: '2026-03-02T00:00:00.000Z', views: 3 });
    expect(days.body.points[1]).toMatchObject({ views: 0, impressions: 0 });
  });

  it('names the layouts it can: a layout of the group, and an item of its public slider page', async () => {
    const [video] = await db
      .insert(virtualVideos)
      .values({ groupId: cast.groupA, title: 'Weekend edit' })
      .returning();
    const [page] = await db
      .insert(sliderPages)
      .values({ groupId: cast.groupA, title: 'Spring looks', slug: 'spring-looks' })
      .returning();
    const [slider] = await db
      .insert(sliders)
      .values({ pageId: page!.id, title: 'New arrivals', rank: 0 })
      .returning();
    try {
      // layout1 is a layout of group A; layout2 the item of group A's slider page the frame named.
      await db.insert(widgets).values({
        id: ids.layout1,
        groupId: cast.groupA,
        title: 'Spring layout',
        type: 'LANDSCAPE',
      });
      await db
        .insert(sliderItems)
        .values({ id: ids.layout2, sliderId: slider!.id, rank: 0, virtualVideoId: video!.id });
      const layouts = await api(`breakdown?${query({ ...RANGE, dimension: 'layout' })}`, tokenA);
      expect(layouts.body.rows.map((row: { key: string; title: string }) => row)).toEqual([
        expect.objectContaining({ key: ids.layout1, title: 'Spring layout' }),
        expect.objectContaining({
          key: ids.layout2,
          title: '“Weekend edit” on the slider page “Spring looks”',
        }),
      ]);
    } finally {
      await db.delete(widgets).where(eq(widgets.id, ids.layout1));
      await db.delete(sliderPages).where(eq(sliderPages.id, page!.id));
      await db.delete(virtualVideos).where(eq(virtualVideos.id, video!.id));
    }
  });

  it('breaks the numbers down per layout, video, feed and product', async () => {
    const layouts = await api(`breakdown?${query({ ...RANGE, dimension: 'layout' })}`, tokenA);
    expect(layouts.body.rows[0]).toMatchObject({ key: ids.layout1, ...EXPECTED.layout1 });
    expect(layouts.body.rows[1]).toMatchObject({ key: ids.layout2, views: 1, impressions: 1 });
    const videos = await api(`breakdown?${query({ ...RANGE, dimension: 'video' })}`, tokenA);
    expect(videos.body.rows.map((row: { key: string }) => row.key)).toEqual([
      ids.video1,
      ids.video2,
    ]);
    const feeds = await api(`breakdown?${query({ ...RANGE, dimension: 'feed' })}`, tokenA);
    expect(feeds.body.rows).toEqual([expect.objectContaining({ key: ids.feed1, impressions: 1 })]);
    // Nothing of these ids exists in the database: no titles.
    expect(layouts.body.rows.map((row: { title: unknown }) => row.title)).toEqual([null, null]);
    const top = await api(`top-products?${query(RANGE)}`, tokenA);
    expect(top.body.products).toEqual([
      expect.objectContaining({
        productId: ids.product1,
        addToCarts: 1,
        clicks: 1,
        attributedRevenueCents: 2000,
        attributedOrders: 1,
      }),
    ]);
  });

  it('lists the attributed orders and shows an order’s path', async () => {
    const list = await api(`orders?${query(RANGE)}`, tokenA);
    expect(list.body.orders).toEqual([
      expect.objectContaining({
        id: orderIds.attributed,
        netCents: 2500,
        attributedRevenueCents: 2000,
      }),
    ]);
    const path = await api(`orders/${orderIds.attributed}/path`, tokenA);
    expect(path.status).toBe(200);
    expect(path.body.addToCarts).toEqual([cartEventId]);
    expect(path.body.events.map((e: { type: string }) => e.type)).toEqual([
      'view',
      'play',
      'watch',
      'watch',
      'ended',
      'shop-now',
      'add-to-cart',
    ]);
    expect(path.body.events.every((e: { viewId: string }) => e.viewId === p1)).toBe(true);
    for (const other of ['late', 'cancelled', 'foreign']) {
      expect((await api(`orders/${orderIds[other]}/path`, tokenA)).status, other).toBe(404);
    }
    expect((await api(`orders/${randomUUID()}/path`, tokenA)).body).toEqual({
      error: messages.ORDER_NOT_FOUND,
    });
    expect((await api('orders/not-an-id/path', tokenA)).status).toBe(404);
  });

  it("shows each group only its own data, whatever the token's bearer asks for", async () => {
    const { body } = await api(`summary?${query(RANGE)}`, tokenB);
    expect(body.current).toMatchObject({ impressions: 1, views: 1, addToCarts: 0 });
    expect(body.current.orders).toMatchObject({ attributedOrders: 0, storeRevenueCents: 5000 });
    expect((await api(`orders/${orderIds.attributed}/path`, tokenB)).status).toBe(404);
  });

  it("adds the consenting shopper's other views of the 7 days before the order to its path", async () => {
    const path = await api(`orders/${orderIds.consented}/path`, tokenB);
    expect(path.status).toBe(200);
    expect(path.body.events.map((e: { type: string }) => e.type)).toEqual([
      'view',
      'view',
      'add-to-cart',
    ]);
    expect(path.body.events[0].videoId).toBe(ids.video2);
  });

  it("adds the views of the viewer the order carries (the store's cart attribute) to its path", async () => {
    const path = await api(`orders/${orderIds.cartAttribute}/path`, tokenB);
    expect(path.status).toBe(200);
    expect(
      path.body.events.map((e: { type: string; videoId: string | null }) => [e.type, e.videoId]),
    ).toEqual([
      ['view', ids.video2],
      ['view', null],
      ['add-to-cart', null],
    ]);
  });

  it('refuses bad parameters with a 400 saying what to send', async () => {
    const cases: Array<[string, string]> = [
      ['summary', ANALYTICS_QUERY_MESSAGES.badDate('from')],
      [
        `summary?${query({ from: 'soon', to: RANGE.to })}`,
        ANALYTICS_QUERY_MESSAGES.badDate('from'),
      ],
      [
        `summary?${query({ from: '2024-01-01', to: '2026-01-01' })}`,
        ANALYTICS_QUERY_MESSAGES.tooLong,
      ],
      [`summary?${query({ from: RANGE.to, to: RANGE.from })}`, ANALYTICS_QUERY_MESSAGES.order],
      [
        `series?${query({ ...RANGE, from: '2026-03-02T10:15:00Z' })}`,
        ANALYTICS_QUERY_MESSAGES.wholeHour('from'),
      ],
      [`series?${query({ ...RANGE, bucket: 'minute' })}`, ANALYTICS_QUERY_MESSAGES.bucket],
      [`breakdown?${query({ ...RANGE, dimension: 'group' })}`, ANALYTICS_QUERY_MESSAGES.dimension],
      [`breakdown?${query(RANGE)}`, ANALYTICS_QUERY_MESSAGES.dimension],
      [`top-products?${query({ ...RANGE, limit: '1000' })}`, ANALYTICS_QUERY_MESSAGES.limit],
    ];
    for (const [path, error] of cases) {
      const response = await api(path, tokenA);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 400,
        body: { error },
      });
    }
    expect(await api('nothing-here', tokenA)).toMatchObject({
      status: 404,
      body: { error: messages.UNKNOWN_ENDPOINT },
    });
  });
});

describe('access to the data API', () => {
  const secret = () => server.app.services.config.sessionSecret;
  const summary = `summary?${query(RANGE)}`;

  it('gives members a token that lasts 15 minutes; anonymous visitors and admins get none', async () => {
    const before = Date.now();
    const data = dataOf(
      await cast.as.owner<{ getAnalyticsToken: { accessToken: string; expiresAt: string } }>(
        GetAnalyticsTokenDocument.toString(),
      ),
    );
    const expires = Date.parse(data.getAnalyticsToken.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect((await api(summary, data.getAnalyticsToken.accessToken)).status).toBe(200);
    const anonymous = await cast.as.anonymous(GetAnalyticsTokenDocument.toString());
    expect(anonymous.body.errors?.[0]?.message).toBe('You must be logged in.');
    const admin = await cast.as.admin(GetAnalyticsTokenDocument.toString());
    expect(admin.body.errors?.[0]?.message).toBe('You do not have permission to do this.');
  });

  it('needs a token, and refuses a malformed, tampered or foreign-secret one with 401', async () => {
    const none = await api(summary, null);
    expect(none).toMatchObject({ status: 401, body: { error: messages.MISSING_TOKEN } });
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(await api(summary, 'garbage')).toMatchObject({
      status: 401,
      body: { error: messages.INVALID_TOKEN },
    });
    // A's token rewritten to name group B keeps A's signature: invalid.
    const [version, body, signature] = tokenA.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { g: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, g: cast.groupB })).toString('base64url');
    expect(await api(summary, `${version}.${forged}.${signature}`)).toMatchObject({
      status: 401,
      body: { error: messages.INVALID_TOKEN },
    });
    const otherServer = mintAnalyticsToken(`${secret()}-elsewhere`, {
      groupId: cast.groupA,
      userId: cast.olivia.id,
    });
    expect((await api(summary, otherServer.token)).status).toBe(401);
  });

  it('refuses an expired token with 401 and says to open Analytics again', async () => {
    const old = mintAnalyticsToken(
      secret(),
      { groupId: cast.groupA, userId: cast.olivia.id },
      Date.now() - 16 * 60_000,
    );
    expect(await api(summary, old.token)).toMatchObject({
      status: 401,
      body: { error: messages.EXPIRED_TOKEN },
    });
  });

  it("refuses with 403 a token of someone who is not (or no longer) in the token's group", async () => {
    // Otto's token for group A, which he never belonged to (as if a token leaked across).
    const foreign = mintAnalyticsToken(secret(), { groupId: cast.groupA, userId: cast.otto.id });
    expect(await api(summary, foreign.token)).toMatchObject({
      status: 403,
      body: { error: messages.NOT_A_MEMBER },
    });
    const umasToken = await tokenOf(cast.as.user);
    expect((await api(summary, umasToken)).status).toBe(200);
    await db
      .delete(groupUsers)
      .where(and(eq(groupUsers.groupId, cast.groupA), eq(groupUsers.userId, cast.uma.id)));
    expect(await api(summary, umasToken)).toMatchObject({
      status: 403,
      body: { error: messages.NOT_A_MEMBER },
    });
  });

  it('refuses another origin with 403 and never sends CORS headers', async () => {
    const publicOrigin = new URL(server.app.services.config.publicUrl).origin;
    const own = await api(summary, tokenA, { origin: publicOrigin });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    expect(await api(summary, tokenA, { origin: 'https://attacker.example' })).toMatchObject({
      status: 403,
      body: { error: messages.FOREIGN_ORIGIN },
    });
    const preflight = await fetch(`${server.url}/analytics/api/summary`, {
      method: 'OPTIONS',
      headers: { origin: 'https://attacker.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(405);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses with 403 once the group’s plan no longer has analytics', async () => {
    await appendEntry(db, {
      groupId: cast.groupB,
      planId: 'starter',
      status: 'ACTIVE',
      freeTrialDays: 0,
    });
    expect(await api(summary, tokenB)).toMatchObject({
      status: 403,
      body: { error: messages.NO_ANALYTICS_PLAN },
    });
  });
});
