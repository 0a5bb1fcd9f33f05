// Journey 2 (spec doc 1): an owner invites a second person, who signs up from the invitation mail
// and accepts it. As USER they see no owner controls on /group, and the server refuses owner
// operations even when called directly.
import { expect, test } from '../pages/fixtures';
import { newAccount, setUpOwnerWithStore, uniqueId } from '../pages/accounts';
import { GettingStartedPage } from '../pages/GettingStartedPage';
import { GroupPage } from '../pages/GroupPage';
import { gqlFromPage } from '../pages/graphql';
import { Outbox, SUBJECTS } from '../pages/Outbox';
import { PendingInvitationsPage } from '../pages/PendingInvitationsPage';
import { SignupPage } from '../pages/SignupPage';

const FORBIDDEN = 'You do not have permission to do this.';

test('an invited person joins as USER and cannot act as an owner', async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = newAccount('owner', 'Olivia');
  const invitee = newAccount('invitee', 'Ivan');
  // A second invitation stays pending, so that the invitations table has a row to act on.
  const stillPending = newAccount('pending').email;
  const groupName = `Team ${uniqueId()}`;

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const ownerGroup = new GroupPage(ownerPage);

  await test.step('the owner invites the second person from /group', async () => {
    await setUpOwnerWithStore(ownerPage, owner, groupName);
    await ownerGroup.goto();
    await expect(ownerGroup.heading(groupName)).toBeVisible();
    await expect(ownerGroup.invitationsTable).toContainText('No invitations found');
    await ownerGroup.invite(invitee.email);
    await expect(ownerGroup.inviteDialog).toBeHidden();
    await expect(ownerGroup.invitationRow(invitee.email)).toContainText('user');
    await ownerGroup.invite(stillPending);
    await expect(ownerGroup.invitationRow(stillPending)).toBeVisible();
  });

  const inviteeContext = await browser.newContext();
  const page = await inviteeContext.newPage();
  const outbox = new Outbox(page);
  const invitations = new PendingInvitationsPage(page);

  await test.step('the invitee follows the mail and signs up', async () => {
    await outbox.openLink(invitee.email, SUBJECTS.invitation(groupName));
    await expect(page).toHaveURL(/\/pending-invitations$/);
    await expect(invitations.heading).toBeVisible();
    await invitations.signUp.click();
    const signup = new SignupPage(page);
    await expect(signup.heading).toBeVisible();
    await signup.signUp(invitee);
    await expect(page).toHaveURL(/\/verify-prompt$/);
    await outbox.openLink(invitee.email, SUBJECTS.verification);
    // Without a group yet, the app offers to create one or to look at the invitations.
    const start = new GettingStartedPage(page);
    await expect(start.heading(invitee.firstName)).toBeVisible();
    await start.pendingInvitationsLink.click();
  });

  await test.step('the invitee accepts on /pending-invitations', async () => {
    await expect(page).toHaveURL(/\/pending-invitations$/);
    await expect(invitations.invitation(groupName)).toContainText('user');
    await invitations.accept(groupName).click();
    await expect(invitations.invitation(groupName)).toContainText('Accepted invitation.');
    await expect(invitations.accept(groupName)).toBeHidden();
  });

  const group = new GroupPage(page);
  await test.step('as USER, /group shows the members but no owner controls', async () => {
    await invitations.groupsLink.click();
    await expect(page).toHaveURL(/\/groups$/);
    await page.getByRole('navigation').getByRole('link', { name: groupName }).click();
    await expect(page).toHaveURL(/\/group$/);
    await expect(group.heading(groupName)).toBeVisible();
    await expect(group.userRow(owner.email)).toContainText('owner');
    await expect(group.userRow(invitee.email)).toContainText('user');
    await expect(group.userRow(invitee.email)).toContainText('Me');
    await expect(group.invitationRow(stillPending)).toBeVisible();
    await expect(group.invitationRow(invitee.email)).toHaveCount(0);
    await expect(group.editName).toHaveCount(0);
    await expect(group.newInvitation).toHaveCount(0);
    await expect(group.memberActions).toHaveCount(0);
    await expect(group.rescindButtons).toHaveCount(0);
    await expect(group.deleteGroupHeading).toHaveCount(0);
    await expect(group.changePlan).toHaveCount(0);
  });

  await test.step('the server refuses owner operations to a USER', async () => {
    const rename = await gqlFromPage(
      page,
      `mutation updateGroup($name: String!) { updateGroup(name: $name) { id name } }`,
      { name: 'Taken over' },
    );
    expect(rename.errors?.map((e) => e.message)).toEqual([FORBIDDEN]);

    const invite = await gqlFromPage(
      page,
      `mutation inviteUserToGroup($email: String!, $role: GroupRole!) {
        inviteUserToGroup(email: $email, role: $role) { id }
      }`,
      { email: `intruder-${uniqueId()}@e2e.vendy.test`, role: 'OWNER' },
    );
    expect(invite.errors?.map((e) => e.message)).toEqual([FORBIDDEN]);

    const users = await gqlFromPage<{
      getUsersInGroup: Array<{ userId: string; role: string; user: { email: string } }>;
    }>(page, `query getUsersInGroup { getUsersInGroup { userId role user { email } } }`);
    const ownerId = users.data?.getUsersInGroup.find((m) => m.user.email === owner.email)?.userId;
    expect(ownerId).toBeTruthy();
    const demote = await gqlFromPage(
      page,
      `mutation changeGroupUserRole($userId: ID!, $role: GroupRole!) {
        changeGroupUserRole(userId: $userId, role: $role) { id }
      }`,
      { userId: ownerId, role: 'USER' },
    );
    expect(demote.errors?.map((e) => e.message)).toEqual([FORBIDDEN]);

    const remove = await gqlFromPage(
      page,
      `mutation removeUserFromGroup($userId: ID!) { removeUserFromGroup(userId: $userId) { success } }`,
      { userId: ownerId },
    );
    expect(remove.errors?.map((e) => e.message)).toEqual([FORBIDDEN]);
  });

  await test.step('nothing changed for the owner, who still has every control', async () => {
    await ownerPage.reload();
    await expect(ownerGroup.heading(groupName)).toBeVisible();
    await expect(ownerGroup.userRow(owner.email)).toContainText('owner');
    await expect(ownerGroup.userRow(invitee.email)).toContainText('user');
    await expect(ownerGroup.invitationRow(invitee.email)).toHaveCount(0);
    await expect(ownerGroup.rescindButtons).toHaveCount(1);
    await expect(ownerGroup.editName).toBeVisible();
    await expect(ownerGroup.newInvitation).toBeVisible();
    await expect(ownerGroup.memberActions).toHaveCount(1);
    await expect(ownerGroup.deleteGroupHeading).toBeVisible();
    await expect(ownerGroup.changePlan).toBeVisible();
  });

  await ownerContext.close();
  await inviteeContext.close();
});
