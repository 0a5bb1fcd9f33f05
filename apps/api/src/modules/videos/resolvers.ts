// Videos (doc 2 §2, §4, §5, §7): the group's list, uploads, saving, status, deletion, and the
// admin's read-only list. Any member (OWNER or USER) manages the group's videos.
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationCheckAndUpdateVideoStatusArgs,
  MutationDeleteVideoArgs,
  MutationUpsertVideoArgs,
  QueryAdminGetVideosArgs,
  QueryGetVideoImageUploadUrlArgs,
  QueryGetVideoUploadUrlArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { requireAdmin, requireMember, validateInput } from '../auth';
import { isUuid } from '../../db/ids';
import { getGroup, GROUP_NOT_FOUND } from '../groups';
import { toVideo, type VideoRow } from './mappers';
import {
  checkVideoStatus,
  listVideos,
  prepareUpload,
  removeVideo,
  saveVideo,
  thumbnailUploadUrl,
} from './service';
import { toUsageResult, uploadUsage } from './usage';
import { upsertVideoArgs, videoImageUploadArgs, videoUploadArgs } from './validation';

type Ctx = GraphQLContext;

const present = (ctx: Ctx) => {
  const storage = ctx.storage;
  return (row: VideoRow) => toVideo(row, storage);
};

export const videosResolvers: Resolvers = {
  Query: {
    async getVideos(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return (await listVideos(ctx, groupId)).map(present(ctx));
    },
    async adminGetVideos(_: unknown, args: QueryAdminGetVideosArgs, ctx: Ctx) {
      await requireAdmin(ctx);
      if (!isUuid(args.groupId)) throw new UserError(GROUP_NOT_FOUND, { code: 'NOT_FOUND' });
      await getGroup(ctx.db, args.groupId);
      return (await listVideos(ctx, args.groupId)).map(present(ctx));
    },
    async getVideoUploadUrl(_: unknown, args: QueryGetVideoUploadUrlArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const input = await validateInput(videoUploadArgs, args);
      return prepareUpload(ctx, { groupId, ...input });
    },
    async getVideoUploadUsage(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return toUsageResult(await uploadUsage(ctx.db, groupId));
    },
    async getVideoImageUploadUrl(_: unknown, args: QueryGetVideoImageUploadUrlArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const input = await validateInput(videoImageUploadArgs, args);
      return thumbnailUploadUrl(ctx, groupId, input.fileName, input.fileType);
    },
  },

  Mutation: {
    async upsertVideo(_: unknown, args: MutationUpsertVideoArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      const input = await validateInput(upsertVideoArgs, args);
      return present(ctx)(await saveVideo(ctx, groupId, input));
    },
    async checkAndUpdateVideoStatus(
      _: unknown,
      args: MutationCheckAndUpdateVideoStatusArgs,
      ctx: Ctx,
    ) {
      const { groupId } = await requireMember(ctx);
      return present(ctx)(await checkVideoStatus(ctx, groupId, args.videoId));
    },
    async deleteVideo(_: unknown, args: MutationDeleteVideoArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await removeVideo(ctx, groupId, args.videoId);
      return { success: true, message: null };
    },
  },
};
