// The account screens' route modules against msw: what each one sends, and what the user sees.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { rememberTourDismissed } from '@vendy/client/domain';
import { renderAt } from '../../mocks/decorators';
import { acmeGroup, FIXED_NOW, merchantUser, signedInMerchant } from '../../mocks/fixtures';
import {
  dashboardWidgets,
  freeMerchant,
  standardMerchant,
  starterMerchant,
} from '../../mocks/account';
import { gqlData, gqlError } from '../../mocks/graphql';
import { guidedTourRequestedAtom, HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { AccountRoute } from './AccountRoute';
import { DashboardRoute } from './DashboardRoute';

/** Puts text in a field in one go (typing key by key is slow and adds nothing here). */
const enter = async (
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  text: string,
) => {
  await user.click(element);
  await user.paste(text);
};

const { server, calls } = setupGraphqlServer();

/** What the account menu's Tour item does: asks for the tour. */
function RequestTour() {
  const request = useSetAtom(guidedTourRequestedAtom);
  useEffect(() => request(true), [request]);
  return null;
}

const show = (element: ReactNode, currentUser: CurrentUser, path: string) =>
  render(
    renderAt(<HydrateSession currentUser={currentUser}>{element}</HydrateSession>, {
      path,
      otherPaths: ['/logout', '/plans'],
    }),
  );

const sent = (operationName: string) =>
  calls.filter((call) => call.operationName === operationName).map((call) => call.variables);

const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('AccountRoute', () => {
  it('saves the names and reloads the session', async () => {
    server.use(
      ...gqlData({
        changeUserData: { ...merchantUser, firstName: 'Mia' },
        getCurrentUser: { ...signedInMerchant, user: { ...merchantUser, firstName: 'Mia' } },
      }),
    );
    const user = userEvent.setup({ delay: null });
    show(<AccountRoute />, signedInMerchant, '/account');
    await user.clear(screen.getByLabelText(/^First Name/));
    await enter(user, screen.getByLabelText(/^First Name/), 'Mia');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings saved successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      { operationName: 'changeUserData', variables: { firstName: 'Mia', lastName: 'Merchant' } },
      { operationName: 'getCurrentUser', variables: {} },
    ]);
  });

  it('changes the password', async () => {
    server.use(...gqlData({ changePassword: { success: true, message: null } }));
    const user = userEvent.setup({ delay: null });
    show(<AccountRoute />, signedInMerchant, '/account');
    await enter(user, screen.getByLabelText(/^Current Password/), 'old-secret');
    await enter(user, screen.getByLabelText(/^New Password/), 'new-secret-1');
    await enter(user, screen.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(sent('changePassword')).toEqual([
      { password: 'old-secret', newPassword: 'new-secret-1' },
    ]);
  });

  it('does not take an unsuccessful answer for a changed password', async () => {
    server.use(...gqlData({ changePassword: { success: false, message: null } }));
    const user = userEvent.setup({ delay: null });
    show(<AccountRoute />, signedInMerchant, '/account');
    await enter(user, screen.getByLabelText(/^Current Password/), 'old-secret');
    await enter(user, screen.getByLabelText(/^New Password/), 'new-secret-1');
    await enter(user, screen.getByLabelText(/^Confirm Password/), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to change password.');
    expect(screen.queryByText('Password changed successfully')).not.toBeInTheDocument();
  });

  // Waits for the real 3-second delay, so it needs more than the default 5 s under load.
  it('deletes the account and logs out 3 seconds later', async () => {
    server.use(...gqlData({ deleteUser: { success: true, message: null } }));
    const user = userEvent.setup({ delay: null });
    show(<AccountRoute />, signedInMerchant, '/account');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    await enter(user, within(dialog).getByLabelText(/^Confirmation/), 'permanently delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await screen.findByText(/Your account has been deleted/)).toBeInTheDocument();
    expect(screen.queryByText('Navigated to /logout')).not.toBeInTheDocument();
    expect(
      await screen.findByText('Navigated to /logout', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.operationName)).toEqual(['deleteUser']);
  }, 15_000);

  it("shows 'Unable to delete account.' in the dialog when the deletion fails", async () => {
    quietErrors();
    server.use(gqlError('deleteUser'));
    const user = userEvent.setup({ delay: null });
    show(<AccountRoute />, signedInMerchant, '/account');
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
    await enter(user, within(dialog).getByLabelText(/^Confirmation/), 'permanently delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to delete account.');
  });
});

describe('DashboardRoute', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: vi.fn((key: string) => items.get(key) ?? null),
      setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    };
  };

  it('previews the three most recently updated layouts, latest first', async () => {
    server.use(...gqlData({ getWidgets: dashboardWidgets }));
    show(
      <DashboardRoute now={new Date(FIXED_NOW)} storage={memoryStorage()} />,
      standardMerchant,
      '/dashboard',
    );
    const recent = await screen.findByRole('region', { name: 'Recent Layouts' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Gift Guide'),
      expect.stringContaining('Homepage Hero'),
      expect.stringContaining('Spring Lookbook'),
    ]);
    expect(screen.queryByText('Summer Sale')).not.toBeInTheDocument();
  });

  it('counts the trial days left of the active plan', () => {
    server.use(...gqlData({ getWidgets: [] }));
    // Starter was chosen 2026-11-01 with 30 trial days; 19 whole days have passed on 2026-11-20.
    show(
      <DashboardRoute now={new Date(FIXED_NOW)} storage={memoryStorage()} />,
      starterMerchant,
      '/dashboard',
    );
    expect(screen.getByText('11 days left in your free trial')).toBeInTheDocument();
  });

  it('never asks for layouts on the free plan and offers the upgrade instead', () => {
    show(
      <DashboardRoute now={new Date(FIXED_NOW)} storage={memoryStorage()} />,
      freeMerchant,
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
    expect(calls).toEqual([]);
  });

  it('offers the tour to a new user on a paid plan; finishing dismisses it for the group', async () => {
    server.use(...gqlData({ getWidgets: [], hideGuidedTour: { success: true, message: null } }));
    const storage = memoryStorage();
    const user = userEvent.setup({ delay: null });
    show(
      <DashboardRoute now={new Date(FIXED_NOW)} storage={storage} />,
      starterMerchant,
      '/dashboard',
    );
    const tour = screen.getByRole('dialog');
    expect(within(tour).getByRole('heading', { name: 'Welcome to Vendy' })).toBeVisible();
    await user.click(within(tour).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(sent('hideGuidedTour')).toHaveLength(1));
    expect(storage.setItem).toHaveBeenCalledWith(expect.stringContaining(acmeGroup.id), 'true');
  });

  it('offers no tour to users whose tour is off, nor on a dismissed group', () => {
    server.use(...gqlData({ getWidgets: [] }));
    const { unmount } = show(
      <DashboardRoute now={new Date(FIXED_NOW)} storage={memoryStorage()} />,
      { ...starterMerchant, user: { ...merchantUser, showGuidedTour: false } },
      '/dashboard',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    const dismissed = memoryStorage();
    rememberTourDismissed(dismissed, acmeGroup.id);
    show(
      <DashboardRoute now={new Date(FIXED_NOW)} storage={dismissed} />,
      starterMerchant,
      '/dashboard',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("opens the tour asked for from the account menu, and closing it doesn't dismiss anything", async () => {
    server.use(...gqlData({ getWidgets: [] }));
    const user = userEvent.setup({ delay: null });
    show(
      <>
        <RequestTour />
        <DashboardRoute now={new Date(FIXED_NOW)} storage={memoryStorage()} />
      </>,
      { ...starterMerchant, user: { ...merchantUser, showGuidedTour: false } },
      '/dashboard',
    );
    const tour = await screen.findByRole('dialog');
    await user.click(within(tour).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('hideGuidedTour')).toEqual([]);
  });
});

describe('the Get Started card', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
  };
  const counts = (instagramFeeds: number, widgets: number) => ({
    getResourceCounts: {
      videos: 0,
      productCollections: 0,
      products: 0,
      strategies: 0,
      widgets,
      instagramFeeds,
    },
  });
  const card = () => screen.findByRole('region', { name: 'Get Started' });

  it('leads a paid merchant to a feed: account and store done, 2/3, with a link to the feed', async () => {
    server.use(...gqlData({ getWidgets: [], ...counts(0, 4) }));
    show(<DashboardRoute storage={memoryStorage()} />, standardMerchant, '/dashboard');
    const region = await card();
    const bar = within(region).getByRole('progressbar', { name: 'Get Started progress' });
    expect(bar).toHaveAttribute('aria-valuetext', '2/3 steps completed');
    const steps = within(region).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Create your account (done)'),
      expect.stringContaining('Connect your Shopify store (done)'),
      expect.stringContaining('Create a shoppable Instagram feed (to do)'),
    ]);
    expect(within(steps[2]!).getByRole('link', { name: 'Create a feed' })).toHaveAttribute(
      'href',
      '/instagram',
    );
  });

  it('leads others to their first layout, and to connecting their store', async () => {
    server.use(...gqlData({ getWidgets: [], ...counts(0, 0) }));
    const unconnected = {
      ...freeMerchant,
      currentGroup: { ...freeMerchant.currentGroup!, shopifyStore: null },
    };
    show(<DashboardRoute storage={memoryStorage()} />, unconnected, '/dashboard');
    const region = await card();
    expect(within(region).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '1/3 steps completed',
    );
    expect(within(region).getByRole('link', { name: 'Connect store' })).toBeInTheDocument();
    expect(within(region).getByText('Create your first layout')).toBeInTheDocument();
  });

  it('folds its steps away, and Skip hides it for the group for good', async () => {
    server.use(...gqlData({ getWidgets: [], ...counts(0, 0) }));
    const storage = memoryStorage();
    const user = userEvent.setup();
    const { unmount } = show(<DashboardRoute storage={storage} />, standardMerchant, '/dashboard');
    const region = await card();
    const fold = within(region).getByRole('button', { name: 'Hide steps' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(within(region).getByRole('button', { name: 'Show steps' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(region).queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('region', { name: 'Get Started' })).not.toBeInTheDocument();
    unmount();
    show(<DashboardRoute storage={storage} />, standardMerchant, '/dashboard');
    await screen.findByRole('region', { name: 'Recent Layouts' });
    expect(screen.queryByRole('region', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it('is gone once every step is done', async () => {
    server.use(...gqlData({ getWidgets: [], ...counts(1, 0) }));
    show(<DashboardRoute storage={memoryStorage()} />, standardMerchant, '/dashboard');
    // Shown while the counts are read, then gone: the feed was the last step.
    await card();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get Started' })).not.toBeInTheDocument(),
    );
  });
});
