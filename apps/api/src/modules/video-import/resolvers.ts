// uploadVideoFromUrl (doc 2 §4, social video import): any member of the current group has the
// server fetch a video file and transcode it; the answer is the hosted media id for upsertVideo.
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationUploadVideoFromUrlArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { rateLimit, requireMember, validateInput } from '../auth';
import { importVideoFromUrl } from './import-video';
import { uploadVideoFromUrlArgs } from './validation';

/** Imports per group and hour: a whole Instagram feed at once, not a download service. */
const IMPORT_LIMIT = { limit: 200, windowMs: 60 * 60_000 };

export const videoImportResolvers: Resolvers = {
  Mutation: {
    async uploadVideoFromUrl(
      _: unknown,
      args: MutationUploadVideoFromUrlArgs,
      ctx: GraphQLContext,
    ) {
      const { groupId } = await requireMember(ctx);
      const input = await validateInput(uploadVideoFromUrlArgs, args);
      rateLimit(ctx, 'video import', groupId, IMPORT_LIMIT);
      return importVideoFromUrl(ctx, { groupId, url: input.url, title: input.title });
    },
  },
};
