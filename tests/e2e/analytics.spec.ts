// Analytics (doc 3 §6), as a merchant uses it: a shopper watches the demo store's layout, adds a
// product from its banner, checks out and has one unit refunded; the demo merchant (Standard plan)
// opens /analytics and, once the minute's rollup has counted the playback, sees the frame with the
// numbers the data API gives for the same period, the charts' tables, the breakdowns, 'How we
// count', the attributed order (net of its refund) with its path, and the experiment's arm. The frame may be framed by the app only. A Starter
// merchant gets the upgrade card.
import { logInViaApi } from '../pages/accounts';
import { AnalyticsPage } from '../pages/AnalyticsPage';
import { expect, test } from '../pages/fixtures';
import { gql } from '../pages/graphql';
import { setUpPaidMerchant } from '../pages/merchant';
import { ShoppableVideo } from '../pages/ShoppableVideo';
import { Storefront } from '../pages/Storefront';

const DEMO_MERCHANT = { email: 'demo@vendy.app', password: 'vendy-demo-1' };
const DEMO_STORE = 'vendy-demo.myshopify.com';
const DAY_MS = 24 * 60 * 60 * 1000;

const TOKEN = `query getAnalyticsToken { getAnalyticsToken { accessToken expiresAt } }`;

test.describe('the demo merchant’s analytics', () => {
  // The layout appears once the demo video is transcoded; the rollup runs every minute.
  test.describe.configure({ timeout: 600_000 });

  test('a shopper buys through the video, and the frame shows the playback, the attributed order with its path and refund, and the experiment’s arm', async ({
    page,
    browser,
  }) => {
    // The shopper, in a browser of their own, in the first arm of the demo experiment (0-49).
    const shopperContext = await browser.newContext();
    const shopperPage = await shopperContext.newPage();
    const store = new Storefront(shopperPage, DEMO_STORE);
    await store.gotoProduct('riviera-tee');
    await store.waitForLayout();
    await store.setViewerRange(10);
    await store.gotoProduct('riviera-tee');
    await store.layoutSection.scrollIntoViewIfNeeded();
    const video = new ShoppableVideo(store.layoutFrame);
    await video.play();
    // Past one 'watch' beat (every 5 s) and the Riviera Tee's banner (2 s).
    await video.expectPlayingPast(6);
    await video.openShop();
    await video.chooseBanner('Riviera Tee');
    await video.chooseOption('Size', 'M');
    await video.chooseOption('Color', 'Burgundy');
    await video.setQuantity(2);
    await video.addToCart();
    await store.expectCartCount(2);
    const cart = (await store.cart()) as Awaited<ReturnType<Storefront['cart']>> & {
      items: Array<{ price: number }>;
    };
    const unitCents = cart.items[0]!.price;
    expect(unitCents).toBeGreaterThan(0);
    // The viewer goes on the cart itself too (the loader's cart attribute), so the order carries
    // it: the same anonymous id as the line's.
    const viewer = cart.items[0]!.properties?._vendy_anonymous_id;
    expect(viewer).toMatch(/\S/);
    expect(cart.attributes._vendy_anonymous_id).toBe(viewer);

    // Checkout in the sandbox store: the order and its webhook.
    await store.cartLink.click();
    await shopperPage.getByRole('button', { name: 'Check out' }).click();
    await shopperPage.getByRole('button', { name: 'Place order' }).click();
    const confirmation = shopperPage.getByText(/^Order #\d+ is confirmed\.$/);
    await expect(confirmation).toBeVisible();
    const orderName = /#\d+/.exec((await confirmation.textContent()) ?? '')![0];
    // One of the two units is refunded from the sandbox admin (the refunds webhook).
    const units = shopperPage
      .getByRole('region', { name: 'Sandbox admin: refund' })
      .getByRole('spinbutton', { name: /^Units of Riviera Tee to refund/ });
    await units.fill('1');
    await units.press('Enter');
    await expect(
      shopperPage
        .getByRole('status')
        .filter({ hasText: 'Refund created: the app has been sent the refund.' }),
    ).toBeVisible();
    await shopperContext.close();

    expect(await logInViaApi(page.request, DEMO_MERCHANT.email, DEMO_MERCHANT.password)).toBe(true);
    const analytics = new AnalyticsPage(page);
    await analytics.waitForSession({ views: 1, addToCarts: 1 });

    // The frame is the app's own page, framed by it: its address carries no token (the fragment
    // it came with is gone), and the page sized it to its content.
    const frameUrl = new URL(
      (await analytics.frameElement.elementHandle().then((h) => h!.contentFrame()))!.url(),
    );
    expect(frameUrl.pathname).toBe('/analytics/frame');
    expect(frameUrl.search).toBe('');
    expect(frameUrl.hash).toBe('');
    const frameHeight = await analytics.frameElement.evaluate(
      (el) => el.getBoundingClientRect().height,
    );
    const contentHeight = await analytics.frame
      .locator('body')
      .evaluate((body) => body.scrollHeight);
    expect(Math.abs(frameHeight - contentHeight)).toBeLessThanOrEqual(2);

    // The numbers shown are the data API's for the same period (the last 7 UTC days).
    const { getAnalyticsToken } = await gql<{ getAnalyticsToken: { accessToken: string } }>(
      page.request,
      TOKEN,
    );
    const to = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS);
    const from = new Date(to.getTime() - 7 * DAY_MS);
    const answer = await page.request.get(
      `/analytics/api/summary?from=${from.toISOString()}&to=${to.toISOString()}`,
      { headers: { authorization: `Bearer ${getAnalyticsToken.accessToken}` } },
    );
    expect(answer.status()).toBe(200);
    const summary = (await answer.json()) as {
      current: { impressions: number; views: number; clicks: number; addToCarts: number };
    };
    const count = (n: number) => n.toLocaleString('en-US');
    expect(summary.current.views).toBeGreaterThanOrEqual(1);
    await expect(analytics.card('Views').locator('p').first()).toHaveText(
      count(summary.current.views),
    );
    await expect(analytics.card('Impressions').locator('p').first()).toHaveText(
      count(summary.current.impressions),
    );
    await expect(analytics.card('Banner clicks').locator('p').first()).toHaveText(
      count(summary.current.clicks),
    );
    await expect(analytics.card('Add-to-carts').locator('p').first()).toHaveText(
      count(summary.current.addToCarts),
    );
    // Watch time: at least the 5 s beat the shopper passed.
    await expect(analytics.card('Watch time').locator('p').first()).not.toHaveText('0 s');

    // The rest of the report: the charts (each with its table), the breakdowns, the definitions.
    await expect(
      analytics.frame.getByRole('heading', { name: 'Impressions and views' }),
    ).toBeVisible();
    await analytics.frame.getByRole('button', { name: 'Show as table' }).first().click();
    const daily = analytics.frame.getByRole('table', { name: /Impressions and views, per day/ });
    await expect(daily).toBeVisible();
    await expect(daily.getByRole('row')).toHaveCount(8);
    const layouts = analytics.frame.getByRole('grid', { name: 'By layout' });
    await expect(layouts.getByRole('row')).not.toHaveCount(1);
    // Named by the layout's title (the page sends the titles), not by its id.
    await expect(layouts.getByRole('rowheader').first()).not.toHaveText(/^[0-9a-f]{8}-/);
    await expect(analytics.frame.getByRole('heading', { name: 'How we count' })).toBeVisible();

    // Keyboard: the period is a labelled control that Tab reaches.
    await analytics.frame.getByRole('button', { name: /Period/ }).focus();
    await page.keyboard.press('Enter');
    await analytics.frame.getByRole('option', { name: 'Last 30 days' }).click();
    await expect(analytics.frame.getByText(/, compared with /)).toContainText(
      new Date(to.getTime() - 30 * DAY_MS).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
    await expect(analytics.card('Views').locator('p').first()).not.toHaveText('0');

    // The attributed order (the rollup folds the add-to-cart in within a minute): one unit bought
    // and kept, one refunded; its path starts with the playback and ends with the add-to-cart.
    const money = (cents: number) =>
      (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await expect
      .poll(
        async () => {
          await analytics.goto();
          await expect(analytics.totalsHeading).toBeVisible({ timeout: 60_000 });
          return (await analytics.orders()).map((order) => order.name);
        },
        { timeout: 240_000, intervals: [5_000], message: `order ${orderName} is attributed` },
      )
      .toContain(orderName);
    const order = (await analytics.orders()).find((o) => o.name === orderName)!;
    expect(order.total).toBe(money(2 * unitCents));
    expect(order.refunded).toBe(money(unitCents));
    expect(order.attributedRevenue).toBe(money(unitCents));
    const path = await analytics.orderPathEvents(orderName);
    const labels = path.map((event) => event.label);
    const viewAt = labels.indexOf('View');
    const addAt = labels.findIndex((label) => label.startsWith('Add to cart · Led to this order'));
    expect(viewAt, labels.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(addAt, labels.join(' | ')).toBeGreaterThan(viewAt);
    expect(path[addAt]!.details).toContain('Product: Riviera Tee');
    expect(path[viewAt]!.details).toContain('Layout: Spring looks');
    expect(labels.slice(viewAt, addAt).some((label) => /^Watched \d+/.test(label))).toBe(true);

    // The experiment: the shopper's arm counts their view, add-to-cart and order.
    const arms = await analytics.experimentArms('Spring looks: tops or basics');
    const tops = arms.find((arm) => arm.strategy.startsWith('Spring looks: tops'))!;
    expect(Number(tops.views.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    expect(Number(tops.addToCarts.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
    expect(Number(tops.attributedOrders.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);

    await page.screenshot({ path: test.info().outputPath('analytics.png'), fullPage: true });
  });

  test('the frame may not be framed by anyone else, and refuses to open without a token', async ({
    page,
  }) => {
    const response = await page.request.get('/analytics/frame', {
      headers: { accept: 'text/html' },
    });
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    // Opened on its own, without a token, it says so rather than showing nothing.
    await page.goto('/analytics/frame');
    await expect(page.getByRole('alert')).toContainText(
      'Your access to analytics has ended. Reload the page to open Analytics again.',
    );
  });
});

test('a Starter merchant sees the upgrade card on /analytics', async ({ page }) => {
  await setUpPaidMerchant(page, 'analytics');
  const analytics = new AnalyticsPage(page);
  await analytics.goto();
  await expect(analytics.upgradeHeading).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
  await expect(analytics.frameElement).toHaveCount(0);
});
