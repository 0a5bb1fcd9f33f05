import { expect, type Locator, type Page } from '@playwright/test';
import { getViolations, injectAxe } from 'axe-playwright';

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
