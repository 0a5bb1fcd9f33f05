import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { acmeGroup, FIXED_NOW, secondGroup, signedInMerchant } from '../../mocks/fixtures';
import { createdGroup, merchantWithoutCurrentGroup, receivedInvitations } from '../../mocks/groups';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { GroupsPage } from './GroupsPage';
import { GroupsRoute } from './GroupsRoute';

const meta = {
  title: 'Pages/Groups/Groups',
  component: GroupsPage,
  parameters: { layout: 'fullscreen' },
  args: {
    groups: [acmeGroup, secondGroup, createdGroup],
    currentGroupId: acmeGroup.id,
    pendingInvitationCount: { status: 'ready', data: 2 },
    now: new Date(FIXED_NOW),
    onChooseGroup: fn(async () => {}),
    onCreateGroup: fn(async () => {}),
  },
} satisfies Meta<typeof GroupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NoCurrentGroup: Story = { args: { currentGroupId: null } };

export const NoGroups: Story = {
  args: { groups: [], currentGroupId: null, pendingInvitationCount: { status: 'ready', data: 0 } },
};

export const CountingInvitations: Story = {
  args: { pendingInvitationCount: { status: 'loading' } },
};

export const InvitationsUnavailable: Story = {
  args: {
    pendingInvitationCount: {
      status: 'error',
      message: 'Unable to get pending project group invitations.',
    },
  },
};

export const Switching: Story = {
  args: { onChooseGroup: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Northwind Goods' }));
  },
};

export const SwitchFailed: Story = {
  args: {
    onChooseGroup: fn(async () => Promise.reject(new Error('Unable to switch to this group.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Northwind Goods' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to switch to this group.',
    );
  },
};

export const CreateDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Create a New Group' }),
    );
    await expect(await screen.findByRole('dialog', { name: 'Create a New Group' })).toBeVisible();
  },
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <GroupsRoute />
    </HydrateSession>,
    { path: '/groups', otherPaths: ['/dashboard', '/pending-invitations'] },
  );

/** Route module: the groups come from the session, the invitation count from the server. */
export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getUsersPendingGroupInvitations: receivedInvitations,
        setCurrentGroup: secondGroup,
        getCurrentUser: { ...signedInMerchant, currentGroup: secondGroup },
      }),
    },
  },
  render: route(merchantWithoutCurrentGroup),
};

export const RouteCountingInvitations: Story = {
  parameters: { msw: { handlers: [gqlPending('getUsersPendingGroupInvitations')] } },
  render: route(signedInMerchant),
};

/** Route module: setCurrentGroup fails without a message, so the fallback is shown. */
export const RouteSwitchFailed: Story = {
  parameters: {
    msw: {
      handlers: [...gqlData({ getUsersPendingGroupInvitations: [] }), gqlError('setCurrentGroup')],
    },
  },
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '0 pending invitations' });
    await userEvent.click(canvas.getByRole('button', { name: 'Northwind Goods' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to switch to this group.',
    );
  },
};
