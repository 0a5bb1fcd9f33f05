import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { adminUsers } from '../../mocks/admin';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { routes } from '../../routes';
import { AdminUsersPage } from './AdminUsersPage';
import { AdminUsersRoute } from './AdminUsersRoute';

const meta = {
  title: 'Pages/Admin/Users',
  component: AdminUsersPage,
  args: { users: { status: 'ready', data: adminUsers } },
} satisfies Meta<typeof AdminUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ExpandedRow: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Groups of maya@example.com' }),
    );
  },
};

export const Searched: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(
      within(canvasElement).getByRole('searchbox', { name: 'Search Email' }),
      'EXAMPLE.com',
    );
  },
};

export const Empty: Story = { args: { users: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { users: { status: 'loading' } } };

export const LoadError: Story = {
  args: { users: { status: 'error', message: 'Unable to get users.' } },
};

export const Route: Story = {
  parameters: { msw: { handlers: gqlData({ getUsers: adminUsers }) } },
  render: () => renderAt(<AdminUsersRoute />, { path: routes.adminDashboard() }),
};

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('getUsers')] } },
  render: () => renderAt(<AdminUsersRoute />, { path: routes.adminDashboard() }),
};

export const RouteError: Story = {
  parameters: { msw: { handlers: [gqlError('getUsers')] } },
  render: () => renderAt(<AdminUsersRoute />, { path: routes.adminDashboard() }),
};
