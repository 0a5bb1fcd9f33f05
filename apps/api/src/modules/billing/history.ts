// A group's plan history, newest first. Every write stamps its entry with a time strictly after
// the group's newest entry, so the order (and with it activePlan()) never depends on ties between
// entries written in the same millisecond or transaction.
import { activePlan, freeTrialDaysRemaining } from '@vendy/client/domain';
import { and, asc, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groupPlanHistory, type PlanHistoryStatusValue } from '../../db/schema';

export type PlanHistoryRow = typeof groupPlanHistory.$inferSelect;

export function readHistory(db: Database, groupId: string): Promise<PlanHistoryRow[]> {
  return db
    .select()
    .from(groupPlanHistory)
    .where(eq(groupPlanHistory.groupId, groupId))
    .orderBy(desc(groupPlanHistory.createdAt), desc(groupPlanHistory.id));
}

/** Entries awaiting the merchant's approval, oldest first. */
export function pendingRequests(db: Database, groupId: string): Promise<PlanHistoryRow[]> {
  return db
    .select()
    .from(groupPlanHistory)
    .where(and(eq(groupPlanHistory.groupId, groupId), eq(groupPlanHistory.status, 'REQUESTED')))
    .orderBy(asc(groupPlanHistory.createdAt), asc(groupPlanHistory.id));
}

async function nextStamp(db: Database, groupId: string): Promise<Date> {
  const [row] = await db
    .select({ newest: max(groupPlanHistory.createdAt) })
    .from(groupPlanHistory)
    .where(eq(groupPlanHistory.groupId, groupId));
  const now = Date.now();
  const newest = row?.newest ? new Date(row.newest).getTime() : 0;
  return new Date(Math.max(now, newest + 1));
}

export interface NewEntry {
  groupId: string;
  planId: string;
  status: PlanHistoryStatusValue;
  freeTrialDays?: number;
  chargeId?: string | null;
  confirmationUrl?: string | null;
}

/** Adds an entry on top of the history. */
export async function appendEntry(db: Database, entry: NewEntry): Promise<PlanHistoryRow> {
  const [row] = await db
    .insert(groupPlanHistory)
    .values({ ...entry, createdAt: await nextStamp(db, entry.groupId) })
    .returning();
  if (!row) throw new Error('plan history insert returned nothing');
  return row;
}

/**
 * An approved request becomes the group's plan from now: it moves to the top, and its trial days
 * count from the approval. Null when another request already settled it.
 */
export async function activateRequest(
  db: Database,
  request: PlanHistoryRow,
): Promise<PlanHistoryRow | null> {
  const [row] = await db
    .update(groupPlanHistory)
    .set({ status: 'ACTIVE', createdAt: await nextStamp(db, request.groupId) })
    .where(and(eq(groupPlanHistory.id, request.id), eq(groupPlanHistory.status, 'REQUESTED')))
    .returning();
  return row ?? null;
}

/**
 * A request that will never take effect (declined, expired, the app uninstalled) is recorded as
 * CANCELLED where it stands. Since a CANCELLED entry hides every older ACTIVE one, the plan that
 * was in force is then written again on top, with the trial days it had left, so that activePlan()
 * still finds it. Returns false when the request was already settled.
 */
export async function cancelRequest(db: Database, request: PlanHistoryRow): Promise<boolean> {
  const before = activePlan(
    (await readHistory(db, request.groupId)).filter((e) => e.id !== request.id),
  );
  const [cancelled] = await db
    .update(groupPlanHistory)
    .set({ status: 'CANCELLED' })
    .where(and(eq(groupPlanHistory.id, request.id), eq(groupPlanHistory.status, 'REQUESTED')))
    .returning();
  if (!cancelled) return false;
  const after = activePlan(await readHistory(db, request.groupId));
  if (before && after?.id !== before.id) {
    await appendEntry(db, {
      groupId: request.groupId,
      planId: before.planId,
      status: 'ACTIVE',
      freeTrialDays: freeTrialDaysRemaining(before),
      chargeId: before.chargeId,
    });
  }
  return true;
}

/** The 30-day trial is granted once per group: any plan that took effect with trial days counts. */
export function hadTrial(history: readonly PlanHistoryRow[]): boolean {
  return history.some((entry) => entry.status === 'ACTIVE' && entry.freeTrialDays > 0);
}
