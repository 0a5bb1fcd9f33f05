// getVideoUploadUsage: the current group's upload minutes this billing month (any member).
// Registered once the SDL has the operation (see /work/notes/requests.md).
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers';
import { requireMember } from '../auth';
import { toUsageResult, uploadUsage } from './usage';

export const videoUsageResolvers: Resolvers = {
  Query: {
    async getVideoUploadUsage(_: unknown, __: unknown, ctx: GraphQLContext) {
      const { groupId } = await requireMember(ctx);
      return toUsageResult(await uploadUsage(ctx.db, groupId));
    },
  },
};
