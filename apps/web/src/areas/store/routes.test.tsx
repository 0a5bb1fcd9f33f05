// The store screens' route modules against msw: what each one sends, and where it goes after.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderAt } from '../../mocks/decorators';
import { acmeGroup, anonymous, signedInMerchant } from '../../mocks/fixtures';
import { gqlData, gqlError } from '../../mocks/graphql';
import {
  adminWithoutStore,
  credentialForbidden,
  credentialWithGroup,
  credentialWithoutGroup,
  freshGroup,
  freshGroupWithStore,
  installedStore,
  installedStoreName,
  memberWithoutPlan,
  merchantWithoutStore,
  newMerchantWithoutStore,
  ownerWithoutPlan,
  planConfirmationMissing,
  planNeedsConfirmation,
  planTakesEffect,
  sandboxShopName,
} from '../../mocks/store';
import { getStoredRedirect, HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { PlansRoute } from './PlansRoute';
import { ShopifyConnectRoute } from './ShopifyConnectRoute';
import { SHOPIFY_INSTALL_PATH, ShopifyPromptRoute } from './ShopifyPromptRoute';

/** Puts text in a field in one go (typing key by key is slow and adds nothing here). */
const enter = async (
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  text: string,
) => {
  await user.click(element);
  await user.paste(text);
};

const leaveApp = vi.hoisted(() => vi.fn());
vi.mock('./leaveApp', () => ({ leaveApp }));
// The server's sandbox offer: none (as with real Shopify) unless a test says otherwise.
const fetchSandboxShop = vi.hoisted(() => vi.fn(() => Promise.resolve<string | null>(null)));
vi.mock('./sandboxOffer', () => ({ fetchSandboxShop }));

const { server, calls } = setupGraphqlServer();

const otherPaths = ['/dashboard', '/plans', '/products', '/login', '/signup'];
const show = (element: ReactNode, currentUser: CurrentUser, path: string, pattern?: string) =>
  render(
    renderAt(<HydrateSession currentUser={currentUser}>{element}</HydrateSession>, {
      path,
      pattern,
      otherPaths,
    }),
  );

const sent = (operationName: string) =>
  calls.filter((call) => call.operationName === operationName).map((call) => call.variables);

// Failures without a server message are logged by the transport; keep the test output readable.
const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('ShopifyPromptRoute', () => {
  it('moves on to the dashboard when the group already has a store', async () => {
    show(<ShopifyPromptRoute />, signedInMerchant, '/shopify-prompt');
    expect(await screen.findByText('Navigated to /dashboard')).toBeInTheDocument();
  });

  it("starts the store app's install on the store the merchant names", async () => {
    leaveApp.mockClear();
    const user = userEvent.setup({ delay: null });
    show(<ShopifyPromptRoute />, merchantWithoutStore, '/shopify-prompt');
    const connect = screen.getByRole('button', { name: 'Connect Shopify Store' });
    await user.click(connect);
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await enter(user, screen.getByRole('textbox', { name: /Your Shopify Store/ }), 'Not a shop!');
    await user.click(connect);
    expect(await screen.findByText('Requires valid store parameter.')).toBeInTheDocument();
    expect(leaveApp).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: /Your Shopify Store/ }));
    await enter(user, screen.getByRole('textbox', { name: /Your Shopify Store/ }), ' Fresh-Finds ');
    await user.click(connect);
    expect(leaveApp).toHaveBeenCalledExactlyOnceWith(
      `${SHOPIFY_INSTALL_PATH}?shop=fresh-finds.myshopify.com`,
    );
    expect(calls).toEqual([]);
  });

  it('offers the sandbox store in development and installs on it in one click', async () => {
    leaveApp.mockClear();
    fetchSandboxShop.mockClear();
    fetchSandboxShop.mockResolvedValueOnce(sandboxShopName);
    const user = userEvent.setup({ delay: null });
    show(<ShopifyPromptRoute />, newMerchantWithoutStore, '/shopify-prompt');
    const use = await screen.findByRole('button', { name: 'Use Sandbox Store' });
    expect(fetchSandboxShop).toHaveBeenCalledWith('Fresh Finds');
    expect(screen.getByText(sandboxShopName)).toBeInTheDocument();
    await user.click(use);
    expect(leaveApp).toHaveBeenCalledExactlyOnceWith(
      `${SHOPIFY_INSTALL_PATH}?shop=${encodeURIComponent(sandboxShopName)}`,
    );
  });

  it('offers no sandbox store when the server talks to Shopify', async () => {
    fetchSandboxShop.mockClear();
    show(<ShopifyPromptRoute />, merchantWithoutStore, '/shopify-prompt');
    await waitFor(() => expect(fetchSandboxShop).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Use Sandbox Store' })).not.toBeInTheDocument();
  });

  it('connects a development store, reloads the session and goes on to the plans', async () => {
    server.use(
      ...gqlData({
        connectDevShopifyStore: installedStore,
        getCurrentUser: { ...adminWithoutStore, currentGroup: freshGroupWithStore },
      }),
    );
    const user = userEvent.setup({ delay: null });
    show(<ShopifyPromptRoute />, adminWithoutStore, '/shopify-prompt');
    await enter(user, screen.getByRole('textbox', { name: /Store Name/ }), 'Fresh-Finds');
    await enter(user, screen.getByLabelText(/Admin API Token/), 'shpat_123');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(await screen.findByText('Navigated to /plans')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        operationName: 'connectDevShopifyStore',
        variables: { storeName: 'fresh-finds.myshopify.com', adminToken: 'shpat_123' },
      },
      { operationName: 'getCurrentUser', variables: {} },
    ]);
  });

  it("shows the fallback when the development store can't be connected", async () => {
    quietErrors();
    server.use(gqlError('connectDevShopifyStore'));
    const user = userEvent.setup({ delay: null });
    show(<ShopifyPromptRoute />, adminWithoutStore, '/shopify-prompt');
    await enter(user, screen.getByRole('textbox', { name: /Store Name/ }), 'fresh-finds');
    await enter(user, screen.getByLabelText(/Admin API Token/), 'shpat_123');
    await user.click(screen.getByRole('button', { name: 'CONNECT' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to connect to this shopify store.',
    );
    expect(sent('getCurrentUser')).toHaveLength(0);
  });
});

describe('ShopifyConnectRoute', () => {
  const connectAt = (currentUser: CurrentUser, store: string | null = installedStoreName) =>
    show(
      <ShopifyConnectRoute />,
      currentUser,
      store === null ? '/shopify-connect' : `/shopify-connect?store=${encodeURIComponent(store)}`,
      '/shopify-connect',
    );

  it('requires a store parameter of at most 250 characters', async () => {
    const { unmount } = connectAt(merchantWithoutStore, null);
    expect(screen.getByRole('alert')).toHaveTextContent('Requires valid store parameter.');
    unmount();
    connectAt(merchantWithoutStore, 'x'.repeat(251));
    expect(screen.getByRole('alert')).toHaveTextContent('Requires valid store parameter.');
    expect(calls).toEqual([]);
  });

  it('checks a store name of exactly 250 characters', async () => {
    const storeName = 'x'.repeat(250);
    server.use(...gqlData({ checkStoreCredentialOwner: credentialForbidden }));
    connectAt(merchantWithoutStore, storeName);
    expect(await screen.findByRole('img', { name: 'Access restricted' })).toBeInTheDocument();
    expect(sent('checkStoreCredentialOwner')).toEqual([{ storeName }]);
  });

  it('remembers the page before sending a signed-out visitor to log in', async () => {
    const user = userEvent.setup({ delay: null });
    connectAt(anonymous);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Navigated to /login')).toBeInTheDocument();
    expect(getStoredRedirect()).toBe(`/shopify-connect?store=${installedStoreName}`);
    expect(calls).toEqual([]);
  });

  it('remembers the page before sending a signed-out visitor to sign up', async () => {
    const user = userEvent.setup({ delay: null });
    connectAt(anonymous);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Navigated to /signup')).toBeInTheDocument();
    expect(getStoredRedirect()).toBe(`/shopify-connect?store=${installedStoreName}`);
  });

  it('shows the restricted page without permission', async () => {
    server.use(...gqlData({ checkStoreCredentialOwner: credentialForbidden }));
    connectAt(merchantWithoutStore);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "The page you're trying to access is restricted.",
      }),
    ).toBeInTheDocument();
  });

  it('goes to the products when one of the groups already has the store', async () => {
    server.use(...gqlData({ checkStoreCredentialOwner: credentialWithGroup }));
    connectAt(ownerWithoutPlan);
    expect(await screen.findByText('Navigated to /products')).toBeInTheDocument();
  });

  it('lists only the groups without a store', async () => {
    server.use(...gqlData({ checkStoreCredentialOwner: credentialWithoutGroup }));
    connectAt(merchantWithoutStore);
    expect(await screen.findByRole('button', { name: 'Connect Fresh Finds' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect Northwind Goods' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `Connect ${acmeGroup.name}` }),
    ).not.toBeInTheDocument();
  });

  it('connects the store to the current group, reloads the session and goes to the plans', async () => {
    server.use(
      ...gqlData({
        checkStoreCredentialOwner: credentialWithoutGroup,
        connectShopifyStoreToGroup: installedStore,
        getCurrentUser: ownerWithoutPlan,
      }),
    );
    const user = userEvent.setup({ delay: null });
    connectAt(merchantWithoutStore);
    await user.click(await screen.findByRole('button', { name: 'Connect Fresh Finds' }));
    expect(await screen.findByText('Navigated to /plans')).toBeInTheDocument();
    expect(calls.map((call) => call.operationName)).toEqual([
      'checkStoreCredentialOwner',
      'connectShopifyStoreToGroup',
      'getCurrentUser',
    ]);
    expect(sent('connectShopifyStoreToGroup')).toEqual([
      { storeName: installedStoreName, groupId: freshGroup.id },
    ]);
  });

  it("connects the store to a merchant's only group without asking, and goes to the plans", async () => {
    server.use(
      ...gqlData({
        checkStoreCredentialOwner: credentialWithoutGroup,
        connectShopifyStoreToGroup: installedStore,
        getCurrentUser: { ...newMerchantWithoutStore, groups: [freshGroupWithStore] },
      }),
    );
    connectAt(newMerchantWithoutStore);
    expect(await screen.findByText('Navigated to /plans')).toBeInTheDocument();
    expect(calls.map((call) => call.operationName)).toEqual([
      'checkStoreCredentialOwner',
      'connectShopifyStoreToGroup',
      'getCurrentUser',
    ]);
    expect(sent('connectShopifyStoreToGroup')).toEqual([
      { storeName: installedStoreName, groupId: freshGroup.id },
    ]);
  });

  it('offers the only group again with the reason when connecting it by itself fails', async () => {
    quietErrors();
    server.use(
      ...gqlData({ checkStoreCredentialOwner: credentialWithoutGroup }),
      gqlError('connectShopifyStoreToGroup'),
    );
    connectAt(newMerchantWithoutStore);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect store.');
    expect(screen.getByRole('button', { name: 'Connect Fresh Finds' })).toBeInTheDocument();
    expect(sent('connectShopifyStoreToGroup')).toHaveLength(1);
  });

  it('makes another chosen group the current one before going to the plans', async () => {
    server.use(
      ...gqlData({
        checkStoreCredentialOwner: credentialWithoutGroup,
        connectShopifyStoreToGroup: installedStore,
        setCurrentGroup: freshGroupWithStore,
        getCurrentUser: ownerWithoutPlan,
      }),
    );
    const user = userEvent.setup({ delay: null });
    connectAt({ ...merchantWithoutStore, currentGroup: acmeGroup });
    await user.click(await screen.findByRole('button', { name: 'Connect Fresh Finds' }));
    expect(await screen.findByText('Navigated to /plans')).toBeInTheDocument();
    expect(sent('setCurrentGroup')).toEqual([{ groupId: freshGroup.id }]);
  });

  it('shows the fallbacks when the check or the connection fails', async () => {
    quietErrors();
    server.use(gqlError('checkStoreCredentialOwner'));
    const { unmount } = connectAt(merchantWithoutStore);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unable to check store credential owner.',
    );
    unmount();

    server.use(
      ...gqlData({ checkStoreCredentialOwner: credentialWithoutGroup }),
      gqlError('connectShopifyStoreToGroup'),
    );
    const user = userEvent.setup({ delay: null });
    connectAt(merchantWithoutStore);
    await user.click(await screen.findByRole('button', { name: 'Connect Fresh Finds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect store.');
    expect(sent('getCurrentUser')).toHaveLength(0);
  });
});

describe('PlansRoute', () => {
  const choose = async (title: string) => {
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${title}`) }));
    await user.click(screen.getByRole('button', { name: 'Choose Plan' }));
  };

  it('chooses the plan with a free trial, reloads the session and goes to the dashboard', async () => {
    server.use(...gqlData({ createPlan: planTakesEffect, getCurrentUser: signedInMerchant }));
    show(<PlansRoute />, ownerWithoutPlan, '/plans');
    await choose('Free');
    expect(await screen.findByText('Navigated to /dashboard')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        operationName: 'createPlan',
        variables: {
          subscriptionId: 'free',
          freeTrial: true,
          returnUrl: `${window.location.origin}/dashboard`,
        },
      },
      { operationName: 'getCurrentUser', variables: {} },
    ]);
  });

  it("sends the owner to the store platform's confirmation page", async () => {
    leaveApp.mockClear();
    server.use(...gqlData({ createPlan: planNeedsConfirmation }));
    show(<PlansRoute />, ownerWithoutPlan, '/plans');
    await choose('Growth');
    await vi.waitFor(() =>
      expect(leaveApp).toHaveBeenCalledExactlyOnceWith(planNeedsConfirmation.confirmationUrl),
    );
    // The store platform sends the merchant back to the dashboard, not to /plans.
    expect(sent('createPlan')).toEqual([
      {
        subscriptionId: 'growth',
        freeTrial: true,
        returnUrl: `${window.location.origin}/dashboard`,
      },
    ]);
    expect(sent('getCurrentUser')).toHaveLength(0);
  });

  it('says so when the confirmation page is missing', async () => {
    server.use(...gqlData({ createPlan: planConfirmationMissing }));
    show(<PlansRoute />, ownerWithoutPlan, '/plans');
    await choose('Starter');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Shopify did not return a purchase confirmation URL.',
    );
  });

  it("shows 'Unable to choose plan.' when the call fails", async () => {
    quietErrors();
    server.use(gqlError('createPlan'));
    show(<PlansRoute />, ownerWithoutPlan, '/plans');
    await choose('Starter');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to choose plan.');
  });

  it('marks the active plan and keeps members from choosing', () => {
    show(
      <PlansRoute />,
      { ...memberWithoutPlan, currentGroup: { ...acmeGroup, viewerRole: 'USER' } },
      '/plans',
    );
    expect(screen.getByRole('radio', { name: /^Starter/ })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Choose Plan' })).not.toBeInTheDocument();
    expect(screen.getByText('Acme Outfitters')).toBeInTheDocument();
  });
});
