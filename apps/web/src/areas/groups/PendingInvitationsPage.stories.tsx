import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { anonymous, signedInMerchant } from '../../mocks/fixtures';
import { createdGroup, merchantMember, receivedInvitations } from '../../mocks/groups';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { PendingInvitationsPage, type SignedInProps } from './PendingInvitationsPage';
import { PendingInvitationsRoute } from './PendingInvitationsRoute';

const meta = {
  title: 'Pages/Groups/PendingInvitations',
  render: (args) => <PendingInvitationsPage {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    signedIn: true,
    invitations: { status: 'ready', data: receivedInvitations },
    onAccept: fn(async () => {}),
    onDecline: fn(async () => {}),
  },
} satisfies Meta<SignedInProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invitations: Story = {};

export const NoInvitations: Story = { args: { invitations: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { invitations: { status: 'loading' } } };

export const LoadError: Story = {
  args: {
    invitations: { status: 'error', message: 'Unable to get pending project group invitations.' },
  },
};

export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Accept invitation to Harbour Crafts' }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Decline invitation to Summit Supply' }),
    );
    await expect(await canvas.findByText('Accepted invitation.')).toBeVisible();
    await expect(await canvas.findByText('Declined invitation.')).toBeVisible();
  },
};

export const AcceptFailed: Story = {
  args: { onAccept: fn(async () => Promise.reject(new Error('Unable to accept invitation.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Accept invitation to Harbour Crafts' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to accept invitation.',
    );
  },
};

/** A visitor who is not signed in. */
export const SignedOut: Story = {
  render: () => <PendingInvitationsPage signedIn={false} onRememberReturn={fn()} />,
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <PendingInvitationsRoute />
    </HydrateSession>,
    { path: '/pending-invitations', otherPaths: ['/login', '/signup', '/groups'] },
  );

/** Route module: the signed-in user's invitations; accepting reloads the session. */
export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getUsersPendingGroupInvitations: receivedInvitations,
        acceptGroupInvitation: {
          ...merchantMember,
          id: 'group-user-maya-harbour',
          groupId: 'group-harbour',
          role: 'USER',
          group: {
            ...createdGroup,
            id: 'group-harbour',
            name: 'Harbour Crafts',
            viewerRole: 'USER',
          },
        },
        declineGroupInvitation: { success: true, message: null },
        getCurrentUser: signedInMerchant,
      }),
    },
  },
  render: route(signedInMerchant),
  // The picture is of the loaded list: wait for it (msw answers late on a loaded machine).
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Harbour Crafts')).toBeVisible();
  },
};

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('getUsersPendingGroupInvitations')] } },
  render: route(signedInMerchant),
};

/** Route module: declining fails without a message, so the fallback is shown. */
export const RouteDeclineFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...gqlData({ getUsersPendingGroupInvitations: receivedInvitations }),
        gqlError('declineGroupInvitation'),
      ],
    },
  },
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Decline invitation to Harbour Crafts' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to decline invitation.',
    );
  },
};

/** Route module for a visitor who is not signed in: no call is made. */
export const RouteSignedOut: Story = { render: route(anonymous) };
