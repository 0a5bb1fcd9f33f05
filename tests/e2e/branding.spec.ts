// Brand Management (doc 3 §5, §9; doc 1 §9), tried as a merchant and their shoppers would: the
// demo merchant (Standard plan, white-label branding) changes the button colour, radius and font
// and hides the Vendy branding; a shopper then opening the demo store's product page sees the
// layout in that colour and font, without the Powered-by logo and without anything moving while
// the font arrives (from our own server). Reset to Defaults brings the default look back. A
// Starter merchant cannot hide the branding, not even by calling the API directly.
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { DEFAULT_BRANDING } from '@vendy/client/domain';
import { logInViaApi } from '../pages/accounts';
import { BrandPage } from '../pages/BrandPage';
import { expect, test } from '../pages/fixtures';
import { gql, gqlFromPage } from '../pages/graphql';
import { setUpPaidMerchant } from '../pages/merchant';
import { ShoppableVideo } from '../pages/ShoppableVideo';
import { Storefront } from '../pages/Storefront';

/** The demo data of the e2e server (apps/api/src/modules/demo): Standard plan, the demo store. */
const DEMO_MERCHANT = { email: 'demo@vendy.app', password: 'vendy-demo-1' };
const DEMO_STORE = 'vendy-demo.myshopify.com';

const BRAND_BLUE = '#1d3557';
const RADIUS = 4;
/** Bold: the weight the player's branded buttons are drawn in. */
const FONT = {
  family: 'Work Sans',
  style: 'Bold',
  file: /\/media\/fonts\/work-sans\/n7\.[0-9a-f]{16}\.woff2$/,
};

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const RESET = `mutation deleteBrandingSettings { deleteBrandingSettings { hideVendyBranding } }`;
const UPSERT = `mutation upsertBrandingSettings($settings: BrandingSettingsInput!) {
  upsertBrandingSettings(settings: $settings) { hideVendyBranding }
}`;

/** A layout shift as the page saw it: its score, whether input came just before, what moved. */
interface Shift {
  value: number;
  hadRecentInput: boolean;
  at: number;
  moved: string[];
}

/**
 * Records every layout shift of every frame from the frame's first script on (a
 * PerformanceObserver with buffered entries).
 */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts = shifts;
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const name = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 30) ?? '';
    return `${node.tagName.toLowerCase()}.${node.className} "${name}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Array<{
      value: number;
      hadRecentInput: boolean;
      startTime: number;
      sources?: Array<{ node: Node | null }>;
    }>) {
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        at: Math.round(entry.startTime),
        moved: (entry.sources ?? []).map((source) => describe(source.node)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The layout shifts so far in the frame of `root` that count (none right after input). */
const layoutShifts = (root: Locator) =>
  root.evaluate(() =>
    ((window as unknown as { __layoutShifts?: Shift[] }).__layoutShifts ?? []).filter(
      (shift) => !shift.hadRecentInput,
    ),
  );

/** Expects no layout shift in the frame of `root`, listing what moved otherwise. */
async function expectNoLayoutShift(root: Locator, where: string) {
  const shifts = await layoutShifts(root);
  expect(shifts, `layout shifts ${where}: ${JSON.stringify(shifts)}`).toEqual([]);
}

interface Shopper {
  page: Page;
  store: Storefront;
  frame: FrameLocator;
  video: ShoppableVideo;
  /** Every address the shopper's page and its frames asked for. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A new shopper (a browser of their own, nothing cached) on the demo store's product page, with
 * its layout in view.
 */
async function shopperOnProductPage(browser: Browser): Promise<Shopper> {
  const context = await browser.newContext();
  await context.addInitScript(recordLayoutShifts);
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const store = new Storefront(page, DEMO_STORE);
  await store.gotoProduct('riviera-tee');
  await store.waitForLayout();
  // A viewer of the placement with the Riviera Tee (viewers 0-49), as in storefront.spec.ts.
  await store.setViewerRange(10);
  await store.gotoProduct('riviera-tee');
  await store.layoutSection.scrollIntoViewIfNeeded();
  const frame = store.layoutFrame;
  const video = new ShoppableVideo(frame);
  await expect(frame.getByRole('button', { name: /^Play/ })).toBeVisible({ timeout: 60_000 });
  return { page, store, frame, video, requests, close: () => context.close() };
}

/** The computed style of an element inside the layout frame. */
const computed = (element: Locator, property: string) =>
  element.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);

test.describe('Brand Management on the storefront', () => {
  // The demo layout appears once its video is transcoded; the banners come with playback.
  test.describe.configure({ timeout: 300_000 });

  // The demo store is shared with the storefront journeys: whatever happens here, it ends with
  // the default branding.
  test.afterEach(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      if (await logInViaApi(request, DEMO_MERCHANT.email, DEMO_MERCHANT.password)) {
        await gql(request, RESET);
      }
    } finally {
      await request.dispose();
    }
  });

  test('a Standard merchant’s colour, radius and font show in the store’s layout without the Powered-by logo, until Reset to Defaults', async ({
    page,
    browser,
    baseURL,
  }) => {
    const brand = new BrandPage(page);
    const own = new URL(baseURL!).origin;

    await test.step('the merchant changes the buttons and hides the Vendy branding, then saves', async () => {
      expect(await logInViaApi(page.request, DEMO_MERCHANT.email, DEMO_MERCHANT.password)).toBe(
        true,
      );
      await brand.goto();
      await expect(brand.colour('Button background')).toHaveValue(
        DEFAULT_BRANDING.buttonBackgroundColor.toUpperCase(),
      );
      await expect(brand.hideBranding).toBeEnabled();
      await brand.setColour('Button background', BRAND_BLUE);
      await brand.setRadius(RADIUS);
      await brand.chooseFont('Button font', FONT.family, FONT.style);
      await brand.toggleHideBranding();
      await expect(brand.hideBranding).toBeChecked();
      await brand.saveSettings();
      await page.screenshot({ path: test.info().outputPath('brand-saved.png') });
    });

    await test.step('a shopper sees the layout in the brand’s colour and font, without the logo and without a shift', async () => {
      const shopper = await shopperOnProductPage(browser);
      try {
        const { frame, video } = shopper;
        const play = frame.getByRole('button', { name: /^Play/ }).first();
        await expect.poll(() => computed(play, 'background-color')).toBe(rgb(BRAND_BLUE));
        await expect(frame.getByRole('link', { name: /^Powered by Vendy/ })).toHaveCount(0);
        // The font's file comes from our own server, before the shopper presses play.
        await expect
          .poll(() => shopper.requests.filter((url) => FONT.file.test(new URL(url).pathname)))
          .toEqual([expect.stringMatching(new RegExp(`^${own}/`))]);
        await expect
          .poll(() => play.evaluate(() => document.fonts.check('700 19px "Work Sans"')))
          .toBe(true);
        await expectNoLayoutShift(frame.locator('body'), 'in the frame before play');

        await video.play();
        await expect(video.clickToShop).toBeVisible({ timeout: 60_000 });
        const button = video.clickToShop;
        expect(await computed(button, 'background-color')).toBe(rgb(BRAND_BLUE));
        expect(await computed(button, 'border-top-left-radius')).toBe(`${RADIUS}px`);
        expect(await computed(button, 'font-family')).toMatch(/^"Work Sans", "Work Sans Fallback"/);
        // Drawn in the loaded face itself, not its fallback.
        const faces = await button.evaluate(() =>
          Array.from(document.fonts as unknown as Iterable<FontFace>)
            .filter((face) => face.family.replace(/"/g, '') === 'Work Sans')
            .map((face) => `${face.weight} ${face.style} ${face.status}`),
        );
        expect(faces).toContain('700 normal loaded');
        // Nothing moved, in the frame or on the store's page, while the font arrived and the
        // player drew its branded text. (What the shop list and product card do later, as their
        // pictures arrive, is the player's own layout, not the font's.)
        await expectNoLayoutShift(frame.locator('body'), 'in the frame');
        await expectNoLayoutShift(shopper.page.locator('body'), 'on the store page');

        await video.openShop();
        await video.chooseBanner('Riviera Tee');
        const addToCart = video.productCard.getByRole('button', { name: 'Add to Cart' });
        expect(await computed(addToCart, 'background-color')).toBe(rgb(BRAND_BLUE));
        await shopper.page.screenshot({ path: test.info().outputPath('store-branded.png') });
        expect(
          shopper.requests.filter((url) => /fonts\.(googleapis|gstatic)\.com/.test(url)),
        ).toEqual([]);
      } finally {
        await shopper.close();
      }
    });

    await test.step('Reset to Defaults: a shopper who had the branded layout reloads and sees the default colour and the Powered-by logo', async () => {
      // Already on the page with the branded layout, as a merchant checking their own store is:
      // the reload after the reset must not show what the browser kept.
      const shopper = await shopperOnProductPage(browser);
      try {
        const play = shopper.frame.getByRole('button', { name: /^Play/ }).first();
        await expect.poll(() => computed(play, 'background-color')).toBe(rgb(BRAND_BLUE));

        await brand.resetToDefaults();
        await expect(brand.colour('Button background')).toHaveValue(
          DEFAULT_BRANDING.buttonBackgroundColor.toUpperCase(),
        );
        await expect(brand.hideBranding).not.toBeChecked();

        const before = shopper.requests.length;
        await shopper.page.reload();
        await shopper.store.layoutSection.scrollIntoViewIfNeeded();
        await expect
          .poll(() => computed(play, 'background-color'))
          .toBe(rgb(DEFAULT_BRANDING.buttonBackgroundColor));
        await expect(shopper.frame.getByRole('link', { name: /^Powered by Vendy/ })).toBeVisible();
        expect(
          shopper.requests.slice(before).filter((url) => url.includes('/media/fonts/')),
        ).toEqual([]);
        await expectNoLayoutShift(shopper.frame.locator('body'), 'in the frame');
      } finally {
        await shopper.close();
      }
    });
  });
});

test('a Starter merchant cannot hide the Vendy branding, not even through the API', async ({
  page,
}) => {
  await setUpPaidMerchant(page, 'branding');
  const brand = new BrandPage(page);
  await brand.goto();
  await expect(brand.upgradeHeading).toBeVisible();
  await expect(brand.save).toHaveCount(0);

  const answer = await gqlFromPage<{ upsertBrandingSettings: unknown }>(page, UPSERT, {
    settings: { hideVendyBranding: true },
  });
  expect(answer.data ?? null).toBeNull();
  expect(answer.errors?.map((e) => e.message)).toEqual([
    'This area requires a higher tier than your current plan.',
  ]);
});
