// Field resolvers of Group, GroupUser and GroupInvitation. They work from whatever parent another
// module returns (a `groups` row or just `{ id }` for a Group) and enforce who may see what:
// members and admins see a group's users, invitations, store and plans, OWNERs and admins its
// history, and an invitation's code is shown only to the invitee, the group's OWNERs and admins.
import type { GraphQLContext } from '../../graphql/context';
import type {
  GroupInvitationResolvers,
  GroupResolvers,
  GroupUserResolvers,
} from '../../graphql/generated/resolvers-types';
import { UserError } from '../../errors';
import { FORBIDDEN_MESSAGE, getViewer } from '../auth';
import { listGroupHistory } from './history';
import { loaders, viewerRoles, type GroupRow } from './loaders';
import {
  toGroupUser,
  toHistory,
  toInvitation,
  toPlanHistory,
  toStore,
  toUser,
  type GroupParent,
} from './mappers';
import { GROUP_NOT_FOUND } from './messages';

const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });

async function groupRow(ctx: GraphQLContext, groupId: string): Promise<GroupRow> {
  const row = await loaders(ctx).group.load(groupId);
  if (!row) throw new UserError(GROUP_NOT_FOUND, { code: 'NOT_FOUND' });
  return row;
}

/** The parent's own column when it has it, else the group's row. */
function column<K extends 'name' | 'handle' | 'createdAt'>(key: K) {
  return async (group: GroupParent, _args: unknown, ctx: GraphQLContext) => {
    const own = group[key];
    return own !== undefined ? own : (await groupRow(ctx, group.id))[key];
  };
}

async function isAdmin(ctx: GraphQLContext): Promise<boolean> {
  return (await getViewer(ctx))?.isAdmin ?? false;
}

async function isMemberOrAdmin(ctx: GraphQLContext, groupId: string): Promise<boolean> {
  return (await viewerRoles(ctx)).has(groupId) || isAdmin(ctx);
}

async function requireMemberOrAdmin(ctx: GraphQLContext, groupId: string): Promise<void> {
  if (!(await isMemberOrAdmin(ctx, groupId))) throw forbidden();
}

async function isOwnerOrAdmin(ctx: GraphQLContext, groupId: string): Promise<boolean> {
  return (await viewerRoles(ctx)).get(groupId) === 'OWNER' || isAdmin(ctx);
}

export const groupFields: GroupResolvers = {
  name: column('name'),
  handle: column('handle'),
  createdAt: column('createdAt'),
  viewerRole: async (group, _args, ctx) => (await viewerRoles(ctx)).get(group.id) ?? null,
  // An invitee or a store's credential owner reaches a group they are not a member of: they see
  // its name, not its store or plans (null and [] rather than an error, so the browser's own
  // documents still work for them).
  shopifyStore: async (group, _args, ctx) => {
    if (!(await isMemberOrAdmin(ctx, group.id))) return null;
    const store = await loaders(ctx).store.load(group.id);
    if (!store) return null;
    const name = group.name ?? (await groupRow(ctx, group.id)).name;
    return toStore(store, group.id, name);
  },
  planHistory: async (group, _args, ctx) =>
    (await isMemberOrAdmin(ctx, group.id))
      ? (await loaders(ctx).planHistory.load(group.id)).map(toPlanHistory)
      : [],
  users: async (group, _args, ctx) => {
    await requireMemberOrAdmin(ctx, group.id);
    return (await loaders(ctx).members.load(group.id)).map(toGroupUser);
  },
  invitations: async (group, _args, ctx) => {
    await requireMemberOrAdmin(ctx, group.id);
    return (await loaders(ctx).invitations.load(group.id)).map(toInvitation);
  },
  history: async (group, _args, ctx) => {
    if (!(await isOwnerOrAdmin(ctx, group.id))) throw forbidden();
    return (await listGroupHistory(ctx.db, group.id)).map(toHistory);
  },
};

export const groupUserFields: GroupUserResolvers = {
  user: async (member, _args, ctx) => {
    if (member.user) return member.user;
    const row = await loaders(ctx).user.load(member.userId);
    if (!row) throw new Error(`GroupUser ${member.id}: no user ${member.userId}`);
    return toUser(row);
  },
  group: (member) => member.group ?? { id: member.groupId },
};

export const groupInvitationFields: GroupInvitationResolvers = {
  code: async (invitation, _args, ctx) => {
    const viewer = await getViewer(ctx);
    if (!viewer) return null;
    const allowed =
      viewer.email === invitation.email || (await isOwnerOrAdmin(ctx, invitation.groupId));
    return allowed ? (invitation.code ?? null) : null;
  },
  group: (invitation) => invitation.group ?? { id: invitation.groupId },
};
