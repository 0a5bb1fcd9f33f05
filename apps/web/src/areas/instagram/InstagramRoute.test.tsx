// The /instagram route module against msw: the plan gate, the connect prompt, the account with its
// posts and viewer, sync, disconnect, and the way to reconnect when the connection is broken.
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { renderAt } from '../../mocks/decorators';
import { freeMerchant } from '../../mocks/account';
import { signedInMerchant } from '../../mocks/fixtures';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import {
  albumChildren,
  CONNECTION_ERROR,
  instagramAccount,
  instagramMedia,
  neverSynced,
  syncedAccount,
  syncedMedia,
} from './fixtures';
import { formatDateTime } from './posts';
import { InstagramRoute } from './InstagramRoute';
import { loadPage } from './loadPage';

vi.mock('./loadPage', () => ({ loadPage: vi.fn() }));

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(loadPage).mockClear();
});

function show(user: CurrentUser = signedInMerchant) {
  // The feeds have their own tests (FeedsRoute.test.tsx); here the group has none.
  server.use(...gqlData({ getInstagramFeeds: [] }));
  render(
    renderAt(
      <HydrateSession currentUser={user}>
        <InstagramRoute />
      </HydrateSession>,
      {
        path: '/instagram',
        otherPaths: ['/plans', '/instagram/reconnect', '/auth/instagram/start'],
      },
    ),
  );
  return userEvent.setup();
}

const postButtons = () =>
  within(screen.getByRole('region', { name: 'Latest posts' })).getAllByRole('button');

describe('the plan gate', () => {
  it('shows the upgrade card when the plan lacks the instagram feature, and loads nothing', async () => {
    show(freeMerchant);
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Instagram', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
    expect(sent('getInstagramAccount')).toEqual([]);
  });

  it('shows it on a free plan even with the feature: placing products on a feed needs a paid plan', async () => {
    const [entry] = freeMerchant.currentGroup!.planHistory;
    show({
      ...freeMerchant,
      currentGroup: {
        ...freeMerchant.currentGroup!,
        planHistory: [
          {
            ...entry!,
            plan: { ...entry!.plan!, features: { ...entry!.plan!.features, instagram: true } },
          },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    expect(sent('getInstagramAccount')).toEqual([]);
  });
});

describe('without an account', () => {
  it("offers 'Connect Instagram', a full page load of the server's start route", async () => {
    server.use(...gqlData({ getInstagramAccount: null }));
    const user = show();
    const link = await screen.findByRole('link', { name: 'Connect Instagram' });
    expect(screen.getByText(/turn your posts into shoppable feeds/)).toBeInTheDocument();
    expect(link).toHaveAttribute('href', '/auth/instagram/start');
    await user.click(link);
    expect(loadPage).toHaveBeenCalledWith('/auth/instagram/start');
    // The app's router did not take it.
    expect(screen.queryByRole('heading', { name: /Navigated to/ })).not.toBeInTheDocument();
    expect(sent('getInstagramMedia')).toEqual([]);
  });

  it("shows 'Unable to get instagram account.' when the account cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('getInstagramAccount'));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get instagram account.');
  });
});

describe('with an account', () => {
  it('shows the account, its last sync and its posts (albums and videos named as such)', async () => {
    server.use(
      ...gqlData({ getInstagramAccount: instagramAccount, getInstagramMedia: instagramMedia }),
    );
    show();
    expect(await screen.findByText('acme.outfitters')).toBeInTheDocument();
    expect(screen.getByText(/^Connected to:/)).toHaveTextContent('Connected to: acme.outfitters');
    expect(
      screen.getByText(`Last synced: ${formatDateTime(instagramAccount.lastSyncedAt!)}`),
    ).toBeInTheDocument();
    const details = screen.getByRole('link', { name: /View Account Details/ });
    expect(details).toHaveAttribute('href', 'https://www.instagram.com/acme.outfitters/');
    expect(details).toHaveAttribute('target', '_blank');

    await waitFor(() => expect(postButtons()).toHaveLength(4));
    expect(postButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Picture posted 2026-11-18: Our linen shirt is back in three new colours. #summer',
      'Video posted 2026-11-16: Behind the scenes at the autumn shoot.',
      'Album posted 2026-11-14: Three ways to wear the field jacket.',
      'Picture posted 2026-11-10',
    ]);
    // An album shows its first child's picture.
    expect(postButtons()[2]!.querySelector('img')).toHaveAttribute(
      'src',
      albumChildren[0]!.thumbnailUrl,
    );
  });

  it('says when the account was never synced and the feed is empty', async () => {
    server.use(...gqlData({ getInstagramAccount: neverSynced, getInstagramMedia: [] }));
    show();
    expect(
      await screen.findByText(
        'No posts in your feed. Sync your feed now for your posts to appear.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Never synced')).toBeInTheDocument();
  });

  it("shows 'Unable to get Instagram media.' when the posts cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...gqlData({ getInstagramAccount: instagramAccount }),
      gqlError('getInstagramMedia'),
    );
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get Instagram media.');
  });

  it('opens an album in the viewer from the keyboard and steps through its children', async () => {
    server.use(
      ...gqlData({ getInstagramAccount: instagramAccount, getInstagramMedia: instagramMedia }),
    );
    const user = show();
    await waitFor(() => expect(postButtons()).toHaveLength(4));
    const album = postButtons()[2]!;
    album.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Album post' });
    expect(within(dialog).getByText('Three ways to wear the field jacket.')).toBeInTheDocument();
    expect(within(dialog).getByText('Posted 2026-11-14')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Picture 1 of 3' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('aria-label', 'Video 2 of 3');
    expect(video).toHaveAttribute('controls');
    await user.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(within(dialog).getByRole('img', { name: 'Picture 3 of 3' })).toBeInTheDocument();
    // From the last child, Next goes round to the first; Previous back to the last.
    await user.keyboard('{Enter}');
    expect(within(dialog).getByRole('img', { name: 'Picture 1 of 3' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Previous/ }));
    expect(within(dialog).getByRole('img', { name: 'Picture 3 of 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(album).toHaveFocus());
  });

  it('plays a video post with its controls', async () => {
    server.use(
      ...gqlData({ getInstagramAccount: instagramAccount, getInstagramMedia: instagramMedia }),
    );
    const user = show();
    await waitFor(() => expect(postButtons()).toHaveLength(4));
    await user.click(postButtons()[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Video post' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', instagramMedia[1]!.mediaUrl);
    expect(within(dialog).queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });
});

describe('sync', () => {
  it('shows progress while it runs, then the new last-synced time, the new posts and a toast', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let synced = false;
    server.use(
      graphql.mutation('syncInstagramAccount', async () => {
        await answered;
        synced = true;
        return HttpResponse.json({ data: { syncInstagramAccount: syncedAccount } });
      }),
      ...gqlData({
        getInstagramAccount: instagramAccount,
        getInstagramMedia: () => (synced ? syncedMedia : instagramMedia),
      }),
    );
    const user = show();
    await waitFor(() => expect(postButtons()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Sync Posts' }));
    expect(
      await screen.findByRole('progressbar', { name: 'Syncing your Instagram posts…' }),
    ).toBeInTheDocument();
    answer();
    expect(
      await screen.findByText(`Last synced: ${formatDateTime(syncedAccount.lastSyncedAt!)}`),
    ).toBeInTheDocument();
    await waitFor(() => expect(postButtons()).toHaveLength(5));
    expect(await screen.findByText('Instagram posts synced successfully.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sent('syncInstagramAccount')).toHaveLength(1);
  });

  it("shows the server's message when the sync fails, or 'Unable to sync account.'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...gqlData({ getInstagramAccount: instagramAccount, getInstagramMedia: instagramMedia }),
      gqlError('syncInstagramAccount', 'Instagram asks us to wait 10 minutes.'),
    );
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Sync Posts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Instagram asks us to wait 10 minutes.',
    );

    server.use(gqlError('syncInstagramAccount'));
    await user.click(screen.getByRole('button', { name: 'Sync Posts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to sync account.');
  });
});

describe('a broken connection', () => {
  it('sends the user to /instagram/reconnect when the posts cannot be read', async () => {
    server.use(
      ...gqlData({ getInstagramAccount: instagramAccount }),
      gqlError('getInstagramMedia', CONNECTION_ERROR),
    );
    show();
    expect(
      await screen.findByRole('heading', { name: 'Navigated to /instagram/reconnect' }),
    ).toBeInTheDocument();
  });

  it('sends the user to /instagram/reconnect when the sync finds it broken', async () => {
    server.use(
      ...gqlData({ getInstagramAccount: instagramAccount, getInstagramMedia: instagramMedia }),
      gqlError('syncInstagramAccount', CONNECTION_ERROR),
    );
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Sync Posts' }));
    expect(
      await screen.findByRole('heading', { name: 'Navigated to /instagram/reconnect' }),
    ).toBeInTheDocument();
  });
});

describe('disconnect', () => {
  it('asks first, disconnects, says so and shows the connect prompt', async () => {
    server.use(
      ...gqlData({
        getInstagramAccount: instagramAccount,
        getInstagramMedia: instagramMedia,
        disconnectInstagramAccount: { success: true, message: null },
      }),
    );
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Instagram' });
    expect(sent('disconnectInstagramAccount')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByRole('link', { name: 'Connect Instagram' })).toBeInTheDocument();
    expect(
      await screen.findByText('Instagram account disconnected successfully.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Connected to:/)).not.toBeInTheDocument();
    expect(sent('disconnectInstagramAccount')).toHaveLength(1);
  });

  it("keeps the dialog open with 'Unable to disconnect account.' when it fails", async () => {
    server.use(
      ...gqlData({
        getInstagramAccount: instagramAccount,
        getInstagramMedia: instagramMedia,
        disconnectInstagramAccount: { success: false, message: null },
      }),
    );
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Instagram' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to disconnect account.',
    );
    expect(screen.getByText(/^Connected to:/)).toBeInTheDocument();
  });
});
