import type { Locator, Page } from '@playwright/test';

/**
 * Connecting a store (spec doc 1 §2): /shopify-prompt with its in-app connect form (and, in
 * development, the sandbox store offer), the Shopify sandbox's "Install Vendy?" page and
 * /shopify-connect where the store is given to a group.
 */
export class StoreConnection {
  readonly promptHeading: Locator;
  readonly connectButton: Locator;
  /** The in-app connect form's store name. */
  readonly storeName: Locator;
  /** Development only: the fresh sandbox store the app offers. */
  readonly sandboxOffer: Locator;
  readonly useSandboxStore: Locator;
  readonly installButton: Locator;
  readonly connectHeading: Locator;

  constructor(readonly page: Page) {
    this.promptHeading = page.getByRole('heading', {
      level: 1,
      name: 'Connect Your Shopify Store',
    });
    this.connectButton = page.getByRole('button', { name: 'Connect Shopify Store' });
    this.storeName = page.getByRole('textbox', { name: 'Your Shopify Store' });
    this.sandboxOffer = page.getByRole('region', { name: 'Sandbox store' });
    this.useSandboxStore = page.getByRole('button', { name: 'Use Sandbox Store' });
    this.installButton = page.getByRole('button', { name: 'Install', exact: true });
    this.connectHeading = page.getByRole('heading', { level: 1, name: 'Connect Shopify Store' });
  }

  installHeading(shop: string) {
    return this.page.getByRole('heading', { level: 1, name: `Install Vendy on ${shop}?` });
  }

  /** The sandbox store named in the offer ('….myshopify.com'). */
  async offeredSandboxShop(): Promise<string> {
    const text = await this.sandboxOffer.getByText(/\.myshopify\.com$/).innerText();
    return text.trim();
  }

  connectGroupButton(groupName: string) {
    return this.page.getByRole('button', { name: `Connect ${groupName}` });
  }
}
