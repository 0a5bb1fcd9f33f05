// Members of a group: listing them, changing roles, removing them. Used by the owners' operations
// (changeGroupUserRole, removeUserFromGroup) and the admin's (adminChangeGroupUserRole,
// adminRemoveUserFromGroup). Two rules hold for every caller: nobody acts on themselves, and a
// group always keeps at least one OWNER.
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groupUsers, users, type GroupRoleValue } from '../../db/schema';
import { UserError } from '../../errors';
import { FORBIDDEN_MESSAGE } from '../auth';
import { isUuid } from '../../db/ids';
import { lockGroup } from './lock';
import { recordGroupEvent } from './history';
import { loadMembers, type MemberRow } from './loaders';
import { LAST_OWNER, NOT_A_MEMBER, OWN_ROLE, REMOVE_SELF } from './messages';

/** Members with their accounts, OWNERs first, then by name. */
export function listMembers(db: Database, groupId: string): Promise<MemberRow[]> {
  return loadMembers(db, [groupId]);
}

export interface MemberChange {
  groupId: string;
  /** The member acted on. */
  userId: string;
  /** Who acts; recorded in the group's history. */
  actorId: string;
  /**
   * OWNER: the actor must (still, inside the transaction) be an OWNER of the group. ADMIN: the
   * caller has checked that the actor is an admin, who need not be a member.
   */
  actingAs: 'OWNER' | 'ADMIN';
}

async function memberOf(tx: Database, groupId: string, userId: string): Promise<MemberRow | null> {
  if (!isUuid(userId)) return null;
  const [row] = await tx
    .select({ member: groupUsers, user: users })
    .from(groupUsers)
    .innerJoin(users, eq(users.id, groupUsers.userId))
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  return row ? { ...row.member, user: row.user } : null;
}

async function ownerCount(tx: Database, groupId: string): Promise<number> {
  const [row] = await tx
    .select({ owners: count() })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.role, 'OWNER')));
  return row?.owners ?? 0;
}

/** Locks the group, then checks the actor and finds the target member. */
async function prepareChange(
  tx: Database,
  change: MemberChange,
  selfMessage: string,
): Promise<MemberRow> {
  await lockGroup(tx, change.groupId);
  if (change.actingAs === 'OWNER') {
    const actor = await memberOf(tx, change.groupId, change.actorId);
    if (actor?.role !== 'OWNER') throw new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });
  }
  if (change.userId === change.actorId) throw new UserError(selfMessage);
  const target = await memberOf(tx, change.groupId, change.userId);
  if (!target) throw new UserError(NOT_A_MEMBER, { code: 'NOT_FOUND' });
  return target;
}

/** Sets another member's role; refuses to demote the last OWNER. */
export async function changeMemberRole(
  db: Database,
  change: MemberChange & { role: GroupRoleValue },
): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const target = await prepareChange(tx, change, OWN_ROLE);
    if (target.role === change.role) return target;
    if (target.role === 'OWNER' && (await ownerCount(tx, change.groupId)) <= 1) {
      throw new UserError(LAST_OWNER);
    }
    const [updated] = await tx
      .update(groupUsers)
      .set({ role: change.role })
      .where(eq(groupUsers.id, target.id))
      .returning();
    if (!updated) throw new Error(`changeMemberRole: membership ${target.id} vanished`);
    await recordGroupEvent(tx, {
      groupId: change.groupId,
      userId: change.actorId,
      eventType: 'USER_ROLE_CHANGED',
      notes: `${target.user.email}: ${change.role}`,
    });
    return { ...updated, user: target.user };
  });
}

/**
 * Removes another member; refuses to remove the last OWNER. A removed member whose current group
 * this was is left without one.
 */
export async function removeMember(db: Database, change: MemberChange): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await prepareChange(tx, change, REMOVE_SELF);
    if (target.role === 'OWNER' && (await ownerCount(tx, change.groupId)) <= 1) {
      throw new UserError(LAST_OWNER);
    }
    await tx.delete(groupUsers).where(eq(groupUsers.id, target.id));
    await tx
      .update(users)
      .set({ currentGroupId: null, updatedAt: new Date() })
      .where(and(eq(users.id, target.userId), eq(users.currentGroupId, change.groupId)));
    await recordGroupEvent(tx, {
      groupId: change.groupId,
      userId: change.actorId,
      eventType: 'USER_REMOVED',
      notes: target.user.email,
    });
  });
}
