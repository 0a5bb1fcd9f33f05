import { describe, it, expect, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GroupFieldsFragment } from '@vendy/client/generated';
import { acmeGroup, FIXED_NOW, secondGroup } from '../../mocks/fixtures';
import { GroupsPage, type GroupsPageProps } from './GroupsPage';
import { fill } from './testing';

// Whole pages with React Aria tables and dialogs take seconds to render on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const setup = (props: Partial<GroupsPageProps> = {}) => {
  const user = userEvent.setup();
  const handlers = {
    onChooseGroup: vi.fn(async (_id: string) => {}),
    onCreateGroup: vi.fn(async (_name: string) => {}),
  };
  render(
    <GroupsPage
      groups={[acmeGroup, secondGroup]}
      currentGroupId={acmeGroup.id}
      pendingInvitationCount={{ status: 'ready', data: 2 }}
      now={new Date(FIXED_NOW)}
      {...handlers}
      {...props}
    />,
  );
  return { user, ...handlers };
};

const card = (name: string) => screen.getByRole('button', { name });

describe('GroupsPage', () => {
  it("shows each group's name, store and plan, and which one is current", () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    const acme = card('Acme Outfitters');
    expect(acme).toHaveAccessibleDescription('Store: acme-outfitters.myshopify.com Plan: Starter');
    expect(acme).toHaveAttribute('aria-current', 'true');
    const north = card('Northwind Goods');
    expect(north).toHaveAccessibleDescription('Store: No store connected Plan: No plan');
    expect(north).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Current')).toHaveLength(1);
  });

  it('makes the chosen group the current one', async () => {
    const { user, onChooseGroup } = setup();
    await user.click(card('Northwind Goods'));
    expect(onChooseGroup).toHaveBeenCalledExactlyOnceWith(secondGroup.id);
  });

  it('says so when the group cannot be switched to, and lets the user try again', async () => {
    const onChooseGroup = vi
      .fn()
      .mockRejectedValueOnce(new Error('Unable to switch to this group.'))
      .mockResolvedValueOnce(undefined);
    const { user } = setup({ onChooseGroup });
    await user.click(card('Northwind Goods'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to switch to this group.');
    await user.click(card('Northwind Goods'));
    expect(onChooseGroup).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to the pending invitations with their number', () => {
    setup({ pendingInvitationCount: { status: 'ready', data: 3 } });
    expect(screen.getByRole('link', { name: '3 pending invitations' })).toHaveAttribute(
      'href',
      '/pending-invitations',
    );
  });

  it('shows why the invitations could not be counted', () => {
    setup({
      pendingInvitationCount: {
        status: 'error',
        message: 'Unable to get pending project group invitations.',
      },
    });
    expect(
      screen.getByText('Unable to get pending project group invitations.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /pending invitations/ })).not.toBeInTheDocument();
  });

  it('creates a new group from the dialog, which closes afterwards', async () => {
    const { user, onCreateGroup } = setup();
    await user.click(screen.getByRole('button', { name: 'Create a New Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a New Group' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Group Name/ }),
      ' Fresh Threads ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(onCreateGroup).toHaveBeenCalledExactlyOnceWith('Fresh Threads');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server message when creating fails', async () => {
    const { user } = setup({
      onCreateGroup: vi.fn().mockRejectedValue(new Error('Unable to create group.')),
    });
    await user.click(screen.getByRole('button', { name: 'Create a New Group' }));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Group Name/ }), 'Fresh Threads');
    await user.click(within(dialog).getByRole('button', { name: 'Create Group' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to create group.');
  });

  it('tells a user without groups that they have none', () => {
    setup({ groups: [] as GroupFieldsFragment[], currentGroupId: null });
    expect(screen.getByText('You are not a member of any group yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a New Group' })).toBeInTheDocument();
  });
});
