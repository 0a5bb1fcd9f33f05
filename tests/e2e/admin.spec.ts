// Journey 4 (spec doc 1): the operator (ADMIN_EMAILS) finds a merchant's group on /admin/groups,
// extends its free trial from the action menu and changes a member's role; the merchant sees both.
import { expect, test } from '../pages/fixtures';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  newAccount,
  setUpOwnerWithStore,
  signInAdmin,
  signUpVerified,
  uniqueId,
} from '../pages/accounts';
import { AdminGroupPage, AdminGroupsPage } from '../pages/AdminPages';
import { DashboardPage } from '../pages/DashboardPage';
import { gql } from '../pages/graphql';
import { GroupPage } from '../pages/GroupPage';
import { LoginPage } from '../pages/LoginPage';

test('an admin extends a group trial and changes a member role', async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = newAccount('shopkeeper', 'Sam');
  const member = newAccount('helper', 'Harper');
  const groupName = `Admin Target ${uniqueId()}`;
  // Another group whose name shares the prefix, so that the search visibly narrows the list.
  const otherGroupName = `Admin Other ${uniqueId()}`;

  const merchant = await browser.newContext();
  const merchantPage = await merchant.newPage();
  const memberContext = await browser.newContext();

  await test.step('a merchant group with the Free plan and a second member', async () => {
    await setUpOwnerWithStore(merchantPage, owner, groupName);
    await gql(
      merchantPage.request,
      `mutation inviteUserToGroup($email: String!, $role: GroupRole!) {
        inviteUserToGroup(email: $email, role: $role) { id }
      }`,
      { email: member.email, role: 'USER' },
    );
    await signUpVerified(memberContext.request, member);
    const { getUsersPendingGroupInvitations: pending } = await gql<{
      getUsersPendingGroupInvitations: Array<{ id: string; group: { name: string } }>;
    }>(
      memberContext.request,
      `query getUsersPendingGroupInvitations { getUsersPendingGroupInvitations { id group { name } } }`,
    );
    const invitation = pending.find((i) => i.group.name === groupName);
    await gql(
      memberContext.request,
      `mutation acceptGroupInvitation($inviteId: ID!) { acceptGroupInvitation(inviteId: $inviteId) { id } }`,
      { inviteId: invitation?.id },
    );
    const other = await browser.newContext();
    await signUpVerified(other.request, newAccount('other'));
    await gql(
      other.request,
      `mutation createGroup($name: String!) { createGroup(name: $name) { id } }`,
      {
        name: otherGroupName,
      },
    );
    await other.close();
  });

  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  const groups = new AdminGroupsPage(page);

  await test.step('the admin signs in and opens the admin groups', async () => {
    // The operator's account exists once per server (it is created by signing up).
    const setup = await browser.newContext();
    await signInAdmin(setup.request);
    await setup.close();
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('link', { name: 'Admin panel' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Groups' })
      .click();
    await expect(page).toHaveURL(/\/admin\/groups$/);
    await expect(groups.heading).toBeVisible();
  });

  await test.step('search finds the group, case-insensitively', async () => {
    await groups.search.fill(otherGroupName);
    await expect(groups.row(otherGroupName)).toBeVisible();
    await expect(groups.dataRows).toHaveCount(1);
    await groups.search.fill(`no such group ${uniqueId()}`);
    await expect(groups.table).toContainText('No groups found');
    await expect(groups.dataRows).toHaveCount(0);
    await groups.search.fill(groupName.toUpperCase());
    await expect(groups.row(groupName)).toBeVisible();
    await expect(groups.dataRows).toHaveCount(1);
    await expect(groups.row(groupName)).toContainText('free');
  });

  await test.step('extend the free trial from the action menu', async () => {
    await groups.extendTrial(groupName, 5);
    await expect(groups.trialDialog).toBeHidden();
    await groups.details(groupName).click();
    await expect(page.getByText('(5 trial days)')).toBeVisible();
  });

  const groupPage = new AdminGroupPage(page);
  await test.step("change the member's role on the group's page", async () => {
    await groups.row(groupName).getByRole('link', { name: groupName }).click();
    await expect(groupPage.heading(groupName)).toBeVisible();
    await expect(groupPage.roleOf(member.email)).toContainText('user');
    await groupPage.changeRole(member.email, 'owner');
    await expect(groupPage.roleOf(member.email)).toContainText('owner');
    await page.reload();
    await expect(groupPage.roleOf(member.email)).toContainText('owner');
    await expect(groupPage.roleOf(owner.email)).toContainText('owner');
  });

  await test.step('the merchant sees the longer trial and the new owner', async () => {
    await merchantPage.goto('/dashboard');
    await expect(new DashboardPage(merchantPage).planCard).toContainText(
      '5 days left in your free trial',
    );
    const group = new GroupPage(merchantPage);
    await group.goto();
    await expect(group.userRow(member.email)).toContainText('owner');
  });

  await adminContext.close();
  await memberContext.close();
  await merchant.close();
});
