// The sandbox store's AJAX cart answers as Shopify's does: cart.js, add.js (JSON items, single item,
// form posts), change.js and clear.js, with Shopify's JSON shapes, inventory limits and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness/server';
import { draft, inStock, ROOT, Shopper, soldOut, type LineBody } from './storefront-harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const shopper = () => new Shopper(server.url);

describe('cart.js', () => {
  it('gives a new visitor an empty cart and a cart cookie for this shop only', async () => {
    const visitor = shopper();
    const cart = await visitor.cart();
    expect(cart).toMatchObject({
      item_count: 0,
      items: [],
      total_price: 0,
      items_subtotal_price: 0,
      currency: 'USD',
    });
    expect(cart.token).toMatch(/^[\w-]{32,}$/);
    expect(visitor.setCookie).toMatch(/^cart=[\w-]+;/);
    expect(visitor.setCookie).toContain(`Path=${ROOT.replace(/\/$/, '')}`);
    expect(visitor.setCookie).toContain('HttpOnly');
    expect(visitor.setCookie).toContain('SameSite=Lax');
    // The same cookie comes back: the same cart.
    expect((await visitor.cart()).token).toBe(cart.token);
  });
});

describe('add.js', () => {
  it('adds items with line-item properties and answers with the added lines', async () => {
    const visitor = shopper();
    const { product, variant } = inStock();
    const properties = { _vendy_layout_id: 'layout-1', _vendy_event_id: 'event-1' };
    const response = await visitor.json('cart/add.js', {
      items: [{ id: variant.id, quantity: 2, properties }],
    });
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: LineBody[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: variant.id,
      variant_id: variant.id,
      quantity: 2,
      price: variant.priceCents,
      line_price: variant.priceCents * 2,
      properties,
      product_id: product.id,
      product_title: product.title,
      title: `${product.title} - ${variant.title}`,
      variant_title: variant.title,
      url: `${ROOT}products/${product.handle}?variant=${variant.id}`,
    });
    expect(items[0]?.key).toMatch(new RegExp(`^${variant.id}:[0-9a-f]{32}$`));

    const cart = await visitor.cart();
    expect(cart.item_count).toBe(2);
    expect(cart.total_price).toBe(variant.priceCents * 2);
    expect(cart.items[0]?.properties).toEqual(properties);
  });

  it('merges equal lines, keeps lines with other properties apart, newest first', async () => {
    const visitor = shopper();
    const { variant } = inStock();
    const other = inStock(10, 5).variant;
    await visitor.json('cart/add.js', { items: [{ id: variant.id, quantity: 1 }] });
    const again = await visitor.json('cart/add.js', {
      items: [{ id: String(variant.id), quantity: 3 }],
    });
    expect(((await again.json()) as { items: LineBody[] }).items[0]?.quantity).toBe(4);

    await visitor.json('cart/add.js', {
      items: [{ id: variant.id, quantity: 1, properties: { _vendy_strategy_id: 's-1' } }],
    });
    await visitor.json('cart/add.js', { items: [{ id: other.id, quantity: 2 }] });

    const cart = await visitor.cart();
    expect(cart.items.map((i) => [i.variant_id, i.quantity])).toEqual([
      [other.id, 2],
      [variant.id, 1],
      [variant.id, 4],
    ]);
    expect(cart.item_count).toBe(7);
    expect(cart.total_price).toBe(variant.priceCents * 5 + other.priceCents * 2);
  });

  it('answers a single item (JSON or form post) with its line item', async () => {
    const visitor = shopper();
    const { variant } = inStock();
    const json = await visitor.json('cart/add.js', { id: variant.id, quantity: 1 });
    expect(((await json.json()) as LineBody).quantity).toBe(1);
    const form = await visitor.form('cart/add.js', {
      id: String(variant.id),
      quantity: '2',
      'properties[Engraving]': 'For Sam',
    });
    const line = (await form.json()) as LineBody;
    expect(line).toMatchObject({
      variant_id: variant.id,
      quantity: 2,
      properties: { Engraving: 'For Sam' },
    });
    expect((await visitor.cart()).item_count).toBe(3);
  });

  it('refuses an unknown variant with 422 Cannot find variant, and adds nothing', async () => {
    const visitor = shopper();
    const { variant } = inStock();
    for (const id of [123, draft().variant.id]) {
      const response = await visitor.json('cart/add.js', {
        items: [
          { id: variant.id, quantity: 1 },
          { id, quantity: 1 },
        ],
      });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        status: 422,
        message: 'Cart Error',
        description: 'Cannot find variant',
      });
    }
    expect((await visitor.cart()).item_count).toBe(0);
  });

  it('refuses a sold-out variant', async () => {
    const visitor = shopper();
    const { product, variant } = soldOut();
    const response = await visitor.json('cart/add.js', {
      items: [{ id: variant.id, quantity: 1 }],
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { description: string }).description).toBe(
      `The product '${product.title}' is already sold out.`,
    );
  });

  it('adds no more than the inventory, and says so', async () => {
    const visitor = shopper();
    const { variant } = inStock(1);
    const stock = variant.inventoryQuantity;
    const first = await visitor.json('cart/add.js', {
      items: [{ id: variant.id, quantity: stock + 5 }],
    });
    expect(first.status).toBe(422);
    expect(((await first.json()) as { description: string }).description).toBe(
      `Only ${stock} items were added to your cart.`,
    );
    expect((await visitor.cart()).item_count).toBe(stock);

    const second = await visitor.json('cart/add.js', { items: [{ id: variant.id, quantity: 1 }] });
    expect(second.status).toBe(422);
    expect(((await second.json()) as { description: string }).description).toBe(
      'The maximum quantity of this item is already in your cart.',
    );
    expect((await visitor.cart()).item_count).toBe(stock);
  });

  it('refuses missing or malformed parameters with 400', async () => {
    const visitor = shopper();
    for (const body of [
      {},
      { items: 'x' },
      { items: [] },
      { id: 'abc' },
      { id: 1, quantity: -1 },
    ]) {
      const response = await visitor.json('cart/add.js', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        status: 'bad_request',
        message: 'Parameter Missing or Invalid',
      });
    }
    const broken = await visitor.request('cart/add.js', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"items": [',
    });
    expect(broken.status).toBe(400);
  });
});

describe('change.js and clear.js', () => {
  it('sets a line’s quantity by key or by position, removes it at 0', async () => {
    const visitor = shopper();
    const a = inStock().variant;
    const b = inStock(10, 5).variant;
    await visitor.json('cart/add.js', { items: [{ id: a.id, quantity: 1 }] });
    await visitor.json('cart/add.js', { items: [{ id: b.id, quantity: 1 }] });
    const before = await visitor.cart();
    const keyOfA = before.items.find((i) => i.variant_id === a.id)!.key;

    const byKey = await visitor.json('cart/change.js', { id: keyOfA, quantity: 3 });
    expect(byKey.status).toBe(200);
    const afterKey = (await byKey.json()) as { item_count: number; total_price: number };
    expect(afterKey.item_count).toBe(4);
    expect(afterKey.total_price).toBe(a.priceCents * 3 + b.priceCents);

    // Line 1 is the newest line (b).
    const removed = await visitor.form('cart/change.js', { line: '1', quantity: '0' });
    const cart = (await removed.json()) as { items: LineBody[] };
    expect(cart.items.map((i) => [i.variant_id, i.quantity])).toEqual([[a.id, 3]]);

    const byVariant = await visitor.json('cart/change.js', { id: a.id, quantity: 2 });
    expect(((await byVariant.json()) as { item_count: number }).item_count).toBe(2);
  });

  it('refuses a line that is not in the cart', async () => {
    const visitor = shopper();
    const response = await visitor.json('cart/change.js', { line: 4, quantity: 1 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ description: 'no valid id or line parameter' });
  });

  it('clears the cart', async () => {
    const visitor = shopper();
    await visitor.json('cart/add.js', { items: [{ id: inStock().variant.id, quantity: 2 }] });
    const response = await visitor.request('cart/clear.js', { method: 'POST' });
    expect(await response.json()).toMatchObject({ item_count: 0, items: [], total_price: 0 });
    expect((await visitor.cart()).item_count).toBe(0);
  });
});

describe('update.js', () => {
  type CartBody = { attributes: Record<string, string>; items: LineBody[]; item_count: number };

  it('sets and removes cart attributes, kept with the cart and apart from its lines', async () => {
    const visitor = shopper();
    const a = inStock().variant;
    await visitor.json('cart/add.js', { items: [{ id: a.id, quantity: 1 }] });
    const set = await visitor.json('cart/update.js', {
      attributes: { _vendy_anonymous_id: 'anon-7', 'Gift note': 'Happy birthday', Count: 3 },
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as CartBody).attributes).toEqual({
      _vendy_anonymous_id: 'anon-7',
      'Gift note': 'Happy birthday',
      Count: '3',
    });
    const cart = (await visitor.cart()) as unknown as CartBody;
    expect(cart.attributes._vendy_anonymous_id).toBe('anon-7');
    expect(cart.item_count).toBe(1);

    // A blank value removes one; the others stay. A form post works too.
    const removed = await visitor.form('cart/update.js', { 'attributes[Gift note]': '' });
    expect(((await removed.json()) as CartBody).attributes).toEqual({
      _vendy_anonymous_id: 'anon-7',
      Count: '3',
    });
    // Clearing the cart empties its lines, not its attributes (as on Shopify).
    await visitor.request('cart/clear.js', { method: 'POST' });
    expect(((await visitor.cart()) as unknown as CartBody).attributes).toMatchObject({
      _vendy_anonymous_id: 'anon-7',
    });
    // Another visitor's cart has none.
    expect(((await shopper().cart()) as unknown as CartBody).attributes).toEqual({});
  });

  it('sets quantities by key, by variant or by position', async () => {
    const visitor = shopper();
    const a = inStock().variant;
    const b = inStock(10, 5).variant;
    await visitor.json('cart/add.js', { items: [{ id: a.id, quantity: 1 }] });
    await visitor.json('cart/add.js', { items: [{ id: b.id, quantity: 1 }] });
    const byVariant = await visitor.json('cart/update.js', { updates: { [a.id]: 3 } });
    expect(((await byVariant.json()) as CartBody).item_count).toBe(4);
    // Line 1 is the newest (b): [0, 2] removes it and sets a to 2.
    const byPosition = await visitor.json('cart/update.js', { updates: [0, 2] });
    const cart = (await byPosition.json()) as CartBody;
    expect(cart.items.map((i) => [i.variant_id, i.quantity])).toEqual([[a.id, 2]]);
  });

  it('refuses what it cannot read with 400 and changes nothing', async () => {
    const visitor = shopper();
    await visitor.json('cart/update.js', { attributes: { kept: 'yes' } });
    const cases: unknown[] = [
      {},
      { attributes: 'x' },
      { attributes: ['x'] },
      { attributes: { nested: { a: 1 } } },
      { attributes: { ['n'.repeat(256)]: 'x' } },
      { attributes: { long: 'v'.repeat(5_001) } },
      { attributes: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`a${i}`, 'x'])) },
      { updates: 'x' },
      { updates: [1, 2, 3] },
    ];
    for (const body of cases) {
      const response = await visitor.json('cart/update.js', body);
      expect({ body, status: response.status }).toEqual({ body, status: 400 });
    }
    expect(((await visitor.cart()) as unknown as CartBody).attributes).toEqual({ kept: 'yes' });
  });
});

describe('carts belong to their visitor and shop', () => {
  it('does not show one shopper’s cart to another, or in another shop', async () => {
    const alice = shopper();
    await alice.json('cart/add.js', { items: [{ id: inStock().variant.id, quantity: 1 }] });
    expect((await shopper().cart()).item_count).toBe(0);

    const elsewhere = new Shopper(server.url, '/sandbox/shopify/another-shop.myshopify.com/');
    elsewhere.cookie = alice.cookie;
    expect((await elsewhere.cart()).item_count).toBe(0);
    expect((await alice.cart()).item_count).toBe(1);
  });

  it('starts a new cart for a forged cart cookie', async () => {
    const visitor = shopper();
    visitor.cookie = 'cart=not a token';
    const cart = await visitor.cart();
    expect(cart.item_count).toBe(0);
    expect(visitor.cookie).not.toBe('cart=not a token');
  });
});

describe('no-script forms', () => {
  it('adds, changes and clears through form posts and returns to the cart page', async () => {
    const visitor = shopper();
    const { product, variant } = inStock();
    const added = await visitor.form('cart/add', { id: String(variant.id), quantity: '2' });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe(`${ROOT}cart`);

    const page = await visitor.html('cart');
    expect(page.status).toBe(200);
    expect(page.html).toContain(product.title);
    expect(page.html).toContain('2 items');

    const { items } = await visitor.cart();
    await visitor.form('cart/change', { id: items[0]!.key, quantity: '0' });
    expect((await visitor.cart()).item_count).toBe(0);
  });

  it('shows the store’s refusal on a page of its own', async () => {
    const visitor = shopper();
    const response = await visitor.form('cart/add', { id: '99', quantity: '1' });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Cannot find variant');
  });
});
