// Field resolvers of Group, GroupUser and GroupInvitation. They work from whatever parent another
// module returns (a `groups` row or just `{ id }` for a Group) and enforce who may see what:
// members and admins see a group's users, invitations, store and plans, OWNERs and admins its
// history, and an invitation's code is shown only to the invitee, the group's OWNERs and admins.
import type { GraphQLContext } from '../../graphql/context';
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
  type GroupUserShape,
  type InvitationShape,
} from './mappers';
import { GROUP_NOT_FOUND } from './messages';

/**
 * graphql-tools types every parent as `unknown`; each resolver here states the parent its type's
 * resolvers return (the mappers' shapes).
 */
function field<P, R>(resolve: (parent: P, args: unknown, ctx: GraphQLContext) => R) {
  return resolve as (parent: unknown, args: unknown, ctx: GraphQLContext) => R;
}

const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });

async function groupRow(ctx: GraphQLContext, groupId: string): Promise<GroupRow> {
  const row = await loaders(ctx).group.load(groupId);
  if (!row) throw new UserError(GROUP_NOT_FOUND, { code: 'NOT_FOUND' });
  return row;
}

/** The parent's own column when it has it, else the group's row. */
function column<K extends 'name' | 'handle' | 'createdAt'>(key: K) {
  return field(async (group: GroupParent, _args, ctx) =>
    group[key] !== undefined ? group[key] : (await groupRow(ctx, group.id))[key],
  );
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

export const groupFields = {
  name: column('name'),
  handle: column('handle'),
  createdAt: column('createdAt'),
  viewerRole: field(
    async (group: GroupParent, _args, ctx) => (await viewerRoles(ctx)).get(group.id) ?? null,
  ),
  // An invitee or a store's credential owner reaches a group they are not a member of: they see
  // its name, not its store or plans (null and [] rather than an error, so the browser's own
  // documents still work for them).
  shopifyStore: field(async (group: GroupParent, _args, ctx) => {
    if (!(await isMemberOrAdmin(ctx, group.id))) return null;
    const store = await loaders(ctx).store.load(group.id);
    if (!store) return null;
    const name = group.name ?? (await groupRow(ctx, group.id)).name;
    return toStore(store, group.id, name);
  }),
  planHistory: field(async (group: GroupParent, _args, ctx) =>
    (await isMemberOrAdmin(ctx, group.id))
      ? (await loaders(ctx).planHistory.load(group.id)).map(toPlanHistory)
      : [],
  ),
  users: field(async (group: GroupParent, _args, ctx) => {
    await requireMemberOrAdmin(ctx, group.id);
    return (await loaders(ctx).members.load(group.id)).map(toGroupUser);
  }),
  invitations: field(async (group: GroupParent, _args, ctx) => {
    await requireMemberOrAdmin(ctx, group.id);
    return (await loaders(ctx).invitations.load(group.id)).map(toInvitation);
  }),
  history: field(async (group: GroupParent, _args, ctx) => {
    if (!(await isOwnerOrAdmin(ctx, group.id))) throw forbidden();
    return (await listGroupHistory(ctx.db, group.id)).map(toHistory);
  }),
};

export const groupUserFields = {
  user: field(async (member: GroupUserShape, _args, ctx) => {
    if (member.user) return member.user;
    const row = await loaders(ctx).user.load(member.userId);
    if (!row) throw new Error(`GroupUser ${member.id}: no user ${member.userId}`);
    return toUser(row);
  }),
  group: field((member: GroupUserShape): GroupParent => member.group ?? { id: member.groupId }),
};

export const groupInvitationFields = {
  code: field(async (invitation: InvitationShape, _args, ctx) => {
    const viewer = await getViewer(ctx);
    if (!viewer) return null;
    const allowed =
      viewer.email === invitation.email || (await isOwnerOrAdmin(ctx, invitation.groupId));
    return allowed ? invitation.code : null;
  }),
  group: field(
    (invitation: InvitationShape): GroupParent => invitation.group ?? { id: invitation.groupId },
  ),
};
