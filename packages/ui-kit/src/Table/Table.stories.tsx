import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MoreVerticalIcon } from '../icons';
import { Menu, MenuItem, MenuSeparator } from '../Menu';
import { Table, type TableColumn, type TableProps } from './Table';

interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** en-CA dates, as the admin screens show them. */
  createdAt: string;
  groups: { name: string; role: 'owner' | 'user' }[];
}

const NAMES = [
  'Ada',
  'Alex',
  'Francesca',
  'Jaz',
  'Joshua',
  'Thomas',
  'Mina',
  'Omar',
  'Lena',
  'Kai',
];

const users: AdminUser[] = Array.from({ length: 12 }, (_, i) => ({
  id: `user-${i + 1}`,
  email: `${NAMES[i % NAMES.length]!.toLowerCase()}${i + 1}@shop.example`,
  name: `${NAMES[i % NAMES.length]} Merchant`,
  createdAt: `2024-${String((i % 12) + 1).padStart(2, '0')}-${String(((i * 7) % 28) + 1).padStart(2, '0')}`,
  groups: [
    { name: `${NAMES[i % NAMES.length]}'s Store`, role: 'owner' },
    ...(i % 3 === 0 ? [{ name: 'Summer Pop-up', role: 'user' as const }] : []),
  ],
}));

const columns: TableColumn<AdminUser>[] = [
  {
    id: 'email',
    header: 'Email',
    cell: (u) => u.email,
    sortValue: (u) => u.email,
    isRowHeader: true,
  },
  { id: 'name', header: 'Name', cell: (u) => u.name, sortValue: (u) => u.name },
  { id: 'createdAt', header: 'Created', cell: (u) => u.createdAt, sortValue: (u) => u.createdAt },
  {
    id: 'groups',
    header: 'Groups',
    cell: (u) => u.groups.length,
    sortValue: (u) => u.groups.length,
    align: 'end',
  },
];

const actionsColumn: TableColumn<AdminUser> = {
  id: 'actions',
  header: 'Actions',
  align: 'end',
  cell: (u) => (
    <Menu label={`Actions for ${u.email}`} hideLabel icon={<MoreVerticalIcon />} size="sm">
      <MenuItem id="trial">Add free-trial days</MenuItem>
      <MenuItem id="webhooks">Set store webhooks</MenuItem>
      <MenuSeparator />
      <MenuItem id="remove" tone="danger">
        Remove user
      </MenuItem>
    </Menu>
  ),
};

const UserTable = (props: TableProps<AdminUser>) => <Table<AdminUser> {...props} />;

const meta = {
  title: 'UI Kit/Table',
  component: UserTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    'aria-label': 'Users',
    columns,
    rows: users,
    getRowId: (u) => u.id,
    emptyText: 'No users found',
  },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SortedByEmail: Story = { args: { defaultSort: { column: 'email' } } };

export const SortedDescending: Story = {
  args: { defaultSort: { column: 'createdAt', direction: 'descending' } },
};

export const PageSize25: Story = { args: { defaultPageSize: 25 } };

export const SecondPage: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Next page' }));
    await expect(within(canvasElement).getByText('6–10 of 12')).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { rows: [] } };

export const EmptyGroups: Story = {
  args: { rows: [], emptyText: 'No groups found', 'aria-label': 'Groups' },
};

export const Loading: Story = { args: { isLoading: true } };

export const WithActionMenus: Story = { args: { columns: [...columns, actionsColumn] } };

const renderGroups = (u: AdminUser) => (
  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
    {u.groups.map((g) => (
      <li key={g.name}>
        {g.name} ({g.role})
      </li>
    ))}
  </ul>
);

/** The admin users table: each row expands to list the user's groups. */
export const ExpandableRows: Story = {
  args: { renderDetail: renderGroups, detailLabel: (u) => `Groups of ${u.email}` },
};

export const ExpandedRow: Story = {
  args: ExpandableRows.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Groups of ${users[0]!.email}` }));
    await expect(canvas.getByText("Ada's Store (owner)")).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    rows: users.slice(0, 3).map((u) => ({
      ...u,
      email: `a.very.long.address.for.${u.email}`,
      name: `${u.name} of the Northern Hemisphere Outdoor Equipment Cooperative`,
    })),
  },
};
