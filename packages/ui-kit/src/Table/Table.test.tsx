import { describe, it, expect } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../Menu/happyDomFocus';
import { Table, type TableColumn } from './Table';

interface User {
  id: string;
  email: string;
  groups: string[];
}

const users: User[] = Array.from({ length: 12 }, (_, i) => ({
  id: `u${i + 1}`,
  email: `user${String(i + 1).padStart(2, '0')}@example.com`,
  groups: [`Group ${i + 1}`],
}));

const columns: TableColumn<User>[] = [
  { id: 'email', header: 'Email', cell: (u) => u.email, sortValue: (u) => u.email },
  { id: 'groups', header: 'Groups', cell: (u) => u.groups.length, align: 'end' },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).queryAllByRole('row');
const emails = () => bodyRows().map((r) => within(r).getAllByRole('rowheader')[0]?.textContent);

function UsersTable(props: Partial<Parameters<typeof Table<User>>[0]>) {
  return (
    <Table<User>
      aria-label="Users"
      columns={columns}
      rows={users}
      getRowId={(u) => u.id}
      emptyText="No users found"
      {...props}
    />
  );
}

describe('Table', () => {
  it('shows the first 5 rows by default, with the range text', () => {
    render(<UsersTable />);
    expect(screen.getByRole('grid', { name: 'Users' })).toBeInTheDocument();
    expect(emails()).toEqual(users.slice(0, 5).map((u) => u.email));
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('pages forward and back, disabling Next on the last page', async () => {
    const user = userEvent.setup();
    render(<UsersTable />);
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    expect(screen.getByText('6–10 of 12')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(emails()).toEqual(['user11@example.com', 'user12@example.com']);
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('6–10 of 12')).toBeInTheDocument();
  });

  it('keeps keyboard focus on a page button when the other one becomes disabled', async () => {
    const user = userEvent.setup();
    render(<UsersTable defaultPageSize={10} />);
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
  });

  it('changes the page size from Rows per page and returns to the first page', async () => {
    const user = userEvent.setup();
    render(<UsersTable />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getByText('1–12 of 12')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('offers the page sizes 5, 10, 25 and 50, and honours a per-table default', async () => {
    const user = userEvent.setup();
    render(<UsersTable defaultPageSize={10} />);
    expect(screen.getByText('1–10 of 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
    ]);
  });

  it('sorts ascending first, then descending, and exposes aria-sort', async () => {
    const user = userEvent.setup();
    render(<UsersTable rows={[...users].reverse()} />);
    const header = screen.getByRole('columnheader', { name: /Email/ });
    expect(header).not.toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(emails()[0]).toBe('user01@example.com');
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(emails()[0]).toBe('user12@example.com');
    expect(screen.getByRole('columnheader', { name: 'Groups' })).not.toHaveAttribute('aria-sort');
  });

  it('starts sorted by a default column', () => {
    render(<UsersTable rows={[...users].reverse()} defaultSort={{ column: 'email' }} />);
    expect(screen.getByRole('columnheader', { name: /Email/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(emails()[0]).toBe('user01@example.com');
  });

  it('sorts from the keyboard', async () => {
    const user = userEvent.setup();
    render(<UsersTable rows={[...users].reverse()} />);
    await user.tab();
    // Focus enters the grid on the first row; Up reaches the header.
    await user.keyboard('{ArrowUp}');
    const header = screen.getByRole('columnheader', { name: /Email/ });
    expect(header).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(emails()[0]).toBe('user01@example.com');
  });

  it('shows the empty text, and the loading text while loading', () => {
    const { rerender } = render(<UsersTable rows={[]} />);
    expect(screen.getByText('No users found')).toBeInTheDocument();
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    rerender(<UsersTable isLoading />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('grid').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('user01@example.com')).not.toBeInTheDocument();
  });

  it('returns to the first page when the reset key changes, and clamps when rows shrink', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<UsersTable pageResetKey="" />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    rerender(<UsersTable pageResetKey="" rows={users.slice(0, 7)} />);
    expect(screen.getByText('6–7 of 7')).toBeInTheDocument();
    rerender(<UsersTable pageResetKey="user0" rows={users.slice(0, 7)} />);
    expect(screen.getByText('1–5 of 7')).toBeInTheDocument();
  });

  describe('expandable rows', () => {
    const expandable = {
      renderDetail: (u: User) => (
        <ul>
          {u.groups.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      ),
      detailLabel: (u: User) => `Groups of ${u.email}`,
    };

    it('toggles a detail region under the row', async () => {
      const user = userEvent.setup();
      render(<UsersTable {...expandable} />);
      const toggle = screen.getByRole('button', { name: 'Groups of user02@example.com' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('Group 2')).not.toBeInTheDocument();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const detail = document.getElementById(toggle.getAttribute('aria-controls')!);
      expect(detail).toHaveTextContent('Group 2');
      // The detail row sits right under its row.
      const rows = bodyRows();
      const index = rows.findIndex((r) => r.contains(toggle));
      expect(rows[index + 1]).toContainElement(detail);

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByText('Group 2')).not.toBeInTheDocument();
    });

    it('toggles from the keyboard', async () => {
      const user = userEvent.setup();
      render(<UsersTable {...expandable} />);
      await user.tab();
      // Focus enters the grid on the first row; Right reaches its first cell, the toggle.
      await user.keyboard('{ArrowRight}');
      const toggle = screen.getByRole('button', { name: 'Groups of user01@example.com' });
      expect(toggle).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText('Group 1')).toBeInTheDocument();
    });
  });
});
