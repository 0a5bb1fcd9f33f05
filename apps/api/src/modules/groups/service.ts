// Groups themselves: creating, renaming, the handle, the current group, deleting. Resolvers
// authorize and validate before calling these; membership changes live in membership.ts and
// invitations in invitations.ts.
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groups, groupUsers, users } from '../../db/schema';
import { UserError } from '../../errors';
import { isUuid } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { lockGroup } from './lock';
import { recordGroupEvent } from './history';
import type { GroupRow } from './loaders';
import { GROUP_NOT_FOUND, HANDLE_TAKEN, UNABLE_TO_SWITCH } from './messages';

export async function findGroup(db: Database, groupId: string): Promise<GroupRow | undefined> {
  if (!isUuid(groupId)) return undefined;
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
  return group;
}

export async function getGroup(db: Database, groupId: string): Promise<GroupRow> {
  const group = await findGroup(db, groupId);
  if (!group) throw new UserError(GROUP_NOT_FOUND, { code: 'NOT_FOUND' });
  return group;
}

/** A new group with the user as its OWNER; it becomes the user's current group. */
export async function createGroup(db: Database, userId: string, name: string): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const [group] = await tx.insert(groups).values({ name }).returning();
    if (!group) throw new Error('groups insert returned nothing');
    await tx.insert(groupUsers).values({ groupId: group.id, userId, role: 'OWNER' });
    await tx
      .update(users)
      .set({ currentGroupId: group.id, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await recordGroupEvent(tx, {
      groupId: group.id,
      userId,
      eventType: 'GROUP_CREATED',
      notes: name,
    });
    return group;
  });
}

export async function renameGroup(
  db: Database,
  groupId: string,
  actorId: string,
  name: string,
): Promise<GroupRow> {
  return db.transaction(async (tx) => {
    const current = await lockGroup(tx, groupId);
    if (current.name === name) return current;
    const [group] = await tx
      .update(groups)
      .set({ name, updatedAt: new Date() })
      .where(eq(groups.id, groupId))
      .returning();
    if (!group) throw new Error(`renameGroup: no group ${groupId}`);
    await recordGroupEvent(tx, {
      groupId,
      userId: actorId,
      eventType: 'GROUP_RENAMED',
      notes: name,
    });
    return group;
  });
}

/** Sets the handle (a slug, already validated); handles are unique across groups. */
export async function setGroupHandle(
  db: Database,
  groupId: string,
  actorId: string,
  handle: string,
): Promise<GroupRow> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockGroup(tx, groupId);
      if (current.handle === handle) return current;
      const [taken] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.handle, handle), ne(groups.id, groupId)));
      if (taken) throw new UserError(HANDLE_TAKEN);
      const [group] = await tx
        .update(groups)
        .set({ handle, updatedAt: new Date() })
        .where(eq(groups.id, groupId))
        .returning();
      if (!group) throw new Error(`setGroupHandle: no group ${groupId}`);
      await recordGroupEvent(tx, {
        groupId,
        userId: actorId,
        eventType: 'HANDLE_CHANGED',
        notes: handle,
      });
      return group;
    });
  } catch (error) {
    // Two groups claiming one handle at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw new UserError(HANDLE_TAKEN);
    throw error;
  }
}

/**
 * Makes one of the user's groups their current group. Not a member (or no such group): FORBIDDEN
 * 'Unable to switch to this group.', the same answer either way.
 */
export async function setCurrentGroup(
  db: Database,
  userId: string,
  groupId: string,
): Promise<GroupRow> {
  const forbidden = () => new UserError(UNABLE_TO_SWITCH, { code: 'FORBIDDEN' });
  if (!isUuid(groupId)) throw forbidden();
  const [row] = await db
    .select({ group: groups })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  if (!row) throw forbidden();
  await db
    .update(users)
    .set({ currentGroupId: groupId, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return row.group;
}

/**
 * Deletes the group and everything it owns: memberships, invitations, history and plan history go
 * with it (ON DELETE CASCADE); members whose current group it was are left without one and its
 * store without a group (ON DELETE SET NULL).
 */
export async function deleteGroup(db: Database, groupId: string): Promise<void> {
  await db.delete(groups).where(eq(groups.id, groupId));
}
