import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** An experiment's arm as its table shows it (texts as the merchant reads them). */
export interface ExperimentArmRow {
  /** The strategy, with '(control)' / '(leader)' when it is one. */
  strategy: string;
  share: string;
  views: string;
  addToCarts: string;
  /** e.g. '7.1% (95% interval 5%–10%)' */
  addToCartRate: string;
  attributedOrders: string;
  attributedRevenue: string;
  revenuePerView: string;
  /** e.g. '+4.1 points', '–' for the control. */
  versusControl: string;
  /** 'Control', 'Significant (p = 0.007)', 'Not significant yet', 'Not enough views to compare'. */
  significance: string;
}

export interface AttributedOrderRow {
  name: string;
  date: string;
  total: string;
  refunded: string;
  attributedRevenue: string;
}

export interface PathEventRow {
  time: string;
  /** e.g. 'View', 'Watched 15 s', 'Add to cart · Led to this order'. */
  label: string;
  /** e.g. 'Layout: Summer lookbook · Video: Linen shirt styling · Product: Linen shirt' */
  details: string;
}

/** The texts of a table row's cells, row header first. */
async function cellTexts(row: Locator): Promise<string[]> {
  return (await row.locator('[role="rowheader"], [role="gridcell"]').allTextContents()).map((t) =>
    t.trim(),
  );
}

/**
 * Analytics (/analytics) as a merchant uses it: the page, the analytics frame it embeds (its
 * period, summary cards, charts, tables, experiments, attributed orders and their paths, and
 * 'How we count'), or the upgrade card.
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
   * Reloads until the totals show a whole shopper session: the rollups run every minute, so one
   * run may have taken the view before the session's later events (the watch beats, the
   * add-to-cart), and the frame shows what it read when it loaded.
   */
  async waitForSession(
    { views, addToCarts }: { views: number; addToCarts: number },
    timeout = 240_000,
  ) {
    const number = async (card: string) => Number((await this.cardValue(card)).replace(/,/g, ''));
    await expect
      .poll(
        async () => {
          await this.goto();
          await expect(this.totalsHeading.or(this.emptyHeading)).toBeVisible({ timeout: 60_000 });
          if (!(await this.totalsHeading.isVisible())) return 'no totals yet';
          return {
            views: (await number('Views')) >= views,
            addToCarts: (await number('Add-to-carts')) >= addToCarts,
            watched: (await this.cardValue('Watch time')) !== '0 s',
          };
        },
        { timeout, intervals: [5_000], message: 'the frame shows the whole shopper session' },
      )
      .toEqual({ views: true, addToCarts: true, watched: true });
  }

  get experimentsHeading(): Locator {
    return this.frame.getByRole('heading', { name: 'Experiments', level: 2 });
  }

  /** An experiment's table of arms, by the experiment's title. */
  experimentTable(title: string): Locator {
    return this.frame.getByRole('grid', { name: title, exact: true });
  }

  /** The sentence naming an experiment's leader (or saying there is none yet). */
  async experimentLeader(title: string): Promise<string> {
    const section = this.frame.getByRole('region', { name: title, exact: true });
    return ((await section.locator('[data-experiment-leader]').textContent()) ?? '').trim();
  }

  /** An experiment's arms in rank order (the table's first page, 5 rows). */
  async experimentArms(title: string): Promise<ExperimentArmRow[]> {
    const table = this.experimentTable(title);
    await expect(table).toBeVisible();
    const rows = table.getByRole('row').filter({ has: this.frame.getByRole('rowheader') });
    const arms: ExperimentArmRow[] = [];
    for (const row of await rows.all()) {
      const [
        strategy = '',
        share = '',
        views = '',
        addToCarts = '',
        addToCartRate = '',
        attributedOrders = '',
        attributedRevenue = '',
        revenuePerView = '',
        versusControl = '',
        significance = '',
      ] = await cellTexts(row);
      arms.push({
        strategy,
        share,
        views,
        addToCarts,
        addToCartRate,
        attributedOrders,
        attributedRevenue,
        revenuePerView,
        versusControl,
        significance,
      });
    }
    return arms;
  }

  get ordersTable(): Locator {
    return this.frame.getByRole('grid', { name: 'Attributed orders', exact: true });
  }

  /** The attributed orders the table shows, newest first (its current page). */
  async orders(): Promise<AttributedOrderRow[]> {
    await expect(this.ordersTable).toBeVisible();
    const rows = this.ordersTable
      .getByRole('row')
      .filter({ has: this.frame.getByRole('rowheader') });
    const orders: AttributedOrderRow[] = [];
    for (const row of await rows.all()) {
      // The first cell holds the path's toggle.
      const [, name = '', date = '', total = '', refunded = '', attributedRevenue = ''] =
        await cellTexts(row);
      orders.push({ name, date, total, refunded, attributedRevenue });
    }
    return orders;
  }

  /** The list of an order's path events (once it is open). */
  orderPath(name: string): Locator {
    return this.frame.getByRole('list', { name: `Events before order ${name}`, exact: true });
  }

  /** Opens an order's path (e.g. '#1001') under its row and waits for its events. */
  async openOrderPath(name: string): Promise<Locator> {
    const toggle = this.frame.getByRole('button', { name: `Path of order ${name}`, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(this.orderPath(name)).toBeVisible({ timeout: 30_000 });
    return this.orderPath(name);
  }

  /** An order's path events in time order (opens the path first). */
  async orderPathEvents(name: string): Promise<PathEventRow[]> {
    const list = await this.openOrderPath(name);
    const events: PathEventRow[] = [];
    for (const item of await list.getByRole('listitem').all()) {
      const [time = '', label = '', details = ''] = (
        await item.locator(':scope > *').allTextContents()
      ).map((t) => t.trim());
      events.push({ time, label, details });
    }
    return events;
  }
}
