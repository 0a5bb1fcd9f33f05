import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent, within } from 'storybook/test';
import { acmeAdminGroup, adminGroups, webhookIds } from '../../mocks/admin';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { routes } from '../../routes';
import { AdminGroupsPage } from './AdminGroupsPage';
import { AdminGroupsRoute } from './AdminGroupsRoute';

const meta = {
  title: 'Pages/Admin/Groups',
  component: AdminGroupsPage,
  args: {
    groups: { status: 'ready', data: adminGroups },
    onExtendFreeTrial: fn(async () => {}),
    onResetWebhooks: fn(async () => webhookIds),
  },
  // Group names link to the group screen: the page needs a router.
  render: (args) => renderAt(<AdminGroupsPage {...args} />, { path: routes.adminGroups() }),
} satisfies Meta<typeof AdminGroupsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseAction = async (canvasElement: HTMLElement, group: string, item: string) => {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Actions for ${group}` }),
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
};

export const Default: Story = {};

export const ExpandedRow: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Users and plan history of Lumen Home' }),
    );
  },
};

export const ActionMenu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Actions for Acme Outfitters' }),
    );
  },
};

export const FreeTrialDialog: Story = {
  play: ({ canvasElement }) =>
    chooseAction(canvasElement, 'Acme Outfitters', 'Add free-trial days'),
};

export const FreeTrialError: Story = {
  args: {
    onExtendFreeTrial: fn(async () => {
      throw new Error('Unable to extend free trial.');
    }),
  },
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Acme Outfitters', 'Add free-trial days');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Days' }));
    await screen.findByRole('alert');
  },
};

export const WebhooksSet: Story = {
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Acme Outfitters', 'Set store webhooks');
    await userEvent.click(await screen.findByRole('button', { name: 'Set Webhooks' }));
    await screen.findByText(webhookIds.ordersCreate);
  },
};

export const WebhooksError: Story = {
  args: {
    onResetWebhooks: fn(async () => {
      throw new Error('Unable to set webhooks.');
    }),
  },
  play: async ({ canvasElement }) => {
    await chooseAction(canvasElement, 'Orbit Outdoor', 'Set store webhooks');
    await userEvent.click(await screen.findByRole('button', { name: 'Set Webhooks' }));
    await screen.findByRole('alert');
  },
};

export const Empty: Story = { args: { groups: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { groups: { status: 'loading' } } };

export const LoadError: Story = {
  args: { groups: { status: 'error', message: 'Unable to get group.' } },
};

export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        adminGetManyGroupsData: adminGroups,
        extendFreeTrial: acmeAdminGroup,
        adminResetGroupWebhooks: webhookIds,
      }),
    },
  },
  render: () => renderAt(<AdminGroupsRoute />, { path: routes.adminGroups() }),
};

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('adminGetManyGroupsData')] } },
  render: () => renderAt(<AdminGroupsRoute />, { path: routes.adminGroups() }),
};

export const RouteError: Story = {
  parameters: { msw: { handlers: [gqlError('adminGetManyGroupsData')] } },
  render: () => renderAt(<AdminGroupsRoute />, { path: routes.adminGroups() }),
};
