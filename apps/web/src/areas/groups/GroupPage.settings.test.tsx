import { afterEach, describe, it, expect, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { acmeGroupWithoutPlan } from '../../mocks/groups';
import { fill, renderGroupPage } from './testing';

// Whole pages with React Aria tables and dialogs take seconds to render on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('GroupPage: pending invitations', () => {
  it('lists the pending invitations with lower-case roles and dates', () => {
    renderGroupPage();
    const row = screen.getByRole('row', { name: /partner@example\.com/ });
    expect(within(row).getByText('owner')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-10')).toBeInTheDocument();
  });

  it("shows 'No invitations found' when there are none", () => {
    renderGroupPage({ invitations: { status: 'ready', data: [] } });
    expect(screen.getByText('No invitations found')).toBeInTheDocument();
  });

  it('invites by e-mail as a user by default, sending the e-mail trimmed and lower-cased', async () => {
    const { user, onInvite } = renderGroupPage();
    await user.click(screen.getByRole('button', { name: 'New invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a User' });
    expect(within(dialog).getByRole('button', { name: /Role/ })).toHaveTextContent('user');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Email/ }),
      '  New.Person@Example.com ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(onInvite).toHaveBeenCalledExactlyOnceWith({
      email: 'new.person@example.com',
      role: 'USER',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('invites an owner when the role is changed to owner', async () => {
    const { user, onInvite } = renderGroupPage();
    await user.click(screen.getByRole('button', { name: 'New invitation' }));
    const dialog = await screen.findByRole('dialog');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Email/ }),
      'partner2@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: /Role/ }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['owner', 'user']);
    await user.click(within(options).getByRole('option', { name: 'owner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(onInvite).toHaveBeenCalledExactlyOnceWith({
      email: 'partner2@example.com',
      role: 'OWNER',
    });
  });

  it('refuses an invalid e-mail and shows the server message in the dialog', async () => {
    const { user, onInvite } = renderGroupPage({
      onInvite: vi.fn().mockRejectedValue(new Error('Unable to invite member.')),
    });
    await user.click(screen.getByRole('button', { name: 'New invitation' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await fill(user, email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByText('Must be a valid email')).toBeInTheDocument();
    expect(onInvite).not.toHaveBeenCalled();

    await user.clear(email);
    await fill(user, email, 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to invite member.');
  });

  it('rescinds an invitation after confirmation', async () => {
    const { user, onRescind } = renderGroupPage();
    await user.click(
      screen.getByRole('button', { name: 'Rescind invitation for new.hire@example.com' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Rescind Invitation' });
    expect(onRescind).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Rescind' }));
    expect(onRescind).toHaveBeenCalledExactlyOnceWith('invite-new-hire');
  });
});

describe('GroupPage: group handle', () => {
  it('saves a valid slug and confirms it', async () => {
    const { user, onSaveHandle } = renderGroupPage();
    const field = screen.getByRole('textbox', { name: /Handle/ });
    expect(field).toHaveValue('acme-outfitters');
    await user.clear(field);
    await fill(user, field, 'acme-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSaveHandle).toHaveBeenCalledExactlyOnceWith('acme-2');
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
  });

  it.each(['Acme', 'acme--outfitters', '-acme', 'acme_outfitters'])(
    "refuses '%s' as 'Invalid URL slug.'",
    async (handle) => {
      const { user, onSaveHandle } = renderGroupPage({ group: acmeGroupWithoutPlan });
      await fill(user, screen.getByRole('textbox', { name: /Handle/ }), handle);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Invalid URL slug.')).toBeInTheDocument();
      expect(onSaveHandle).not.toHaveBeenCalled();
    },
  );

  it('requires a handle and shows the server message when saving fails', async () => {
    const { user } = renderGroupPage({
      group: acmeGroupWithoutPlan,
      onSaveHandle: vi.fn().mockRejectedValue(new Error('Unable to save handle.')),
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: /Handle/ }), 'acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to save handle.');
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();
  });
});

describe('GroupPage: deleting the group', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const openDeleteDialog = async (user: ReturnType<typeof renderGroupPage>['user']) => {
    await user.click(screen.getByRole('button', { name: 'Delete Group' }));
    return screen.findByRole('dialog', { name: 'Delete Group' });
  };

  it("refuses a typed name that is not the group's", async () => {
    const { user, onDeleteGroup } = renderGroupPage();
    const dialog = await openDeleteDialog(user);
    await fill(user, within(dialog).getByRole('textbox', { name: /Group Name/ }), 'Acme');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Group name must match.')).toBeInTheDocument();
    expect(onDeleteGroup).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with the server message when deleting fails', async () => {
    const { user } = renderGroupPage({
      onDeleteGroup: vi.fn().mockRejectedValue(new Error('Unable to delete group.')),
    });
    const dialog = await openDeleteDialog(user);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Group Name/ }),
      'Acme Outfitters',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to delete group.');
  });

  it('deletes the group once its name is typed, then moves on after 3 seconds', async () => {
    let finishDeleting = () => {};
    const onDeleteGroup = vi.fn(
      (_groupName: string) =>
        new Promise<void>((resolve) => {
          finishDeleting = resolve;
        }),
    );
    const { user, onDeleted } = renderGroupPage({ onDeleteGroup });
    const dialog = await openDeleteDialog(user);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Group Name/ }),
      'Acme Outfitters',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDeleteGroup).toHaveBeenCalledExactlyOnceWith('Acme Outfitters'));

    // The redirect delay starts when the deletion succeeds; from then on the clock is the test's.
    // (Faking it earlier would stall user-event, which waits on real timeouts between actions.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(async () => finishDeleting());
    expect(screen.getByText('Group deleted. Taking you to your groups…')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2999));
    expect(onDeleted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });
});
