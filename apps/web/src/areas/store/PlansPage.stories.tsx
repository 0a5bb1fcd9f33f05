import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { signedInMerchant } from '../../mocks/fixtures';
import { gqlData, gqlError } from '../../mocks/graphql';
import {
  memberWithoutPlan,
  ownerWithoutPlan,
  planConfirmationMissing,
  planTakesEffect,
} from '../../mocks/store';
import { HydrateSession, type CurrentUser } from '../../session';
import { routes } from '../../routes';
import { PlansPage } from './PlansPage';
import { PlansRoute } from './PlansRoute';

const meta = {
  title: 'Pages/Store/Plans',
  component: PlansPage,
  parameters: { layout: 'fullscreen' },
  args: {
    groupName: 'Fresh Finds',
    currentPlanId: null,
    canManage: true,
    onChoose: fn(async () => {}),
  },
  render: (args) => renderAt(<PlansPage {...args} />, { path: routes.plans() }),
} satisfies Meta<typeof PlansPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An owner whose group has no plan yet. */
export const Owner: Story = {};

export const OwnerWithActivePlan: Story = { args: { currentPlanId: 'starter' } };

/** Members see the plans, but only owners manage billing. */
export const Member: Story = { args: { canManage: false, currentPlanId: 'starter' } };

export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Plan' }));
    await expect(await canvas.findByText('Choose a Plan.')).toBeVisible();
  },
};

export const AlreadyActive: Story = {
  args: { currentPlanId: 'starter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Plan' }));
    await expect(await canvas.findByText('This plan is already active.')).toBeVisible();
  },
};

export const Choosing: Story = {
  args: { onChoose: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /^Standard/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Plan' }));
  },
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <PlansRoute />
    </HydrateSession>,
    { path: routes.plans(), otherPaths: [routes.dashboard(), routes.groups()] },
  );

const chooseStarter: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: /^Starter/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Choose Plan' }));
};

/** Route module: the plan takes effect at once, so the owner goes on to /dashboard. */
export const Route: Story = {
  parameters: {
    msw: { handlers: gqlData({ createPlan: planTakesEffect, getCurrentUser: signedInMerchant }) },
  },
  render: route(ownerWithoutPlan),
};

export const RouteChosen: Story = {
  ...Route,
  play: async (context) => {
    await chooseStarter(context);
    await within(context.canvasElement).findByRole('heading', { name: 'Navigated to /dashboard' });
  },
};

export const RouteMember: Story = { render: route(memberWithoutPlan) };

/** Route module: confirmation is required but the platform gave no address to confirm at. */
export const RouteConfirmationMissing: Story = {
  parameters: { msw: { handlers: gqlData({ createPlan: planConfirmationMissing }) } },
  render: route(ownerWithoutPlan),
  play: async (context) => {
    await chooseStarter(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toHaveTextContent(
      'Shopify did not return a purchase confirmation URL.',
    );
  },
};

export const RouteFailed: Story = {
  parameters: { msw: { handlers: [gqlError('createPlan')] } },
  render: route(ownerWithoutPlan),
  play: async (context) => {
    await chooseStarter(context);
    await expect(await within(context.canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to choose plan.',
    );
  },
};
