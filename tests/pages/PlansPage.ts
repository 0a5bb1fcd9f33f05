import type { Locator, Page } from '@playwright/test';

/** /plans (spec doc 1 §2) and the Shopify sandbox's subscription approval page. */
export class PlansPage {
  readonly heading: Locator;
  readonly trialText: Locator;
  readonly choosePlan: Locator;
  readonly approvalHeading: Locator;
  readonly approve: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Choose a Plan' });
    this.trialText = page.getByText('Start with a 30-day free trial');
    this.choosePlan = page.getByRole('button', { name: 'Choose Plan' });
    this.approvalHeading = page.getByRole('heading', { level: 1, name: 'Approve subscription' });
    this.approve = page.getByRole('button', { name: 'Approve' });
  }

  plan(title: 'Free' | 'Starter' | 'Standard' | 'Growth') {
    return this.page.getByRole('radio', { name: new RegExp(`^${title}\\b`) });
  }

  async choose(title: 'Free' | 'Starter' | 'Standard' | 'Growth') {
    await this.plan(title).focus();
    await this.page.keyboard.press('Space');
    await this.choosePlan.click();
  }
}
