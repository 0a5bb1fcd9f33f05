// getAnalyticsToken (doc 1 §7, doc 3 §5): the token with which /analytics opens the current group's
// dashboard frame. Members only, and only while the group's plan has the analytics feature
// (Standard and Growth, doc 1 §9), checked here whatever the page shows. Thin: authorize → mint.
// getAnalyticsSettings / updateAnalyticsSettings: the group's attribution window, same guard.
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { requireMember } from '../auth';
import { requirePlan } from '../billing';
import { ANALYTICS_TOKEN_FAILED } from './messages';
import { analyticsSettingsOf, saveAttributionWindow } from './settings';
import { mintAnalyticsToken } from './token';
import { ATTRIBUTION_WINDOW_INVALID, isAttributionWindow } from '@vendy/client/domain';

/** The current group, when the viewer is a member and its plan has analytics. */
async function analyticsGroup(ctx: GraphQLContext) {
  const member = await requireMember(ctx);
  await requirePlan(ctx.db, member.groupId, { requiredFeature: 'analytics' });
  return member;
}

export const analyticsResolvers: Resolvers = {
  Query: {
    async getAnalyticsToken(_: unknown, __: unknown, ctx: GraphQLContext) {
      try {
        const { groupId, viewer } = await analyticsGroup(ctx);
        const { token, expiresAt } = mintAnalyticsToken(ctx.config.sessionSecret, {
          groupId,
          userId: viewer.id,
        });
        return { accessToken: token, expiresAt };
      } catch (error) {
        // Refusals (not signed in, not a member, no analytics on the plan) say why; anything else
        // is logged and the merchant reads the spec's message.
        if (error instanceof GraphQLError) throw error;
        ctx.logger.error({ err: error }, ANALYTICS_TOKEN_FAILED);
        throw new UserError(ANALYTICS_TOKEN_FAILED, { code: 'INTERNAL_SERVER_ERROR' });
      }
    },
    async getAnalyticsSettings(_: unknown, __: unknown, ctx: GraphQLContext) {
      const { groupId } = await analyticsGroup(ctx);
      return analyticsSettingsOf(ctx.db, groupId);
    },
  },
  Mutation: {
    async updateAnalyticsSettings(_: unknown, { attributionWindowDays }, ctx: GraphQLContext) {
      const { groupId } = await analyticsGroup(ctx);
      if (!isAttributionWindow(attributionWindowDays))
        throw new UserError(ATTRIBUTION_WINDOW_INVALID);
      return saveAttributionWindow(ctx.db, groupId, attributionWindowDays);
    },
  },
};
