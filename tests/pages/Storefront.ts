import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';
import { VIEWER_RANGE_KEY } from '@vendy/client/domain';

/**
 * The sandbox shop's online store (/sandbox/shopify/{shop}/): a Dawn-like theme with the AJAX
 * cart, where shoppers meet Vendy layouts.
 */
export class Storefront {
  readonly root: string;
  readonly cartLink: Locator;
  readonly notification: Locator;

  constructor(
    readonly page: Page,
    readonly shop: string,
  ) {
    this.root = `/sandbox/shopify/${shop}/`;
    const banner = page.getByRole('banner');
    this.cartLink = banner.getByRole('link', { name: /^Cart/ });
    this.notification = banner.getByRole('status');
  }

  async gotoHome() {
    await this.page.goto(this.root);
  }

  async gotoProduct(handle: string) {
    await this.page.goto(`${this.root}products/${handle}`);
  }

  async gotoCollection(handle: string) {
    await this.page.goto(`${this.root}collections/${handle}`);
  }

  /** The section holding the store's Vendy layout (its placeholder and, once loaded, its frame). */
  get layoutSection(): Locator {
    return this.page.getByRole('region', { name: 'Shoppable video' });
  }

  /** The layout's placeholder as the theme app extension's "Vendy layout" app block renders it. */
  get appBlockPlaceholder(): Locator {
    return this.layoutSection.locator('.shopify-app-block > .vendy-layout[data-vendy-layout]');
  }

  /** Addresses of the page's Vendy loader scripts (app block and app embed). */
  loaderSources(): Promise<string[]> {
    return this.page
      .locator('script[src$="/embed/loader.js"]')
      .evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  }

  get layoutFrame(): FrameLocator {
    return this.layoutSection.locator('iframe[title="Shoppable video"]').contentFrame();
  }

  /**
   * Reloads the page until it shows a layout (a demo layout appears once its video is
   * transcoded, in the background after the server starts).
   */
  async waitForLayout(timeout = 150_000) {
    await expect
      .poll(
        async () => {
          if ((await this.layoutSection.count()) > 0) return true;
          await this.page.reload();
          return (await this.layoutSection.count()) > 0;
        },
        { timeout, intervals: [2_000], message: 'the store shows its Vendy layout' },
      )
      .toBe(true);
  }

  /**
   * Fixes the viewer's experiment number (0-99) that layouts on this store read from local
   * storage: the layout frames are served from the same origin as this sandbox store.
   */
  async setViewerRange(value: number) {
    await this.page.evaluate(([key, v]) => window.localStorage.setItem(key, String(v)), [
      VIEWER_RANGE_KEY,
      value,
    ] as const);
  }

  /** The cart as the store's AJAX API answers it. */
  async cart(): Promise<{
    item_count: number;
    attributes: Record<string, string>;
    items: Array<{
      handle: string;
      quantity: number;
      variant_title: string | null;
      properties: Record<string, string> | null;
    }>;
  }> {
    const response = await this.page.request.get(`${this.root}cart.js`);
    expect(response.ok()).toBe(true);
    return response.json();
  }

  async gotoCatalog() {
    await this.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Catalog' })
      .click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  }

  /** Opens the first product of the grid that is not sold out; returns its title. */
  async openFirstAvailableProduct(): Promise<string> {
    const card = this.page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading') })
      .filter({ hasNotText: 'Sold out' })
      .first();
    const link = card.getByRole('link');
    const title = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    return title;
  }

  async addToCart(quantity: number) {
    const main = this.page.getByRole('main');
    await main.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
    await main.getByRole('button', { name: 'Add to cart' }).click();
  }

  /** The cart count as the header link tells it ("Cart" alone when empty). */
  async expectCartCount(count: number) {
    const name = count === 0 ? /^Cart$/ : new RegExp(`^Cart ${count} items?$`);
    await expect(this.cartLink).toHaveAccessibleName(name);
  }

  /** axe over the whole page: WCAG 2.2 A/AA and best practices. */
  async expectAccessible() {
    await injectAxe(this.page);
    const violations = await getViolations(this.page, undefined, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    expect(
      violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  }
}
