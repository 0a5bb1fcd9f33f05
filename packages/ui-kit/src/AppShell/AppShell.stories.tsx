import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  AIIcon,
  AnalyticsIcon,
  ArrowLeftIcon,
  AudioIcon,
  BrandIcon,
  DashboardIcon,
  GroupIcon,
  InstagramIcon,
  LayoutsIcon,
  PhotoIcon,
  ProductIcon,
  VideoIcon,
} from '../icons';
import { AccountMenu } from './AccountMenu';
import { AppShell } from './AppShell';
import { NAV_COLLAPSED_KEY, type NavEntry, type NavStorage } from './navModel';

const merchantNavigation = (groupName: string, assetsExpanded = true): NavEntry[] => [
  { label: 'Dashboard', href: '/dashboard', icon: <DashboardIcon /> },
  { label: 'Layouts', href: '/layouts', icon: <LayoutsIcon /> },
  {
    label: 'Assets',
    icon: <VideoIcon />,
    defaultExpanded: assetsExpanded,
    children: [
      { label: 'Videos', href: '/videos', icon: <VideoIcon /> },
      { label: 'Audio', href: '/audios', icon: <AudioIcon /> },
      { label: 'Photos', href: '/images', icon: <PhotoIcon /> },
      { label: 'Products', href: '/products', icon: <ProductIcon /> },
    ],
  },
  { label: 'Brand Management', href: '/brand', icon: <BrandIcon /> },
  { label: 'Analytics', href: '/analytics', icon: <AnalyticsIcon /> },
  { label: 'AI Generation', href: '/ai', icon: <AIIcon /> },
  { label: 'Instagram', href: '/instagram', icon: <InstagramIcon /> },
  { label: groupName, href: '/group', icon: <GroupIcon /> },
];

const adminNavigation: NavEntry[] = [
  { label: 'Dashboard', href: '/admin/dashboard', icon: <DashboardIcon /> },
  { label: 'Groups', href: '/admin/groups', icon: <GroupIcon /> },
  { label: 'Sliders', href: '/admin/sliders', icon: <LayoutsIcon /> },
  { label: 'Back to User Dashboard', href: '/dashboard', icon: <ArrowLeftIcon /> },
];

/** Each story keeps its own choice: nothing leaks between stories through localStorage. */
const memoryStorage = (collapsed: boolean): NavStorage => {
  const data = new Map([[NAV_COLLAPSED_KEY, String(collapsed)]]);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
};

const accountMenu = (
  <AccountMenu onTour={fn()} onLogout={fn()} helpHref="mailto:support@vendy.example" />
);

const meta = {
  title: 'UI Kit/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    header: { signedIn: true, accountMenu },
    navigation: merchantNavigation('Acme Outdoors'),
    currentPath: '/dashboard',
    storage: memoryStorage(false),
    children: (
      <>
        <h1>Welcome back, Ada</h1>
        <p>Your active group is Acme Outdoors.</p>
      </>
    ),
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  args: {
    header: { signedIn: false },
    navigation: undefined,
    currentPath: '/pending-invitations',
    children: <h1>Pending invitations</h1>,
  },
};

export const SignedInMerchant: Story = {};

/** A page inside the Assets group: Photos is the current item. */
export const CurrentPageInGroup: Story = { args: { currentPath: '/images' } };

export const SignedInAdmin: Story = {
  args: {
    header: { signedIn: true, isAdmin: true, accountMenu },
    navigation: adminNavigation,
    navigationLabel: 'Admin',
    currentPath: '/admin/groups/42',
    children: <h1>Groups</h1>,
  },
};

export const MiniMode: Story = { args: { storage: memoryStorage(true), currentPath: '/layouts' } };

/** In mini mode the labels show as tooltips (here reached with the keyboard). */
export const MiniModeTooltip: Story = {
  args: { storage: memoryStorage(true), currentPath: '/layouts' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: 'Brand Management' }).focus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Analytics');
  },
};

export const CollapsedGroup: Story = {
  args: { navigation: merchantNavigation('Acme Outdoors', false), currentPath: '/layouts' },
};

export const LongGroupName: Story = {
  args: {
    navigation: merchantNavigation('The Northern Hemisphere Outdoor Equipment Cooperative'),
    currentPath: '/group',
  },
};

export const AccountMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account menu' }));
    await expect(await screen.findByRole('menu')).toBeVisible();
  },
};
