// The group screens' route modules against msw: what each one sends, and where it goes after.
import { describe, it, expect, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderAt } from '../../mocks/decorators';
import {
  anonymous,
  merchantWithoutGroups,
  secondGroup,
  signedInMerchant,
} from '../../mocks/fixtures';
import {
  createdGroup,
  groupInvitations,
  groupMembers,
  newHireInvitation,
  receivedInvitations,
  signedInOwnerAfterTrial,
  teammateMember,
} from '../../mocks/groups';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { GettingStartedRoute } from './GettingStartedRoute';
import { GroupRoute } from './GroupRoute';
import { GroupsRoute } from './GroupsRoute';
import { PendingInvitationsRoute } from './PendingInvitationsRoute';
import { fill } from './testing';

// Whole pages with React Aria tables and dialogs take seconds to render on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { server, calls } = setupGraphqlServer();

const show = (element: ReactNode, currentUser: CurrentUser, path: string, otherPaths: string[]) =>
  render(
    renderAt(<HydrateSession currentUser={currentUser}>{element}</HydrateSession>, {
      path,
      otherPaths,
    }),
  );

const sent = (operationName: string) =>
  calls.filter((call) => call.operationName === operationName).map((call) => call.variables);

// Failures without a server message are logged by the transport; keep the test output readable.
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('GettingStartedRoute', () => {
  it('creates the group, reloads the session and moves on', async () => {
    server.use(
      ...gqlData({
        createGroup: createdGroup,
        getCurrentUser: {
          ...merchantWithoutGroups,
          groups: [createdGroup],
          currentGroup: createdGroup,
        },
      }),
    );
    const user = userEvent.setup();
    show(<GettingStartedRoute />, merchantWithoutGroups, '/getting-started', ['/dashboard']);
    await fill(user, screen.getByRole('textbox', { name: /Group Name/ }), 'Fresh Threads');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(
      await screen.findByRole('heading', { name: 'Navigated to /dashboard' }),
    ).toBeInTheDocument();
    expect(sent('createGroup')).toEqual([{ name: 'Fresh Threads' }]);
    expect(calls.map((c) => c.operationName)).toEqual(['createGroup', 'getCurrentUser']);
  });
});

describe('GroupsRoute', () => {
  it('counts the pending invitations and switches group on a card', async () => {
    server.use(
      ...gqlData({
        getUsersPendingGroupInvitations: receivedInvitations,
        setCurrentGroup: secondGroup,
        getCurrentUser: { ...signedInMerchant, currentGroup: secondGroup },
      }),
    );
    const user = userEvent.setup();
    show(<GroupsRoute />, signedInMerchant, '/groups', ['/dashboard']);
    expect(await screen.findByRole('link', { name: '2 pending invitations' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Northwind Goods' }));
    expect(
      await screen.findByRole('heading', { name: 'Navigated to /dashboard' }),
    ).toBeInTheDocument();
    expect(sent('setCurrentGroup')).toEqual([{ groupId: secondGroup.id }]);
    expect(sent('getCurrentUser')).toHaveLength(1);
  });

  it("stays with 'Unable to switch to this group.' when the switch fails", async () => {
    quietErrors();
    server.use(...gqlData({ getUsersPendingGroupInvitations: [] }), gqlError('setCurrentGroup'));
    const user = userEvent.setup();
    show(<GroupsRoute />, signedInMerchant, '/groups', ['/dashboard']);
    await user.click(screen.getByRole('button', { name: 'Northwind Goods' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to switch to this group.');
    expect(screen.getByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    expect(sent('getCurrentUser')).toHaveLength(0);
  });
});

describe('PendingInvitationsRoute', () => {
  it('sends a signed-out visitor to log in, remembering to come back', async () => {
    const user = userEvent.setup();
    show(<PendingInvitationsRoute />, anonymous, '/pending-invitations', ['/login', '/signup']);
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Navigated to /login' })).toBeInTheDocument();
    expect(sessionStorage.getItem('vendy.redirect')).toBe('/pending-invitations');
    expect(calls).toHaveLength(0);
  });

  it('accepts an invitation and reloads the session', async () => {
    server.use(
      ...gqlData({
        getUsersPendingGroupInvitations: receivedInvitations,
        acceptGroupInvitation: { ...teammateMember, group: createdGroup },
        getCurrentUser: signedInMerchant,
      }),
    );
    const user = userEvent.setup();
    show(<PendingInvitationsRoute />, signedInMerchant, '/pending-invitations', []);
    await user.click(
      await screen.findByRole('button', { name: 'Accept invitation to Harbour Crafts' }),
    );
    expect(await screen.findByText('Accepted invitation.')).toBeInTheDocument();
    expect(sent('acceptGroupInvitation')).toEqual([{ inviteId: 'invite-harbour' }]);
    await vi.waitFor(() => expect(sent('getCurrentUser')).toHaveLength(1));
  });

  it("shows the decline fallback 'Unable to decline invitation.'", async () => {
    quietErrors();
    server.use(
      ...gqlData({ getUsersPendingGroupInvitations: receivedInvitations }),
      gqlError('declineGroupInvitation'),
    );
    const user = userEvent.setup();
    show(<PendingInvitationsRoute />, signedInMerchant, '/pending-invitations', []);
    await user.click(
      await screen.findByRole('button', { name: 'Decline invitation to Summit Supply' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to decline invitation.');
  });
});

describe('GroupRoute', () => {
  const newInvitation = { ...newHireInvitation, id: 'invite-fresh', email: 'fresh@example.com' };

  it('invites a user and shows the reloaded invitations', async () => {
    let invitations = groupInvitations;
    server.use(
      ...gqlData({
        getUsersInGroup: groupMembers,
        getGroupsPendingInvitations: () => invitations,
        inviteUserToGroup: () => {
          invitations = [newInvitation, ...groupInvitations];
          return newInvitation;
        },
      }),
    );
    const user = userEvent.setup();
    show(<GroupRoute />, signedInOwnerAfterTrial, '/group', ['/groups']);
    expect(await screen.findByRole('row', { name: /Sam Seller/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New invitation' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Email/ }), 'Fresh@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByRole('row', { name: /fresh@example\.com/ })).toBeInTheDocument();
    expect(sent('inviteUserToGroup')).toEqual([{ email: 'fresh@example.com', role: 'USER' }]);
  });

  it('deletes the group by its typed name and goes to /groups 3 seconds later', async () => {
    server.use(
      ...gqlData({
        getUsersInGroup: groupMembers,
        getGroupsPendingInvitations: groupInvitations,
        ownerDeleteGroup: { success: true, message: null },
        getCurrentUser: { ...signedInMerchant, groups: [secondGroup], currentGroup: null },
      }),
    );
    const user = userEvent.setup();
    show(<GroupRoute />, signedInOwnerAfterTrial, '/group', ['/groups']);
    await user.click(screen.getByRole('button', { name: 'Delete Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Group' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Group Name/ }),
      'Acme Outfitters',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Group deleted. Taking you to your groups…'),
    ).toBeInTheDocument();
    expect(sent('ownerDeleteGroup')).toEqual([{ groupName: 'Acme Outfitters' }]);
    expect(
      await screen.findByRole('heading', { name: 'Navigated to /groups' }, { timeout: 4000 }),
    ).toBeInTheDocument();
  });
});
