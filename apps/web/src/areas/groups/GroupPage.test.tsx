import { describe, it, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { acmeGroup } from '../../mocks/fixtures';
import { acmeGroupAsUser, acmeGroupWithoutPlan, teammateMember } from '../../mocks/groups';
import { fill, renderGroupPage } from './testing';

// Whole pages with React Aria tables and dialogs take seconds to render on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const row = (text: string) => screen.getByRole('row', { name: new RegExp(text) });
const renameDialog = () => screen.findByRole('dialog', { name: 'Rename Group' });
const saveName = () =>
  within(screen.getByRole('dialog', { name: 'Rename Group' })).getByRole('button', {
    name: 'Save',
  });

describe('GroupPage: name and plan', () => {
  it('shows the group name, Switch Groups and the plan with its trial days', () => {
    renderGroupPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Outfitters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch Groups' })).toHaveAttribute('href', '/groups');
    // Starter, 30 trial days from 2026-11-01; on 2026-11-20 (19 whole days later) 11 are left.
    expect(screen.getByText(/Current plan:/)).toHaveTextContent(
      'Current plan: Starter ($29.00 per month) · 11 days left in your free trial',
    );
    expect(screen.getByRole('link', { name: 'Change Plan' })).toHaveAttribute('href', '/plans');
  });

  it('says when the group has no active plan', () => {
    renderGroupPage({ group: acmeGroupWithoutPlan });
    expect(screen.getByText('This group has no active plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute('href', '/plans');
  });

  it('lets an owner rename the group in a dialog', async () => {
    const { user, onRename } = renderGroupPage();
    await user.click(screen.getByRole('button', { name: 'Edit group name' }));
    const field = within(await renameDialog()).getByRole('textbox', { name: /Group Name/ });
    expect(field).toHaveValue('Acme Outfitters');
    await user.clear(field);
    await fill(user, field, ' Acme Outdoor ');
    await user.click(saveName());
    expect(onRename).toHaveBeenCalledExactlyOnceWith('Acme Outdoor');
    expect(await screen.findByText('Group updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the message when renaming fails', async () => {
    const { user } = renderGroupPage({
      onRename: vi.fn().mockRejectedValue(new Error('Unable to update group.')),
    });
    await user.click(screen.getByRole('button', { name: 'Edit group name' }));
    const dialog = await renameDialog();
    await user.click(saveName());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to update group.');
    expect(screen.queryByText('Group updated.')).not.toBeInTheDocument();
  });

  it('requires a group name', async () => {
    const { user, onRename } = renderGroupPage();
    await user.click(screen.getByRole('button', { name: 'Edit group name' }));
    await user.clear(within(await renameDialog()).getByRole('textbox', { name: /Group Name/ }));
    await user.click(saveName());
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
  });
});

describe('GroupPage: users', () => {
  it('lists the members with lower-case role chips and a Me chip on the current user', () => {
    renderGroupPage();
    const me = row('Maya Merchant');
    expect(within(me).getByText('Me')).toBeInTheDocument();
    expect(within(me).getByText('owner')).toBeInTheDocument();
    expect(within(me).getByText('maya@example.com')).toBeInTheDocument();
    expect(within(row('Sam Seller')).getByText('user')).toBeInTheDocument();
    expect(within(row('Sam Seller')).queryByText('Me')).not.toBeInTheDocument();
  });

  it('gives an owner actions on every member except themselves', () => {
    renderGroupPage();
    expect(within(row('Maya Merchant')).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(row('Sam Seller')).getByRole('button', { name: 'Actions for Sam Seller' }),
    ).toBeInTheDocument();
    expect(
      within(row('Omar Okafor')).getByRole('button', { name: 'Actions for Omar Okafor' }),
    ).toBeInTheDocument();
  });

  it("changes a member's role from the row menu", async () => {
    const { user, onChangeRole } = renderGroupPage();
    await user.click(screen.getByRole('button', { name: 'Actions for Sam Seller' }));
    const menu = await screen.findByRole('menu');
    // Sam is already a user: only the other role can be chosen.
    expect(within(menu).getByRole('menuitem', { name: 'Change role to user' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Change role to owner' }));
    expect(onChangeRole).toHaveBeenCalledExactlyOnceWith(teammateMember.userId, 'OWNER');
  });

  it('shows why a role could not be changed', async () => {
    const { user } = renderGroupPage({
      onChangeRole: vi.fn().mockRejectedValue(new Error('Unable to change role.')),
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Sam Seller' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change role to owner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to change role.');
  });

  it('removes a member after confirmation, and not before', async () => {
    const { user, onRemoveUser } = renderGroupPage();
    await user.click(screen.getByRole('button', { name: 'Actions for Sam Seller' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove user' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove User' });
    expect(dialog).toHaveTextContent(
      'Do you really want to remove Sam Seller from Acme Outfitters?',
    );
    expect(onRemoveUser).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onRemoveUser).toHaveBeenCalledExactlyOnceWith(teammateMember.userId);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('keeps the confirmation open with the message when removing fails', async () => {
    const { user } = renderGroupPage({
      onRemoveUser: vi.fn().mockRejectedValue(new Error('Unable to remove user.')),
    });
    await user.click(screen.getByRole('button', { name: 'Actions for Sam Seller' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove user' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to remove user.');
  });

  it("shows 'No users found' for an empty list and the message when loading failed", () => {
    renderGroupPage({ users: { status: 'ready', data: [] } });
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('shows why the users could not be loaded', () => {
    renderGroupPage({ users: { status: 'error', message: 'Unable to get users.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get users.');
  });
});

describe('GroupPage: a USER member', () => {
  it('sees the group but none of the owner controls', () => {
    renderGroupPage({ group: acmeGroupAsUser });
    expect(screen.getByRole('heading', { level: 1, name: acmeGroup.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit group name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New invitation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rescind/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change Plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Handle/ })).not.toBeInTheDocument();
    // What every member may see.
    expect(screen.getByRole('row', { name: /new\.hire@example\.com/ })).toBeInTheDocument();
  });
});
