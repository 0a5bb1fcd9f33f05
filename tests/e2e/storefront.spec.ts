// The shopper's side, offline: the sandbox shop's online store. A shopper browses from the home
// page to a product, adds it with the store's own Add to cart form (the AJAX cart, no page load)
// and sees the header's cart count change; the cart page lists it. Every page passes axe.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { layoutEmbedCode } from '@vendy/client/domain';
import { Storefront } from '../pages/Storefront';

test('a shopper adds a product to the sandbox store’s cart and sees the count change', async ({
  page,
}) => {
  const store = new Storefront(page, 'vendy-e2e.myshopify.com');

  await store.gotoHome();
  await expect(page.getByRole('heading', { level: 1, name: 'Vendy E2e' })).toBeVisible();
  await store.expectCartCount(0);
  await store.expectAccessible();

  await store.gotoCatalog();
  await store.expectAccessible();

  const title = await store.openFirstAvailableProduct();
  await store.expectAccessible();

  const url = page.url();
  await store.addToCart(2);
  await expect(store.notification).toContainText(`Added to your cart: ${title}.`);
  await store.expectCartCount(2);
  // The add happened in place, through the AJAX cart.
  expect(page.url()).toBe(url);
  await store.expectAccessible();

  await store.addToCart(1);
  await store.expectCartCount(3);

  await store.notification.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('spinbutton', { name: `Quantity of ${title}` })).toHaveValue('3');
  await store.expectCartCount(3);
  await store.expectAccessible();

  await row.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeVisible();
  await store.expectCartCount(0);
});

// The loader on a store of another origin (any Shopify theme): a tiny store server of the test's
// own serves the page and its cart; the loader and the layout frame come from the real server.
// The frame's side of the conversation is played by scripts run inside the frame, as the embed
// will send them.
test('the loader keeps a layout’s space, loads its frame lazily, resizes it and answers add-to-cart', async ({
  page,
  baseURL,
}) => {
  const layoutId = '0b7c6f5e-1d2a-4c3b-9a8f-123456789abc';
  const cartRequests: unknown[] = [];
  const storeServer = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/cart/add.js') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        cartRequests.push(JSON.parse(body));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ items: [{ id: 44000000000123, quantity: 2 }] }));
      });
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>A store</title></head><body><main>
<h1>A product</h1><div style="height:2000px"></div>
${layoutEmbedCode(baseURL ?? '', layoutId, 'LANDSCAPE')}
</main></body></html>`);
  });
  await new Promise<void>((resolve) => storeServer.listen(0, '127.0.0.1', resolve));
  const store = `http://127.0.0.1:${(storeServer.address() as AddressInfo).port}`;

  try {
    await page.setViewportSize({ width: 1000, height: 700 });
    await page.goto(`${store}/products/a-product`);

    const holder = page.locator('[data-vendy-layout]');
    const frame = holder.locator('iframe');
    // 16:9 space kept before anything loads, and no frame while the layout is far below the fold.
    const box = (await holder.boundingBox())!;
    expect(Math.round(box.height)).toBe(Math.round((box.width * 9) / 16));
    await expect.poll(() => page.evaluate(() => 'vendyLoader' in window)).toBe(true);
    await expect(frame).toHaveCount(0);

    await holder.scrollIntoViewIfNeeded();
    await expect(frame).toHaveAttribute('src', `${baseURL}/embed/${layoutId}`);
    await expect(frame).toHaveAttribute('title', 'Shoppable video');
    const embedFrame = () => page.frames().find((f) => f.url().endsWith(`/embed/${layoutId}`));
    await expect.poll(() => embedFrame() !== undefined).toBe(true);
    const embed = embedFrame()!;
    await embed.waitForLoadState();

    // set-size from the frame resizes the placeholder; the same message from the page does not.
    await page.evaluate(() => window.postMessage({ type: 'set-size', height: 120 }, '*'));
    await embed.evaluate(() => window.parent.postMessage({ type: 'set-size', height: 432 }, '*'));
    await expect.poll(async () => Math.round((await holder.boundingBox())!.height)).toBe(432);

    // add-to-cart goes to the store's AJAX cart, and the answer comes back to the frame.
    const answer = await embed.evaluate(
      () =>
        new Promise<{ data: unknown; origin: string }>((resolve) => {
          window.addEventListener('message', (e) => resolve({ data: e.data, origin: e.origin }), {
            once: true,
          });
          window.parent.postMessage(
            {
              type: 'add-to-cart',
              quantity: 2,
              variantId: 'gid://shopify/ProductVariant/44000000000123',
              strategyId: 'strategy-1',
              anonymousId: 'anon-1',
              eventId: 'event-1',
            },
            '*',
          );
        }),
    );
    expect(answer).toEqual({
      origin: store,
      data: {
        type: 'add-to-cart-response',
        eventId: 'event-1',
        cartResponse: { success: true, errorMessage: null },
      },
    });
    expect(cartRequests).toEqual([
      {
        items: [
          {
            id: 44000000000123,
            quantity: 2,
            properties: {
              _vendy_layout_id: layoutId,
              _vendy_strategy_id: 'strategy-1',
              _vendy_anonymous_id: 'anon-1',
              _vendy_event_id: 'event-1',
            },
          },
        ],
      },
    ]);
  } finally {
    await new Promise((resolve) => storeServer.close(resolve));
  }
});
