// Authorization checks for resolvers: each returns what it checked or throws the error the user
// reads. Admins are not implicitly members of groups: admin operations use requireAdmin.
import { and, eq } from 'drizzle-orm';
import { groupUsers, type GroupRoleValue } from '../../db/schema';
import { UserError } from '../../errors';
import type { AuthContext } from './context';
import { getViewer, type Viewer } from './viewer';

export const NOT_LOGGED_IN_MESSAGE = 'You must be logged in.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const NO_GROUP_SELECTED_MESSAGE = 'No group selected.';

export interface Membership {
  viewer: Viewer;
  groupId: string;
  role: GroupRoleValue;
}

const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });

export async function requireUser(ctx: AuthContext): Promise<Viewer> {
  const viewer = await getViewer(ctx);
  if (!viewer) throw new UserError(NOT_LOGGED_IN_MESSAGE, { code: 'UNAUTHENTICATED' });
  return viewer;
}

export async function requireAdmin(ctx: AuthContext): Promise<Viewer> {
  const viewer = await requireUser(ctx);
  if (!viewer.isAdmin) throw forbidden();
  return viewer;
}

/**
 * The viewer's membership of `groupId`, or of the current group when omitted ('No group
 * selected.' when there is none). Not a member: FORBIDDEN.
 */
export async function requireMember(ctx: AuthContext, groupId?: string): Promise<Membership> {
  const viewer = await requireUser(ctx);
  const target = groupId ?? viewer.currentGroupId;
  if (!target) throw new UserError(NO_GROUP_SELECTED_MESSAGE, { code: 'NO_GROUP_SELECTED' });
  const [row] = await ctx.db
    .select({ role: groupUsers.role })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, target), eq(groupUsers.userId, viewer.id)));
  if (!row) throw forbidden();
  return { viewer, groupId: target, role: row.role };
}

/** Like requireMember, and the role must be OWNER. */
export async function requireOwner(ctx: AuthContext, groupId?: string): Promise<Membership> {
  const membership = await requireMember(ctx, groupId);
  if (membership.role !== 'OWNER') throw forbidden();
  return membership;
}
