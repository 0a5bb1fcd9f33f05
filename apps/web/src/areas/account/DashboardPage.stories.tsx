import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mostRecent, rememberTourDismissed } from '@vendy/client/domain';
import { renderAt } from '../../mocks/decorators';
import { FIXED_NOW } from '../../mocks/fixtures';
import {
  dashboardWidgets,
  freeMerchant,
  standardMerchant,
  starterMerchant,
} from '../../mocks/account';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { routes } from '../../routes';
import { DashboardPage } from './DashboardPage';
import { DashboardRoute } from './DashboardRoute';
import { layoutSummary } from './layoutSummary';

const starter = {
  title: 'Starter',
  price: 29,
  features: { analytics: false, branding: false, instagram: true },
  trialDaysRemaining: 11,
};

const meta = {
  title: 'Pages/Account/Dashboard',
  component: DashboardPage,
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Maya',
    group: { name: 'Acme Outfitters', storeName: 'acme-outfitters.myshopify.com' },
    plan: starter,
    layouts: { status: 'ready', layouts: mostRecent(dashboardWidgets, 3).map(layoutSummary) },
    showTour: false,
    onCloseTour: fn(),
  },
  render: (args) => renderAt(<DashboardPage {...args} />, { path: routes.dashboard() }),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starter: paid, so layouts are open; branding and analytics need a higher plan. */
export const StarterPlan: Story = {};

export const StandardPlan: Story = {
  args: {
    plan: {
      ...starter,
      title: 'Standard',
      price: 99,
      features: { analytics: true, branding: true, instagram: true },
      trialDaysRemaining: 0,
    },
  },
};

/** Free plan: paid and gated areas are locked, and the upgrade card replaces the preview. */
export const FreePlan: Story = {
  args: {
    plan: {
      title: 'Free',
      price: 0,
      features: { analytics: false, branding: false, instagram: false },
      trialDaysRemaining: 0,
    },
    layouts: { status: 'locked' },
  },
};

export const NoPlan: Story = { args: { plan: null, layouts: { status: 'locked' } } };

export const NoLayouts: Story = { args: { layouts: { status: 'ready', layouts: [] } } };

export const LoadingLayouts: Story = { args: { layouts: { status: 'loading' } } };

/** The connected Instagram account's access is gone: a warning with the way back. */
export const InstagramConnectionLost: Story = { args: { instagramLost: 'acme.outfitters' } };

export const LayoutsFailed: Story = {
  args: { layouts: { status: 'error', message: 'Unable to get layouts.' } },
};

/** The guided tour's welcome card, full screen over the dashboard. */
export const TourWelcome: Story = { args: { showTour: true } };

/** Stepping through the tour: Next, Next, then Previous back to step 1. */
export const TourSteps: Story = {
  args: { showTour: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Next' }));
    await userEvent.click(body.getByRole('button', { name: 'Next' }));
    await expect(body.getByRole('heading', { name: 'Choose a format' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Previous' }));
    await expect(body.getByText('Step 1 of 11')).toBeVisible();
  },
};

/** A fresh storage per render, so that a dismissal in one story never hides the banner in another. */
const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

/** The route for `currentUser`; unless `offerTour`, the tour was dismissed for the group before. */
const route =
  (currentUser: CurrentUser, { offerTour = false } = {}) =>
  () => {
    const storage = memoryStorage();
    if (!offerTour) rememberTourDismissed(storage, currentUser.currentGroup?.id ?? '');
    return renderAt(
      <HydrateSession currentUser={currentUser}>
        <DashboardRoute now={new Date(FIXED_NOW)} storage={storage} />
      </HydrateSession>,
      { path: routes.dashboard() },
    );
  };

/** Page: the Get Started card above the group and plan. */
export const WithGetStarted: Story = {
  args: {
    getStarted: {
      steps: [
        { step: 'account', done: true },
        { step: 'shopify', done: true },
        { step: 'layout', done: false },
      ],
      onSkip: fn(),
    },
  },
};

/** Route module: the three most recently updated of four layouts. */
export const Route: Story = {
  parameters: { msw: { handlers: gqlData({ getWidgets: dashboardWidgets }) } },
  render: route(starterMerchant),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Gift Guide')).toBeVisible();
    await expect(canvas.queryByText('Summer Sale')).not.toBeInTheDocument();
  },
};

export const RouteStandard: Story = {
  parameters: { msw: { handlers: gqlData({ getWidgets: dashboardWidgets }) } },
  render: route(standardMerchant),
};

/** Route module: the free plan never asks for layouts; the upgrade card shows. */
export const RouteFree: Story = { render: route(freeMerchant) };

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('getWidgets')] } },
  render: route(starterMerchant),
};

export const RouteLayoutsFailed: Story = {
  parameters: { msw: { handlers: [gqlError('getWidgets')] } },
  render: route(starterMerchant),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get layouts.',
    );
  },
};

/** The session's group with the Instagram account connected. */
const withInstagram: CurrentUser = {
  ...starterMerchant,
  currentGroup: starterMerchant.currentGroup && {
    ...starterMerchant.currentGroup,
    instagramAccount: {
      id: 'ig-account-1',
      accountName: 'acme.outfitters',
      lastSyncedAt: '2026-11-19T08:00:00.000Z',
    },
  },
};

/** Route module: the account's access was removed on Instagram; the dashboard says so. */
export const RouteInstagramLost: Story = {
  parameters: {
    msw: {
      handlers: [
        gqlError(
          'getInstagramAccount',
          JSON.stringify({
            type: 'InstagramConnectionError',
            message: 'Unable to connect to Instagram account.',
          }),
        ),
        ...gqlData({ getWidgets: dashboardWidgets }),
      ],
    },
  },
  render: route(withInstagram),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole(
      'region',
      { name: 'Your Instagram connection needs attention' },
      { timeout: 30_000 },
    );
    await expect(within(card).getByRole('link', { name: 'Reconnect Instagram' })).toHaveAttribute(
      'href',
      routes.instagramReconnect(),
    );
    await expect(await canvas.findByText('Gift Guide', {}, { timeout: 30_000 })).toBeVisible();
  },
};

/** Route module: an account that answers shows no warning. */
export const RouteInstagramConnected: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getWidgets: dashboardWidgets,
        getInstagramAccount: {
          ...withInstagram.currentGroup!.instagramAccount,
          createdAt: '2026-10-01T10:00:00.000Z',
          groupId: withInstagram.currentGroup!.id,
        },
      }),
    },
  },
  render: route(withInstagram),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Gift Guide', {}, { timeout: 30_000 })).toBeVisible();
    await expect(
      canvas.queryByRole('region', { name: 'Your Instagram connection needs attention' }),
    ).not.toBeInTheDocument();
  },
};

/** Route module: a new user on a paid plan is offered the tour; Finish ends it for good. */
export const RouteTourFinished: Story = {
  parameters: {
    msw: {
      handlers: gqlData({ getWidgets: [], hideGuidedTour: { success: true, message: null } }),
    },
  },
  render: route(starterMerchant, { offerTour: true }),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('heading', { name: 'Welcome to Vendy' })).toBeVisible();
    for (let step = 0; step < 11; step += 1) {
      await userEvent.click(body.getByRole('button', { name: 'Next' }));
    }
    await userEvent.click(body.getByRole('button', { name: 'Finish' }));
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Route module: the card counts the group's feeds; Skip hides it for the group. */
export const RouteGetStartedSkipped: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getWidgets: dashboardWidgets,
        getResourceCounts: {
          videos: 3,
          productCollections: 1,
          products: 12,
          strategies: 2,
          widgets: 4,
          instagramFeeds: 0,
        },
      }),
    },
  },
  render: route(standardMerchant),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: 'Get Started' }, { timeout: 30_000 });
    await expect(within(card).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '2/3 steps completed',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Skip' }));
    await expect(canvas.queryByRole('region', { name: 'Get Started' })).not.toBeInTheDocument();
  },
};
