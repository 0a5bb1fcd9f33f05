// Groups, memberships, invitations and resource counts (doc 1 §2, §6, §7). Each operation:
// authorize → validate → service → the SDL's shape.
import {
  deleteGroupSchema,
  groupHandleSchema,
  groupNameSchema,
  inviteSchema,
} from '@vendy/client/validation';
import type { GraphQLContext } from '../../graphql/context';
import type {
  MutationAcceptGroupInvitationArgs,
  MutationChangeGroupUserRoleArgs,
  MutationCreateGroupArgs,
  MutationDeclineGroupInvitationArgs,
  MutationInviteUserToGroupArgs,
  MutationOwnerDeleteGroupArgs,
  MutationRemoveUserFromGroupArgs,
  MutationRescindGroupInvitationArgs,
  MutationSetCurrentGroupArgs,
  MutationUpdateGroupArgs,
  MutationUpsertGroupHandleArgs,
  Resolvers,
} from '../../graphql/generated/resolvers-types';
import {
  rateLimit,
  refreshViewer,
  requireMember,
  requireOwner,
  requireUser,
  validateInput,
  type RateLimitOptions,
} from '../auth';
import { deleteGroupWithMedia } from './deletion';
import { groupFields, groupInvitationFields, groupUserFields } from './fields';
import {
  acceptInvitation,
  declineInvitation,
  inviteToGroup,
  pendingInvitationsFor,
  pendingInvitationsOf,
  rescindInvitation,
} from './invitations';
import { forgetLoaded } from './loaders';
import { toGroup, toGroupUser, toInvitation } from './mappers';
import { changeMemberRole, listMembers, removeMember } from './membership';
import { countResources } from './resource-counts';
import {
  createGroup,
  deleteGroup,
  getGroup,
  renameGroup,
  setCurrentGroup,
  setGroupHandle,
} from './service';

type Ctx = GraphQLContext;

/** Per inviter: each invitation mails an address of the inviter's choosing. */
export const INVITE_LIMIT: RateLimitOptions = { limit: 30, windowMs: 60 * 60 * 1000 };

const success = (message: string | null = null) => ({ success: true, message });

/**
 * After a change: what this request loaded may be stale, and the viewer's own record (current
 * group) may have changed.
 */
async function changed(ctx: Ctx, viewerChanged = false): Promise<void> {
  forgetLoaded(ctx);
  if (viewerChanged) await refreshViewer(ctx);
}

export const groupsResolvers: Resolvers = {
  Query: {
    getUsersPendingGroupInvitations: async (_: unknown, __: unknown, ctx: Ctx) => {
      const viewer = await requireUser(ctx);
      return (await pendingInvitationsFor(ctx.db, viewer.email)).map(toInvitation);
    },
    getUsersInGroup: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { groupId } = await requireMember(ctx);
      return (await listMembers(ctx.db, groupId)).map(toGroupUser);
    },
    getGroupsPendingInvitations: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { groupId } = await requireMember(ctx);
      return (await pendingInvitationsOf(ctx.db, groupId)).map(toInvitation);
    },
    getResourceCounts: async (_: unknown, __: unknown, ctx: Ctx) => {
      const { groupId } = await requireMember(ctx);
      return countResources(ctx.db, groupId, ctx.groupHooks.resourceCounters);
    },
  },

  Mutation: {
    createGroup: async (_: unknown, args: MutationCreateGroupArgs, ctx: Ctx) => {
      const viewer = await requireUser(ctx);
      const { name } = await validateInput(groupNameSchema, args);
      const group = await createGroup(ctx.db, viewer.id, name);
      await changed(ctx, true);
      return toGroup(group);
    },
    updateGroup: async (_: unknown, args: MutationUpdateGroupArgs, ctx: Ctx) => {
      const { viewer, groupId } = await requireOwner(ctx);
      const { name } = await validateInput(groupNameSchema, args);
      const group = await renameGroup(ctx.db, groupId, viewer.id, name);
      await changed(ctx);
      return toGroup(group);
    },
    // The handle prefixes the group's public addresses: an owner's setting, like the name.
    upsertGroupHandle: async (_: unknown, args: MutationUpsertGroupHandleArgs, ctx: Ctx) => {
      const { viewer, groupId } = await requireOwner(ctx);
      const { handle } = await validateInput(groupHandleSchema, args);
      const group = await setGroupHandle(ctx.db, groupId, viewer.id, handle);
      await changed(ctx);
      return toGroup(group);
    },
    setCurrentGroup: async (_: unknown, args: MutationSetCurrentGroupArgs, ctx: Ctx) => {
      const viewer = await requireUser(ctx);
      const group = await setCurrentGroup(ctx.db, viewer.id, args.groupId);
      await changed(ctx, true);
      return toGroup(group);
    },
    changeGroupUserRole: async (_: unknown, args: MutationChangeGroupUserRoleArgs, ctx: Ctx) => {
      const { viewer, groupId } = await requireOwner(ctx);
      const member = await changeMemberRole(ctx.db, {
        groupId,
        userId: args.userId,
        role: args.role,
        actorId: viewer.id,
        actingAs: 'OWNER',
      });
      await changed(ctx);
      return toGroupUser(member);
    },
    removeUserFromGroup: async (_: unknown, args: MutationRemoveUserFromGroupArgs, ctx: Ctx) => {
      const { viewer, groupId } = await requireOwner(ctx);
      await removeMember(ctx.db, {
        groupId,
        userId: args.userId,
        actorId: viewer.id,
        actingAs: 'OWNER',
      });
      await changed(ctx);
      return success();
    },
    ownerDeleteGroup: async (_: unknown, args: MutationOwnerDeleteGroupArgs, ctx: Ctx) => {
      const { groupId } = await requireOwner(ctx);
      const group = await getGroup(ctx.db, groupId);
      await validateInput(deleteGroupSchema(group.name), args);
      // Its stored files go once the deletion has committed (best effort, logged).
      await deleteGroupWithMedia(ctx, groupId, () => deleteGroup(ctx.db, groupId));
      await changed(ctx, true);
      return success();
    },
    inviteUserToGroup: async (_: unknown, args: MutationInviteUserToGroupArgs, ctx: Ctx) => {
      const { viewer, groupId } = await requireOwner(ctx);
      const { email, role } = await validateInput(inviteSchema, args);
      rateLimit(ctx, 'invite', viewer.id, INVITE_LIMIT);
      const invitation = await inviteToGroup(
        { db: ctx.db, config: ctx.config, mailTransport: ctx.mailTransport, logger: ctx.logger },
        { groupId, email, role, inviter: viewer },
      );
      await changed(ctx);
      return toInvitation(invitation);
    },
    rescindGroupInvitation: async (
      _: unknown,
      args: MutationRescindGroupInvitationArgs,
      ctx: Ctx,
    ) => {
      const { viewer, groupId } = await requireOwner(ctx);
      await rescindInvitation(ctx.db, groupId, viewer.id, args.inviteId);
      await changed(ctx);
      return success();
    },
    acceptGroupInvitation: async (
      _: unknown,
      args: MutationAcceptGroupInvitationArgs,
      ctx: Ctx,
    ) => {
      const viewer = await requireUser(ctx);
      const member = await acceptInvitation(ctx.db, viewer, args.inviteId);
      await changed(ctx, true);
      return toGroupUser(member);
    },
    declineGroupInvitation: async (
      _: unknown,
      args: MutationDeclineGroupInvitationArgs,
      ctx: Ctx,
    ) => {
      const viewer = await requireUser(ctx);
      await declineInvitation(ctx.db, viewer, args.inviteId);
      await changed(ctx);
      return success('Declined invitation.');
    },
  },

  Group: groupFields,
  GroupUser: groupUserFields,
  GroupInvitation: groupInvitationFields,
};
