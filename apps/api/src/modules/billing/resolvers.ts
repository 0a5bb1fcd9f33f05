// Plans: createPlan (OWNER of the current group) and reconcilePlan (any member), doc 1 §4 and §7.
import { planChoiceSchema } from '@vendy/client/validation';
import type { GraphQLContext } from '../../graphql/context';
import type { MutationCreatePlanArgs, Resolvers } from '../../graphql/generated/resolvers-types';
import { requireMember, requireOwner, validateInput } from '../auth';
import { forgetLoaded } from '../groups';
import { checkReturnUrl } from './return-url';
import { choosePlan, currentPlanId, reconcilePlans } from './service';

export const billingResolvers: Resolvers = {
  Mutation: {
    async createPlan(_parent: unknown, args: MutationCreatePlanArgs, ctx: GraphQLContext) {
      const { viewer, groupId } = await requireOwner(ctx);
      const { planId } = await validateInput(
        planChoiceSchema(await currentPlanId(ctx.db, groupId)),
        {
          planId: args.subscriptionId,
        },
      );
      const returnUrl = checkReturnUrl(args.returnUrl, ctx.config.publicUrl);
      const result = await choosePlan(ctx, {
        groupId,
        userId: viewer.id,
        planId,
        freeTrial: args.freeTrial,
        returnUrl,
      });
      forgetLoaded(ctx);
      // What the storefront shows depends on the plan (the Powered-by logo hidden only with
      // white-label branding): a plan taking effect (Free at once) shows there at once.
      if (!result.requiresConfirmation) ctx.publicCache.invalidateGroup(groupId);
      return result;
    },
    async reconcilePlan(_parent: unknown, _args: unknown, ctx: GraphQLContext) {
      const { groupId } = await requireMember(ctx);
      const result = await reconcilePlans(ctx, groupId);
      forgetLoaded(ctx);
      // An approved, declined or expired subscription changes the plan in force (see createPlan).
      if (result.changedPlan) ctx.publicCache.invalidateGroup(groupId);
      return result;
    },
  },
};
