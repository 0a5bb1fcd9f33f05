// The sandbox store's checkout: the cart's 'Check out' leads to a checkout page whose order is
// placed with a form post, the cart empties, 'Thank you for your order' names the order, and the
// app receives Shopify's signed orders/create with the cart lines' properties (the embed's
// _vendy_* among them); the order page's refund form sends refunds/create.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxShopifyOrders, storeOrderLines, storeOrders } from '../../src/db/schema';
import { parseOrder } from '../../src/modules/orders/payload';
import { registerStoreWebhooks } from '../../src/modules/stores';
import { orderPayload } from '../../src/sandbox/shopify/storefront/orders';
import { findStoreByName } from '../../src/modules/stores/service';
import { createCast, type Cast } from '../stores/cast';
import {
  seedInstalledStore,
  startShopifyTestServer,
  type ShopifyTestServer,
} from '../stores/harness';
import { inStock, SHOP, Shopper } from './storefront-harness';

const EVENT_ID = '9b2f6c1e-3c1a-4e55-8f7e-2d0c5a9e1b47';
const LAYOUT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const STRATEGY_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

let server: ShopifyTestServer;
let cast: Cast;

beforeAll(async () => {
  server = await startShopifyTestServer();
  cast = await createCast(server);
  await seedInstalledStore(server, SHOP, cast.olivia.id, cast.groupA);
  const deps = { db: server.database.db, config: server.config, logger: server.app.logger };
  await registerStoreWebhooks(deps, (await findStoreByName(deps.db, SHOP))!);
});
afterAll(() => server.close());

const db = () => server.database.db;

async function storedOrder(name: string) {
  const [order] = await db()
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.shop, SHOP), eq(storeOrders.name, name)));
  if (!order) return null;
  const lines = await db()
    .select()
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, order.id));
  return { ...order, lines: lines.sort((a, b) => a.id - b.id) };
}

/** A shopper with an embed's line (with _vendy_* properties) and a plain one in the cart. */
async function shopperWithCart(): Promise<{ shopper: Shopper; embedded: number; plain: number }> {
  const shopper = new Shopper(server.url);
  const embedded = inStock(10, 0).variant;
  const plain = inStock(10, 3).variant;
  const added = await shopper.json('cart/add.js', {
    items: [
      {
        id: embedded.id,
        quantity: 2,
        properties: {
          _vendy_layout_id: LAYOUT_ID,
          _vendy_event_id: EVENT_ID,
          _vendy_strategy_id: STRATEGY_ID,
          _vendy_anonymous_id: 'anon-42',
        },
      },
    ],
  });
  expect(added.status).toBe(200);
  expect((await shopper.form('cart/add', { id: String(plain.id), quantity: '1' })).status).toBe(
    303,
  );
  return { shopper, embedded: embedded.priceCents, plain: plain.priceCents };
}

describe('checkout', () => {
  it('places the order, empties the cart and delivers orders/create with the lines’ properties', async () => {
    const { shopper, embedded, plain } = await shopperWithCart();

    const cartPage = await shopper.html('cart');
    expect(cartPage.html).toMatch(
      /<form method="get" action="[^"]*\/checkout"><button type="submit" class="button button--full">Check out<\/button><\/form>/,
    );
    const checkout = await shopper.html('checkout');
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain('<h1>Checkout</h1>');
    expect(checkout.html).toContain('<label for="checkout-email">Email (optional)</label>');
    expect(checkout.html).toContain('>Place order</button>');

    const placed = await shopper.form('checkout', { email: 'shopper@example.com' });
    expect(placed.status).toBe(303);
    const location = placed.headers.get('location') ?? '';
    expect(location).toMatch(/\/orders\/\d+\?key=[\w-]{32}$/);
    expect((await shopper.cart()).item_count).toBe(0);

    const thanks = await fetch(`${server.url}${location}`, { headers: { accept: 'text/html' } });
    const html = await thanks.text();
    expect(thanks.status).toBe(200);
    expect(html).toContain('<h1>Thank you for your order</h1>');
    expect(html).toMatch(/Order <strong data-order-name>#(\d+)<\/strong> is confirmed\./);
    const name = /data-order-name>(#\d+)</.exec(html)?.[1] ?? '';

    // The webhook reached the app before the shopper saw the confirmation.
    const order = await storedOrder(name);
    expect(order).toMatchObject({
      groupId: cast.groupA,
      currency: 'USD',
      totalCents: embedded * 2 + plain,
      refundedCents: 0,
      cancelledAt: null,
    });
    expect(order!.lines).toHaveLength(2);
    const line = order!.lines.find((l) => l.vendyEventId !== null);
    expect(line).toMatchObject({
      quantity: 2,
      priceCents: embedded,
      vendyEventId: EVENT_ID,
      vendyLayoutId: LAYOUT_ID,
      vendyStrategyId: STRATEGY_ID,
      vendyAnonymousId: 'anon-42',
    });
    const other = order!.lines.find((l) => l.vendyEventId === null);
    expect(other).toMatchObject({ quantity: 1, priceCents: plain, vendyLayoutId: null });

    // A second post of the same (now empty) cart places nothing.
    expect((await shopper.form('checkout', {})).status).toBe(409);
  });

  it('carries the cart’s attributes to the order: the viewer reaches the lines without one', async () => {
    const { shopper } = await shopperWithCart();
    expect(
      (await shopper.json('cart/update.js', { attributes: { _vendy_anonymous_id: 'anon-cart' } }))
        .status,
    ).toBe(200);
    const placed = await shopper.form('checkout', {});
    expect(placed.status).toBe(303);
    const id = Number(/\/orders\/(\d+)/.exec(placed.headers.get('location') ?? '')?.[1]);
    const [sandboxOrder] = await db()
      .select()
      .from(sandboxShopifyOrders)
      .where(eq(sandboxShopifyOrders.id, id));
    expect(orderPayload(SHOP, sandboxOrder!).note_attributes).toEqual([
      { name: '_vendy_anonymous_id', value: 'anon-cart' },
    ]);
    const order = await storedOrder(`#${sandboxOrder!.number}`);
    // The embed's line keeps its own viewer; the plain line takes the cart's.
    const viewers = order!.lines.map((l) => [l.vendyEventId !== null, l.vendyAnonymousId]);
    expect(viewers.sort()).toEqual([
      [false, 'anon-cart'],
      [true, 'anon-42'],
    ]);
    // The next cart starts without the attribute.
    const next = (await shopper.cart()) as unknown as { attributes: Record<string, string> };
    expect(next.attributes).toEqual({});
  });

  it('numbers a shop’s orders from #1001 up', async () => {
    const rows = await db()
      .select({ number: sandboxShopifyOrders.number })
      .from(sandboxShopifyOrders)
      .where(eq(sandboxShopifyOrders.shop, SHOP));
    const { shopper } = await shopperWithCart();
    const placed = await shopper.form('checkout', {});
    const html = await (await fetch(`${server.url}${placed.headers.get('location')}`)).text();
    expect(html).toContain(`#${1001 + rows.length}</strong>`);
  });

  it('refuses a checkout posted from another site', async () => {
    const { shopper } = await shopperWithCart();
    const before = await db().select({ id: sandboxShopifyOrders.id }).from(sandboxShopifyOrders);
    const response = await shopper.request('checkout', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://attacker.example',
      },
      body: '',
    });
    expect(response.status).toBe(403);
    expect(
      await db().select({ id: sandboxShopifyOrders.id }).from(sandboxShopifyOrders),
    ).toHaveLength(before.length);
    expect((await shopper.cart()).item_count).toBe(3);
    // The store's own page posting (its Origin is the address the request went to) is served.
    const own = await shopper.request('checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: '',
    });
    expect(own.status).toBe(303);
    expect((await shopper.cart()).item_count).toBe(0);
  });
});

describe('refund from the order page', () => {
  it('delivers refunds/create, counted once on the stored order and its line', async () => {
    const { shopper, embedded } = await shopperWithCart();
    const location = (await shopper.form('checkout', {})).headers.get('location') ?? '';
    const page = await (await fetch(`${server.url}${location}`)).text();
    const name = /data-order-name>(#\d+)</.exec(page)?.[1] ?? '';
    expect(page).toContain('<h2 id="refund-heading">Sandbox admin: refund</h2>');
    const key = /name="key" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const field = /<label for="(refund-\d+)">Units of [^<]+ to refund \(at most 2\)<\/label>/.exec(
      page,
    )?.[1];
    expect(field).toBeDefined();
    const action = /<form method="post" action="([^"]+\/refund)">/.exec(page)?.[1] ?? '';

    const refund = (fields: Record<string, string>) =>
      fetch(`${server.url}${action}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const lineField = field!.replace('refund-', 'line-');
    // Without the order's key: refused.
    expect((await refund({ key: 'x'.repeat(32), [lineField]: '1' })).status).toBe(404);
    const done = await refund({ key, [lineField]: '1' });
    expect(done.status).toBe(303);
    const after = await (await fetch(`${server.url}${done.headers.get('location')}`)).text();
    expect(after).toContain(
      '<p role="status">Refund created: the app has been sent the refund.</p>',
    );
    expect(after).toContain('(1 refunded)');

    const order = await storedOrder(name);
    expect(order!.refundedCents).toBe(embedded);
    expect(order!.lines.map((l) => l.refundedQuantity).sort()).toEqual([0, 1]);

    // The orders/updated sent with the refund carries it in the shape the app reads.
    const [row] = await db()
      .select()
      .from(sandboxShopifyOrders)
      .where(eq(sandboxShopifyOrders.number, Number(name.slice(1))));
    const parsed = parseOrder(JSON.parse(JSON.stringify(orderPayload(SHOP, row!))));
    expect(parsed?.skippedRefunds).toBe(0);
    expect(parsed?.refunds.map((r) => [r.amountCents, r.lines.length])).toEqual([[embedded, 1]]);

    // Refunding more than is left refunds what is left, once.
    expect((await refund({ key, [lineField]: '5' })).status).toBe(303);
    const full = await storedOrder(name);
    expect(full!.refundedCents).toBe(embedded * 2);
    expect(full!.lines.find((l) => l.vendyEventId)?.refundedQuantity).toBe(2);
  });
});
