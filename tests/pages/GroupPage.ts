import type { Locator, Page } from '@playwright/test';

/** /group (spec doc 1 §2): the current group's users, pending invitations and settings. */
export class GroupPage {
  readonly usersTable: Locator;
  readonly invitationsTable: Locator;
  readonly editName: Locator;
  readonly newInvitation: Locator;
  readonly inviteDialog: Locator;
  readonly deleteGroupHeading: Locator;
  readonly changePlan: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    // The ui-kit tables are react-aria grids, named by their section heading.
    this.usersTable = main.getByRole('grid', { name: 'Users' });
    this.invitationsTable = main.getByRole('grid', { name: 'Pending Invitations' });
    this.editName = main.getByRole('button', { name: 'Edit group name' });
    this.newInvitation = main.getByRole('button', { name: 'New invitation' });
    this.inviteDialog = page.getByRole('dialog', { name: 'Invite a User' });
    this.deleteGroupHeading = main.getByRole('heading', { name: /delete group/i });
    this.changePlan = main.getByRole('link', { name: /Change Plan|Choose a Plan/ });
  }

  heading(groupName: string) {
    return this.page.getByRole('heading', { level: 1, name: groupName });
  }

  async goto() {
    await this.page.goto('/group');
  }

  userRow(email: string) {
    return this.usersTable.getByRole('row').filter({ hasText: email });
  }

  invitationRow(email: string) {
    return this.invitationsTable.getByRole('row').filter({ hasText: email });
  }

  /** Any owner action menu of the users table ("Actions for {name}"). */
  get memberActions() {
    return this.page.getByRole('main').getByRole('button', { name: /^Actions for / });
  }

  get rescindButtons() {
    return this.page.getByRole('main').getByRole('button', { name: /^Rescind invitation for / });
  }

  async invite(email: string) {
    await this.newInvitation.click();
    await this.inviteDialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await this.inviteDialog.getByRole('button', { name: 'Send Invitation' }).click();
  }
}
