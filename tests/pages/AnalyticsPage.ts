import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * Analytics (/analytics) as a merchant uses it: the page, the analytics frame it embeds (its
 * period, summary cards, charts, tables and 'How we count'), or the upgrade card.
 */
export class AnalyticsPage {
  readonly heading: Locator;
  readonly frameElement: Locator;
  readonly frame: FrameLocator;
  readonly upgradeHeading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Analytics' });
    this.frameElement = page.locator('iframe[title="Analytics"]');
    this.frame = this.frameElement.contentFrame();
    this.upgradeHeading = page.getByRole('heading', { name: 'Upgrade Your Plan' });
  }

  async goto() {
    await this.page.goto('/analytics');
    // The session is read first ('Loading Vendy'): slow on a loaded machine.
    await expect(this.heading).toBeVisible({ timeout: 90_000 });
  }

  /** The summary card of a metric ('Views', 'Impressions'...). */
  card(label: string): Locator {
    return this.frame
      .getByRole('list', { name: 'Totals' })
      .getByRole('listitem')
      .filter({ has: this.frame.getByRole('heading', { name: label, exact: true }) });
  }

  /** The value a summary card shows, e.g. '1,440'. */
  async cardValue(label: string): Promise<string> {
    return (await this.card(label).locator('p').first().textContent()) ?? '';
  }

  get totalsHeading(): Locator {
    return this.frame.getByRole('heading', { name: 'Totals' });
  }

  get emptyHeading(): Locator {
    return this.frame.getByRole('heading', { name: 'No shopper activity yet' });
  }

  /**
   * Reloads the page until the frame shows numbers with at least `views` views (the events are
   * rolled up every minute, in the background).
   */
  async waitForViews(views: number, timeout = 240_000) {
    await expect
      .poll(
        async () => {
          await this.goto();
          await expect(this.totalsHeading.or(this.emptyHeading)).toBeVisible({ timeout: 60_000 });
          if (!(await this.totalsHeading.isVisible())) return 0;
          return Number((await this.cardValue('Views')).replace(/,/g, ''));
        },
        { timeout, intervals: [5_000], message: `the frame shows ${views} views or more` },
      )
      .toBeGreaterThanOrEqual(views);
  }
}
