// Which page HTML a signed-in visitor's first request gets (http/static.ts): the signed-in frame,
// and on the dashboard the frame with the guided tour's welcome card when the tour opens for them
// (doc 3 §2: the user's showGuidedTour flag and a paid plan on their current group), so that the
// card paints with the page. The app decides again once the session has loaded (it also knows a
// dismissal kept in the browser) and replaces the card with its own, or removes it.
import { activePlan, planOption, shouldOfferGuidedTour } from '@vendy/client/domain';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groupPlanHistory, groupUsers, sessions, users } from '../../db/schema';
import { hashToken } from '../auth';

/** null without a live session; otherwise whether the guided tour opens for the visitor. */
export async function signedInFrameOf(
  db: Database,
  token: string | undefined,
): Promise<{ guidedTour: boolean } | null> {
  if (!token) return null;
  const [viewer] = await db
    .select({
      userId: users.id,
      showGuidedTour: users.showGuidedTour,
      groupId: users.currentGroupId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  if (!viewer) return null;
  if (!viewer.showGuidedTour || !viewer.groupId) return { guidedTour: false };
  // The current group's plan history, newest first (as Group.planHistory), if still a member.
  const history = await db
    .select({ planId: groupPlanHistory.planId, status: groupPlanHistory.status })
    .from(groupPlanHistory)
    .innerJoin(
      groupUsers,
      and(eq(groupUsers.groupId, groupPlanHistory.groupId), eq(groupUsers.userId, viewer.userId)),
    )
    .where(eq(groupPlanHistory.groupId, viewer.groupId))
    .orderBy(desc(groupPlanHistory.createdAt), desc(groupPlanHistory.id));
  const entry = activePlan(history);
  return {
    guidedTour: shouldOfferGuidedTour({
      showGuidedTour: true,
      plan: entry ? planOption(entry.planId) : null,
      dismissed: false,
    }),
  };
}
