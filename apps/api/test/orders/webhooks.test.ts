// Orders from Shopify's webhooks: orders/create, orders/updated, orders/cancelled and
// refunds/create, signed, for a shop connected to a group; what the analytics module then reads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  shopifyStores,
  storeOrderLines,
  storeOrderRefunds,
  storeOrders,
} from '../../src/db/schema';
import { createGroup } from '../../src/modules/groups/service';
import { getGroupOrder, listGroupOrders } from '../../src/modules/orders';
import { shopifyApp, signWebhookBody } from '../../src/providers/shopify';
import { createCast, type Cast } from '../stores/cast';
import {
  seedInstalledStore,
  startShopifyTestServer,
  type ShopifyTestServer,
} from '../stores/harness';
import { deliver, orderPayload, refundPayload, type OrderFixture } from './fixtures';

const SHOP_A = 'orders-a.myshopify.com';
const SHOP_B = 'orders-b.myshopify.com';
const LOOSE_SHOP = 'orders-loose.myshopify.com';
const EVENT_ID = '3F2504E0-4F89-41D3-9A0C-0305E82C3301';
const LAYOUT_ID = '6ba7b810-9dad-41d1-80b4-00c04fd430c8';
const STRATEGY_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

let server: ShopifyTestServer;
let cast: Cast;
let secret: string;
let nextId = 450789469;

beforeAll(async () => {
  server = await startShopifyTestServer();
  cast = await createCast(server);
  secret = shopifyApp(server.config).apiSecret;
  await seedInstalledStore(server, SHOP_A, cast.olivia.id, cast.groupA);
  await seedInstalledStore(server, SHOP_B, cast.otto.id, cast.groupB);
  // Installed, not connected to a group yet.
  await seedInstalledStore(server, LOOSE_SHOP, cast.olivia.id);
});
afterAll(() => server.close());

const db = () => server.database.db;
const send = (topic: string, shop: string, payload: unknown, options = {}) =>
  deliver(server.url, secret, topic, shop, payload, options);
const freshId = () => (nextId += 1000);

async function ordersOf(shop: string, shopifyOrderId: number | string) {
  return db()
    .select()
    .from(storeOrders)
    .where(eq(storeOrders.shopifyOrderId, String(shopifyOrderId)))
    .then((rows) => rows.filter((row) => row.shop === shop));
}

async function linesOf(orderId: string) {
  const lines = await db()
    .select()
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, orderId));
  return lines.sort((a, b) => a.lineItemId.localeCompare(b.lineItemId));
}

async function storedCounts() {
  const [orders, lines, refunds] = await Promise.all([
    db().select({ id: storeOrders.id }).from(storeOrders),
    db().select({ id: storeOrderLines.id }).from(storeOrderLines),
    db().select({ id: storeOrderRefunds.id }).from(storeOrderRefunds),
  ]);
  return { orders: orders.length, lines: lines.length, refunds: refunds.length };
}

function attributedOrder(id: number, extra: Partial<OrderFixture> = {}): OrderFixture {
  return {
    id,
    name: '#1001',
    total_price: '59.97',
    line_items: [
      {
        id: id + 1,
        product_id: 7513594,
        variant_id: 34505432,
        title: 'Aurora Scarf',
        quantity: 2,
        price: '19.99',
        properties: [
          { name: '_vendy_layout_id', value: LAYOUT_ID },
          { name: '_vendy_event_id', value: EVENT_ID },
          { name: '_vendy_strategy_id', value: STRATEGY_ID },
          { name: '_vendy_anonymous_id', value: 'anon_123-abc' },
          { name: 'Gift wrap', value: 'yes' },
        ],
      },
      { id: id + 2, title: 'Plain Socks', quantity: 1, price: '19.99' },
    ],
    ...extra,
  };
}

describe('signatures', () => {
  it('refuses a delivery without a valid signature and stores nothing', async () => {
    const before = await storedCounts();
    const payload = orderPayload(attributedOrder(freshId()));
    for (const topic of ['orders/create', 'orders/updated', 'orders/cancelled', 'refunds/create']) {
      expect((await send(topic, SHOP_A, payload, { hmac: 'bm90IGEgc2lnbmF0dXJl' })).status).toBe(
        401,
      );
      const other = signWebhookBody(JSON.stringify(payload), 'another secret');
      expect((await send(topic, SHOP_A, payload, { hmac: other })).status).toBe(401);
    }
    expect(await storedCounts()).toEqual(before);
  });
});

describe('orders/create', () => {
  it('stores the order with its lines, money in cents and the lines’ _vendy_* properties', async () => {
    const id = freshId();
    const response = await send('orders/create', SHOP_A, orderPayload(attributedOrder(id)));
    expect(response.status).toBe(200);
    const [order, ...others] = await ordersOf(SHOP_A, id);
    expect(others).toHaveLength(0);
    expect(order).toMatchObject({
      groupId: cast.groupA,
      shop: SHOP_A,
      name: '#1001',
      currency: 'USD',
      totalCents: 5997,
      refundedCents: 0,
      cancelledAt: null,
    });
    expect(order!.orderCreatedAt.toISOString()).toBe('2026-11-20T15:30:00.000Z');
    const lines = await linesOf(order!.id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      groupId: cast.groupA,
      lineItemId: String(id + 1),
      productId: '7513594',
      variantId: '34505432',
      title: 'Aurora Scarf',
      quantity: 2,
      priceCents: 1999,
      refundedQuantity: 0,
      vendyEventId: EVENT_ID.toLowerCase(),
      vendyLayoutId: LAYOUT_ID,
      vendyStrategyId: STRATEGY_ID,
      vendyAnonymousId: 'anon_123-abc',
    });
    expect(lines[1]).toMatchObject({
      title: 'Plain Socks',
      priceCents: 1999,
      vendyEventId: null,
      vendyLayoutId: null,
      vendyStrategyId: null,
      vendyAnonymousId: null,
    });
  });

  it('gives lines without their own viewer the one the cart attribute carries', async () => {
    const id = freshId();
    const payload = {
      ...orderPayload(attributedOrder(id)),
      note_attributes: [
        { name: 'Gift note', value: 'Happy birthday' },
        { name: '_vendy_anonymous_id', value: 'anon_cart-7' },
      ],
    };
    expect((await send('orders/create', SHOP_A, payload)).status).toBe(200);
    const [order] = await ordersOf(SHOP_A, id);
    const lines = await linesOf(order!.id);
    // The embed's line keeps the viewer of its own add-to-cart; the other line takes the cart's.
    expect(lines.map((line) => line.vendyAnonymousId)).toEqual(['anon_123-abc', 'anon_cart-7']);
    const malformed = freshId();
    const bad = {
      ...orderPayload(attributedOrder(malformed)),
      note_attributes: [{ name: '_vendy_anonymous_id', value: '<script>' }],
    };
    expect((await send('orders/create', SHOP_A, bad)).status).toBe(200);
    const [stored] = await ordersOf(SHOP_A, malformed);
    expect((await linesOf(stored!.id)).map((line) => line.vendyAnonymousId)).toEqual([
      'anon_123-abc',
      null,
    ]);
  });

  it('keeps 64-bit ids exact and stores malformed _vendy_* properties as null', async () => {
    const orderId = '820982911946154508';
    const lineId = '866550311766439020';
    const payload = orderPayload({ id: 1, line_items: [{ id: 1 }] });
    const raw = JSON.stringify({
      ...payload,
      line_items: [
        {
          ...payload.line_items[0],
          properties: [
            { name: '_vendy_event_id', value: 'not-a-uuid' },
            { name: '_vendy_layout_id', value: '6ba7b810-9dad-41d1-80b4' },
            { name: '_vendy_strategy_id', value: 'x'.repeat(65) },
            { name: '_vendy_anonymous_id', value: '<script>' },
          ],
        },
      ],
    })
      .replace('"id":1,', `"id":${orderId},`)
      .replace('"line_items":[{"id":1,', `"line_items":[{"id":${lineId},`);
    expect((await send('orders/create', SHOP_A, null, { raw })).status).toBe(200);
    const [order] = await ordersOf(SHOP_A, orderId);
    expect(order).toBeDefined();
    const [line] = await linesOf(order!.id);
    expect(line).toMatchObject({
      lineItemId: lineId,
      vendyEventId: null,
      vendyLayoutId: null,
      vendyStrategyId: null,
      vendyAnonymousId: null,
    });
  });

  it('stores one order and one row per line when the same delivery comes twice', async () => {
    const id = freshId();
    const payload = orderPayload(attributedOrder(id));
    const answers = await Promise.all([
      send('orders/create', SHOP_A, payload),
      send('orders/create', SHOP_A, payload),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await send('orders/create', SHOP_A, payload)).status).toBe(200);
    const orders = await ordersOf(SHOP_A, id);
    expect(orders).toHaveLength(1);
    expect(await linesOf(orders[0]!.id)).toHaveLength(2);
  });
});

describe('orders/updated and orders/cancelled', () => {
  it('updates the order and its lines in place, adding a line an edit added', async () => {
    const id = freshId();
    await send('orders/create', SHOP_A, orderPayload(attributedOrder(id)));
    const edited = attributedOrder(id, { total_price: '84.96' });
    edited.line_items = [
      { ...edited.line_items![0]!, quantity: 3 },
      edited.line_items![1]!,
      { id: id + 3, title: 'Gift Card', quantity: 1, price: '4.99' },
    ];
    expect((await send('orders/updated', SHOP_A, orderPayload(edited))).status).toBe(200);
    const orders = await ordersOf(SHOP_A, id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.totalCents).toBe(8496);
    const lines = await linesOf(orders[0]!.id);
    expect(lines.map((l) => [l.title, l.quantity, l.priceCents])).toEqual([
      ['Aurora Scarf', 3, 1999],
      ['Plain Socks', 1, 1999],
      ['Gift Card', 1, 499],
    ]);
    expect(lines[0]!.vendyEventId).toBe(EVENT_ID.toLowerCase());
  });

  it('stores an update that arrives before its create, and the create then changes nothing', async () => {
    const id = freshId();
    const payload = orderPayload(attributedOrder(id));
    expect((await send('orders/updated', SHOP_A, payload)).status).toBe(200);
    expect((await send('orders/create', SHOP_A, payload)).status).toBe(200);
    const orders = await ordersOf(SHOP_A, id);
    expect(orders).toHaveLength(1);
    expect(await linesOf(orders[0]!.id)).toHaveLength(2);
  });

  it('marks a cancelled order, and a late older payload does not undo the cancellation', async () => {
    const id = freshId();
    await send('orders/create', SHOP_A, orderPayload(attributedOrder(id)));
    const cancelled = orderPayload(
      attributedOrder(id, { cancelled_at: '2026-11-20T12:00:00-05:00' }),
    );
    expect((await send('orders/cancelled', SHOP_A, cancelled)).status).toBe(200);
    expect((await ordersOf(SHOP_A, id))[0]!.cancelledAt?.toISOString()).toBe(
      '2026-11-20T17:00:00.000Z',
    );
    // An orders/updated sent before the cancellation, delivered after it.
    expect((await send('orders/updated', SHOP_A, orderPayload(attributedOrder(id)))).status).toBe(
      200,
    );
    const orders = await ordersOf(SHOP_A, id);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.cancelledAt?.toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });
});

describe('orders/updated out of order', () => {
  it('leaves a newer stored order and its lines alone when an older version arrives late', async () => {
    const id = freshId();
    const v1 = attributedOrder(id, { updated_at: '2026-11-20T10:30:00-05:00' });
    await send('orders/create', SHOP_A, orderPayload(v1));
    // Version 3 (an edit: 3 scarves and a gift card) arrives before version 2 (2 scarves, 39.98).
    const v3 = attributedOrder(id, {
      total_price: '84.96',
      updated_at: '2026-11-20T12:00:00-05:00',
    });
    v3.line_items = [
      { ...v3.line_items![0]!, quantity: 3 },
      v3.line_items![1]!,
      { id: id + 3, title: 'Gift Card', quantity: 1, price: '4.99' },
    ];
    expect((await send('orders/updated', SHOP_A, orderPayload(v3))).status).toBe(200);
    const v2 = attributedOrder(id, {
      name: '#1001-old',
      total_price: '39.98',
      updated_at: '2026-11-20T11:00:00-05:00',
      refunds: [
        refundPayload({
          id: id + 50,
          order_id: id,
          amount: '19.99',
          lines: [{ line_item_id: id + 2, quantity: 1, subtotal: 19.99 }],
        }),
      ],
    });
    v2.line_items = [{ ...v2.line_items![0]!, quantity: 1, price: '1.00' }, v2.line_items![1]!];
    expect((await send('orders/updated', SHOP_A, orderPayload(v2))).status).toBe(200);

    const [order] = await ordersOf(SHOP_A, id);
    expect(order).toMatchObject({ name: '#1001', totalCents: 8496 });
    expect(order!.shopifyUpdatedAt?.toISOString()).toBe('2026-11-20T17:00:00.000Z');
    const lines = await linesOf(order!.id);
    expect(lines.map((l) => [l.title, l.quantity, l.priceCents, l.refundedQuantity])).toEqual([
      ['Aurora Scarf', 3, 1999, 0],
      // The late payload's refund is a fact of its own: kept and applied.
      ['Plain Socks', 1, 1999, 1],
      ['Gift Card', 1, 499, 0],
    ]);
    expect(order!.refundedCents).toBe(1999);

    // A newer version applies again.
    const v4 = attributedOrder(id, {
      total_price: '59.97',
      updated_at: '2026-11-20T13:00:00-05:00',
    });
    expect((await send('orders/updated', SHOP_A, orderPayload(v4))).status).toBe(200);
    const [latest] = await ordersOf(SHOP_A, id);
    expect(latest!.totalCents).toBe(5997);
    expect(latest!.shopifyUpdatedAt?.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    expect((await linesOf(latest!.id))[0]!.quantity).toBe(2);
  });
});

describe('refunds/create', () => {
  it('counts a refund delivered twice once', async () => {
    const id = freshId();
    await send('orders/create', SHOP_A, orderPayload(attributedOrder(id)));
    const refund = refundPayload({
      id: id + 500,
      order_id: id,
      lines: [{ line_item_id: id + 1, quantity: 1, subtotal: 19.99 }],
    });
    expect((await send('refunds/create', SHOP_A, refund)).status).toBe(200);
    expect((await send('refunds/create', SHOP_A, refund)).status).toBe(200);
    const [order] = await ordersOf(SHOP_A, id);
    expect(order!.refundedCents).toBe(1999);
    const lines = await linesOf(order!.id);
    expect(lines.map((l) => l.refundedQuantity)).toEqual([1, 0]);

    // The same refund again inside the order's orders/updated payload: still once.
    const updated = orderPayload(attributedOrder(id, { refunds: [refund] }));
    expect((await send('orders/updated', SHOP_A, updated)).status).toBe(200);
    // A second refund of the other unit.
    const second = refundPayload({
      id: id + 501,
      order_id: id,
      lines: [{ line_item_id: id + 1, quantity: 1, subtotal: 19.99 }],
    });
    expect((await send('refunds/create', SHOP_A, second)).status).toBe(200);
    const [after] = await ordersOf(SHOP_A, id);
    expect(after!.refundedCents).toBe(3998);
    expect((await linesOf(after!.id)).map((l) => l.refundedQuantity)).toEqual([2, 0]);
  });

  it('keeps a refund that arrives before its order and applies it when the order comes', async () => {
    const id = freshId();
    const refund = refundPayload({
      id: id + 500,
      order_id: id,
      lines: [{ line_item_id: id + 2, quantity: 1, subtotal: 19.99 }],
    });
    expect((await send('refunds/create', SHOP_A, refund)).status).toBe(200);
    expect(await ordersOf(SHOP_A, id)).toHaveLength(0);
    await send('orders/create', SHOP_A, orderPayload(attributedOrder(id)));
    const [order] = await ordersOf(SHOP_A, id);
    expect(order!.refundedCents).toBe(1999);
    expect((await linesOf(order!.id)).map((l) => l.refundedQuantity)).toEqual([0, 1]);
  });
});

describe('shops without a group', () => {
  it('acknowledges deliveries for an unknown or unconnected shop and stores nothing', async () => {
    const before = await storedCounts();
    const id = freshId();
    for (const shop of ['nobody.myshopify.com', LOOSE_SHOP, '']) {
      expect((await send('orders/create', shop, orderPayload(attributedOrder(id)))).status).toBe(
        200,
      );
      const refund = refundPayload({ id: id + 1, order_id: id, lines: [] });
      expect((await send('refunds/create', shop, refund)).status).toBe(200);
    }
    expect(await storedCounts()).toEqual(before);
  });
});

describe('malformed payloads', () => {
  it('answers 400 and stores nothing', async () => {
    const id = freshId();
    const good = orderPayload(attributedOrder(id));
    const line = good.line_items[0]!;
    const bodies: Array<[string, unknown, string?]> = [
      ['not JSON', null, '{"id": 1, '],
      ['an array', [good]],
      ['a string', 'order'],
      ['no id', { ...good, id: undefined }],
      ['a negative id', { ...good, id: -5 }],
      ['a fractional id', { ...good, id: 1.5 }],
      ['no name', { ...good, name: undefined }],
      ['a lower-case currency', { ...good, currency: 'usd' }],
      ['a total with a comma', { ...good, total_price: '59,97' }],
      ['a negative total', { ...good, total_price: '-1.00' }],
      ['a total in exponent form', { ...good, total_price: '1e3' }],
      ['no created_at', { ...good, created_at: undefined }],
      ['a created_at that is no date', { ...good, created_at: 'yesterday' }],
      ['a cancelled_at that is no date', { ...good, cancelled_at: 42 }],
      ['no line items', { ...good, line_items: undefined }],
      ['line items that are not a list', { ...good, line_items: { 0: line } }],
      ['a line without id', { ...good, line_items: [{ ...line, id: null }] }],
      ['a fractional quantity', { ...good, line_items: [{ ...line, quantity: 1.5 }] }],
      ['a negative quantity', { ...good, line_items: [{ ...line, quantity: -1 }] }],
      ['a price that is no number', { ...good, line_items: [{ ...line, price: 'free' }] }],
      ['a line twice', { ...good, line_items: [line, line] }],
    ];
    const before = await storedCounts();
    for (const [what, payload, raw] of bodies) {
      for (const topic of ['orders/create', 'orders/updated', 'orders/cancelled']) {
        const response = await send(topic, SHOP_A, payload, raw ? { raw } : {});
        expect(response.status, `${topic}: ${what}`).toBe(400);
        expect(await response.json()).toEqual({ error: 'Malformed order.' });
      }
    }
    const refund = refundPayload({ id: id + 9, order_id: id, lines: [] });
    const refunds: Array<[string, unknown]> = [
      ['no order id', { ...refund, order_id: undefined }],
      ['no refund id', { ...refund, id: 'abc' }],
      ['a line without line item', { ...refund, refund_line_items: [{ quantity: 1 }] }],
      [
        'a transaction amount that is no number',
        {
          ...refund,
          transactions: [{ kind: 'refund', status: 'success', amount: 'lots' }],
        },
      ],
      ['no created_at', { ...refund, created_at: undefined, processed_at: undefined }],
    ];
    for (const [what, payload] of refunds) {
      const response = await send('refunds/create', SHOP_A, payload);
      expect(response.status, what).toBe(400);
      expect(await response.json()).toEqual({ error: 'Malformed refund.' });
    }
    expect(await storedCounts()).toEqual(before);
  });
});

describe('group isolation', () => {
  it('keeps each shop’s orders in its own group, even with the same Shopify order id', async () => {
    const id = freshId();
    await send('orders/create', SHOP_A, orderPayload(attributedOrder(id, { name: '#A1' })));
    await send('orders/create', SHOP_B, orderPayload(attributedOrder(id, { name: '#B1' })));
    const [a] = await ordersOf(SHOP_A, id);
    const [b] = await ordersOf(SHOP_B, id);
    expect(a!.groupId).toBe(cast.groupA);
    expect(b!.groupId).toBe(cast.groupB);
    expect((await linesOf(b!.id)).every((l) => l.groupId === cast.groupB)).toBe(true);

    // A refund from shop B for that order id never touches shop A's order.
    const refund = refundPayload({
      id: id + 500,
      order_id: id,
      lines: [{ line_item_id: id + 1, quantity: 2, subtotal: 39.98 }],
    });
    await send('refunds/create', SHOP_B, refund);
    expect((await ordersOf(SHOP_A, id))[0]!.refundedCents).toBe(0);
    expect((await ordersOf(SHOP_B, id))[0]!.refundedCents).toBe(3998);

    const range = { from: new Date('2026-11-01T00:00:00Z'), to: new Date('2026-12-01T00:00:00Z') };
    const listA = await listGroupOrders(db(), cast.groupA, range);
    const listB = await listGroupOrders(db(), cast.groupB, range);
    expect(listA.some((o) => o.id === a!.id)).toBe(true);
    expect(listA.every((o) => o.groupId === cast.groupA && o.shop === SHOP_A)).toBe(true);
    expect(listB.map((o) => o.name)).toEqual(['#B1']);
    expect(listB[0]!.lines.map((l) => l.refundedQuantity)).toEqual([2, 0]);
    expect(await getGroupOrder(db(), cast.groupB, a!.id)).toBeNull();
    expect((await getGroupOrder(db(), cast.groupA, a!.id))?.lines).toHaveLength(2);
    expect(await getGroupOrder(db(), cast.groupA, 'not-a-uuid')).toBeNull();
  });

  it('leaves an order with its group when the shop’s store later belongs to another', async () => {
    const shop = 'orders-moved.myshopify.com';
    const first = (await createGroup(db(), cast.olivia.id, 'Charlie')).id;
    const second = (await createGroup(db(), cast.otto.id, 'Delta')).id;
    const { storeId } = await seedInstalledStore(server, shop, cast.olivia.id, first);
    const id = freshId();
    await send('orders/create', shop, orderPayload(attributedOrder(id)));
    // The store leaves its group and is connected to another.
    await db().update(shopifyStores).set({ groupId: second }).where(eq(shopifyStores.id, storeId));
    const edited = orderPayload(attributedOrder(id, { total_price: '1.00', name: '#MOVED' }));
    expect((await send('orders/updated', shop, edited)).status).toBe(200);
    const orders = await ordersOf(shop, id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ groupId: first, name: '#1001', totalCents: 5997 });
    expect((await linesOf(orders[0]!.id)).every((l) => l.groupId === first)).toBe(true);
    expect(await listGroupOrders(db(), second, { from: new Date(0), to: new Date() })).toEqual([]);
  });

  it('lists the orders created in [from, to), oldest first', async () => {
    const early = freshId();
    const late = freshId();
    await send(
      'orders/create',
      SHOP_B,
      orderPayload({ id: late, name: '#B3', created_at: '2026-10-02T00:00:00Z' }),
    );
    await send(
      'orders/create',
      SHOP_B,
      orderPayload({ id: early, name: '#B2', created_at: '2026-10-01T00:00:00Z' }),
    );
    const names = async (from: string, to: string) =>
      (await listGroupOrders(db(), cast.groupB, { from: new Date(from), to: new Date(to) })).map(
        (o) => o.name,
      );
    expect(await names('2026-10-01T00:00:00Z', '2026-10-03T00:00:00Z')).toEqual(['#B2', '#B3']);
    expect(await names('2026-10-01T00:00:00Z', '2026-10-02T00:00:00Z')).toEqual(['#B2']);
    expect(await names('2026-10-01T00:00:01Z', '2026-10-02T00:00:01Z')).toEqual(['#B3']);
  });
});
