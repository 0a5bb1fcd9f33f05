import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { hostedVideos } from './videos';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The Instagram professional account connected to a group (at most one per group). Its long-lived
 * access token is stored encrypted (AES-256-GCM, key derived from SESSION_SECRET) and never leaves
 * the server; `connection_lost_at` is set when Instagram refused it (expired or revoked), until the
 * merchant connects again.
 */
export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Instagram's id of the account (Instagram-scoped user id). */
    instagramUserId: text('instagram_user_id').notNull(),
    /** The username: the profile is instagram.com/{accountName}. */
    accountName: text('account_name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    tokenExpiresAt: at('token_expires_at').notNull(),
    /** When the token was issued or last refreshed (Instagram refreshes only day-old tokens). */
    tokenRefreshedAt: at('token_refreshed_at').notNull(),
    /** When Instagram last accepted the token (the daily check, a sync, a refresh). */
    tokenCheckedAt: at('token_checked_at').notNull().defaultNow(),
    connectionLostAt: at('connection_lost_at'),
    lastSyncedAt: at('last_synced_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instagram_accounts_group_key').on(t.groupId)],
);

/**
 * The connected account's posts and carousel children as last synced: a post's rank is its place
 * newest first from 0; a child's rank is its place within its post. A video's file is hosted by us
 * (`hosted_video_id`, a copy transcoded to HLS); once that copy is READY, `media_url` is its HLS
 * address and `media_expires` null, until then Instagram's address and its expiry.
 */
export const instagramMedia = pgTable(
  'instagram_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => instagramAccounts.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    /** IMAGE | VIDEO | CAROUSEL_ALBUM */
    mediaType: text('media_type').notNull(),
    mediaUrl: text('media_url'),
    thumbnailUrl: text('thumbnail_url'),
    caption: text('caption'),
    permalink: text('permalink'),
    postedAt: at('posted_at').notNull(),
    mediaExpires: at('media_expires'),
    thumbnailExpires: at('thumbnail_expires'),
    parentMediaExternalId: text('parent_media_external_id'),
    rank: integer('rank').notNull(),
    /** Our hosted copy of a VIDEO's file (the videos module's hosted media, origin COPY). */
    hostedVideoId: uuid('hosted_video_id').references(() => hostedVideos.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('instagram_media_account_external_key').on(t.accountId, t.externalId),
    index('instagram_media_group_idx').on(t.groupId),
    index('instagram_media_hosted_video_idx').on(t.hostedVideoId),
  ],
);

/** Shoppable feeds over a group's Instagram posts. The id is the editor's (a UUID it made). */
export const instagramFeeds = pgTable(
  'instagram_feeds',
  {
    id: uuid('id').primaryKey(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('instagram_feeds_group_idx').on(t.groupId, t.createdAt)],
);
