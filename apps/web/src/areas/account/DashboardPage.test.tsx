import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage, type DashboardPageProps } from './DashboardPage';
import type { DashboardPlan } from './DashboardCards';
import type { LayoutSummary } from './RecentLayouts';

const starter: DashboardPlan = {
  title: 'Starter',
  price: 29,
  features: { analytics: false, branding: false, instagram: true },
  trialDaysRemaining: 11,
};
const standard: DashboardPlan = {
  ...starter,
  title: 'Standard',
  price: 99,
  features: { analytics: true, branding: true, instagram: true },
};
const free: DashboardPlan = {
  title: 'Free',
  price: 0,
  features: { analytics: false, branding: false, instagram: false },
  trialDaysRemaining: 0,
};

const layouts: LayoutSummary[] = [
  {
    id: 'a',
    title: 'Gift Guide',
    updatedAt: '2026-11-19T08:15:00.000Z',
    isDraft: true,
    thumbnailUrl: null,
  },
  {
    id: 'b',
    title: 'Homepage Hero',
    updatedAt: '2026-11-18T16:30:00.000Z',
    isDraft: false,
    thumbnailUrl: null,
  },
];

const setup = (props: Partial<DashboardPageProps> = {}) =>
  render(
    <DashboardPage
      firstName="Maya"
      group={{ name: 'Acme Outfitters', storeName: 'acme-outfitters.myshopify.com' }}
      plan={starter}
      layouts={{ status: 'ready', layouts }}
      {...props}
    />,
  );

const TILES = [
  'Products',
  'Instagram Feeds',
  'Layouts',
  'Videos',
  'AI Generation',
  'Branding',
  'Analytics',
];
const LOCKED = 'This requires a higher tier plan to access.';

const shortcuts = () => within(screen.getByRole('region', { name: 'Shortcuts' }));
/** The shortcut tiles that link to their area, by name. */
const openTiles = () => TILES.filter((name) => shortcuts().queryByRole('link', { name }));
const lockedTiles = () =>
  shortcuts()
    .queryAllByRole('listitem')
    .filter((item) => item.textContent?.includes(LOCKED))
    .map((item) => item.textContent?.replace(LOCKED, ''));

describe('DashboardPage', () => {
  it('welcomes the user by first name and shows the active group', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Maya');
    const group = screen.getByRole('region', { name: 'Active Group' });
    expect(group).toHaveTextContent('Acme Outfitters');
    expect(group).toHaveTextContent('Connected to acme-outfitters.myshopify.com');
    expect(within(group).getByRole('link', { name: 'Switch Groups' })).toHaveAttribute(
      'href',
      '/groups',
    );
  });

  it('shows the current plan with the days left in its free trial', () => {
    setup();
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(plan).toHaveTextContent('Starter');
    expect(plan).toHaveTextContent('$29.00 per month');
    expect(plan).toHaveTextContent('11 days left in your free trial');
    expect(within(plan).getByRole('link', { name: 'Change Plan' })).toHaveAttribute(
      'href',
      '/plans',
    );
  });

  it('says nothing of a trial that is over, and offers a plan when there is none', () => {
    const { unmount } = setup({ plan: { ...starter, trialDaysRemaining: 0 } });
    expect(screen.queryByText(/left in your free trial/)).not.toBeInTheDocument();
    unmount();
    setup({ plan: null });
    const plan = screen.getByRole('region', { name: 'Current Plan' });
    expect(plan).toHaveTextContent('No active plan');
    expect(within(plan).getByRole('link', { name: 'Choose a Plan' })).toHaveAttribute(
      'href',
      '/plans',
    );
  });

  it('opens every shortcut on a plan with every feature', () => {
    setup({ plan: standard });
    expect(openTiles()).toEqual(TILES);
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Layouts' })).toHaveAttribute('href', '/layouts');
  });

  it('locks the feature-gated shortcuts the plan lacks', () => {
    setup({ plan: starter });
    expect(lockedTiles()).toEqual(['Branding', 'Analytics']);
    expect(screen.queryByRole('link', { name: 'Branding' })).not.toBeInTheDocument();
  });

  it('locks paid areas on the free plan, and all but Products without a plan', () => {
    const { unmount } = setup({ plan: free });
    expect(lockedTiles()).toEqual([
      'Instagram Feeds',
      'Layouts',
      'Videos',
      'AI Generation',
      'Branding',
      'Analytics',
    ]);
    unmount();
    setup({ plan: null });
    expect(openTiles()).toEqual(['Products']);
  });

  it('previews the latest layouts, marking drafts', () => {
    setup();
    const recent = screen.getByRole('region', { name: 'Recent Layouts' });
    const items = within(recent).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Gift Guide');
    expect(items[0]).toHaveTextContent('DRAFT');
    expect(items[0]).toHaveTextContent('Updated 2026-11-19');
    expect(items[1]).not.toHaveTextContent('DRAFT');
    expect(within(recent).getByRole('link', { name: 'View All Layouts' })).toHaveAttribute(
      'href',
      '/layouts',
    );
  });

  it('invites to create the first layout when there is none', () => {
    setup({ layouts: { status: 'ready', layouts: [] } });
    expect(screen.getByText('Create your first layout!')).toBeInTheDocument();
  });

  it('shows the upgrade card instead of the preview when the plan does not open it', () => {
    setup({ plan: free, layouts: { status: 'locked' } });
    expect(screen.queryByRole('region', { name: 'Recent Layouts' })).not.toBeInTheDocument();
    const upgrade = screen.getByRole('region', { name: 'Upgrade Your Plan' });
    expect(upgrade).toHaveTextContent('This area requires a higher tier than your current plan.');
    expect(within(upgrade).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
      'href',
      '/plans',
    );
  });

  it('shows the loading and failure of the preview', () => {
    const { unmount } = setup({ layouts: { status: 'loading' } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading layouts');
    unmount();
    setup({ layouts: { status: 'error', message: 'Unable to get layouts.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get layouts.');
  });

  it('walks through the guided tour: welcome, 11 steps, Previous back to the welcome card', async () => {
    const user = userEvent.setup({ delay: null });
    const onCloseTour = vi.fn();
    setup({ showTour: true, onCloseTour });
    const tour = () => screen.getByRole('dialog');
    expect(within(tour()).getByRole('heading', { name: 'Welcome to Vendy' })).toBeVisible();
    expect(within(tour()).queryByRole('button', { name: 'Previous' })).toBeNull();

    await user.click(within(tour()).getByRole('button', { name: 'Next' }));
    expect(within(tour()).getByRole('heading', { name: 'Create a layout' })).toBeVisible();
    expect(within(tour()).getByText('Step 1 of 11')).toBeVisible();
    await user.click(within(tour()).getByRole('button', { name: 'Previous' }));
    expect(within(tour()).getByRole('heading', { name: 'Welcome to Vendy' })).toBeVisible();

    for (let step = 1; step <= 11; step += 1) {
      await user.click(within(tour()).getByRole('button', { name: 'Next' }));
    }
    expect(within(tour()).getByText('Step 11 of 11')).toBeVisible();
    expect(within(tour()).getByRole('heading', { name: 'You are all set' })).toBeVisible();
    expect(within(tour()).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(within(tour()).getByRole('button', { name: 'Finish' }));
    expect(onCloseTour).toHaveBeenCalledOnce();
  });

  it('ends the tour with the close icon too', async () => {
    const user = userEvent.setup({ delay: null });
    const onCloseTour = vi.fn();
    setup({ showTour: true, onCloseTour });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onCloseTour).toHaveBeenCalledOnce();
  });
});
