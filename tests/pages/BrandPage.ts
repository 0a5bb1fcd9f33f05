import { expect, type Locator, type Page } from '@playwright/test';
import { expectNewToast } from './announcements';

/**
 * Brand Management (/brand) as a merchant uses it: the hex fields of the colour pickers, the
 * border radius, the font pickers (family, then style), the 'Hide Vendy branding' switch, 'Save
 * Settings' and 'Reset to Defaults' with its confirmation.
 */
export class BrandPage {
  readonly heading: Locator;
  readonly save: Locator;
  readonly reset: Locator;
  readonly hideBranding: Locator;
  readonly radius: Locator;
  readonly upgradeHeading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Brand Management' });
    this.save = page.getByRole('button', { name: 'Save Settings' });
    this.reset = page.getByRole('button', { name: 'Reset to Defaults' });
    this.hideBranding = page.getByRole('switch', { name: 'Hide Vendy branding' });
    this.radius = page.getByRole('textbox', { name: /Border radius/ });
    this.upgradeHeading = page.getByRole('heading', { name: 'Upgrade Your Plan' });
  }

  async goto() {
    await this.page.goto('/brand');
    // The session is read first ('Loading Vendy'): slow on a loaded machine.
    await expect(this.heading).toBeVisible({ timeout: 90_000 });
  }

  /** The hex field of a colour picker ('Button background', 'Card background'...). */
  colour(label: string): Locator {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }

  async setColour(label: string, hex: string) {
    await this.colour(label).fill(hex);
    await this.colour(label).press('Enter');
  }

  async setRadius(pixels: number) {
    await this.radius.fill(String(pixels));
  }

  /** Picks a font family and style, e.g. ('Button font', 'Work Sans', 'Bold'). */
  async chooseFont(label: string, family: string, style: string) {
    await this.page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
    await this.page.getByRole('option', { name: family, exact: true }).click();
    await this.page.getByRole('button', { name: new RegExp(`${label} style$`) }).click();
    await this.page.getByRole('option', { name: style, exact: true }).click();
  }

  /** Turns 'Hide Vendy branding' on or off by its label, as a merchant clicks it. */
  async toggleHideBranding() {
    await this.page.getByText('Hide Vendy branding', { exact: true }).click();
  }

  async saveSettings() {
    // A save soon after another one: only a new toast counts, however long the last one shows.
    await expectNewToast(this.page, 'Settings saved successfully', () => this.save.click());
  }

  async resetToDefaults() {
    await this.reset.click();
    const dialog = this.page.getByRole('alertdialog', { name: 'Reset to Defaults' });
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await expect(dialog).toBeHidden();
  }
}
