import type { Locator, Page } from '@playwright/test';

/** /admin/groups (spec doc 1 §2): every group, searchable, with the admin action menus. */
export class AdminGroupsPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly trialDialog: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = page.getByRole('heading', { level: 1, name: 'Groups' });
    this.search = main.getByRole('searchbox', { name: 'Search Groups' });
    this.table = main.getByRole('grid', { name: 'Groups' });
    this.trialDialog = page.getByRole('dialog', { name: 'Add Free Trial Days' });
  }

  /** Group rows only: each names its group with a link (header and empty rows have none). */
  get dataRows() {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('link') });
  }

  row(groupName: string) {
    return this.dataRows.filter({ hasText: groupName });
  }

  actions(groupName: string) {
    return this.page.getByRole('button', { name: `Actions for ${groupName}` });
  }

  details(groupName: string) {
    return this.page.getByRole('button', { name: `Users and plan history of ${groupName}` });
  }

  async extendTrial(groupName: string, days: number) {
    await this.actions(groupName).click();
    await this.page.getByRole('menuitem', { name: 'Add free-trial days' }).click();
    const field = this.trialDialog.getByRole('textbox', { name: 'Days' });
    await field.fill(String(days));
    await this.trialDialog.getByRole('button', { name: 'Add Days' }).click();
  }
}

/** /admin/groups/{id}: one group's data; the Group tab lists its users with a role dropdown. */
export class AdminGroupPage {
  readonly usersTable: Locator;

  constructor(readonly page: Page) {
    this.usersTable = page.getByRole('main').getByRole('grid', { name: 'Users' });
  }

  heading(groupName: string) {
    return this.page.getByRole('heading', { level: 1, name: groupName });
  }

  roleOf(email: string) {
    return this.page.getByRole('button', { name: new RegExp(`Role of ${escapeRegExp(email)}`) });
  }

  async changeRole(email: string, role: 'owner' | 'user') {
    await this.roleOf(email).click();
    await this.page.getByRole('option', { name: role, exact: true }).click();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
