import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { gqlData, gqlError, gqlPending } from '../mocks/graphql';
import {
  anonymous,
  merchantWithoutGroups,
  signedInAdmin,
  signedInMerchant,
  unverifiedMerchant,
  type CurrentUser,
} from '../mocks/fixtures';
import {
  merchantWithoutCurrentGroup,
  merchantWithoutPlan,
  merchantWithoutStore,
  planReconciled,
} from '../mocks/auth';
import { setupGraphqlServer } from './testing/server';
import { renderWithLayouts } from './testing/renderWithLayouts';
import { STORED_REDIRECT_KEY } from './redirectStorage';

const { server, calls: recorded } = setupGraphqlServer();
const calls = () => recorded.map(({ operationName }) => operationName);

const answerWith = (currentUser: CurrentUser) =>
  server.use(...gqlData({ getCurrentUser: currentUser }));

/** Waits for the stand-in page the layouts end on and returns its address. */
async function landOn(name: string) {
  await screen.findByRole('heading', { level: 1, name: `Page ${name}` });
  return screen.getByTestId('address').textContent;
}

describe('AppLayout: the redirect rule, step by step', () => {
  it('1. sends a signed-out visitor to /login and remembers the intended path', async () => {
    answerWith(anonymous);
    renderWithLayouts('/account?tab=password');
    await landOn('/login');
    expect(sessionStorage.getItem(STORED_REDIRECT_KEY)).toBe('/account?tab=password');
  });

  it('2. sends a user with an unverified email to /verify-prompt, and leaves them there', async () => {
    answerWith(unverifiedMerchant);
    renderWithLayouts('/dashboard');
    expect(await landOn('/verify-prompt')).toBe('/verify-prompt');
  });

  it('3. sends a user without groups to /getting-started', async () => {
    answerWith(merchantWithoutGroups);
    renderWithLayouts('/dashboard');
    await landOn('/getting-started');
  });

  it('4. sends a user with groups but no current group to /groups', async () => {
    answerWith(merchantWithoutCurrentGroup);
    renderWithLayouts('/dashboard');
    await landOn('/groups');
  });

  it('5. uses a stored path once, before the store and plan checks, then forgets it', async () => {
    answerWith(merchantWithoutStore);
    sessionStorage.setItem(STORED_REDIRECT_KEY, '/account?tab=password');
    const { router } = renderWithLayouts('/dashboard');
    expect(await landOn('/account')).toBe('/account?tab=password');
    expect(sessionStorage.getItem(STORED_REDIRECT_KEY)).toBeNull();

    // Used once: the next visit follows the rule again (no store → /shopify-prompt).
    await router.navigate('/plans');
    await landOn('/shopify-prompt');
  });

  it('6. sends a group without a store to /shopify-prompt', async () => {
    answerWith(merchantWithoutStore);
    renderWithLayouts('/dashboard');
    await landOn('/shopify-prompt');
  });

  it('7. sends a group without an active plan to /plans', async () => {
    answerWith(merchantWithoutPlan);
    renderWithLayouts('/dashboard');
    await landOn('/plans');
  });

  it('8. otherwise stays on the requested page', async () => {
    answerWith(signedInMerchant);
    renderWithLayouts('/account');
    expect(await landOn('/account')).toBe('/account');
  });

  it('always allows /groups to a signed-in user', async () => {
    answerWith(unverifiedMerchant);
    renderWithLayouts('/groups');
    expect(await landOn('/groups')).toBe('/groups');
  });

  it('shows a loading state while the session loads', async () => {
    server.use(gqlPending('getCurrentUser'));
    renderWithLayouts('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Loading your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Page /dashboard' })).toBeNull();
  });

  it('loads the session once per app load, not once per page', async () => {
    answerWith(signedInMerchant);
    const { router } = renderWithLayouts('/dashboard');
    await landOn('/dashboard');
    await router.navigate('/account');
    await landOn('/account');
    expect(calls().filter((name) => name === 'getCurrentUser')).toHaveLength(1);
  });

  it('shows a failed load with its message and tries again on request', async () => {
    server.use(gqlError('getCurrentUser'));
    renderWithLayouts('/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get user data.');

    answerWith(signedInMerchant);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await landOn('/dashboard');
  });
});

describe('plan reconciliation (charge_id)', () => {
  it('reconciles the plan before loading the user, toasts the messages and drops charge_id', async () => {
    server.use(...gqlData({ reconcilePlan: planReconciled, getCurrentUser: signedInMerchant }));
    renderWithLayouts('/dashboard?charge_id=42&welcome=1');
    expect(await landOn('/dashboard')).toBe('/dashboard?welcome=1');
    expect(await screen.findByText('Your Starter plan is now active.')).toBeVisible();
    expect(calls()).toEqual(['reconcilePlan', 'getCurrentUser']);
  });

  it('still loads the user when reconciling fails, and shows why it failed', async () => {
    server.use(
      gqlError('reconcilePlan', 'The charge was declined.'),
      ...gqlData({ getCurrentUser: merchantWithoutPlan }),
    );
    renderWithLayouts('/dashboard?charge_id=42');
    await landOn('/plans');
    expect(await screen.findByText('The charge was declined.')).toBeVisible();
  });
});

describe('SemiPublicLayout', () => {
  it('shows the signed-out header to a signed-out visitor, without redirecting', async () => {
    answerWith(anonymous);
    renderWithLayouts('/verify?code=abc');
    expect(await landOn('/verify')).toBe('/verify?code=abc');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the signed-in header to a signed-in user, even one the rule would redirect', async () => {
    answerWith(unverifiedMerchant);
    renderWithLayouts('/verify');
    await landOn('/verify');
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
  });

  it('forgets a stored path once the user reaches it', async () => {
    answerWith(signedInMerchant);
    sessionStorage.setItem(STORED_REDIRECT_KEY, '/shopify-connect?store=acme');
    renderWithLayouts('/shopify-connect?store=acme');
    await landOn('/shopify-connect');
    await expect.poll(() => sessionStorage.getItem(STORED_REDIRECT_KEY)).toBeNull();
  });
});

describe('PublicLayout', () => {
  it('shows the signed-out header without asking the server who is signed in', async () => {
    renderWithLayouts('/login');
    await landOn('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    expect(calls()).toEqual([]);
  });

  it('remembers a ?redirect= path for after sign-in and drops it from the address', async () => {
    sessionStorage.removeItem(STORED_REDIRECT_KEY);
    renderWithLayouts('/login?redirect=%2Fshopify-connect%3Fstore%3Dacme.myshopify.com');
    await expect.poll(() => screen.getByTestId('address').textContent).toBe('/login');
    expect(sessionStorage.getItem(STORED_REDIRECT_KEY)).toBe(
      '/shopify-connect?store=acme.myshopify.com',
    );
  });

  it('ignores a ?redirect= that leads off the app', async () => {
    sessionStorage.removeItem(STORED_REDIRECT_KEY);
    renderWithLayouts('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await expect.poll(() => screen.getByTestId('address').textContent).toBe('/login');
    expect(sessionStorage.getItem(STORED_REDIRECT_KEY)).toBeNull();
  });
});

describe('AdminLayout', () => {
  it('sends non-admins to /404', async () => {
    answerWith(signedInMerchant);
    renderWithLayouts('/admin/groups');
    await landOn('/404');
  });

  it('sends signed-out visitors to /login and brings them back afterwards', async () => {
    answerWith(anonymous);
    renderWithLayouts('/admin/groups');
    await landOn('/login');
    expect(sessionStorage.getItem(STORED_REDIRECT_KEY)).toBe('/admin/groups');
  });

  it('shows admins the admin navigation', async () => {
    answerWith(signedInAdmin);
    renderWithLayouts('/admin/groups');
    await landOn('/admin/groups');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Groups', '/admin/groups'],
      ['Sliders', '/admin/sliders'],
      ['Back to User Dashboard', '/dashboard'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('the merchant shell', () => {
  it('has the side navigation of doc 1 §2, ending with the current group', async () => {
    answerWith(signedInMerchant);
    renderWithLayouts('/dashboard');
    await landOn('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Layouts',
      'Videos',
      'Audio',
      'Photos',
      'Products',
      'Brand Management',
      'Analytics',
      'AI Generation',
      'Instagram',
      'Acme Outfitters',
    ]);
    expect(within(nav).getByRole('button', { name: 'Assets' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Acme Outfitters' })).toHaveAttribute(
      'href',
      '/group',
    );
    expect(screen.queryByRole('link', { name: 'Admin panel' })).toBeNull();
  });

  it('gives admins the admin-panel link', async () => {
    answerWith(signedInAdmin);
    renderWithLayouts('/dashboard');
    await landOn('/dashboard');
    expect(screen.getByRole('link', { name: 'Admin panel' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('has the account menu: Account, Groups, Tour, Log out and Help by mail', async () => {
    answerWith(signedInMerchant);
    renderWithLayouts('/dashboard');
    await landOn('/dashboard');
    await userEvent.click(
      screen.getByRole('button', { name: 'Account menu for maya@example.com' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Groups', 'Tour', 'Log out', 'Help']);
    expect(within(menu).getByRole('menuitem', { name: 'Help' })).toHaveAttribute(
      'href',
      'mailto:support@vendy.app',
    );

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await landOn('/logout');
  });
});
