import type { Locator, Page } from '@playwright/test';

/** /pending-invitations (spec doc 1 §2): the invitations a user has received. */
export class PendingInvitationsPage {
  readonly heading: Locator;
  readonly logIn: Locator;
  readonly signUp: Locator;
  readonly groupsLink: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'Pending Invitations' });
    this.logIn = main.getByRole('link', { name: 'Log In' });
    this.signUp = main.getByRole('link', { name: 'Sign Up' });
    this.groupsLink = main.getByRole('link', { name: 'Go to your groups' });
  }

  invitation(groupName: string) {
    return this.page
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: groupName }) });
  }

  accept(groupName: string) {
    return this.page.getByRole('button', { name: `Accept invitation to ${groupName}` });
  }
}
