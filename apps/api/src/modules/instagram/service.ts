// The group's Instagram account, its synced posts and its shoppable feeds (doc 2 §6): connecting
// with an authorization code (code → 1-hour token → 60-day token, kept sealed), syncing the posts,
// listing them and the account's videos, disconnecting, and the feeds. A call that meets a token
// Instagram refuses (code 190: expired, revoked) marks the account and answers the connection error
// that sends the merchant to /instagram/reconnect.
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { isUuid } from '../../db/ids';
import { instagramAccounts, instagramFeeds, instagramMedia } from '../../db/schema';
import { UserError } from '../../errors';
import {
  exchangeInstagramCode,
  exchangeLongLivedToken,
  fetchInstagramMedia,
  fetchInstagramProfile,
  InstagramError,
  InstagramRateLimitError,
  instagramApp,
  type InstagramMediaItem,
} from '../../providers/instagram';
import { decryptToken, encryptToken } from '../auth';
import type { PublicCache } from '../layouts';
import { removeHostedCopies, type VideoDeps } from '../videos';
import { copyPictures, removeCopies, type PictureRow } from './copies';
import {
  CONNECTION_ERROR_MESSAGE,
  ERROR_SAVING_FEED,
  FEED_TITLE_REQUIRED,
  NO_ACCOUNT,
  rateLimited,
  UNABLE_TO_CONNECT,
  UNABLE_TO_DELETE_FEED,
  UNABLE_TO_GET_FEED,
  UNABLE_TO_SYNC,
} from './messages';
import { pointSyncedAtCopies, queueVideoCopies } from './video-copies';

/** The shared services and a logger (a resolver's context, a job's deps). */
export type ServiceDeps = VideoDeps;

export type AccountRow = typeof instagramAccounts.$inferSelect;
export type MediaRow = typeof instagramMedia.$inferSelect;
export type FeedRow = typeof instagramFeeds.$inferSelect;

/** Where Instagram sends the merchant back (routes.ts); the code exchange repeats it exactly. */
export const CALLBACK_PATH = '/auth/instagram/callback';
export const START_PATH = '/auth/instagram/start';
export const callbackUri = (config: Pick<Config, 'publicUrl'>) =>
  `${config.publicUrl}${CALLBACK_PATH}`;

/** Posts a sync keeps (newest first); Instagram's edge goes back years. */
export const SYNC_MAX_POSTS = 200;
const FEED_TITLE_MAX = 100;
const PURPOSE = 'instagram access token';

export class InstagramConnectionError extends UserError {
  constructor() {
    super(CONNECTION_ERROR_MESSAGE, { code: 'INSTAGRAM_CONNECTION' });
  }
}

export async function findAccount(db: Database, groupId: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(instagramAccounts)
    .where(eq(instagramAccounts.groupId, groupId));
  return row ?? null;
}

/** The account, which must exist and still be connected. */
async function connectedAccount(db: Database, groupId: string): Promise<AccountRow> {
  const account = await findAccount(db, groupId);
  if (!account) throw new UserError(NO_ACCOUNT);
  if (account.connectionLostAt) throw new InstagramConnectionError();
  return account;
}

async function markConnectionLost(db: Database, accountId: string): Promise<void> {
  await db
    .update(instagramAccounts)
    .set({ connectionLostAt: new Date(), updatedAt: new Date() })
    .where(eq(instagramAccounts.id, accountId));
}

/**
 * Runs a call with the account's token. A token Instagram refuses marks the account and becomes
 * the connection error; a rate limit becomes a message saying how long to wait; other failures
 * become `fallback` (the details go to the log).
 */
async function withToken<T>(
  deps: ServiceDeps,
  account: AccountRow,
  fallback: string,
  call: (token: string) => Promise<T>,
): Promise<T> {
  const token = decryptToken(account.accessTokenEncrypted, deps.config.sessionSecret, PURPOSE);
  if (!token) {
    // SESSION_SECRET changed since the account was connected: only connecting again helps.
    await markConnectionLost(deps.db, account.id);
    throw new InstagramConnectionError();
  }
  try {
    return await call(token);
  } catch (error) {
    throw await providerFailure(deps, account.id, error, fallback);
  }
}

async function providerFailure(
  deps: ServiceDeps,
  accountId: string | null,
  error: unknown,
  fallback: string,
): Promise<Error> {
  if (error instanceof InstagramError && error.tokenInvalid) {
    if (accountId) await markConnectionLost(deps.db, accountId);
    return new InstagramConnectionError();
  }
  if (error instanceof InstagramRateLimitError) {
    return new UserError(rateLimited(Math.max(1, Math.ceil(error.retryAfterMs / 60_000))));
  }
  deps.logger.warn({ err: error }, 'instagram call failed');
  return new UserError(fallback);
}

/** When an Instagram CDN address stops working: its `oe` parameter (hex seconds), if any. */
export function cdnExpiry(url: string | null): Date | null {
  if (!url) return null;
  try {
    const oe = new URL(url).searchParams.get('oe');
    if (!oe || !/^[0-9a-f]{1,12}$/i.test(oe)) return null;
    return new Date(Number.parseInt(oe, 16) * 1000);
  } catch {
    return null;
  }
}

type MediaValues = Omit<typeof instagramMedia.$inferInsert, 'accountId' | 'groupId'> & PictureRow;

/** The rows of a sync: each post at its rank, each carousel child after it at its own. */
export function mediaRows(items: readonly InstagramMediaItem[]): MediaValues[] {
  const rows: MediaValues[] = [];
  items.forEach((item, rank) => {
    rows.push({
      externalId: item.id,
      mediaType: item.mediaType,
      mediaUrl: item.mediaUrl,
      thumbnailUrl: item.thumbnailUrl ?? (item.mediaType === 'IMAGE' ? item.mediaUrl : null),
      caption: item.caption,
      permalink: item.permalink,
      postedAt: item.postedAt,
      mediaExpires: cdnExpiry(item.mediaUrl),
      thumbnailExpires: cdnExpiry(item.thumbnailUrl),
      parentMediaExternalId: null,
      rank,
    });
    item.children.forEach((child, childRank) => {
      rows.push({
        externalId: child.id,
        mediaType: child.mediaType,
        mediaUrl: child.mediaUrl,
        thumbnailUrl: child.thumbnailUrl ?? (child.mediaType === 'IMAGE' ? child.mediaUrl : null),
        caption: null,
        permalink: null,
        postedAt: item.postedAt,
        mediaExpires: cdnExpiry(child.mediaUrl),
        thumbnailExpires: cdnExpiry(child.thumbnailUrl),
        parentMediaExternalId: item.id,
        rank: childRank,
      });
    });
  });
  return rows;
}

/**
 * Reads the account's posts and stores them: new ones added, changed ones updated, deleted ones
 * gone; running it twice stores the same. When Instagram asks us to slow down part-way, what was
 * read is kept and nothing is removed.
 */
export async function syncAccount(deps: ServiceDeps, groupId: string): Promise<AccountRow> {
  const account = await connectedAccount(deps.db, groupId);
  const app = instagramApp(deps.config);
  const list = await withToken(deps, account, UNABLE_TO_SYNC, (token) =>
    fetchInstagramMedia(app, token, { maxItems: SYNC_MAX_POSTS }),
  );
  const rows = mediaRows(list.items);
  // Our own copies of the pictures, fetched before the rows are written (outside the transaction);
  // videos whose hosted copy is ready keep our address (their copies are made after the sync).
  await copyPictures(deps, groupId, rows);
  await pointSyncedAtCopies(deps, account.id, rows);
  const now = new Date();
  let removed: string[] = [];
  let removedCopies: (string | null)[] = [];
  const updated = await deps.db.transaction(async (tx) => {
    if (list.complete) {
      const keep = rows.map((r) => r.externalId);
      const gone = await tx
        .delete(instagramMedia)
        .where(
          keep.length > 0
            ? and(
                eq(instagramMedia.accountId, account.id),
                notInArray(instagramMedia.externalId, keep),
              )
            : eq(instagramMedia.accountId, account.id),
        )
        .returning({
          externalId: instagramMedia.externalId,
          hostedVideoId: instagramMedia.hostedVideoId,
        });
      removed = gone.map((g) => g.externalId);
      removedCopies = gone.map((g) => g.hostedVideoId);
    }
    for (const row of rows) {
      const { externalId, ...changes } = row;
      await tx
        .insert(instagramMedia)
        .values({ ...row, accountId: account.id, groupId })
        .onConflictDoUpdate({
          target: [instagramMedia.accountId, instagramMedia.externalId],
          set: changes,
        });
      void externalId;
    }
    const [row] = await tx
      .update(instagramAccounts)
      .set({ ...(list.complete ? { lastSyncedAt: now } : {}), tokenCheckedAt: now, updatedAt: now })
      .where(eq(instagramAccounts.id, account.id))
      .returning();
    return row!;
  });
  await removeCopies(deps.storage, groupId, removed).catch((error: unknown) =>
    deps.logger.warn({ err: error }, 'copies of deleted instagram posts not removed'),
  );
  await removeHostedCopies(deps, removedCopies);
  await queueVideoCopies(deps, account.id);
  return updated;
}

/**
 * Connects the account that granted `code` to the group (replacing the one connected before, whose
 * posts go), then syncs its posts. A sync Instagram delays still leaves the account connected.
 */
export async function setupAccount(
  deps: ServiceDeps,
  groupId: string,
  code: string,
): Promise<AccountRow> {
  const app = instagramApp(deps.config);
  let connected: { token: string; expiresAt: Date; userId: string; username: string };
  try {
    const short = await exchangeInstagramCode(app, code, callbackUri(deps.config));
    const long = await exchangeLongLivedToken(app, short.accessToken);
    const profile = await fetchInstagramProfile(app, long.accessToken);
    connected = {
      token: long.accessToken,
      expiresAt: long.expiresAt,
      userId: profile.userId,
      username: profile.username,
    };
  } catch (error) {
    // A code that was used, expired or not ours is not a broken connection: connect again.
    if (error instanceof InstagramError && !error.tokenInvalid) {
      deps.logger.warn({ err: error }, 'instagram connect failed');
      throw new UserError(UNABLE_TO_CONNECT);
    }
    throw await providerFailure(deps, null, error, UNABLE_TO_CONNECT);
  }
  const now = new Date();
  const values = {
    instagramUserId: connected.userId,
    accountName: connected.username,
    accessTokenEncrypted: encryptToken(connected.token, deps.config.sessionSecret, PURPOSE),
    tokenExpiresAt: connected.expiresAt,
    tokenRefreshedAt: now,
    tokenCheckedAt: now,
    connectionLostAt: null,
    updatedAt: now,
  };
  let replaced = false;
  let replacedCopies: (string | null)[] = [];
  await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.groupId, groupId));
    if (previous && previous.instagramUserId !== connected.userId) {
      replacedCopies = await deleteMediaOf(tx, previous.id);
      await tx.delete(instagramAccounts).where(eq(instagramAccounts.id, previous.id));
      replaced = true;
    }
    await tx
      .insert(instagramAccounts)
      .values({ groupId, ...values })
      .onConflictDoUpdate({ target: instagramAccounts.groupId, set: values });
  });
  // Another account took this one's place: its pictures' copies go with its posts.
  if (replaced) {
    await removeCopies(deps.storage, groupId, 'all').catch((error: unknown) =>
      deps.logger.warn({ err: error }, 'copies of a replaced instagram account not removed'),
    );
    await removeHostedCopies(deps, replacedCopies);
  }
  try {
    return await syncAccount(deps, groupId);
  } catch (error) {
    if (error instanceof InstagramConnectionError) throw error;
    deps.logger.warn({ err: error }, 'instagram first sync did not finish');
    return (await findAccount(deps.db, groupId))!;
  }
}

/** The group's account for getInstagramAccount: null when none; the connection error when lost. */
export async function accountOf(db: Database, groupId: string): Promise<AccountRow | null> {
  const account = await findAccount(db, groupId);
  if (account?.connectionLostAt) throw new InstagramConnectionError();
  return account;
}

/** Posts by rank (newest first), each followed by its carousel children in order. */
export function inFeedOrder(rows: readonly MediaRow[]): MediaRow[] {
  const posts = rows
    .filter((r) => r.parentMediaExternalId === null)
    .sort((a, b) => a.rank - b.rank);
  const children = new Map<string, MediaRow[]>();
  for (const row of rows) {
    if (row.parentMediaExternalId === null) continue;
    const list = children.get(row.parentMediaExternalId) ?? [];
    list.push(row);
    children.set(row.parentMediaExternalId, list);
  }
  return posts.flatMap((post) => [
    post,
    ...(children.get(post.externalId) ?? []).sort((a, b) => a.rank - b.rank),
  ]);
}

export async function mediaOf(db: Database, groupId: string): Promise<MediaRow[]> {
  const account = await accountOf(db, groupId);
  if (!account) return [];
  const rows = await db
    .select()
    .from(instagramMedia)
    .where(eq(instagramMedia.accountId, account.id))
    .orderBy(asc(instagramMedia.rank));
  return inFeedOrder(rows);
}

export interface VideoPost {
  id: string;
  mediaUrl: string;
  timestamp: Date;
  thumbnailUrl: string | null;
}

/** The account's video posts, read from Instagram now (their addresses are fresh), newest first. */
export async function videosOf(deps: ServiceDeps, groupId: string, fallback: string) {
  const account = await connectedAccount(deps.db, groupId);
  const list = await withToken(deps, account, fallback, (token) =>
    fetchInstagramMedia(instagramApp(deps.config), token, { maxItems: SYNC_MAX_POSTS }),
  );
  const videos: VideoPost[] = [];
  for (const item of list.items) {
    if (item.mediaType === 'VIDEO' && item.mediaUrl) {
      videos.push({
        id: item.id,
        mediaUrl: item.mediaUrl,
        timestamp: item.postedAt,
        thumbnailUrl: item.thumbnailUrl,
      });
    }
  }
  return videos;
}

/**
 * Deletes an account's posts (in the caller's transaction) and answers their hosted video copies,
 * to remove once it commits. Deleted here rather than by the cascade so that a copy tied to a post
 * meanwhile is in the answer (or, tied after, finds its post gone and is not kept).
 */
async function deleteMediaOf(tx: Database, accountId: string): Promise<(string | null)[]> {
  const gone = await tx
    .delete(instagramMedia)
    .where(eq(instagramMedia.accountId, accountId))
    .returning({ hostedVideoId: instagramMedia.hostedVideoId });
  return gone.map((row) => row.hostedVideoId);
}

/** Forgets the account, its token, its posts and their copies; the feeds stay (empty). */
export async function disconnectAccount(deps: ServiceDeps, groupId: string): Promise<void> {
  const copies = await deps.db.transaction(async (tx) => {
    const account = await findAccount(tx, groupId);
    if (!account) return null;
    const hosted = await deleteMediaOf(tx, account.id);
    await tx.delete(instagramAccounts).where(eq(instagramAccounts.id, account.id));
    return hosted;
  });
  if (copies === null) throw new UserError(NO_ACCOUNT);
  await removeCopies(deps.storage, groupId, 'all').catch((error: unknown) =>
    deps.logger.warn({ err: error }, 'copies of a disconnected account not removed'),
  );
  await removeHostedCopies(deps, copies);
}

export function feedsOf(db: Database, groupId: string): Promise<FeedRow[]> {
  return db
    .select()
    .from(instagramFeeds)
    .where(eq(instagramFeeds.groupId, groupId))
    .orderBy(desc(instagramFeeds.createdAt), desc(instagramFeeds.id));
}

/** Creates the feed with the editor's id, or renames the group's own; never another group's. */
export async function upsertFeed(
  db: Database,
  groupId: string,
  id: string,
  title: string,
): Promise<FeedRow> {
  const trimmed = title.trim();
  if (trimmed === '' || trimmed.length > FEED_TITLE_MAX) throw new UserError(FEED_TITLE_REQUIRED);
  if (!isUuid(id)) throw new UserError(ERROR_SAVING_FEED);
  const feedId = id.toLowerCase();
  const now = new Date();
  const [row] = await db
    .insert(instagramFeeds)
    .values({ id: feedId, groupId, title: trimmed, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: instagramFeeds.id,
      set: { title: trimmed, updatedAt: now },
      setWhere: eq(instagramFeeds.groupId, groupId),
    })
    .returning();
  if (!row) throw new UserError(ERROR_SAVING_FEED);
  return row;
}

export async function deleteFeed(db: Database, groupId: string, feedId: string): Promise<void> {
  if (!isUuid(feedId)) throw new UserError(UNABLE_TO_DELETE_FEED);
  const removed = await db
    .delete(instagramFeeds)
    .where(and(eq(instagramFeeds.id, feedId.toLowerCase()), eq(instagramFeeds.groupId, groupId)))
    .returning({ id: instagramFeeds.id });
  if (removed.length === 0) throw new UserError(UNABLE_TO_DELETE_FEED);
}

export interface EmbeddedFeed {
  feed: FeedRow;
  media: MediaRow[];
  handle: string | null;
}

/**
 * Public: a feed, its group's posts and the account's handle (nothing else of the group). The
 * storefront's hot path: answers come from the public cache while the group has not changed
 * (each change of the group's account, posts or feeds invalidates it).
 */
/**
 * A post as store pages get it: only our own copies. An address that still carries an expiry is
 * Instagram's (a picture not copied yet, a video not transcoded yet): it is left out, so a store
 * page never asks Instagram's CDN for anything, and the viewer shows its fallback until the copy
 * is made.
 */
function ownAddressesOnly(row: MediaRow): MediaRow {
  return {
    ...row,
    mediaUrl: row.mediaExpires ? null : row.mediaUrl,
    mediaExpires: null,
    thumbnailUrl: row.thumbnailExpires ? null : row.thumbnailUrl,
    thumbnailExpires: null,
  };
}

export async function embeddedFeed(
  deps: { db: Database; publicCache: PublicCache },
  feedId: string,
): Promise<EmbeddedFeed> {
  // NOT_FOUND, as for an unknown layout: the viewer says the feed is not available.
  const feedNotFound = () => new UserError(UNABLE_TO_GET_FEED, { code: 'NOT_FOUND' });
  if (!isUuid(feedId)) throw feedNotFound();
  const id = feedId.toLowerCase();
  const key = `instagram-feed:${id}`;
  const hit = deps.publicCache.get<EmbeddedFeed>(key);
  if (hit) return hit.value;
  const [feed] = await deps.db.select().from(instagramFeeds).where(eq(instagramFeeds.id, id));
  if (!feed) throw feedNotFound();
  const generation = deps.publicCache.generation(feed.groupId);
  const account = await findAccount(deps.db, feed.groupId);
  const media = account
    ? inFeedOrder(
        await deps.db.select().from(instagramMedia).where(eq(instagramMedia.accountId, account.id)),
      )
    : [];
  const value = { feed, media: media.map(ownAddressesOnly), handle: account?.accountName ?? null };
  deps.publicCache.set(key, feed.groupId, generation, value);
  return value;
}

/** The group's feeds, for getResourceCounts. */
export async function countInstagramFeeds(db: Database, groupId: string): Promise<number> {
  return (await feedsOf(db, groupId)).length;
}

/**
 * The group that owns a feed, or null for an unknown id: what placements on a feed are checked
 * against (a feed id alone, public in store pages, never decides whose products show on it).
 */
export async function feedGroupOf(db: Database, feedId: string): Promise<string | null> {
  if (!isUuid(feedId)) return null;
  const [row] = await db
    .select({ groupId: instagramFeeds.groupId })
    .from(instagramFeeds)
    .where(eq(instagramFeeds.id, feedId.toLowerCase()));
  return row?.groupId ?? null;
}

/**
 * Which of `ids` name synced posts (or carousel children) of the group: products placed on a post
 * are kept only for the group's own posts.
 */
export async function groupMediaIds(
  db: Database,
  groupId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: instagramMedia.id })
    .from(instagramMedia)
    .where(and(eq(instagramMedia.groupId, groupId), inArray(instagramMedia.id, wanted)));
  return new Set(rows.map((row) => row.id));
}
