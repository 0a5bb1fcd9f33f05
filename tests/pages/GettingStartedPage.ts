import type { Locator, Page } from '@playwright/test';

/** /getting-started: a signed-in user without groups creates the first one (spec doc 1 §2). */
export class GettingStartedPage {
  readonly groupName: Locator;
  readonly createGroup: Locator;
  readonly pendingInvitationsLink: Locator;

  constructor(readonly page: Page) {
    this.groupName = page.getByRole('textbox', { name: 'Group Name' });
    this.createGroup = page.getByRole('button', { name: 'Create Group' });
    this.pendingInvitationsLink = page.getByRole('link', {
      name: 'View your pending invitations',
    });
  }

  heading(firstName: string) {
    return this.page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` });
  }

  async create(name: string) {
    await this.groupName.fill(name);
    await this.createGroup.click();
  }
}
