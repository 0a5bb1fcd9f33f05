import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUsers } from '../../mocks/admin';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { AdminUsersPage } from './AdminUsersPage';
import { AdminUsersRoute } from './AdminUsersRoute';
import { INTERACTION_TIMEOUT, mockServer, silenceErrorLog } from './testSupport';

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).queryAllByRole('row');
const emails = () => bodyRows().map((row) => within(row).queryByRole('rowheader')?.textContent);

describe('AdminUsersPage', INTERACTION_TIMEOUT, () => {
  it('lists users by email ascending, five per page, with en-CA creation dates', async () => {
    render(<AdminUsersPage users={{ status: 'ready', data: adminUsers }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(emails()).toEqual([
      'admin@example.com',
      'lucas@lumenhome.example',
      'maya@example.com',
      'noah@northwind.example',
      'omar@example.com',
    ]);
    expect(screen.getByText('1–5 of 7')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('2026-09-01')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Ada Admin')).toBeInTheDocument();
    // Only the admin account carries the admin chip.
    expect(within(bodyRows()[0]!).getByText('admin')).toBeInTheDocument();
    expect(within(bodyRows()[1]!).queryByText('admin')).toBeNull();

    await userEvent.click(screen.getByRole('columnheader', { name: /Email/ }));
    expect(emails()[0]).toBe('zoe@zestkitchen.example');
  });

  it('searches emails case-insensitively, trimmed, from the first page', async () => {
    const user = userEvent.setup();
    render(<AdminUsersPage users={{ status: 'ready', data: adminUsers }} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(emails()).toEqual(['Priya.Patel@Example.com', 'zoe@zestkitchen.example']);

    const search = screen.getByRole('searchbox', { name: 'Search Email' });
    await user.click(search);
    await user.paste('  example.COM ');
    expect(screen.getByText('1–4 of 4')).toBeInTheDocument();
    expect(emails()).toEqual([
      'admin@example.com',
      'maya@example.com',
      'omar@example.com',
      'Priya.Patel@Example.com',
    ]);

    await user.clear(search);
    await user.paste('nobody@');
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it("expands a row to the user's groups with their lower-case roles", async () => {
    render(<AdminUsersPage users={{ status: 'ready', data: adminUsers }} />);
    const toggle = screen.getByRole('button', { name: 'Groups of maya@example.com' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Acme Outfitters (owner)', 'Northwind Goods (user)']);

    await userEvent.click(screen.getByRole('button', { name: 'Groups of admin@example.com' }));
    expect(screen.getByText('Not a member of any group.')).toBeInTheDocument();
  });

  it('shows loading, then an error above the empty table', () => {
    const { rerender } = render(<AdminUsersPage users={{ status: 'loading' }} />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    rerender(<AdminUsersPage users={{ status: 'error', message: 'Unable to get users.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get users.');
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });
});

describe('AdminUsersRoute', INTERACTION_TIMEOUT, () => {
  const server = mockServer(...gqlData({ getUsers: adminUsers }));

  it('loads the users from getUsers', async () => {
    render(renderAt(<AdminUsersRoute />, { path: '/admin/dashboard' }));
    expect(await screen.findByRole('rowheader', { name: 'admin@example.com' })).toBeInTheDocument();
  });

  it("shows the spec's fallback when getUsers fails without a message", async () => {
    silenceErrorLog();
    server.use(gqlError('getUsers'));
    render(renderAt(<AdminUsersRoute />, { path: '/admin/dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get users.');
  });
});
