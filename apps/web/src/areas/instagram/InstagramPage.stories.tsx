import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { freeMerchant } from '../../mocks/account';
import { signedInMerchant } from '../../mocks/fixtures';
import { toasts } from '@vendy/ui-kit';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import {
  CONNECTION_ERROR,
  instagramAccount,
  instagramMedia,
  neverSynced,
  syncedAccount,
  syncedMedia,
} from './fixtures';
import { feeds } from './feedFixtures';
import type { FeedListProps } from './FeedList';
import { InstagramPage, NO_POSTS, type InstagramActions } from './InstagramPage';
import { InstagramRoute } from './InstagramRoute';

const actions = (overrides: Partial<InstagramActions> = {}): InstagramActions => ({
  sync: fn(async () => {}),
  disconnect: fn(async () => {}),
  ...overrides,
});

const feedList = (overrides: Partial<FeedListProps> = {}): FeedListProps => ({
  feeds: { status: 'ready', data: feeds },
  host: 'https://app.vendy.example',
  onCreate: fn(),
  onEdit: fn(),
  onDelete: fn(async () => {}),
  writeText: fn(async () => {}),
  ...overrides,
});

const meta = {
  title: 'Pages/Instagram/Account',
  component: InstagramPage,
  parameters: { layout: 'fullscreen' },
  // Toasts live in one app-wide queue: none may follow a story into the next one's screenshot.
  beforeEach: () => toasts.clear(),
  args: {
    account: { status: 'ready', data: instagramAccount },
    media: { status: 'ready', data: instagramMedia },
    actions: actions(),
    feedList: feedList(),
  },
  render: (args) => renderAt(<InstagramPage {...args} />, { path: '/instagram' }),
} satisfies Meta<typeof InstagramPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connected, with the latest posts: a picture, a video and an album are marked apart. */
export const Connected: Story = {};

export const Loading: Story = { args: { account: { status: 'loading' } } };

/** The account is there; its posts are still on their way. */
export const PostsLoading: Story = { args: { media: { status: 'loading' } } };

/** No account yet: the connect prompt, whose button leaves for Instagram's window. */
export const NoAccount: Story = {
  args: { account: { status: 'ready', data: null } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Connect Instagram' }),
    ).toHaveAttribute('href', '/auth/instagram/start');
  },
};

/** Connected, never synced, nothing in the feed yet. */
export const Empty: Story = {
  args: { account: { status: 'ready', data: neverSynced }, media: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_POSTS)).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { account: { status: 'error', message: 'Unable to get instagram account.' } },
};

export const PostsLoadFailed: Story = {
  args: { media: { status: 'error', message: 'Unable to get Instagram media.' } },
};

/** 'Sync Posts' pressed: the button and the progress bar show the sync running. */
export const Syncing: Story = {
  args: { actions: actions({ sync: fn(() => new Promise<never>(() => {})) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sync Posts' }));
    await expect(
      await canvas.findByRole('progressbar', { name: 'Syncing your Instagram posts…' }),
    ).toBeVisible();
  },
};

/** The sync failed: the server's message under the account. */
export const SyncFailed: Story = {
  args: {
    actions: actions({
      sync: fn(async () => Promise.reject(new Error('Unable to sync account.'))),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sync Posts' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to sync account.');
  },
};

/** An album open in the viewer, stepped through its children (the second is a video). */
export const AlbumViewer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^Album posted/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Album post' });
    await expect(within(dialog).getByRole('img', { name: 'Picture 1 of 3' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(dialog.querySelector('video')).toHaveAttribute('aria-label', 'Video 2 of 3'),
    );
    // The screenshot is taken on the third child: a video's own loading indicator moves.
    await userEvent.click(within(dialog).getByRole('button', { name: /Next/ }));
    await expect(await within(dialog).findByRole('img', { name: 'Picture 3 of 3' })).toBeVisible();
  },
};

/** A picture post in the viewer, with its caption and date. */
export const PictureViewer: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /^Picture posted 2026-11-18/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Picture post' });
    await expect(within(dialog).getByText('Posted 2026-11-18')).toBeVisible();
  },
};

export const DisconnectDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Disconnect' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Disconnect Instagram' }),
    ).toHaveTextContent('Do you really want to disconnect your Instagram account acme.outfitters?');
  },
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <InstagramRoute />
    </HydrateSession>,
    { path: '/instagram', otherPaths: ['/instagram/reconnect'] },
  );

/** Route module: the account and its posts from getInstagramAccount and getInstagramMedia. */
export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        getInstagramAccount: instagramAccount,
        getInstagramMedia: instagramMedia,
        getInstagramFeeds: feeds,
      }),
    },
  },
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findAllByRole('button', { name: /posted 2026-11/ }),
    ).toHaveLength(4);
  },
};

/** Route module: a sync brings the new last-synced time, a new post and a toast. */
export const RouteSynced: Story = {
  parameters: {
    msw: {
      handlers: [
        ...gqlData({ syncInstagramAccount: syncedAccount }),
        ...gqlData({
          getInstagramAccount: instagramAccount,
          getInstagramMedia: syncedMedia,
          getInstagramFeeds: feeds,
        }),
      ],
    },
  },
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sync Posts' }));
    await expect(await screen.findByText('Instagram posts synced successfully.')).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: /posted 2026-11/ })).toHaveLength(5);
  },
};

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('getInstagramAccount')] } },
  render: route(signedInMerchant),
};

/** Route module without an account: the connect prompt, and no posts are asked for. */
export const RouteNoAccount: Story = {
  parameters: { msw: { handlers: gqlData({ getInstagramAccount: null }) } },
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Connect Instagram' }),
    ).toBeVisible();
  },
};

/** Route module: getInstagramAccount fails without a message, so the fallback is shown. */
export const RouteLoadFailed: Story = {
  parameters: { msw: { handlers: [gqlError('getInstagramAccount')] } },
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get instagram account.',
    );
  },
};

/** Route module: the connection is broken, so the user is sent to reconnect. */
export const RouteConnectionBroken: Story = {
  parameters: {
    msw: {
      handlers: [
        ...gqlData({ getInstagramAccount: instagramAccount, getInstagramFeeds: feeds }),
        gqlError('getInstagramMedia', CONNECTION_ERROR),
      ],
    },
  },
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        name: 'Navigated to /instagram/reconnect',
      }),
    ).toBeVisible();
  },
};

/** Route module on a plan without the instagram feature: the upgrade card, nothing loaded. */
export const RouteUpgrade: Story = {
  render: route(freeMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Upgrade Now' }),
    ).toHaveAttribute('href', '/plans');
  },
};
