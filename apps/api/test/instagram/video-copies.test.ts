// A feed's videos outlive Instagram's expiring addresses: after a sync each video post and carousel
// video is fetched once and transcoded by our HLS pipeline (real ffmpeg), its row then points at
// our ladder with no expiry, and the public feed read shows it at once. The copies are neither
// videos of the Videos page nor upload minutes; they go with a post deleted on Instagram, with a
// disconnected account and with the group; a video whose file could not be fetched is copied after
// a later sync, one synced before copies existed when the server starts.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedVideos, instagramAccounts, instagramMedia } from '../../src/db/schema';
import { createLogger } from '../../src/logger';
import { appendEntry } from '../../src/modules/billing/history';
import { createGroup } from '../../src/modules/groups/service';
import { cdnExpiry } from '../../src/modules/instagram/service';
import { copyAccountVideos, queuePendingCopies } from '../../src/modules/instagram/video-copies';
import { removeHostedCopies } from '../../src/modules/videos';
import { GetEmbeddedInstagramFeedDocument } from '../../../../packages/client/src/generated/graphql';
import { createUser } from '../harness/accounts';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';
import { graphqlGet } from '../layouts/public-path';
import type { Browser } from '../social-auth/harness';
import { readLadder } from '../videos/hls-check';
import { connectThroughWindow, merchant, sandboxControl } from './merchant';

let server: OwnAddressServer;
let groupId: string;
let browser: Browser;
const feedId = randomUUID();

const SETUP = `mutation setupInstagramAccount($code: String!) { setupInstagramAccount(code: $code) { id } }`;
const SYNC = `mutation syncInstagramAccount { syncInstagramAccount { id } }`;
const DISCONNECT = `mutation disconnectInstagramAccount { disconnectInstagramAccount { success } }`;
const MEDIA = `query getInstagramMedia { getInstagramMedia { externalId mediaType mediaUrl mediaExpires parentMediaExternalId } }`;
const LIVE_VIDEOS = `query getInstagramVideos { getInstagramVideos { id mediaUrl } }`;
const UPSERT_FEED = `mutation upsertInstagramFeed($id: ID!, $title: String!) { upsertInstagramFeed(id: $id, title: $title) { id } }`;
const VIDEOS = `query getVideos { getVideos { id } }`;
const DELETE_GROUP = `mutation ownerDeleteGroup($groupName: String!) { ownerDeleteGroup(groupName: $groupName) { success } }`;
const GROUP_NAME = 'Ivy & Co';
const USAGE = `query getVideoUploadUsage { getVideoUploadUsage { usedMinutes remainingMinutes } }`;

interface Media {
  externalId: string;
  mediaType: string;
  mediaUrl: string | null;
  mediaExpires: string | null;
  parentMediaExternalId: string | null;
}

/** The demo account's videos: three video posts and the video of two carousels. */
const DEMO_VIDEOS = 5;

const ours = (url: string | null) =>
  !!url &&
  url.startsWith(`${server.app.services.storage.mediaBaseUrl}/`) &&
  url.endsWith('/manifest/video.m3u8');

async function media(): Promise<Media[]> {
  const answer = await browser.gql<{ getInstagramMedia: Media[] }>(MEDIA);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.getInstagramMedia;
}

const videosIn = (rows: Media[]) => rows.filter((m) => m.mediaType === 'VIDEO');

/** The feed as the storefront's viewer reads it (GET, through the public cache). */
async function embedded(): Promise<Media[]> {
  const answer = await graphqlGet<{ getEmbeddedInstagramFeed: { media: Media[] } }>(
    server,
    GetEmbeddedInstagramFeedDocument.toString(),
    { instagramFeedId: feedId },
  );
  expect(answer.status).toBe(200);
  return answer.body.data!.getEmbeddedInstagramFeed.media;
}

/** Polls `check` until it answers a value (transcoding takes real time; no fixed sleeps). */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 240_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every video of the feed on our ladder; the public read is checked right after each look. */
async function allCopied(): Promise<Media[]> {
  return until('every video on our HLS ladder', async () => {
    // The feed is read (and kept by the public cache) before each look: once every video is
    // ready, the public answer follows at once, not when the cache entry runs out.
    await embedded();
    const rows = await media();
    const videos = videosIn(rows);
    if (!videos.every((v) => ours(v.mediaUrl))) return undefined;
    const feed = videosIn(await embedded());
    expect(feed.map((v) => v.mediaUrl).sort()).toEqual(videos.map((v) => v.mediaUrl).sort());
    return rows;
  });
}

async function copies() {
  return server.database.db.select().from(hostedVideos).where(eq(hostedVideos.groupId, groupId));
}

async function expectPlayable(url: string): Promise<void> {
  const ladder = await readLadder(url);
  expect(ladder.variants.length).toBeGreaterThan(0);
  for (const variant of ladder.variants) {
    expect(variant.segmentUrls.length).toBeGreaterThan(0);
    expect(variant.durationSeconds).toBeGreaterThan(2);
  }
}

beforeAll(async () => {
  server = await startOwnAddressServer();
  const db = server.database.db;
  const founder = await createUser(db, { email: 'ivy@example.com', firstName: 'I', lastName: 'V' });
  groupId = (await createGroup(db, founder.id, GROUP_NAME)).id;
  await appendEntry(db, { groupId, planId: 'starter', status: 'ACTIVE', freeTrialDays: 30 });
  browser = await merchant(server, 'mia@example.com', groupId, 'OWNER');
}, 120_000);

afterAll(async () => {
  await sandboxControl(server, 'age-media', { hours: '0' });
  await server.close();
});

// Each test waits for real ffmpeg transcodes of the feed's videos: on a loaded machine (the
// PostgreSQL pass runs beside the stories) one took over two minutes.
describe("a feed's videos", { timeout: 600_000 }, () => {
  let instagramAddresses: string[] = [];

  it('are copied to our HLS ladder, outside the videos list and the upload minutes', async () => {
    const usage = (await browser.gql<{ getVideoUploadUsage: unknown }>(USAGE)).body.data;
    const code = (await connectThroughWindow(server, browser, 'demo')).searchParams.get('code')!;
    expect((await browser.gql(SETUP, { code })).body.errors).toBeUndefined();
    expect((await browser.gql(UPSERT_FEED, { id: feedId, title: 'Reels' })).body.errors).toBe(
      undefined,
    );
    const live = await browser.gql<{ getInstagramVideos: Array<{ mediaUrl: string }> }>(
      LIVE_VIDEOS,
    );
    instagramAddresses = live.body.data!.getInstagramVideos.map((v) => v.mediaUrl);
    expect(instagramAddresses).toHaveLength(3);

    const rows = await allCopied();
    const videos = videosIn(rows);
    expect(videos).toHaveLength(DEMO_VIDEOS);
    expect(videos.filter((v) => v.parentMediaExternalId !== null)).toHaveLength(2);
    expect(new Set(videos.map((v) => v.mediaUrl)).size).toBe(DEMO_VIDEOS);
    for (const video of videos) {
      expect(video.mediaExpires).toBeNull();
      await expectPlayable(video.mediaUrl!);
    }
    // Hosted copies: one per video, transcoded by the videos pipeline, but no Video of the group
    // and no upload minutes used.
    const hosted = await copies();
    expect(hosted).toHaveLength(DEMO_VIDEOS);
    expect(hosted.every((h) => h.origin === 'COPY' && h.status === 'READY')).toBe(true);
    expect((await browser.gql(VIDEOS)).body.data).toEqual({ getVideos: [] });
    expect((await browser.gql(USAGE)).body.data).toEqual(usage);
  });

  it('keep playing once Instagram’s addresses have expired, and a sync keeps them', async () => {
    await sandboxControl(server, 'age-media', { hours: String(4 * 24) });
    for (const address of instagramAddresses) expect((await fetch(address)).status).toBe(403);
    const feed = await embedded();
    expect(videosIn(feed)).toHaveLength(DEMO_VIDEOS);
    for (const item of feed) {
      if (item.mediaType === 'CAROUSEL_ALBUM') continue;
      expect(item.mediaExpires).toBeNull();
      const answer = await fetch(item.mediaUrl!);
      expect(answer.status, item.mediaUrl!).toBe(200);
      if (item.mediaType === 'VIDEO') expect(await answer.text()).toMatch(/^#EXTM3U/);
    }
    // Syncing again (Instagram gives new addresses) neither puts them back nor copies again.
    expect((await browser.gql(SYNC)).body.errors).toBeUndefined();
    const videos = videosIn(await media());
    expect(videos.map((v) => v.mediaUrl).sort()).toEqual(
      videosIn(feed)
        .map((v) => v.mediaUrl)
        .sort(),
    );
    expect(videos.every((v) => v.mediaExpires === null)).toBe(true);
    const [account] = await server.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.groupId, groupId));
    expect(await copyAccountVideos(deps(), account!.id)).toEqual({
      copied: 0,
      ready: DEMO_VIDEOS,
      pending: 0,
      failed: 0,
    });
    expect(await copies()).toHaveLength(DEMO_VIDEOS);
  });

  let deletedPost: Media;

  it('go with a post deleted on Instagram, at the next sync', async () => {
    deletedPost = videosIn(await media()).find((v) => v.parentMediaExternalId === null)!;
    const id = hostedIdOf(deletedPost.mediaUrl!);
    await sandboxControl(server, 'media', { media_id: deletedPost.externalId, state: 'deleted' });
    expect((await browser.gql(SYNC)).body.errors).toBeUndefined();
    const rows = await media();
    expect(rows.find((m) => m.externalId === deletedPost.externalId)).toBeUndefined();
    expect(videosIn(rows)).toHaveLength(DEMO_VIDEOS - 1);
    expect((await fetch(deletedPost.mediaUrl!)).status).toBe(404);
    const [copy] = await server.database.db
      .select()
      .from(hostedVideos)
      .where(eq(hostedVideos.id, id));
    expect(copy?.deletedAt).toBeInstanceOf(Date);
    expect(videosIn(await embedded()).map((v) => v.externalId)).not.toContain(
      deletedPost.externalId,
    );
  });

  it('are copied at a later sync when Instagram’s file could not be fetched', async () => {
    // The post is back, but Instagram's CDN fails to serve its file.
    await sandboxControl(server, 'media', { media_id: deletedPost.externalId, state: 'broken' });
    expect((await browser.gql(SYNC)).body.errors).toBeUndefined();
    const [account] = await server.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.groupId, groupId));
    const report = await copyAccountVideos(deps(), account!.id);
    expect(report.failed).toBe(1);
    const back = (await media()).find((m) => m.externalId === deletedPost.externalId)!;
    expect(back.mediaUrl).toContain('/sandbox/instagram/cdn/');
    expect(back.mediaExpires).not.toBeNull();

    await sandboxControl(server, 'media', { media_id: deletedPost.externalId, state: 'ok' });
    expect((await browser.gql(SYNC)).body.errors).toBeUndefined();
    const rows = await allCopied();
    const copied = rows.find((m) => m.externalId === deletedPost.externalId)!;
    expect(copied.mediaUrl).not.toBe(deletedPost.mediaUrl);
    expect(copied.mediaExpires).toBeNull();
    await expectPlayable(copied.mediaUrl!);
  });

  it('are copied at the server’s start when they were synced before copies existed', async () => {
    // A row as a sync before this version left it: Instagram's (still working) address, no copy.
    const live = await browser.gql<{ getInstagramVideos: Array<{ id: string; mediaUrl: string }> }>(
      LIVE_VIDEOS,
    );
    const { id: externalId, mediaUrl } = live.body.data!.getInstagramVideos.find(
      (v) => v.id !== deletedPost.externalId,
    )!;
    const db = server.database.db;
    const [row] = await db
      .select()
      .from(instagramMedia)
      .where(and(eq(instagramMedia.groupId, groupId), eq(instagramMedia.externalId, externalId)));
    await db
      .update(instagramMedia)
      .set({ hostedVideoId: null, mediaUrl, mediaExpires: cdnExpiry(mediaUrl) })
      .where(eq(instagramMedia.id, row!.id));
    await removeHostedCopies(deps(), [row!.hostedVideoId]);

    await queuePendingCopies(deps());
    const copied = (await allCopied()).find((m) => m.externalId === externalId)!;
    expect(copied.mediaUrl).not.toBe(row!.mediaUrl);
    expect(copied.mediaExpires).toBeNull();
    await expectPlayable(copied.mediaUrl!);
  });

  it('go, with their files, when the account is disconnected', async () => {
    const urls = videosIn(await media()).map((v) => v.mediaUrl!);
    expect(urls).toHaveLength(DEMO_VIDEOS);
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    expect((await browser.gql(DISCONNECT)).body.errors).toBeUndefined();
    for (const url of urls) expect((await fetch(url)).status).toBe(404);
    const hosted = await copies();
    expect(hosted.length).toBeGreaterThan(DEMO_VIDEOS + 1);
    expect(hosted.every((h) => h.deletedAt !== null)).toBe(true);
    expect((await browser.gql(VIDEOS)).body.data).toEqual({ getVideos: [] });
  });

  it('go, with their files, when the group is deleted', async () => {
    const code = (await connectThroughWindow(server, browser, 'demo')).searchParams.get('code')!;
    expect((await browser.gql(SETUP, { code })).body.errors).toBeUndefined();
    const urls = videosIn(await allCopied()).map((v) => v.mediaUrl!);
    expect(urls).toHaveLength(DEMO_VIDEOS);
    const deleted = await browser.gql(DELETE_GROUP, { groupName: GROUP_NAME });
    expect(deleted.body.data).toEqual({ ownerDeleteGroup: { success: true } });
    for (const url of urls) expect((await fetch(url)).status).toBe(404);
  });
});

/** The hosted media id in our HLS address ({mediaBase}/{id}/manifest/video.m3u8). */
function hostedIdOf(url: string): string {
  return new URL(url).pathname.split('/').at(-3)!;
}

function deps() {
  return { ...server.app.services, logger: createLogger({ logLevel: 'silent' }) };
}
