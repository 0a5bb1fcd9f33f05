import type { Locator, Page } from '@playwright/test';

/**
 * /products (spec doc 2 §2): the Products, Product Collections and Affiliate Links tabs, the
 * Shopify import screen, Re-Sync All and the 'Affiliate Product' form.
 */
export class ProductsPage {
  readonly heading: Locator;
  readonly productsTab: Locator;
  readonly collectionsTab: Locator;
  readonly affiliateLinksTab: Locator;
  readonly productsTable: Locator;
  readonly collectionsTable: Locator;
  readonly affiliateLinksTable: Locator;
  readonly importScreen: Locator;
  readonly resyncDialog: Locator;
  readonly affiliateForm: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'Products' });
    this.productsTab = main.getByRole('tab', { name: 'Products', exact: true });
    this.collectionsTab = main.getByRole('tab', { name: 'Product Collections' });
    this.affiliateLinksTab = main.getByRole('tab', { name: 'Affiliate Links' });
    this.productsTable = main.getByRole('grid', { name: 'Products' });
    this.collectionsTable = main.getByRole('grid', { name: 'Product Collections' });
    this.affiliateLinksTable = main.getByRole('grid', { name: 'Affiliate Links' });
    this.importScreen = page.getByRole('dialog', { name: 'Import from Shopify' });
    this.resyncDialog = page.getByRole('dialog', { name: 'Re-Sync All' });
    this.affiliateForm = page.getByRole('form', { name: 'Affiliate Product' });
  }

  async goto() {
    await this.page.goto('/products');
  }

  /** The open tab's panel. */
  get panel() {
    return this.page.getByRole('main').getByRole('tabpanel');
  }

  /** 'Import from Shopify' of the open tab (the empty card repeats it: the toolbar's comes first). */
  get importButton() {
    return this.panel.getByRole('button', { name: 'Import from Shopify' }).first();
  }

  get resyncButton() {
    return this.panel.getByRole('button', { name: 'Re-Sync All' });
  }

  get addAffiliateLink() {
    return this.panel.getByRole('button', { name: 'Affiliate Link' }).first();
  }

  /** Rows with data (the header row has column headers, not cells). */
  dataRows(table: Locator) {
    return table.getByRole('row').filter({ has: this.page.getByRole('gridcell') });
  }

  /** The row titled exactly `title` (titles may contain one another). */
  row(table: Locator, title: string) {
    return this.dataRows(table).filter({ has: this.page.getByText(title, { exact: true }) });
  }
}
