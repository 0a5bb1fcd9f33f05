import { describe, it, expect, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../Menu/happyDomFocus';
import {
  AnalyticsIcon,
  DashboardIcon,
  GroupIcon,
  LayoutsIcon,
  PhotoIcon,
  VideoIcon,
} from '../icons';
import { AppShell, type AppShellProps } from './AppShell';
import { AccountMenu } from './AccountMenu';
import { NAV_COLLAPSED_KEY, type NavEntry, type NavStorage } from './navModel';

const navigation: NavEntry[] = [
  { label: 'Dashboard', href: '/dashboard', icon: <DashboardIcon /> },
  { label: 'Layouts', href: '/layouts', icon: <LayoutsIcon /> },
  {
    label: 'Assets',
    icon: <VideoIcon />,
    children: [
      { label: 'Videos', href: '/videos', icon: <VideoIcon /> },
      { label: 'Photos', href: '/images', icon: <PhotoIcon /> },
    ],
  },
  { label: 'Analytics', href: '/analytics', icon: <AnalyticsIcon /> },
  { label: 'Acme Outdoors', href: '/group', icon: <GroupIcon /> },
];

function memoryStorage(
  initial: Record<string, string> = {},
): NavStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

function renderShell(props: Partial<AppShellProps> = {}) {
  return render(
    <AppShell
      header={{ signedIn: true }}
      navigation={navigation}
      currentPath="/dashboard"
      storage={memoryStorage()}
      {...props}
    >
      <h1>Welcome</h1>
    </AppShell>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('AppShell header', () => {
  it('offers Log In and Sign Up to signed-out visitors, without navigation', () => {
    renderShell({ header: { signedIn: false }, navigation: undefined });
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vendy home' })).toBeInTheDocument();
  });

  it('shows the admin panel link only to admins, and the account menu slot', () => {
    const { unmount } = renderShell({
      header: { signedIn: true, accountMenu: <button type="button">Account slot</button> },
    });
    expect(screen.queryByRole('link', { name: 'Admin panel' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account slot' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    unmount();
    renderShell({ header: { signedIn: true, isAdmin: true } });
    expect(screen.getByRole('link', { name: 'Admin panel' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });
});

describe('AppShell navigation', () => {
  it('marks the current page, also for pages below an item', () => {
    const { rerender } = renderShell({ currentPath: '/layouts/42/edit' });
    expect(within(nav()).getByRole('link', { name: 'Layouts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    rerender(
      <AppShell header={{ signedIn: true }} navigation={navigation} currentPath="/group">
        content
      </AppShell>,
    );
    expect(within(nav()).getByRole('link', { name: 'Acme Outdoors' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('collapses and expands a group', async () => {
    const user = userEvent.setup();
    renderShell();
    const assets = within(nav()).getByRole('button', { name: 'Assets' });
    expect(assets).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Videos' })).toBeVisible();
    await user.click(assets);
    expect(assets).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Videos' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(within(nav()).getByRole('link', { name: 'Videos' })).toBeInTheDocument();
  });

  it('opens a collapsed group that holds the current page', () => {
    const collapsedAssets = navigation.map((e) =>
      'children' in e ? { ...e, defaultExpanded: false } : e,
    );
    renderShell({ navigation: collapsedAssets, currentPath: '/images' });
    expect(within(nav()).getByRole('button', { name: 'Assets' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav()).getByRole('link', { name: 'Photos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('switches to mini mode, keeps every label as the accessible name, and remembers it', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    renderShell({ storage });
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(nav()).toHaveAttribute('data-collapsed');
    expect(storage.data[NAV_COLLAPSED_KEY]).toBe('true');
    expect(within(nav()).getByRole('link', { name: 'Layouts' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Expand navigation' }));
    expect(nav()).not.toHaveAttribute('data-collapsed');
    expect(storage.data[NAV_COLLAPSED_KEY]).toBe('false');
  });

  it('starts in mini mode when that was chosen before', () => {
    renderShell({ storage: memoryStorage({ [NAV_COLLAPSED_KEY]: 'true' }) });
    expect(nav()).toHaveAttribute('data-collapsed');
    expect(screen.getByRole('button', { name: 'Expand navigation' })).toBeInTheDocument();
  });

  it('still works when storage fails', async () => {
    const user = userEvent.setup();
    const failing: NavStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    renderShell({ storage: failing });
    await user.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    expect(nav()).toHaveAttribute('data-collapsed');
  });

  it('shows a label as a tooltip in mini mode when an item is focused', async () => {
    const user = userEvent.setup();
    renderShell({ storage: memoryStorage({ [NAV_COLLAPSED_KEY]: 'true' }) });
    within(nav()).getByRole('link', { name: 'Dashboard' }).focus();
    await user.keyboard('{Tab}');
    expect(within(nav()).getByRole('link', { name: 'Layouts' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Layouts');
  });
});

describe('Skip link', () => {
  it('is the first tab stop and moves focus to the main region', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveTextContent('Welcome');
  });
});

describe('AccountMenu', () => {
  it('lists Account, Groups, Tour, Log out and a Help mail link, and runs Tour and Log out', async () => {
    const user = userEvent.setup();
    const onTour = vi.fn();
    const onLogout = vi.fn();
    render(
      <AccountMenu onTour={onTour} onLogout={onLogout} helpHref="mailto:support@vendy.example" />,
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getAllByRole('menuitem').map((i) => i.textContent)).toEqual([
      'Account',
      'Groups',
      'Tour',
      'Log out',
      'Help',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'Groups' })).toHaveAttribute('href', '/groups');
    expect(screen.getByRole('menuitem', { name: 'Help' })).toHaveAttribute(
      'href',
      'mailto:support@vendy.example',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Tour' }));
    expect(onTour).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
