import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent, within } from 'storybook/test';
import {
  acmeGroupData,
  adminAffiliateLinks,
  adminAudios,
  adminGroupListAnswers,
  adminImageCollections,
  adminProductCollections,
  adminProducts,
  adminVideos,
  adminVirtualVideos,
  adminWidgets,
} from '../../mocks/admin';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { routes } from '../../routes';
import { AdminGroupPage, type AdminGroupLists } from './AdminGroupPage';
import { AdminGroupRoute } from './AdminGroupRoute';

const ready = <T,>(data: readonly T[]) => ({ status: 'ready' as const, data });

const loadedLists: AdminGroupLists = {
  products: ready(adminProducts),
  productCollections: ready(adminProductCollections),
  affiliateLinks: ready(adminAffiliateLinks),
  videos: ready(adminVideos),
  imageCollections: ready(adminImageCollections),
  audios: ready(adminAudios),
  virtualVideos: ready(adminVirtualVideos),
  widgets: ready(adminWidgets),
};

const unavailable = {
  status: 'error' as const,
  message: 'Cannot query field "adminGetVideos" on type "Query".',
};

const meta = {
  title: 'Pages/Admin/Group',
  component: AdminGroupPage,
  args: {
    group: { status: 'ready', data: acmeGroupData },
    lists: loadedLists,
    onChangeRole: fn(async () => {}),
    onRemoveUser: fn(async () => {}),
  },
  render: (args) =>
    renderAt(<AdminGroupPage {...args} />, { path: routes.adminGroup(acmeGroupData.id) }),
} satisfies Meta<typeof AdminGroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GroupTab: Story = {};

export const RoleMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Role of Priya.Patel@Example.com/ }),
    );
  },
};

export const RoleChangeError: Story = {
  args: {
    onChangeRole: fn(async () => {
      throw new Error('Unable to change role.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /Role of Priya.Patel@Example.com/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'owner' }));
    await within(canvasElement).findByRole('alert');
  },
};

export const RemoveUserConfirm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove omar@example.com' }),
    );
  },
};

export const RemoveUserError: Story = {
  args: {
    onRemoveUser: fn(async () => {
      throw new Error('Unable to remove user.');
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Remove omar@example.com' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await screen.findByRole('alert');
  },
};

export const ProductsTab: Story = { args: { defaultTab: 'products' } };

export const VideoAssetsTab: Story = { args: { defaultTab: 'video-assets' } };

export const ShoppableVideosTab: Story = { args: { defaultTab: 'shoppable-videos' } };

export const LayoutsTab: Story = { args: { defaultTab: 'layouts' } };

/** Lists whose operations fail (e.g. not served yet) show their error above an empty table. */
export const ListUnavailable: Story = {
  args: { defaultTab: 'video-assets', lists: { ...loadedLists, videos: unavailable } },
};

export const ListsLoading: Story = {
  args: { defaultTab: 'layouts', lists: { ...loadedLists, widgets: { status: 'loading' } } },
};

export const Loading: Story = { args: { group: { status: 'loading' } } };

export const LoadError: Story = {
  args: { group: { status: 'error', message: 'Unable to get group.' } },
};

const groupPath = {
  path: routes.adminGroup(acmeGroupData.id),
  pattern: `${routes.adminGroups()}/:id`,
};

export const Route: Story = {
  parameters: {
    msw: { handlers: gqlData({ adminGetGroupData: acmeGroupData, ...adminGroupListAnswers }) },
  },
  render: () => renderAt(<AdminGroupRoute />, groupPath),
};

/** The lists of later areas answer errors: the tabs still open, each with its message. */
export const RouteListsFailing: Story = {
  args: { defaultTab: 'products' },
  parameters: {
    msw: {
      handlers: [
        ...gqlData({ adminGetGroupData: acmeGroupData }),
        ...Object.keys(adminGroupListAnswers).map((name) => gqlError(name)),
      ],
    },
  },
  render: () => renderAt(<AdminGroupRoute />, groupPath),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('tab', { name: 'Products' }));
  },
};

export const RouteLoading: Story = {
  parameters: {
    msw: {
      handlers: ['adminGetGroupData', ...Object.keys(adminGroupListAnswers)].map((name) =>
        gqlPending(name),
      ),
    },
  },
  render: () => renderAt(<AdminGroupRoute />, groupPath),
};
