import type { Locator, Page } from '@playwright/test';

/** /dashboard (spec doc 1 §2): welcome, active group and current plan cards. */
export class DashboardPage {
  readonly groupCard: Locator;
  readonly planCard: Locator;

  constructor(readonly page: Page) {
    this.groupCard = page.getByRole('region', { name: 'Active Group' });
    this.planCard = page.getByRole('region', { name: 'Current Plan' });
  }

  welcome(firstName: string) {
    return this.page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` });
  }
}
