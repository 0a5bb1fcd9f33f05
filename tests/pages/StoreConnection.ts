import type { Locator, Page } from '@playwright/test';

/**
 * Connecting a store (spec doc 1 §2): /shopify-prompt, the app's install form, the Shopify
 * sandbox's "Install Vendy?" page and /shopify-connect where the store is given to a group.
 */
export class StoreConnection {
  readonly promptHeading: Locator;
  readonly connectButton: Locator;
  /** The install form the server shows when the merchant comes from Vendy itself. */
  readonly storeName: Locator;
  readonly continueButton: Locator;
  readonly installButton: Locator;
  readonly connectHeading: Locator;

  constructor(readonly page: Page) {
    this.promptHeading = page.getByRole('heading', {
      level: 1,
      name: 'Connect Your Shopify Store',
    });
    this.connectButton = page.getByRole('button', { name: 'Connect Shopify Store' });
    this.storeName = page.getByRole('textbox', { name: 'Store name' });
    this.continueButton = page.getByRole('button', { name: 'Continue' });
    this.installButton = page.getByRole('button', { name: 'Install', exact: true });
    this.connectHeading = page.getByRole('heading', { level: 1, name: 'Connect Shopify Store' });
  }

  installHeading(shop: string) {
    return this.page.getByRole('heading', { level: 1, name: `Install Vendy on ${shop}?` });
  }

  connectGroupButton(groupName: string) {
    return this.page.getByRole('button', { name: `Connect ${groupName}` });
  }
}
