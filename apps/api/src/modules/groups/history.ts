// The group's event log (GroupHistory). Other modules record their events through recordGroupEvent
// too (store connected, plan requested, trial extended...), with the SDL's event types.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groupHistory, type GroupHistoryEventTypeValue } from '../../db/schema';

/** The SDL's GroupHistoryEventType, as stored (test/groups/history-event-types.test.ts). */
export type GroupHistoryEventType = GroupHistoryEventTypeValue;
export type GroupHistoryRow = typeof groupHistory.$inferSelect;

export interface GroupEvent {
  groupId: string;
  /** Who acted; null for events the system records itself (a webhook, a scheduled job). */
  userId: string | null;
  eventType: GroupHistoryEventType;
  /** Free-text detail: the new name, the invited address, the plan id... */
  notes?: string | null;
}

/** Pass the transaction that makes the change, so the event is recorded only if it commits. */
export async function recordGroupEvent(db: Database, event: GroupEvent): Promise<void> {
  await db.insert(groupHistory).values({
    groupId: event.groupId,
    userId: event.userId,
    eventType: event.eventType,
    notes: event.notes ?? null,
  });
}

/** Newest first. */
export function listGroupHistory(db: Database, groupId: string): Promise<GroupHistoryRow[]> {
  return db
    .select()
    .from(groupHistory)
    .where(eq(groupHistory.groupId, groupId))
    .orderBy(desc(groupHistory.createdAt), desc(groupHistory.id));
}
