// What getCurrentUser returns: the viewer's auth and user records and their groups, in the SDL's
// shape. Group fields owned by other modules (users, invitations, history, branding) are left to
// their Group field resolvers.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { planOption } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import {
  groupPlanHistory,
  groups,
  groupUsers,
  shopifyStores,
  type GroupRoleValue,
  type LoginProviderValue,
  type PlanHistoryStatusValue,
} from '../../db/schema';
import type { Viewer } from '../auth';

export interface AuthView {
  isUser: boolean;
  isAdmin: boolean;
  email: string;
  emailVerified: boolean;
}

export interface UserView {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  loginProvider: LoginProviderValue;
  showGuidedTour: boolean;
  createdAt: Date;
}

export interface PlanHistoryView {
  id: string;
  planId: string;
  createdAt: Date;
  status: PlanHistoryStatusValue;
  freeTrialDays: number;
  plan: { id: string; price: number; features: Record<string, boolean> };
}

export interface GroupView {
  id: string;
  name: string;
  handle: string | null;
  createdAt: Date;
  viewerRole: GroupRoleValue;
  shopifyStore: { id: string; groupId: string; storeName: string; groupName: string } | null;
  planHistory: PlanHistoryView[];
  instagramAccount: null;
}

export function toAuth(viewer: Viewer): AuthView {
  return {
    isUser: true,
    isAdmin: viewer.isAdmin,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
  };
}

export function toUser(user: UserView): UserView {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    loginProvider: user.loginProvider,
    showGuidedTour: user.showGuidedTour,
    createdAt: user.createdAt,
  };
}

function toPlan(planId: string): PlanHistoryView['plan'] {
  const plan = planOption(planId);
  if (!plan) throw new Error(`Plan history refers to unknown plan "${planId}"`);
  return { id: plan.id, price: plan.price, features: { ...plan.features } };
}

/** The user's groups, oldest membership first, each with its store and plan history (newest first). */
export async function groupsOfUser(db: Database, userId: string): Promise<GroupView[]> {
  const memberships = await db
    .select({ group: groups, role: groupUsers.role })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(groupUsers.userId, userId))
    .orderBy(asc(groupUsers.createdAt), asc(groupUsers.id));
  if (memberships.length === 0) return [];
  const ids = memberships.map((m) => m.group.id);
  const [stores, history] = await Promise.all([
    db.select().from(shopifyStores).where(inArray(shopifyStores.groupId, ids)),
    db
      .select()
      .from(groupPlanHistory)
      .where(inArray(groupPlanHistory.groupId, ids))
      .orderBy(desc(groupPlanHistory.createdAt), desc(groupPlanHistory.id)),
  ]);
  return memberships.map(({ group, role }) => {
    const store = stores.find((s) => s.groupId === group.id);
    return {
      id: group.id,
      name: group.name,
      handle: group.handle,
      createdAt: group.createdAt,
      viewerRole: role,
      shopifyStore: store
        ? { id: store.id, groupId: group.id, storeName: store.storeName, groupName: group.name }
        : null,
      planHistory: history
        .filter((entry) => entry.groupId === group.id)
        .map((entry) => ({
          id: entry.id,
          planId: entry.planId,
          createdAt: entry.createdAt,
          status: entry.status,
          freeTrialDays: entry.freeTrialDays,
          plan: toPlan(entry.planId),
        })),
      instagramAccount: null,
    };
  });
}
