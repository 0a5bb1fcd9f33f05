import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { acmeGroup, FIXED_NOW, merchantUser } from '../../mocks/fixtures';
import {
  acmeGroupAsUser,
  acmeGroupWithoutPlan,
  groupInvitations,
  groupMembers,
  manyGroupMembers,
  signedInOwnerAfterTrial,
  signedInTeammateAfterTrial,
} from '../../mocks/groups';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { GroupPage } from './GroupPage';
import { GroupRoute } from './GroupRoute';

const meta = {
  title: 'Pages/Groups/Group',
  component: GroupPage,
  parameters: { layout: 'fullscreen' },
  args: {
    group: acmeGroup,
    currentUserId: merchantUser.id,
    users: { status: 'ready', data: groupMembers },
    invitations: { status: 'ready', data: groupInvitations },
    now: new Date(FIXED_NOW),
    onRename: fn(async () => {}),
    onChangeRole: fn(async () => {}),
    onRemoveUser: fn(async () => {}),
    onInvite: fn(async () => {}),
    onRescind: fn(async () => {}),
    onSaveHandle: fn(async () => {}),
    onDeleteGroup: fn(async () => {}),
    onDeleted: fn(),
  },
} satisfies Meta<typeof GroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Owner: Story = {};

/** A USER member: no rename, no row actions, no New, no rescind, no delete. */
export const UserMember: Story = { args: { group: acmeGroupAsUser } };

export const NoPlanNoHandle: Story = { args: { group: acmeGroupWithoutPlan } };

export const ManyUsers: Story = { args: { users: { status: 'ready', data: manyGroupMembers } } };

export const Loading: Story = {
  args: { users: { status: 'loading' }, invitations: { status: 'loading' } },
};

export const Empty: Story = {
  args: { users: { status: 'ready', data: [] }, invitations: { status: 'ready', data: [] } },
};

export const LoadErrors: Story = {
  args: {
    users: { status: 'error', message: 'Unable to get users.' },
    invitations: { status: 'error', message: 'Unable to get invitations.' },
  },
};

export const Renaming: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit group name' }));
    await expect(await screen.findByRole('dialog', { name: 'Rename Group' })).toBeVisible();
  },
};

export const RowMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for Sam Seller' }),
    );
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};

export const RemoveConfirmation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for Sam Seller' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove user' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Remove User' })).toBeVisible();
  },
};

export const InviteDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New invitation' }));
    await expect(await screen.findByRole('dialog', { name: 'Invite a User' })).toBeVisible();
  },
};

export const HandleInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Handle/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Acme Outfitters');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Invalid URL slug.')).toBeVisible();
  },
};

export const DeleteNameMismatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Group' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Group' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Group Name/ }), 'Acme');
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await dialog.findByText('Group name must match.')).toBeVisible();
  },
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <GroupRoute />
    </HydrateSession>,
    { path: '/group', otherPaths: ['/groups', '/plans'] },
  );

const groupData = gqlData({
  getUsersInGroup: groupMembers,
  getGroupsPendingInvitations: groupInvitations,
});

/** Route module as an owner: users and invitations come from the server. */
export const Route: Story = {
  parameters: { msw: { handlers: groupData } },
  render: route(signedInOwnerAfterTrial),
};

/** Route module as a USER member. */
export const RouteUserMember: Story = {
  parameters: { msw: { handlers: groupData } },
  render: route(signedInTeammateAfterTrial),
};

export const RouteLoading: Story = {
  parameters: {
    msw: { handlers: [gqlPending('getUsersInGroup'), gqlPending('getGroupsPendingInvitations')] },
  },
  render: route(signedInOwnerAfterTrial),
};

/** Route module: both lists fail without a message, so their fallbacks are shown. */
export const RouteLoadErrors: Story = {
  parameters: {
    msw: { handlers: [gqlError('getUsersInGroup'), gqlError('getGroupsPendingInvitations')] },
  },
  render: route(signedInOwnerAfterTrial),
};
