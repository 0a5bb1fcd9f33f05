// Connecting a group's Instagram account through the sandbox as a merchant's browser would: the
// start route, the authorization window, the callback (state checked, the code handed over to this
// browser only), setupInstagramAccount, the synced posts in feed order, a sync that is idempotent,
// the plan gate, a revoked token that marks the account and answers InstagramConnectionError, and
// the feeds (create, rename, another group's id refused, delete, the public read).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  experiments,
  individualAssignments,
  instagramAccounts,
  instagramMedia,
} from '../../src/db/schema';
import { appendEntry } from '../../src/modules/billing/history';
import { createGroup } from '../../src/modules/groups/service';
import { createUser } from '../harness/accounts';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import { addProduct, UPSERT_EXPERIMENT, UPSERT_STRATEGY } from '../layouts/fixtures';
import { EXPERIMENT_DATA, graphqlGet } from '../layouts/public-path';
import { GetEmbeddedInstagramFeedDocument } from '../../../../packages/client/src/generated/graphql';
import { hiddenInputs, locationOf, type Browser } from '../social-auth/harness';
import { connectThroughWindow as connectAs, merchant as signedIn } from './merchant';

let server: OwnAddressServer;
let groupId: string;
let otherGroupId: string;

const CONNECTION_ERROR = JSON.stringify({
  type: 'InstagramConnectionError',
  message: 'Unable to connect to Instagram account.',
});

const ACCOUNT = `id accountName groupId lastSyncedAt`;
const SETUP = `mutation setupInstagramAccount($code: String!) { setupInstagramAccount(code: $code) { ${ACCOUNT} } }`;
const GET_ACCOUNT = `query getInstagramAccount { getInstagramAccount { ${ACCOUNT} } }`;
const SYNC = `mutation syncInstagramAccount { syncInstagramAccount { ${ACCOUNT} } }`;
const DISCONNECT = `mutation disconnectInstagramAccount { disconnectInstagramAccount { success } }`;
const MEDIA = `query getInstagramMedia { getInstagramMedia { id externalId mediaType mediaUrl thumbnailUrl caption postedAt mediaExpires parentMediaExternalId rank } }`;
const VIDEOS = `query getInstagramVideos { getInstagramVideos { id mediaUrl timestamp thumbnailUrl } }`;
const FEEDS = `query getInstagramFeeds { getInstagramFeeds { id title groupId } }`;
const UPSERT_FEED = `mutation upsertInstagramFeed($id: ID!, $title: String!) { upsertInstagramFeed(id: $id, title: $title) { id title groupId } }`;
const DELETE_FEED = `mutation deleteInstagramFeed($feedId: ID!) { deleteInstagramFeed(feedId: $feedId) { success } }`;
const EMBEDDED = `query getEmbeddedInstagramFeed($id: ID!) { getEmbeddedInstagramFeed(instagramFeedId: $id) { feed { id title } handle media { externalId mediaType rank parentMediaExternalId mediaUrl thumbnailUrl mediaExpires thumbnailExpires } } }`;
const FOR_FEED = `query getExperimentForInstagramFeed($id: ID!) { getExperimentForInstagramFeed(id: $id) { id } }`;
const COUNTS = `query getResourceCounts { getResourceCounts { instagramFeeds } }`;

interface MediaData {
  id: string;
  externalId: string;
  mediaType: string;
  mediaUrl: string | null;
  thumbnailUrl: string | null;
  caption: string | null;
  postedAt: string;
  mediaExpires: string | null;
  parentMediaExternalId: string | null;
  rank: number;
}

const merchant = (email: string, group: string, role: 'OWNER' | 'USER') =>
  signedIn(server, email, group, role);
const connectThroughWindow = (browser: Browser, account: string) =>
  connectAs(server, browser, account);

beforeAll(async () => {
  server = await startOwnAddressServer();
  const db = server.database.db;
  const founder = await createUser(db, {
    email: 'founder@example.com',
    firstName: 'F',
    lastName: 'O',
  });
  groupId = (await createGroup(db, founder.id, 'Acme')).id;
  const other = await createUser(db, { email: 'other@example.com', firstName: 'O', lastName: 'T' });
  otherGroupId = (await createGroup(db, other.id, 'Bravo')).id;
  for (const id of [groupId, otherGroupId]) {
    await appendEntry(db, { groupId: id, planId: 'starter', status: 'ACTIVE', freeTrialDays: 30 });
  }
}, 120_000);
afterAll(() => server.close());

describe('connecting an account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await merchant('mia@example.com', groupId, 'USER');
  });

  it('connects through the window, syncs the posts in feed order and lists the videos', async () => {
    expect((await browser.gql(GET_ACCOUNT)).body.data).toEqual({ getInstagramAccount: null });
    const connect = await connectThroughWindow(browser, 'demo');
    expect(connect.pathname).toBe('/instagram/connect');
    const code = connect.searchParams.get('code')!;
    expect(code).toMatch(/^AQ/);

    const setup = await browser.gql<{
      setupInstagramAccount: { accountName: string; lastSyncedAt: string };
    }>(SETUP, { code });
    expect(setup.body.errors).toBeUndefined();
    expect(setup.body.data?.setupInstagramAccount).toMatchObject({
      accountName: 'vendy.demo.store',
      groupId,
    });
    expect(Date.parse(setup.body.data!.setupInstagramAccount.lastSyncedAt)).toBeGreaterThan(
      Date.now() - 60_000,
    );
    // The token is kept sealed: nothing of it readable in the row.
    const [row] = await server.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.groupId, groupId));
    expect(row?.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row?.accessTokenEncrypted).not.toContain('IGAA');

    const media = (await browser.gql<{ getInstagramMedia: MediaData[] }>(MEDIA)).body.data!
      .getInstagramMedia;
    const posts = media.filter((m) => m.parentMediaExternalId === null);
    expect(posts).toHaveLength(12);
    expect(posts.map((p) => p.rank)).toEqual([...Array(12).keys()]);
    // Each carousel is followed by its children, in order; an album has no file of its own.
    media.forEach((m, i) => {
      if (m.mediaType !== 'CAROUSEL_ALBUM') return;
      expect(m.mediaUrl).toBeNull();
      const children = media.slice(i + 1).filter((c) => c.parentMediaExternalId === m.externalId);
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(media.slice(i + 1, i + 1 + children.length)).toEqual(children);
      expect(children.map((c) => c.rank)).toEqual([...Array(children.length).keys()]);
    });
    // Pictures are our own copies (Instagram's addresses expire within days): no expiry, served
    // by us; a video has our copy of its cover, and keeps Instagram's file (with its expiry) until
    // our HLS copy is ready (video-copies.test.ts).
    const ours = `${server.app.services.storage.mediaBaseUrl}/groups/${groupId}/instagram/`;
    const image = media.find((m) => m.mediaType === 'IMAGE')!;
    expect(image.mediaUrl).toBe(`${ours}${image.externalId}.jpg`);
    expect(image.thumbnailUrl).toBe(image.mediaUrl);
    expect(image.mediaExpires).toBeNull();
    const picture = await fetch(image.mediaUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const video = media.find((m) => m.mediaType === 'VIDEO')!;
    expect(video.thumbnailUrl).toBe(`${ours}${video.externalId}.jpg`);
    if (video.mediaUrl!.includes('/sandbox/instagram/cdn/')) {
      expect(Date.parse(video.mediaExpires!)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    } else {
      expect(video.mediaUrl).toMatch(/\/manifest\/video\.m3u8$/);
      expect(video.mediaExpires).toBeNull();
    }
    const children = media.filter((m) => m.parentMediaExternalId !== null);
    expect(children.every((c) => c.thumbnailUrl?.startsWith(ours))).toBe(true);

    const videos = (await browser.gql<{ getInstagramVideos: Array<{ mediaUrl: string }> }>(VIDEOS))
      .body.data!.getInstagramVideos;
    expect(videos).toHaveLength(posts.filter((p) => p.mediaType === 'VIDEO').length);
    expect(videos.every((v) => v.mediaUrl.includes('.mp4?'))).toBe(true);

    // Syncing again stores the same posts, no duplicates.
    const before = await server.database.db
      .select({ id: instagramMedia.id })
      .from(instagramMedia)
      .where(eq(instagramMedia.groupId, groupId));
    expect((await browser.gql(SYNC)).body.errors).toBeUndefined();
    const after = await server.database.db
      .select({ id: instagramMedia.id })
      .from(instagramMedia)
      .where(eq(instagramMedia.groupId, groupId));
    expect(after.map((r) => r.id).sort()).toEqual(before.map((r) => r.id).sort());
  });

  it('accepts only a code handed over to this browser', async () => {
    const connect = await connectThroughWindow(browser, 'demo');
    const code = connect.searchParams.get('code')!;
    // Someone else's browser with the same link cannot connect that account to their group.
    const stranger = await merchant('sam@example.com', otherGroupId, 'OWNER');
    const stolen = await stranger.gql(SETUP, { code });
    expect(stolen.body.errors?.[0]?.message).toBe(
      'This Instagram authorization was not started here. Please connect again.',
    );
    expect((await stranger.gql(GET_ACCOUNT)).body.data).toEqual({ getInstagramAccount: null });
    // A callback with another browser's state goes back without a code.
    const window = locationOf(await browser.get('/auth/instagram/start'));
    const page = await browser.get(window);
    const fields = hiddenInputs(await page.text());
    const callback = locationOf(
      await browser.post(window, {
        ...fields,
        state: 'forged',
        account: 'demo',
        decision: 'allow',
      }),
    );
    const back = new URL(locationOf(await browser.get(callback)), server.url);
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('error')).toBe('invalid_state');
  });

  it('goes back to /instagram/connect with the error when the merchant cancels', async () => {
    const window = locationOf(await browser.get('/auth/instagram/start'));
    const fields = hiddenInputs(await (await browser.get(window)).text());
    const callback = locationOf(await browser.post(window, { ...fields, decision: 'deny' }));
    const back = new URL(locationOf(await browser.get(callback)), server.url);
    expect(back.pathname).toBe('/instagram/connect');
    expect(back.searchParams.get('error')).toBe('user_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('marks the account when its access is removed, and answers the connection error', async () => {
    const removal = await fetch(`${server.url}/sandbox/instagram/settings/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'user_id=17841400000000001&decision=remove',
    });
    expect(removal.status).toBe(200);
    const sync = await browser.gql(SYNC);
    expect(sync.body.errors?.[0]?.message).toBe(CONNECTION_ERROR);
    const [row] = await server.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.groupId, groupId));
    expect(row?.connectionLostAt).toBeInstanceOf(Date);
    for (const query of [GET_ACCOUNT, MEDIA, VIDEOS]) {
      expect((await browser.gql(query)).body.errors?.[0]?.message, query).toBe(CONNECTION_ERROR);
    }
    // Connecting again mends it, with the same posts.
    const code = (await connectThroughWindow(browser, 'demo')).searchParams.get('code')!;
    expect((await browser.gql(SETUP, { code })).body.errors).toBeUndefined();
    expect((await browser.gql(GET_ACCOUNT)).body.errors).toBeUndefined();
    expect(
      (await browser.gql<{ getInstagramMedia: unknown[] }>(MEDIA)).body.data!.getInstagramMedia
        .length,
    ).toBeGreaterThan(12);
  });

  it('replaces the account with another one, whose posts (and copies) replace the old', async () => {
    const oldCopy = (await browser.gql<{ getInstagramMedia: MediaData[] }>(MEDIA)).body.data!
      .getInstagramMedia[0]!.thumbnailUrl!;
    expect((await fetch(oldCopy)).status).toBe(200);
    const code = (await connectThroughWindow(browser, 'northwind')).searchParams.get('code')!;
    const setup = await browser.gql<{ setupInstagramAccount: { accountName: string } }>(SETUP, {
      code,
    });
    expect(setup.body.data?.setupInstagramAccount.accountName).toBe('northwind.outfitters');
    const media = (await browser.gql<{ getInstagramMedia: MediaData[] }>(MEDIA)).body.data!
      .getInstagramMedia;
    expect(media.filter((m) => m.parentMediaExternalId === null)).toHaveLength(32);
    expect(media.every((m) => m.externalId.startsWith('18002'))).toBe(true);
    expect((await fetch(oldCopy)).status).toBe(404);
  });
});

describe('feeds', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await merchant('fay@example.com', groupId, 'OWNER');
  });

  it('creates with the editor’s id, renames, lists, counts, reads publicly and deletes', async () => {
    const id = randomUUID();
    const created = await browser.gql(UPSERT_FEED, { id, title: '  Summer looks  ' });
    expect(created.body.data).toEqual({
      upsertInstagramFeed: { id, title: 'Summer looks', groupId },
    });
    await browser.gql(UPSERT_FEED, { id, title: 'Summer edit' });
    expect((await browser.gql(FEEDS)).body.data).toEqual({
      getInstagramFeeds: [{ id, title: 'Summer edit', groupId }],
    });
    expect((await browser.gql(COUNTS)).body.data).toEqual({
      getResourceCounts: { instagramFeeds: 1 },
    });

    // Anyone can read the feed for the viewer: its posts and the handle, nothing else.
    const anonymous = await server.gql<{
      getEmbeddedInstagramFeed: { handle: string; media: unknown[]; feed: { title: string } };
    }>(EMBEDDED, { id });
    expect(anonymous.body.errors).toBeUndefined();
    expect(anonymous.body.data!.getEmbeddedInstagramFeed.handle).toBe('northwind.outfitters');
    expect(anonymous.body.data!.getEmbeddedInstagramFeed.feed.title).toBe('Summer edit');
    expect(anonymous.body.data!.getEmbeddedInstagramFeed.media.length).toBeGreaterThan(32);
    expect(JSON.stringify(anonymous.body)).not.toMatch(/token|IGAA|v1\./i);
    // Only our own copies: a store page never asks Instagram's CDN for anything (an address not
    // copied yet is left out), and nothing in it expires.
    const served = anonymous.body.data!.getEmbeddedInstagramFeed.media as Array<
      Record<string, string | null>
    >;
    expect(served.filter((m) => m.thumbnailUrl).length).toBeGreaterThan(32);
    for (const item of served) {
      for (const url of [item.mediaUrl, item.thumbnailUrl]) {
        if (url) expect(url.startsWith(`${server.url}/media/`), url).toBe(true);
      }
      expect([item.mediaExpires, item.thumbnailExpires]).toEqual([null, null]);
    }

    // Another group cannot take the id over, rename it or delete it.
    const stranger = await merchant('sid@example.com', otherGroupId, 'OWNER');
    expect(
      (await stranger.gql(UPSERT_FEED, { id, title: 'Mine now' })).body.errors?.[0]?.message,
    ).toBe('Error saving feed data.');
    expect((await stranger.gql(DELETE_FEED, { feedId: id })).body.errors?.[0]?.message).toBe(
      'Unable to delete Instagram feed.',
    );
    expect((await browser.gql(FEEDS)).body.data).toEqual({
      getInstagramFeeds: [{ id, title: 'Summer edit', groupId }],
    });

    expect(
      (await browser.gql(UPSERT_FEED, { id: randomUUID(), title: '   ' })).body.errors?.[0]
        ?.message,
    ).toBe('A feed needs a title of at most 100 characters.');
    expect((await browser.gql(DELETE_FEED, { feedId: id })).body.data).toEqual({
      deleteInstagramFeed: { success: true },
    });
    const gone = (await server.gql(EMBEDDED, { id })).body.errors?.[0];
    expect(gone?.message).toBe('Unable to get feed.');
    expect(gone?.extensions?.code).toBe('NOT_FOUND');
  });

  it('serves the feed to the viewer over GET as a public, cacheable answer that follows changes', async () => {
    const id = randomUUID();
    await browser.gql(UPSERT_FEED, { id, title: 'Before' });
    const read = () =>
      graphqlGet<{ getEmbeddedInstagramFeed: { feed: { title: string }; handle: string } }>(
        server,
        GetEmbeddedInstagramFeedDocument.toString(),
        { instagramFeedId: id },
      );
    const first = await read();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(first.headers.get('etag')).toBeTruthy();
    expect(first.body.data?.getEmbeddedInstagramFeed.feed.title).toBe('Before');
    // A rename shows at once: the stored answer is dropped with the group's change.
    await browser.gql(UPSERT_FEED, { id, title: 'After' });
    expect((await read()).body.data?.getEmbeddedInstagramFeed.feed.title).toBe('After');
  });

  it('takes placements from its own group only, and shows them to shoppers', async () => {
    const id = randomUUID();
    await browser.gql(UPSERT_FEED, { id, title: 'Placed' });
    const strategy = await browser.gql<{ upsertStrategy: string }>(UPSERT_STRATEGY, {
      title: 'On one post',
      assignments: { individualAssignments: [], multipleAssignments: [] },
    });
    const strategyId = strategy.body.data!.upsertStrategy;
    const items = [{ strategyId, rangePercentage: 100, ranges: [] }];
    const saved = await browser.gql<{ upsertExperiment: { instagramFeedId: string } }>(
      UPSERT_EXPERIMENT,
      { title: 'Feed split', instagramFeedId: id, items },
    );
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.upsertExperiment.instagramFeedId).toBe(id);
    // A shopper's frame reads the feed's placement without signing in.
    const data = await server.gql<{ getExperimentData: { experiment: { id: string } | null } }>(
      EXPERIMENT_DATA,
      { instagramFeedId: id },
    );
    expect(data.body.errors).toBeUndefined();
    expect(data.body.data!.getExperimentData.experiment).not.toBeNull();
    // Another group cannot place its products on this feed.
    const stranger = await merchant('sue@example.com', otherGroupId, 'OWNER');
    const theirs = await stranger.gql<{ upsertStrategy: string }>(UPSERT_STRATEGY, {
      title: 'Theirs',
      assignments: { individualAssignments: [], multipleAssignments: [] },
    });
    const refusedAnswer = await stranger.gql(UPSERT_EXPERIMENT, {
      title: 'Hijack',
      instagramFeedId: id,
      items: [{ strategyId: theirs.body.data!.upsertStrategy, rangePercentage: 100, ranges: [] }],
    });
    expect(refusedAnswer.body.errors?.[0]?.message).toBe('You do not have permission to do this.');

    // Deleting the feed deletes its placement: nothing of it is left to read or to count.
    const db = server.database.db;
    const ofFeed = () =>
      db
        .select({ id: experiments.id })
        .from(experiments)
        .where(eq(experiments.instagramFeedId, id));
    expect(await ofFeed()).toHaveLength(1);
    expect((await browser.gql(DELETE_FEED, { feedId: id })).body.errors).toBeUndefined();
    expect(await ofFeed()).toEqual([]);
    const after = await server.gql(EXPERIMENT_DATA, { instagramFeedId: id });
    expect(after.body.errors?.[0]?.message).toBeDefined();
    // An id that is not a feed's reads as no placement, never as a server error.
    expect(
      (await browser.gql(FOR_FEED, { id: 'not-a-feed' })).body.data?.getExperimentForInstagramFeed,
    ).toBeNull();
  });

  it('keeps a product placed on a post only for a post of the group', async () => {
    const db = server.database.db;
    const productId = await addProduct(db, groupId, 'Riviera Tee');
    const [post] = (await browser.gql<{ getInstagramMedia: MediaData[] }>(MEDIA)).body.data!
      .getInstagramMedia;
    const onPost = (instagramMediaId: string) => ({
      productId,
      adType: 'banner_static',
      rank: 0,
      instagramMediaId,
    });
    const saved = await browser.gql<{ upsertStrategy: string }>(UPSERT_STRATEGY, {
      title: 'Posts',
      assignments: {
        // Ours, one that does not exist (removed on Instagram since), and no post at all.
        individualAssignments: [
          onPost(post!.id),
          onPost(randomUUID()),
          { productId, adType: 'banner_static', rank: 2 },
        ],
        multipleAssignments: [],
      },
    });
    expect(saved.body.errors).toBeUndefined();
    const [kept] = await db
      .select({
        mediaIds: sql<
          string[]
        >`array_agg(coalesce(${individualAssignments.instagramMediaId}, '-'))`,
      })
      .from(individualAssignments)
      .where(eq(individualAssignments.strategyId, saved.body.data!.upsertStrategy));
    expect([...kept!.mediaIds].sort()).toEqual(['-', post!.id].sort());
  });

  it('disconnecting forgets the account, its posts and their copies; feeds stay, empty', async () => {
    const id = randomUUID();
    const copy = (await browser.gql<{ getInstagramMedia: MediaData[] }>(MEDIA)).body.data!
      .getInstagramMedia[0]!.thumbnailUrl!;
    expect((await fetch(copy)).status).toBe(200);
    await browser.gql(UPSERT_FEED, { id, title: 'Kept' });
    expect((await browser.gql(DISCONNECT)).body.data).toEqual({
      disconnectInstagramAccount: { success: true },
    });
    expect((await browser.gql(GET_ACCOUNT)).body.data).toEqual({ getInstagramAccount: null });
    expect((await browser.gql(MEDIA)).body.data).toEqual({ getInstagramMedia: [] });
    // Our copies of its pictures are gone too.
    expect((await fetch(copy)).status).toBe(404);
    const left = await server.database.db
      .select({ id: instagramMedia.id })
      .from(instagramMedia)
      .where(eq(instagramMedia.groupId, groupId));
    expect(left).toEqual([]);
    const embedded = await server.gql<{ getEmbeddedInstagramFeed: { handle: null; media: [] } }>(
      EMBEDDED,
      { id },
    );
    expect(embedded.body.data!.getEmbeddedInstagramFeed).toMatchObject({ handle: null, media: [] });
  });
});

describe('the plan gate', () => {
  it('refuses a group whose plan has no Instagram, before reaching Instagram', async () => {
    const db = server.database.db;
    const owner = await createUser(db, {
      email: 'free@example.com',
      firstName: 'F',
      lastName: 'R',
    });
    const freeGroup = (await createGroup(db, owner.id, 'Free')).id;
    await appendEntry(db, {
      groupId: freeGroup,
      planId: 'free',
      status: 'ACTIVE',
      freeTrialDays: 0,
    });
    const browser = await merchant('fred@example.com', freeGroup, 'OWNER');
    for (const [query, variables] of [
      [GET_ACCOUNT, {}],
      [FEEDS, {}],
      [UPSERT_FEED, { id: randomUUID(), title: 'x' }],
      [SYNC, {}],
    ] as const) {
      const answer = await browser.gql(query, variables);
      expect(answer.body.errors?.[0]?.message, query).toBe(
        'This area requires a higher tier than your current plan.',
      );
    }
  });
});
