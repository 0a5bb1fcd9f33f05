import type { Locator, Page } from '@playwright/test';

/**
 * /dashboard (spec doc 1 §2): welcome, active group and current plan cards, and the guided tour
 * (doc 3 §2) with the spotlight on the control each step talks about.
 */
export class DashboardPage {
  readonly groupCard: Locator;
  readonly planCard: Locator;
  /** The tour's card: the welcome card or a step's card. */
  readonly tour: Locator;
  /** The lit frame around the current step's target. */
  readonly spotlight: Locator;

  constructor(readonly page: Page) {
    this.groupCard = page.getByRole('region', { name: 'Active Group' });
    this.planCard = page.getByRole('region', { name: 'Current Plan' });
    this.tour = page.getByRole('dialog');
    this.spotlight = page.locator('[data-tour-spotlight]');
  }

  /**
   * The control a tour step is about, as the merchant sees it. While the tour is open the page
   * behind it is hidden from assistive technology, hence `includeHidden`.
   */
  tourTarget(step: TourTargetName): Locator {
    const hidden = { includeHidden: true } as const;
    const main = this.page.getByRole('main', hidden);
    switch (step.kind) {
      case 'nav':
        return this.page
          .getByRole('navigation', { name: 'Main', ...hidden })
          .getByRole('link', { name: step.name, exact: true, ...hidden });
      case 'tile':
        return main.getByRole('link', { name: step.name, exact: true, ...hidden });
      case 'region':
        return main.getByRole('region', { name: step.name, ...hidden });
      case 'accountMenu':
        return this.page.getByRole('button', { name: /^Account menu/, ...hidden });
    }
  }

  welcome(firstName: string) {
    return this.page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` });
  }
}

export type TourTargetName =
  { kind: 'nav' | 'tile' | 'region'; name: string } | { kind: 'accountMenu' };
