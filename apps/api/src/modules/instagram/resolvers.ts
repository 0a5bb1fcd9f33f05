// Instagram (doc 2 §6): the account, its posts and videos, and the feeds for members of the current
// group whose plan has the instagram feature; the public feed read for the feed viewer. Thin:
// authorize → check the plan → service.
import type { GraphQLContext } from '../../graphql/context';
import type {
  InstagramAccount,
  InstagramFeed,
  InstagramMedia,
  InstagramMediaType,
  MutationDeleteInstagramFeedArgs,
  MutationSetupInstagramAccountArgs,
  MutationUpsertInstagramFeedArgs,
  QueryGetEmbeddedInstagramFeedArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { brandingFor } from '../branding';
import { markPublicAnswer } from '../layouts';
import { requireMember, takeHandOverOf } from './guards';
import { CODE_NOT_FROM_THIS_BROWSER, UNABLE_TO_GET_MEDIA } from './messages';
import {
  accountOf,
  deleteFeed,
  disconnectAccount,
  embeddedFeed,
  feedsOf,
  findAccount,
  mediaOf,
  setupAccount,
  syncAccount,
  upsertFeed,
  videosOf,
  type AccountRow,
  type FeedRow,
  type MediaRow,
  type ServiceDeps,
} from './service';

type Ctx = GraphQLContext;

const deps = (ctx: Ctx): ServiceDeps => ctx;

const toAccount = (row: AccountRow): InstagramAccount => ({
  id: row.id,
  createdAt: row.createdAt,
  accountName: row.accountName,
  groupId: row.groupId,
  lastSyncedAt: row.lastSyncedAt,
});

const toMedia = (row: MediaRow): InstagramMedia => ({
  id: row.id,
  createdAt: row.createdAt,
  externalId: row.externalId,
  mediaType: row.mediaType as InstagramMediaType,
  mediaUrl: row.mediaType === 'CAROUSEL_ALBUM' ? null : row.mediaUrl,
  postedAt: row.postedAt,
  thumbnailUrl: row.thumbnailUrl,
  caption: row.caption,
  mediaExpires: row.mediaType === 'CAROUSEL_ALBUM' ? null : row.mediaExpires,
  thumbnailExpires: row.thumbnailExpires,
  parentMediaExternalId: row.parentMediaExternalId,
  rank: row.rank,
});

const toFeed = (row: FeedRow): InstagramFeed => ({
  id: row.id,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  title: row.title,
  groupId: row.groupId,
});

/** Codes are Instagram's (AQ… and a few hundred characters); anything else is refused unread. */
const CODE = /^[A-Za-z0-9_-]{1,1024}(#_)?$/;

export const instagramResolvers: Resolvers = {
  Query: {
    async getInstagramAccount(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const account = await accountOf(ctx.db, groupId);
      return account && toAccount(account);
    },
    async getInstagramMedia(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return (await mediaOf(ctx.db, groupId)).map(toMedia);
    },
    async getInstagramVideos(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return videosOf(deps(ctx), groupId, UNABLE_TO_GET_MEDIA);
    },
    async getInstagramFeeds(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return (await feedsOf(ctx.db, groupId)).map(toFeed);
    },
    async getEmbeddedInstagramFeed(
      _parent: unknown,
      args: QueryGetEmbeddedInstagramFeedArgs,
      ctx: Ctx,
    ) {
      const { feed, media, handle } = await embeddedFeed(ctx, args.instagramFeedId);
      // The same for everyone: cacheable by browsers and CDNs, and kept by the fast path.
      markPublicAnswer(ctx.request);
      const branding = await brandingFor(ctx, [feed.groupId]);
      const brandingSettings = branding.get(feed.groupId)!;
      return { feed: toFeed(feed), media: media.map(toMedia), handle, brandingSettings };
    },
  },
  Mutation: {
    async setupInstagramAccount(
      _parent: unknown,
      args: MutationSetupInstagramAccountArgs,
      ctx: Ctx,
    ) {
      const { groupId } = await requireMember(ctx);
      const code = args.code.replace(/#_$/, '');
      if (!CODE.test(args.code) || !takeHandOverOf(ctx, code)) {
        ctx.logger.info('instagram connect: the code was not handed over to this browser');
        throw new UserError(CODE_NOT_FROM_THIS_BROWSER);
      }
      const account = await setupAccount(deps(ctx), groupId, code);
      ctx.publicCache.invalidateGroup(groupId);
      return toAccount(account);
    },
    async disconnectInstagramAccount(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await disconnectAccount(deps(ctx), groupId);
      ctx.publicCache.invalidateGroup(groupId);
      return { success: true, message: null };
    },
    async syncInstagramAccount(_parent: unknown, _args: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const account = await syncAccount(deps(ctx), groupId);
      ctx.publicCache.invalidateGroup(groupId);
      return toAccount(account);
    },
    async upsertInstagramFeed(_parent: unknown, args: MutationUpsertInstagramFeedArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const feed = await upsertFeed(ctx.db, groupId, args.id, args.title);
      ctx.publicCache.invalidateGroup(groupId);
      return toFeed(feed);
    },
    async deleteInstagramFeed(_parent: unknown, args: MutationDeleteInstagramFeedArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await deleteFeed(ctx.db, groupId, args.feedId);
      ctx.publicCache.invalidateGroup(groupId);
      return { success: true, message: null };
    },
  },
  Group: {
    async instagramAccount(group: { id: string }, _args: unknown, ctx: Ctx) {
      const account = await findAccount(ctx.db, group.id);
      return account && toAccount(account);
    },
  },
};
