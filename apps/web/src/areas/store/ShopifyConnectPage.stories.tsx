import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { anonymous } from '../../mocks/fixtures';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import {
  credentialForbidden,
  credentialWithGroup,
  credentialWithoutGroup,
  freshGroupWithStore,
  installedStore,
  installedStoreName,
  merchantWithoutStore,
  merchantWithStoresOnly,
  newMerchantWithoutStore,
  ownerWithoutPlan,
} from '../../mocks/store';
import { HydrateSession, type CurrentUser } from '../../session';
import { routes } from '../../routes';
import { ShopifyConnectPage } from './ShopifyConnectPage';
import { ShopifyConnectRoute } from './ShopifyConnectRoute';

const groups = [
  { id: 'group-fresh', name: 'Fresh Finds' },
  { id: 'group-north', name: 'Northwind Goods' },
];

const meta = {
  title: 'Pages/Store/Shopify Connect',
  component: ShopifyConnectPage,
  parameters: { layout: 'fullscreen' },
  args: {
    storeName: installedStoreName,
    state: { status: 'permitted', groups },
    onLogIn: fn(),
    onSignUp: fn(),
    onConnect: fn(async () => {}),
  },
  render: (args) =>
    renderAt(<ShopifyConnectPage {...args} />, { path: routes.shopifyConnect(args.storeName) }),
} satisfies Meta<typeof ShopifyConnectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseGroup: Story = {};

export const NoGroupWithoutStore: Story = { args: { state: { status: 'permitted', groups: [] } } };

export const SignedOut: Story = { args: { state: { status: 'signedOut' } } };

/** A merchant with a single group: the store connects to it without a choice. */
export const ConnectingOnlyGroup: Story = {
  args: { state: { status: 'connecting', groupName: 'Fresh Finds' } },
};

/** Connecting the only group by itself failed: it is offered again with the reason. */
export const OnlyGroupFailed: Story = {
  args: {
    state: {
      status: 'permitted',
      groups: [{ id: 'group-fresh', name: 'Fresh Finds' }],
      error: 'Unable to connect store.',
    },
  },
};

export const Checking: Story = { args: { state: { status: 'checking' } } };

export const Forbidden: Story = { args: { state: { status: 'forbidden' } } };

export const InvalidStore: Story = {
  args: { storeName: '', state: { status: 'invalid', message: 'Requires valid store parameter.' } },
};

export const CheckFailed: Story = {
  args: { state: { status: 'failed', message: 'Unable to check store credential owner.' } },
};

export const ConnectFailed: Story = {
  args: {
    onConnect: fn(async () => {
      throw new Error('Unable to connect store.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Fresh Finds' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to connect store.');
  },
};

const route =
  (currentUser: CurrentUser, path = routes.shopifyConnect(installedStoreName)) =>
  () =>
    renderAt(
      <HydrateSession currentUser={currentUser}>
        <ShopifyConnectRoute />
      </HydrateSession>,
      {
        path,
        pattern: routes.shopifyConnect(),
        otherPaths: [routes.products(), routes.plans(), routes.login(), routes.signup()],
      },
    );

/** Route module: a permitted user picks the group to connect, then goes on to /plans. */
export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        checkStoreCredentialOwner: credentialWithoutGroup,
        connectShopifyStoreToGroup: installedStore,
        getCurrentUser: ownerWithoutPlan,
      }),
    },
  },
  render: route(merchantWithoutStore),
  // The picture is of the groups offered, once the store's owner check has answered (under load
  // it can answer after the page first shows 'Checking access to …').
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Connect Fresh Finds' });
  },
};

export const RouteConnect: Story = {
  ...Route,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Fresh Finds' }));
    await canvas.findByRole('heading', { name: 'Navigated to /plans' });
  },
};

export const RouteConnectFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...gqlData({ checkStoreCredentialOwner: credentialWithoutGroup }),
        gqlError('connectShopifyStoreToGroup'),
      ],
    },
  },
  render: route(merchantWithoutStore),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect Fresh Finds' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to connect store.');
  },
};

/** Route module: a new merchant's only group gets the store without a click. */
export const RouteOnlyGroup: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        checkStoreCredentialOwner: credentialWithoutGroup,
        connectShopifyStoreToGroup: installedStore,
        getCurrentUser: { ...newMerchantWithoutStore, groups: [freshGroupWithStore] },
      }),
    },
  },
  render: route(newMerchantWithoutStore),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Navigated to /plans' });
  },
};

/** Route module: the store already belongs to one of the user's groups. */
export const RouteStoreAlreadyConnected: Story = {
  parameters: { msw: { handlers: gqlData({ checkStoreCredentialOwner: credentialWithGroup }) } },
  render: route({ ...ownerWithoutPlan, currentGroup: freshGroupWithStore }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Navigated to /products' });
  },
};

export const RouteForbidden: Story = {
  parameters: { msw: { handlers: gqlData({ checkStoreCredentialOwner: credentialForbidden }) } },
  render: route(merchantWithoutStore),
};

export const RouteEveryGroupHasAStore: Story = {
  parameters: { msw: { handlers: gqlData({ checkStoreCredentialOwner: credentialWithoutGroup }) } },
  render: route(merchantWithStoresOnly),
};

export const RouteChecking: Story = {
  parameters: { msw: { handlers: [gqlPending('checkStoreCredentialOwner')] } },
  render: route(merchantWithoutStore),
};

export const RouteCheckFailed: Story = {
  parameters: { msw: { handlers: [gqlError('checkStoreCredentialOwner')] } },
  render: route(merchantWithoutStore),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to check store credential owner.',
    );
  },
};

export const RouteSignedOut: Story = { render: route(anonymous) };

export const RouteStoreTooLong: Story = {
  render: route(merchantWithoutStore, routes.shopifyConnect(`${'x'.repeat(251)}.myshopify.com`)),
};
