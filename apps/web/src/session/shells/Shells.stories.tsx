import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, screen, userEvent, within } from 'storybook/test';
import { NAV_COLLAPSED_KEY, type NavStorage } from '@vendy/ui-kit';
import { renderAt } from '../../mocks/decorators';
import { signedInAdmin, signedInMerchant, unverifiedMerchant } from '../../mocks/fixtures';
import { AdminShell, MerchantShell, SignedInShell, SignedOutShell } from './Shells';
import { AppLoading, SessionError, SessionLoading } from './SessionStatus';

/** Keeps the mini-mode choice per story instead of in the browser's localStorage. */
const memoryStorage = (collapsed: boolean): NavStorage => {
  const data = new Map([[NAV_COLLAPSED_KEY, String(collapsed)]]);
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
};

const SamplePage = ({ title }: { title: string }) => (
  <>
    <h1>{title}</h1>
    <p>The page of the current route appears here.</p>
  </>
);

const actions = { onTour: fn(), onLogout: fn() };

const meta = {
  title: 'Pages/Session/Shells',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  render: () =>
    renderAt(
      <SignedOutShell currentPath="/terms">
        <SamplePage title="Terms of Service" />
      </SignedOutShell>,
      { path: '/terms' },
    ),
};

/** Semi-public pages for a signed-in user: header with the account menu, no navigation. */
export const SignedInWithoutNavigation: Story = {
  render: () =>
    renderAt(
      <SignedInShell currentUser={unverifiedMerchant} currentPath="/verify" {...actions}>
        <SamplePage title="Verify Email" />
      </SignedInShell>,
      { path: '/verify' },
    ),
};

export const Merchant: Story = {
  render: () =>
    renderAt(
      <MerchantShell
        currentUser={signedInMerchant}
        currentPath="/videos"
        navStorage={memoryStorage(false)}
        {...actions}
      >
        <SamplePage title="Videos" />
      </MerchantShell>,
      { path: '/videos' },
    ),
};

/** An admin in the merchant app: the admin-panel icon appears in the header. */
export const MerchantAsAdmin: Story = {
  render: () =>
    renderAt(
      <MerchantShell
        currentUser={signedInAdmin}
        currentPath="/dashboard"
        navStorage={memoryStorage(false)}
        {...actions}
      >
        <SamplePage title="Dashboard" />
      </MerchantShell>,
      { path: '/dashboard' },
    ),
};

export const MiniNavigation: Story = {
  render: () =>
    renderAt(
      <MerchantShell
        currentUser={signedInMerchant}
        currentPath="/group"
        navStorage={memoryStorage(true)}
        {...actions}
      >
        <SamplePage title="Acme Outfitters" />
      </MerchantShell>,
      { path: '/group' },
    ),
};

/** An unverified email: no side navigation, the account menu limited to Groups, Log out, Help. */
export const UnverifiedMerchant: Story = {
  render: () =>
    renderAt(
      <MerchantShell
        currentUser={unverifiedMerchant}
        currentPath="/verify-prompt"
        navStorage={memoryStorage(false)}
        {...actions}
      >
        <SamplePage title="Verify your email" />
      </MerchantShell>,
      { path: '/verify-prompt' },
    ),
};

export const UnverifiedAccountMenuOpen: Story = {
  render: UnverifiedMerchant.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for maya@example.com' }),
    );
    await screen.findByRole('menu');
  },
};

export const AccountMenuOpen: Story = {
  render: Merchant.render,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Account menu for maya@example.com' }),
    );
    await screen.findByRole('menu');
  },
};

export const Admin: Story = {
  render: () =>
    renderAt(
      <AdminShell
        currentUser={signedInAdmin}
        currentPath="/admin/groups"
        navStorage={memoryStorage(false)}
        {...actions}
      >
        <SamplePage title="Groups" />
      </AdminShell>,
      { path: '/admin/groups' },
    ),
};

export const LoadingSession: Story = { render: () => <SessionLoading /> };

/** The router's first load, while the page's code arrives (its HydrateFallback). */
export const LoadingApp: Story = { render: () => <AppLoading /> };

export const SessionLoadFailed: Story = {
  render: () => <SessionError message="Unable to get user data." onRetry={fn()} />,
};
