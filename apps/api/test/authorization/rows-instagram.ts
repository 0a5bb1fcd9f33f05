// Rows of the matrix for Instagram (doc 2 §6): the connected account, its posts and videos, the
// feeds, and the public feed read. Group A has the sandbox's demo account connected (through the
// sandbox's window and a real code exchange) and two feeds; group B has one feed and no account.
// Both groups are on the Starter plan (it has Instagram). Members act on their current group's only;
// another group's feed ids are refused as unknown.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { instagramFeeds } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import {
  CODE_NOT_FROM_THIS_BROWSER,
  ERROR_SAVING_FEED,
  NO_ACCOUNT,
  UNABLE_TO_DELETE_FEED,
  UNABLE_TO_GET_FEED,
} from '../../src/modules/instagram/messages';
import { callbackUri, setupAccount } from '../../src/modules/instagram/service';
import { INSTAGRAM_ACCOUNTS, postsOf } from '../../src/sandbox/instagram/accounts';
import { sandboxAuthorizationCode } from '../../src/sandbox/instagram/allow';
import { setMediaState } from '../../src/sandbox/instagram/control';
import {
  DeleteInstagramFeedDocument,
  DisconnectInstagramAccountDocument,
  GetEmbeddedInstagramFeedDocument,
  GetInstagramAccountDocument,
  GetInstagramFeedsDocument,
  GetInstagramMediaDocument,
  GetInstagramVideosDocument,
  SetupInstagramAccountDocument,
  SyncInstagramAccountDocument,
  UpsertInstagramFeedDocument,
} from '../../../../packages/client/src/generated/graphql';
import { givePlans } from './library';
import { messagesOf, refused, row, type Row } from './matrix';
import type { Caller, World } from './world';

const DEMO_USERNAME = 'vendy.demo.store';
const DEMO_POSTS = 12;
/** The demo account's video posts (every fourth post from the third). */
const DEMO_VIDEOS = 3;

/**
 * The sandbox's CDN fails to serve the demo account's video files: the hosted copies a sync makes
 * of them in the background would otherwise change the database while a refused call is checked
 * (those copies are tested in test/instagram/video-copies.test.ts).
 */
function withoutVideoCopies(): void {
  const demo = INSTAGRAM_ACCOUNTS.find((account) => account.username === DEMO_USERNAME)!;
  for (const post of postsOf(demo)) {
    for (const media of [post, ...post.children]) {
      if (media.type === 'VIDEO') setMediaState(media.id, 'broken');
    }
  }
}

/** Connects the sandbox's demo account to group A, as setupInstagramAccount does. */
async function connectA(w: World): Promise<void> {
  withoutVideoCopies();
  await givePlans(w);
  const config = w.server.config;
  const code = await sandboxAuthorizationCode(config, 'demo', callbackUri(config));
  const logger = createLogger({ logLevel: 'silent' });
  await setupAccount({ ...w.server.app.services, logger }, w.groupA, code);
}

/** Feeds A.feed, A.feed2 (newer) and B.feed, their ids in w.data. */
async function seedFeeds(w: World, plans = true): Promise<void> {
  if (plans) await givePlans(w);
  const now = Date.now();
  const feeds = [
    { key: 'A.feed', groupId: w.groupA, title: 'Spring looks', at: now - 2000 },
    { key: 'A.feed2', groupId: w.groupA, title: 'Summer edit', at: now - 1000 },
    { key: 'B.feed', groupId: w.groupB, title: 'Bravo feed', at: now },
  ];
  for (const feed of feeds) {
    w.data[feed.key] = randomUUID();
    await w.server.database.db.insert(instagramFeeds).values({
      id: w.data[feed.key]!,
      groupId: feed.groupId,
      title: feed.title,
      createdAt: new Date(feed.at),
      updatedAt: new Date(feed.at),
    });
  }
  w.data['A.new'] = randomUUID();
  w.data['B.new'] = randomUUID();
}

async function connectedWithFeeds(w: World): Promise<void> {
  await connectA(w);
  await seedFeeds(w, false);
}

const feed = (w: World, key: string) => w.data[key]!;
const MEMBERS_OF_A = ['owner', 'user'] as const;

interface MediaItem {
  externalId: string;
  parentMediaExternalId: string | null;
}

export const instagramRows: Row[] = [
  row({
    name: 'getInstagramAccount',
    doc: GetInstagramAccountDocument,
    setup: connectA,
    every: {
      callers: MEMBERS_OF_A,
      outcome: () => (data, w) =>
        expect(data.getInstagramAccount).toMatchObject({
          accountName: DEMO_USERNAME,
          groupId: w.groupA,
        }),
    },
    allowed: { outsider: (data) => expect(data.getInstagramAccount).toBeNull() },
  }),

  row({
    name: 'getInstagramMedia',
    doc: GetInstagramMediaDocument,
    setup: connectA,
    every: {
      callers: MEMBERS_OF_A,
      outcome: () => (data) => {
        const media = data.getInstagramMedia as MediaItem[];
        expect(media.filter((m) => m.parentMediaExternalId === null)).toHaveLength(DEMO_POSTS);
        expect(media.every((m) => m.externalId.startsWith('18001'))).toBe(true);
      },
    },
    allowed: { outsider: (data) => expect(data.getInstagramMedia).toEqual([]) },
  }),

  row({
    name: 'getInstagramVideos',
    doc: GetInstagramVideosDocument,
    setup: connectA,
    every: {
      callers: MEMBERS_OF_A,
      outcome: () => (data) => expect(data.getInstagramVideos).toHaveLength(DEMO_VIDEOS),
    },
    allowed: { outsider: refused(NO_ACCOUNT) },
  }),

  row({
    name: 'setupInstagramAccount',
    doc: SetupInstagramAccountDocument,
    // A code that did not come through the caller's own /auth/instagram/callback.
    setup: givePlans,
    vars: () => ({ code: 'AQBx-not-handed-over-to-this-browser' }),
    every: {
      callers: ['owner', 'user', 'outsider'],
      outcome: () => refused(CODE_NOT_FROM_THIS_BROWSER),
    },
  }),

  row({
    name: 'syncInstagramAccount',
    doc: SyncInstagramAccountDocument,
    setup: connectA,
    every: {
      callers: MEMBERS_OF_A,
      outcome: () => (data, w) => {
        expect(data.syncInstagramAccount).toMatchObject({ groupId: w.groupA });
        expect(Date.parse(data.syncInstagramAccount.lastSyncedAt!)).toBeGreaterThan(
          Date.now() - 120_000,
        );
      },
    },
    allowed: { outsider: refused(NO_ACCOUNT) },
  }),

  row({
    name: 'disconnectInstagramAccount',
    doc: DisconnectInstagramAccountDocument,
    setup: connectA,
    allowed: {
      outsider: refused(NO_ACCOUNT),
      user: (data) => expect(data.disconnectInstagramAccount.success).toBe(true),
      // After the USER disconnected it, there is none left for the OWNER.
      owner: { answered: (response) => expect(messagesOf(response)).toEqual([NO_ACCOUNT]) },
    },
  }),

  row({
    name: 'getInstagramFeeds',
    doc: GetInstagramFeedsDocument,
    setup: seedFeeds,
    every: {
      callers: MEMBERS_OF_A,
      outcome: () => (data, w) =>
        expect(data.getInstagramFeeds.map((f) => f.id)).toEqual([
          feed(w, 'A.feed2'),
          feed(w, 'A.feed'),
        ]),
    },
    allowed: {
      outsider: (data, w) =>
        expect(data.getInstagramFeeds.map((f) => f.id)).toEqual([feed(w, 'B.feed')]),
    },
  }),

  row({
    name: 'upsertInstagramFeed',
    doc: UpsertInstagramFeedDocument,
    setup: seedFeeds,
    // The OWNER creates a feed, the USER renames one of Acme's, Otto creates one for Bravo.
    vars: (w: World, who: Caller) => ({
      id: feed(w, who === 'owner' ? 'A.new' : who === 'user' ? 'A.feed2' : 'B.new'),
      title: `Feed of ${who}`,
    }),
    every: {
      callers: ['owner', 'user', 'outsider'],
      outcome: (who) => (data, w) =>
        expect(data.upsertInstagramFeed).toMatchObject({
          title: `Feed of ${who}`,
          groupId: who === 'outsider' ? w.groupB : w.groupA,
        }),
    },
    also: [
      {
        label: "renaming Acme's feed",
        who: 'outsider',
        vars: (w) => ({ id: feed(w, 'A.feed'), title: 'Taken' }),
        outcome: refused(ERROR_SAVING_FEED),
      },
    ],
  }),

  row({
    name: 'deleteInstagramFeed',
    doc: DeleteInstagramFeedDocument,
    setup: seedFeeds,
    vars: (w: World, who: Caller) => ({
      feedId: feed(w, who === 'owner' ? 'A.feed' : who === 'user' ? 'A.feed2' : 'B.feed'),
    }),
    every: {
      callers: ['owner', 'user', 'outsider'],
      outcome: () => (data) => expect(data.deleteInstagramFeed.success).toBe(true),
    },
    also: [
      {
        label: "deleting Acme's feed",
        who: 'outsider',
        vars: (w) => ({ feedId: feed(w, 'A.feed') }),
        outcome: refused(UNABLE_TO_DELETE_FEED),
      },
    ],
  }),

  row({
    name: 'getEmbeddedInstagramFeed',
    doc: GetEmbeddedInstagramFeedDocument,
    setup: connectedWithFeeds,
    vars: (w: World) => ({ instagramFeedId: feed(w, 'A.feed') }),
    every: {
      callers: ['anonymous', 'outsider', 'user', 'owner', 'admin'],
      outcome: () => (data, w) => {
        const embedded = data.getEmbeddedInstagramFeed;
        expect(embedded.feed).toMatchObject({ id: feed(w, 'A.feed'), title: 'Spring looks' });
        expect(embedded.handle).toBe(DEMO_USERNAME);
        expect(embedded.media.filter((m) => m.parentMediaExternalId === null)).toHaveLength(
          DEMO_POSTS,
        );
      },
    },
    also: [
      {
        label: 'an unknown feed',
        who: 'anonymous',
        vars: () => ({ instagramFeedId: randomUUID() }),
        outcome: refused(UNABLE_TO_GET_FEED),
      },
    ],
  }),
];
