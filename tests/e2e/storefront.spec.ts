// The shopper's side, offline: the sandbox shop's online store. A shopper browses from the home
// page to a product, adds it with the store's own Add to cart form (the AJAX cart, no page load)
// and sees the header's cart count change; the cart page lists it. Every page passes axe.
// The demo store (vendy-demo.myshopify.com) shows the layouts the server seeds at start-up: a
// shoppable video with timed product banners on its product pages and a carousel on its
// collection pages, played from our own HLS files.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { layoutEmbedCode } from '@vendy/client/domain';
import { LayoutCarousel, ShoppableVideo, type ShopMoment } from '../pages/ShoppableVideo';
import { Storefront } from '../pages/Storefront';
import { expectToast } from '../pages/announcements';
import { expect, test } from '../pages/fixtures';

const DEMO_STORE = 'vendy-demo.myshopify.com';
/** The seeded layout's two competing placements: viewers 0-49 see the first, 50-99 the second. */
const TOPS = ['Riviera Tee', 'Summit Zip Hoodie', 'Studio Field Jacket'];
const BASICS = ['Classic Cargo Pants', 'Classic Beanie', 'Lightweight Turtleneck'];
/** When the timed banners start, in seconds. */
const BANNER_SECONDS = [2, 6, 10];
/**
 * When the first placement's collection shows its products: one every 3 s after the last timed
 * banner (layout-seed's DEMO_COLLECTION_BANNER_INTERVAL). The collection holds the same three
 * tops, so the shopper's list names each once and its count stays at three.
 */
const COLLECTION_SECONDS = [13, 16, 19];

/** Every address the page (and its frames) asks for, in order. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Hosts other than the server's own among `urls` (the store and Vendy share it offline). */
function foreignHosts(urls: readonly string[], baseURL: string): string[] {
  const own = new URL(baseURL).host;
  return [
    ...new Set(
      urls
        .filter((url) => /^(https?|wss?):/.test(url))
        .map((url) => new URL(url).host)
        .filter((host) => host !== own),
    ),
  ];
}

/**
 * How far behind the time of the events it has been given the overlay may draw: it redraws after
 * each 'timeupdate' (ShopMoment.drawnTime), and a banner starts within the 250 ms between two.
 */
const OVERLAY_DRAW_SECONDS = 0.3;

/** Banners a viewer of the first placement should see at `time`: those whose start has come. */
const bannersDueAt = (time: number) => BANNER_SECONDS.filter((start) => start <= time).length;

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
    // The frame has reported its own height (this id names no layout) before the test sends its
    // own sizes: on a busy machine its report could otherwise come last.
    await expect(embed.getByText('Widget not found')).toBeVisible();
    await expect
      .poll(async () => Math.round((await holder.boundingBox())!.height))
      .not.toBe(Math.round((box.width * 9) / 16));

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

test.describe('the demo store’s seeded layouts', () => {
  // The layouts appear once the demo video is transcoded, and the banners come with its playback.
  test.describe.configure({ timeout: 480_000 });

  test('a shopper watches the product page’s video, opens a timed banner and adds the product to the cart', async ({
    page,
    baseURL,
  }) => {
    const requests = recordRequests(page);
    const store = new Storefront(page, DEMO_STORE);
    await store.gotoProduct('riviera-tee');
    await store.waitForLayout();
    // A viewer of the first placement (0-49).
    await store.setViewerRange(10);
    await store.gotoProduct('riviera-tee');
    await store.expectCartCount(0);
    // The theme app extension's block and embed put it there, loading from the host the app wrote
    // to the store's vendy.host metafield at install (without it the store shows nothing).
    await expect(store.appBlockPlaceholder).toHaveCount(1);
    expect(await store.loaderSources()).toEqual([
      `${baseURL}/embed/loader.js`,
      `${baseURL}/embed/loader.js`,
    ]);

    await store.layoutSection.scrollIntoViewIfNeeded();
    const video = new ShoppableVideo(store.layoutFrame);
    await expect(store.layoutFrame.getByRole('button', { name: /^Play/ })).toBeVisible();
    // The poster is a WebP copy about as wide as the frame shows it, not the full-size JPEG.
    const poster = store.layoutFrame.locator('picture > img').first();
    await expect
      .poll(() =>
        poster.evaluate((img: HTMLImageElement) =>
          img.complete && img.naturalWidth > 0 ? img.currentSrc : '',
        ),
      )
      .toMatch(/\/poster\.jpg\.w\d+\.webp$/);
    const shown = await poster.evaluate((img: HTMLImageElement) => ({
      pixels: img.getBoundingClientRect().width * devicePixelRatio,
      copy: Number(/\.w(\d+)\.webp$/.exec(img.currentSrc)?.[1]),
    }));
    expect(shown.copy).toBeGreaterThanOrEqual(shown.pixels / 1.5);
    expect(shown.copy).toBeLessThanOrEqual(Math.max(shown.pixels * 2, 320));
    expect(requests.filter((url) => url.endsWith('/poster.jpg'))).toEqual([]);
    // Nothing but the store and Vendy's own server is contacted before the shopper plays.
    expect(foreignHosts(requests, baseURL!)).toEqual([]);
    expect(requests.filter((url) => /youtube\.com|tiktok\.com|ytimg\.com/.test(url))).toEqual([]);

    await video.recordTimeUpdates();
    await video.play();
    await video.expectPlayingPast(0.2);
    expect(requests.some((url) => url.endsWith('/manifest/video.m3u8'))).toBe(true);

    // The banners come at their times: sampled with the video's clock until the last timed one
    // shows (on a busy machine the page gets the video's time late, and the overlay with it, so
    // sampling goes on until it does rather than stopping at a fixed time of the video).
    const moments: ShopMoment[] = [];
    await expect
      .poll(
        async () => {
          const moment = await video.moment();
          moments.push(moment);
          return moment.banners;
        },
        { timeout: 60_000, intervals: [200], message: 'the last timed banner shows' },
      )
      .toBeGreaterThanOrEqual(BANNER_SECONDS.length);
    for (const { currentTime, banners, drawnTime } of moments) {
      const at = `banners at ${currentTime.toFixed(2)} s (time updates given up to ${drawnTime?.toFixed(2)} s)`;
      // Never before its time; the overlay follows the video's time updates, as the page gets
      // them: a banner that does not show once the page has had its time is late.
      expect(banners, at).toBeLessThanOrEqual(bannersDueAt(currentTime));
      expect(banners, at).toBeGreaterThanOrEqual(bannersDueAt(drawnTime! - OVERLAY_DRAW_SECONDS));
    }
    // The samples saw the banners arrive one by one: some moment came before the last banner was
    // due (each moment above has at most the banners due by then). On a loaded machine the first
    // sample may come after the first banner's time, so a moment with none is not required.
    expect(moments.some((m) => bannersDueAt(m.currentTime) < BANNER_SECONDS.length)).toBe(true);

    // Past the collection's first product (the Riviera Tee again): it is not listed twice.
    await video.expectPlayingPast(COLLECTION_SECONDS[0]!);
    expect((await video.moment()).banners).toBe(TOPS.length);
    await video.openShop();
    await video.expectBanners(TOPS, BASICS);
    await expect(video.shopList.getByRole('listitem')).toHaveCount(TOPS.length);
    await video.chooseBanner('Riviera Tee');
    await video.chooseOption('Size', 'M');
    await video.chooseOption('Color', 'Burgundy');
    await video.setQuantity(2);
    await video.addToCart();

    await expectToast(page, 'Item added to cart.');
    await store.expectCartCount(2);
    const layoutId = await store.layoutSection
      .locator('[data-vendy-layout]')
      .getAttribute('data-vendy-layout');
    const cart = await store.cart();
    expect(cart.items).toEqual([
      expect.objectContaining({
        handle: 'riviera-tee',
        variant_title: 'M / Burgundy',
        quantity: 2,
        properties: expect.objectContaining({ _vendy_layout_id: layoutId }),
      }),
    ]);
    // Played, shopped and bought without any other host: the video is our own HLS.
    expect(foreignHosts(requests, baseURL!)).toEqual([]);
  });

  test('a viewer of the competing placement sees its banners, not the other’s', async ({
    page,
  }) => {
    const store = new Storefront(page, DEMO_STORE);
    await store.gotoProduct('classic-beanie');
    await store.waitForLayout();
    await store.setViewerRange(75);
    await store.gotoProduct('classic-beanie');

    await store.layoutSection.scrollIntoViewIfNeeded();
    const video = new ShoppableVideo(store.layoutFrame);
    await video.play();
    await video.expectPlayingPast(BANNER_SECONDS[0]!);
    await expect(video.clickToShop).toBeVisible();
    await video.openShop();
    await video.expectBanners([BASICS[0]!], TOPS);
  });

  test('a shopper swipes and arrows through the collection page’s carousel', async ({ page }) => {
    const store = new Storefront(page, DEMO_STORE);
    await store.gotoCollection('all');
    await store.waitForLayout();
    await store.layoutSection.scrollIntoViewIfNeeded();
    const carousel = new LayoutCarousel(store.layoutFrame);
    await expect(carousel.region).toBeVisible();
    // The middle item of three starts in the centre.
    await expect(carousel.activeSlide).toHaveAttribute('aria-label', '2 of 3');

    await carousel.press('ArrowRight');
    await expect(carousel.activeSlide).toHaveAttribute('aria-label', '3 of 3');
    await expect(carousel.region).toContainText('Item 3 of 3: Studio session');

    // Dragging to the right brings the previous item to the centre, to the left the next one.
    await carousel.drag(220);
    await expect(carousel.activeSlide).toHaveAttribute('aria-label', '2 of 3');
    await carousel.drag(-220);
    await expect(carousel.activeSlide).toHaveAttribute('aria-label', '3 of 3');
    // A short drag is not a swipe.
    await carousel.drag(-60);
    await expect(carousel.activeSlide).toHaveAttribute('aria-label', '3 of 3');

    // The item the shopper chose plays.
    await carousel.player().expectPlayingPast(0.5);
  });
});
