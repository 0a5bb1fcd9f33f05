import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError } from '../../mocks/graphql';
import { signedInMerchant } from '../../mocks/fixtures';
import {
  adminWithoutStore,
  freshGroupWithStore,
  installedStore,
  merchantWithoutStore,
  newMerchantWithoutStore,
  sandboxShopName,
} from '../../mocks/store';
import { HydrateSession, type CurrentUser } from '../../session';
import { routes } from '../../routes';
import { ShopifyPromptPage } from './ShopifyPromptPage';
import { ShopifyPromptRoute } from './ShopifyPromptRoute';
import { SANDBOX_OFFER_PATH } from './sandboxOffer';

const meta = {
  title: 'Pages/Store/Shopify Prompt',
  component: ShopifyPromptPage,
  parameters: { layout: 'fullscreen' },
  args: {
    groupName: 'Fresh Finds',
    isAdmin: false,
    onConnect: fn(),
    onDevConnect: fn(async () => {}),
  },
  render: (args) => renderAt(<ShopifyPromptPage {...args} />, { path: routes.shopifyPrompt() }),
} satisfies Meta<typeof ShopifyPromptPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Merchant: Story = {};

/** The install has started; the browser is on its way to the store platform. */
export const Connecting: Story = { args: { leavingFor: 'store' } };

/** The merchant pressed Connect without naming a store. */
export const StoreNameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Shopify Store' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
  },
};

/** In development the server runs a Shopify sandbox and offers a fresh sandbox store. */
export const SandboxOffered: Story = {
  args: { sandboxShop: sandboxShopName, onUseSandbox: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use Sandbox Store' }));
    await expect(args.onUseSandbox).toHaveBeenCalledOnce();
  },
};

/** The install on the sandbox store has started. */
export const SandboxInstalling: Story = {
  args: { sandboxShop: sandboxShopName, leavingFor: 'sandbox' },
};

/** Admins also get the developer connection form. */
export const Admin: Story = { args: { isAdmin: true } };

export const DevConnectValidation: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'CONNECT' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
  },
};

export const DevConnectFailed: Story = {
  args: {
    isAdmin: true,
    onDevConnect: fn(async () => {
      throw new Error('Unable to connect to this shopify store.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Store Name/ }), 'dev-shop');
    await userEvent.type(canvas.getByLabelText(/Admin API Token/), 'shpat_invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'CONNECT' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to connect to this shopify store.',
    );
  },
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <ShopifyPromptRoute />
    </HydrateSession>,
    { path: routes.shopifyPrompt(), otherPaths: [routes.dashboard(), routes.plans()] },
  );

/** Route module: the current group has no store. */
export const Route: Story = { render: route(merchantWithoutStore) };

/** Route module: a new merchant in development, offered the server's sandbox store. */
export const RouteSandboxOffered: Story = {
  parameters: {
    msw: {
      handlers: [http.get(SANDBOX_OFFER_PATH, () => HttpResponse.json({ shop: sandboxShopName }))],
    },
  },
  render: route(newMerchantWithoutStore),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Use Sandbox Store' })).toBeVisible();
    await expect(canvas.getByText(sandboxShopName)).toBeVisible();
  },
};

/** Route module: the group already has a store, so the page moves on to /dashboard. */
export const RouteWithStore: Story = {
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Navigated to /dashboard' });
  },
};

/** Route module: an admin connects a development store, then chooses a plan. */
export const RouteDevConnect: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        connectDevShopifyStore: installedStore,
        getCurrentUser: { ...adminWithoutStore, currentGroup: freshGroupWithStore },
      }),
    },
  },
  render: route(adminWithoutStore),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Store Name/ }), 'fresh-finds');
    await userEvent.type(canvas.getByLabelText(/Admin API Token/), 'shpat_123');
    await userEvent.click(canvas.getByRole('button', { name: 'CONNECT' }));
    await canvas.findByRole('heading', { name: 'Navigated to /plans' });
  },
};

/** Route module: connectDevShopifyStore fails without a message, so the fallback shows. */
export const RouteDevConnectFailed: Story = {
  parameters: { msw: { handlers: [gqlError('connectDevShopifyStore')] } },
  render: route(adminWithoutStore),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Store Name/ }), 'fresh-finds');
    await userEvent.type(canvas.getByLabelText(/Admin API Token/), 'shpat_123');
    await userEvent.click(canvas.getByRole('button', { name: 'CONNECT' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Unable to connect to this shopify store.',
    );
  },
};
