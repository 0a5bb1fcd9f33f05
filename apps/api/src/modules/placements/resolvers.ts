// Product placements (strategies) and experiments (doc 3 §3-§7): members of the current group
// (OWNER and USER alike) read them; saving needs a paid plan, as the layout editor does; deleting
// does not. getExperimentData is public. Admins read any group's through the admin* variants.
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationDeleteExperimentArgs,
  MutationDeleteStrategyArgs,
  MutationUpsertExperimentArgs,
  MutationUpsertStrategyArgs,
  QueryAdminGetExperimentsArgs,
  QueryAdminGetStrategiesArgs,
  QueryGetExperimentDataArgs,
  QueryGetExperimentForInstagramFeedArgs,
  QueryGetExperimentForVirtualVideoArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { requireAdmin, requireMember, validateInput } from '../auth';
import { requirePlan } from '../billing';
import { isUuid } from '../../db/ids';
import { GROUP_NOT_FOUND, getGroup } from '../groups';
import { markPrivateAnswer, markPublicAnswer } from '../layouts';
import { experimentData } from './experiment-data';
import { groupExperiments, groupStrategies } from './load';
import {
  deleteExperiment,
  deleteStrategy,
  experimentForFeed,
  experimentForVirtualVideo,
  upsertExperiment,
  upsertStrategy,
} from './service';
import { experimentArgs, placementPercentagesSchema, strategyArgs } from './validation';

type Ctx = GraphQLContext;

async function requirePaidMember(ctx: Ctx): Promise<string> {
  const { groupId } = await requireMember(ctx);
  await requirePlan(ctx.db, groupId, { paidRequired: true });
  return groupId;
}

async function adminGroup(ctx: Ctx, groupId: string): Promise<string> {
  await requireAdmin(ctx);
  if (!isUuid(groupId)) throw new UserError(GROUP_NOT_FOUND, { code: 'NOT_FOUND' });
  return (await getGroup(ctx.db, groupId)).id;
}

const done = { success: true, message: null };

/** Every write ends here: the group's public answers are reloaded from now on (layouts' cache). */
async function written<T>(ctx: Ctx, groupId: string, write: Promise<T>): Promise<T> {
  const result = await write;
  ctx.publicCache.invalidateGroup(groupId);
  return result;
}

export const placementsResolvers: Resolvers = {
  Query: {
    async getStrategies(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return groupStrategies(ctx.db, groupId);
    },
    async adminGetStrategies(_: unknown, args: QueryAdminGetStrategiesArgs, ctx: Ctx) {
      return groupStrategies(ctx.db, await adminGroup(ctx, args.groupId));
    },
    async getExperiments(_: unknown, __: unknown, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      return groupExperiments(ctx.db, groupId);
    },
    async adminGetExperiments(_: unknown, args: QueryAdminGetExperimentsArgs, ctx: Ctx) {
      return groupExperiments(ctx.db, await adminGroup(ctx, args.groupId));
    },
    async getExperimentForVirtualVideo(
      _: unknown,
      args: QueryGetExperimentForVirtualVideoArgs,
      ctx: Ctx,
    ) {
      const { groupId } = await requireMember(ctx);
      return experimentForVirtualVideo(ctx.db, groupId, args.id);
    },
    async getExperimentForInstagramFeed(
      _: unknown,
      args: QueryGetExperimentForInstagramFeedArgs,
      ctx: Ctx,
    ) {
      const { groupId } = await requireMember(ctx);
      return experimentForFeed(ctx.db, groupId, args.id.trim());
    },
    async getExperimentData(_: unknown, args: QueryGetExperimentDataArgs, ctx: Ctx) {
      const { data, scope } = await experimentData(
        { db: ctx.db, storage: ctx.storage, publicCache: ctx.publicCache, ctx },
        args,
      );
      if (scope === 'public') markPublicAnswer(ctx.request);
      else markPrivateAnswer(ctx.request);
      return data;
    },
  },
  Mutation: {
    async upsertStrategy(_: unknown, args: MutationUpsertStrategyArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      const input = await validateInput(strategyArgs, args);
      return written(
        ctx,
        groupId,
        upsertStrategy(ctx.db, groupId, {
          id: input.id || null,
          title: input.title,
          individualAssignments: input.assignments.individualAssignments,
          multipleAssignments: input.assignments.multipleAssignments,
        }),
      );
    },
    async upsertExperiment(_: unknown, args: MutationUpsertExperimentArgs, ctx: Ctx) {
      const groupId = await requirePaidMember(ctx);
      // The form's own rules first, so the merchant reads the messages the form shows.
      await validateInput(placementPercentagesSchema, { items: args.items });
      const input = await validateInput(experimentArgs, args);
      return written(
        ctx,
        groupId,
        upsertExperiment(ctx.db, groupId, {
          id: input.id || null,
          title: input.title,
          virtualVideoId: input.virtualVideoId ?? null,
          instagramFeedId: input.instagramFeedId ?? null,
          items: input.items,
        }),
      );
    },
    async deleteStrategy(_: unknown, args: MutationDeleteStrategyArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await written(ctx, groupId, deleteStrategy(ctx.db, groupId, args.id));
      return done;
    },
    async deleteExperiment(_: unknown, args: MutationDeleteExperimentArgs, ctx: Ctx) {
      const { groupId } = await requireMember(ctx);
      await written(ctx, groupId, deleteExperiment(ctx.db, groupId, args.id));
      return done;
    },
  },
};
