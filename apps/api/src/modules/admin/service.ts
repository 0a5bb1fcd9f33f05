// The operator's views and actions over every user and group (doc 1 §6 Admin). Resolvers check
// requireAdmin before calling these.
import { activePlan } from '@vendy/client/domain';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groupPlanHistory, groups, groupUsers, users } from '../../db/schema';
import { UserError } from '../../errors';
import { readHistory, type PlanHistoryRow } from '../billing';
import {
  lockGroup,
  recordGroupEvent,
  type GroupRow,
  type MemberRow,
  type UserRow,
  getGroup,
} from '../groups';
import {
  findGroupStore,
  registerStoreWebhooks,
  type StoreDeps,
  type WebhookRegistration,
} from '../stores';
import { UNABLE_TO_EXTEND_TRIAL, UNABLE_TO_SET_WEBHOOKS } from './messages';

const DAY_MS = 86_400_000;

export interface AdminUserRow {
  user: UserRow;
  /** Oldest first, each with its group. */
  memberships: Array<MemberRow & { group: GroupRow }>;
}

/** Every user with their memberships, newest account first. */
export async function listUsersWithMemberships(db: Database): Promise<AdminUserRow[]> {
  const accounts = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
  const ids = accounts.map((user) => user.id);
  const rows = ids.length
    ? await db
        .select({ member: groupUsers, group: groups })
        .from(groupUsers)
        .innerJoin(groups, eq(groups.id, groupUsers.groupId))
        .where(inArray(groupUsers.userId, ids))
        .orderBy(asc(groupUsers.createdAt), asc(groupUsers.id))
    : [];
  const byUser = new Map<string, AdminUserRow['memberships']>();
  const accountsById = new Map(accounts.map((user) => [user.id, user]));
  for (const { member, group } of rows) {
    const user = accountsById.get(member.userId);
    if (!user) continue;
    const list = byUser.get(member.userId) ?? [];
    list.push({ ...member, user, group });
    byUser.set(member.userId, list);
  }
  return accounts.map((user) => ({ user, memberships: byUser.get(user.id) ?? [] }));
}

/** Every group, newest first. */
export function listGroups(db: Database): Promise<GroupRow[]> {
  return db.select().from(groups).orderBy(desc(groups.createdAt), desc(groups.id));
}

/**
 * Adds `days` to the trial of the group's active plan entry. The entry's trial counts from its
 * creation (freeTrialDaysRemaining of @vendy/client/domain), so a trial that already ran out is
 * first brought up to the days elapsed: the group always ends with (days left before) + `days`.
 */
export async function extendFreeTrial(
  db: Database,
  input: { groupId: string; days: number; actorId: string },
  now: Date = new Date(),
): Promise<PlanHistoryRow> {
  await getGroup(db, input.groupId);
  return db.transaction(async (tx) => {
    await lockGroup(tx, input.groupId);
    const entry = activePlan(await readHistory(tx, input.groupId));
    if (!entry) throw new UserError(UNABLE_TO_EXTEND_TRIAL);
    const elapsedDays = Math.floor(Math.max(0, now.getTime() - entry.createdAt.getTime()) / DAY_MS);
    const freeTrialDays = Math.max(entry.freeTrialDays, elapsedDays) + input.days;
    const [updated] = await tx
      .update(groupPlanHistory)
      .set({ freeTrialDays })
      .where(eq(groupPlanHistory.id, entry.id))
      .returning();
    if (!updated) throw new Error(`extendFreeTrial: plan entry ${entry.id} vanished`);
    await recordGroupEvent(tx, {
      groupId: input.groupId,
      userId: input.actorId,
      eventType: 'FREE_TRIAL_EXTENDED',
      notes: `${entry.planId}: +${input.days} days`,
    });
    return updated;
  });
}

/** Registers the group's store webhooks again; 'Unable to set webhooks.' without a store. */
export async function resetGroupWebhooks(
  deps: StoreDeps,
  input: { groupId: string; actorId: string },
): Promise<WebhookRegistration> {
  await getGroup(deps.db, input.groupId);
  const store = await findGroupStore(deps.db, input.groupId);
  if (!store) throw new UserError(UNABLE_TO_SET_WEBHOOKS);
  const registration = await registerStoreWebhooks(deps, store);
  await recordGroupEvent(deps.db, {
    groupId: input.groupId,
    userId: input.actorId,
    eventType: 'WEBHOOKS_RESET',
    notes: store.storeName,
  });
  return registration;
}
