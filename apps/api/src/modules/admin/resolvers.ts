// Admin-only operations (doc 1 §6, §7): every resolver starts with requireAdmin. The Group,
// GroupUser and User fields of what they return are the groups module's field resolvers.
import { freeTrialSchema } from '@vendy/client/validation';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationAdminChangeGroupUserRoleArgs,
  MutationAdminRemoveUserFromGroupArgs,
  MutationAdminResetGroupWebhooksArgs,
  MutationExtendFreeTrialArgs,
  QueryAdminGetGroupDataArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import { isAdminUser, requireAdmin, validateInput } from '../auth';
import {
  forgetLoaded,
  toGroup,
  toGroupUser,
  toUser,
  changeMemberRole,
  removeMember,
  getGroup,
} from '../groups';
import {
  extendFreeTrial,
  listGroups,
  listUsersWithMemberships,
  resetGroupWebhooks,
} from './service';

type Ctx = GraphQLContext;

export const adminResolvers: Resolvers = {
  Query: {
    getUsers: async (_: unknown, __: unknown, ctx: Ctx) => {
      await requireAdmin(ctx);
      return (await listUsersWithMemberships(ctx.db)).map(({ user, memberships }) => ({
        user: toUser(user),
        isAdmin: isAdminUser(user, ctx.config),
        memberships: memberships.map((member) => ({
          ...toGroupUser(member),
          group: toGroup(member.group),
        })),
      }));
    },
    adminGetManyGroupsData: async (_: unknown, __: unknown, ctx: Ctx) => {
      await requireAdmin(ctx);
      return (await listGroups(ctx.db)).map(toGroup);
    },
    adminGetGroupData: async (_: unknown, args: QueryAdminGetGroupDataArgs, ctx: Ctx) => {
      await requireAdmin(ctx);
      return toGroup(await getGroup(ctx.db, args.groupId));
    },
  },

  Mutation: {
    // The admin is held to the same rules as an owner: not on themselves (as on the users table),
    // and never the group's last OWNER.
    adminChangeGroupUserRole: async (
      _: unknown,
      args: MutationAdminChangeGroupUserRoleArgs,
      ctx: Ctx,
    ) => {
      const admin = await requireAdmin(ctx);
      await getGroup(ctx.db, args.groupId);
      const member = await changeMemberRole(ctx.db, {
        groupId: args.groupId,
        userId: args.userId,
        role: args.role,
        actorId: admin.id,
        actingAs: 'ADMIN',
      });
      forgetLoaded(ctx);
      return toGroupUser(member);
    },
    adminRemoveUserFromGroup: async (
      _: unknown,
      args: MutationAdminRemoveUserFromGroupArgs,
      ctx: Ctx,
    ) => {
      const admin = await requireAdmin(ctx);
      await getGroup(ctx.db, args.groupId);
      await removeMember(ctx.db, {
        groupId: args.groupId,
        userId: args.userId,
        actorId: admin.id,
        actingAs: 'ADMIN',
      });
      forgetLoaded(ctx);
      return { success: true, message: null };
    },
    extendFreeTrial: async (_: unknown, args: MutationExtendFreeTrialArgs, ctx: Ctx) => {
      const admin = await requireAdmin(ctx);
      const { days } = await validateInput(freeTrialSchema, args);
      await extendFreeTrial(ctx.db, { groupId: args.groupId, days, actorId: admin.id });
      forgetLoaded(ctx);
      return toGroup(await getGroup(ctx.db, args.groupId));
    },
    adminResetGroupWebhooks: async (
      _: unknown,
      args: MutationAdminResetGroupWebhooksArgs,
      ctx: Ctx,
    ) => {
      const admin = await requireAdmin(ctx);
      return resetGroupWebhooks(
        { db: ctx.db, config: ctx.config, logger: ctx.logger },
        { groupId: args.groupId, actorId: admin.id },
      );
    },
  },
};
