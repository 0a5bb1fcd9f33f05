// Database rows → the SDL's shapes. Only the fields the contract names leave the server (no
// password hashes, store tokens or charge ids).
import { planOption } from '@vendy/client/domain';
import type { ResolversParentTypes, User } from '../../graphql/generated/resolvers-types';
import type { GroupHistoryRow } from './history';
import type {
  GroupRow,
  InvitationRow,
  MemberRow,
  PlanHistoryRow,
  StoreRow,
  UserRow,
} from './loaders';

/**
 * What the Group field resolvers need: the id at least. Other modules (getCurrentUser, the admin
 * operations) may return a whole `groups` row or just `{ id }`; missing columns are loaded. This
 * and the two below are the `mappers` of packages/client/codegen.ts.
 */
export type GroupParent = ResolversParentTypes['Group'];

/** A membership; `user` and `group` are loaded from the ids when absent. */
export type GroupUserShape = ResolversParentTypes['GroupUser'];

/** An invitation; its `code` is shown only to those allowed to see it (GroupInvitation.code). */
export type InvitationShape = ResolversParentTypes['GroupInvitation'];

export function toGroup(row: GroupRow): GroupParent {
  return { id: row.id, name: row.name, handle: row.handle, createdAt: row.createdAt };
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    loginProvider: row.loginProvider,
    showGuidedTour: row.showGuidedTour,
    createdAt: row.createdAt,
  };
}

export function toGroupUser(row: MemberRow): GroupUserShape {
  return {
    id: row.id,
    userId: row.userId,
    groupId: row.groupId,
    role: row.role,
    user: toUser(row.user),
  };
}

export function toInvitation(row: InvitationRow): InvitationShape {
  return {
    id: row.id,
    email: row.email,
    groupId: row.groupId,
    role: row.role,
    code: row.code,
    invitedByUserId: row.invitedByUserId,
    status: row.status,
    createdAt: row.createdAt,
  };
}

export function toHistory(row: GroupHistoryRow) {
  return {
    id: row.id,
    userId: row.userId,
    groupId: row.groupId,
    eventType: row.eventType,
    notes: row.notes,
    createdAt: row.createdAt,
  };
}

/**
 * Plans are the catalogue's. An id it does not know is a bug to surface, not an entry to skip:
 * skipping it would change which plan the browser finds active.
 */
export function toPlanHistory(row: PlanHistoryRow) {
  const plan = planOption(row.planId);
  if (!plan) throw new Error(`group_plan_history ${row.id}: unknown plan id ${row.planId}`);
  return {
    id: row.id,
    planId: row.planId,
    createdAt: row.createdAt,
    status: row.status,
    freeTrialDays: row.freeTrialDays,
    plan: { id: plan.id, price: plan.price, features: { ...plan.features } },
  };
}

export function toStore(row: StoreRow, groupId: string, groupName: string) {
  return { id: row.id, groupId, storeName: row.storeName, groupName };
}
