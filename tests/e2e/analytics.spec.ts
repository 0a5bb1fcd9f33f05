// Analytics (doc 3 §6), as a merchant uses it: a shopper watches the demo store's layout; the
// demo merchant (Standard plan) opens /analytics and, once the minute's rollup has counted the
// playback, sees the frame with the numbers the data API gives for the same period, the charts'
// tables, the breakdowns and 'How we count'. The frame may be framed by the app only. A Starter
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

  test('a shopper’s playback shows in the frame with the data API’s numbers', async ({
    page,
    browser,
  }) => {
    // The shopper, in a browser of their own.
    const shopperContext = await browser.newContext();
    const shopperPage = await shopperContext.newPage();
    const store = new Storefront(shopperPage, DEMO_STORE);
    await store.gotoProduct('riviera-tee');
    await store.waitForLayout();
    await store.layoutSection.scrollIntoViewIfNeeded();
    const video = new ShoppableVideo(store.layoutFrame);
    await video.play();
    // Past one 'watch' beat (every 5 s).
    await video.expectPlayingPast(6);
    // Leaving the page sends what the embed still holds.
    await store.gotoHome();
    await shopperContext.close();

    expect(await logInViaApi(page.request, DEMO_MERCHANT.email, DEMO_MERCHANT.password)).toBe(true);
    const analytics = new AnalyticsPage(page);
    await analytics.waitForViews(1);

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
