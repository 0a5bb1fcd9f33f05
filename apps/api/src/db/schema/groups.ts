import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { groups } from './groups-table';

export { groups };

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export type GroupRoleValue = 'OWNER' | 'USER';
export type InvitationStatusValue = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'RESCINDED';
/**
 * GroupHistoryEventType of the SDL (test/groups/history-event-types.test.ts checks them).
 * Named on each value: the operation that records it.
 */
export type GroupHistoryEventTypeValue =
  | 'FREE_TRIAL_EXTENDED' // extendFreeTrial
  | 'GROUP_CREATED' // createGroup
  | 'GROUP_RENAMED' // updateGroup
  | 'HANDLE_CHANGED' // upsertGroupHandle
  | 'INVITATION_ACCEPTED' // acceptGroupInvitation
  | 'INVITATION_DECLINED' // declineGroupInvitation
  | 'INVITATION_RESCINDED' // rescindGroupInvitation
  | 'PLAN_ACTIVATED' // reconcilePlan found a newly active plan
  | 'PLAN_CANCELLED' // reconcilePlan or the store's app-uninstalled webhook ended the plan
  | 'PLAN_REQUESTED' // createPlan
  | 'STORE_CONNECTED' // connectShopifyStoreToGroup, connectDevShopifyStore
  | 'USER_INVITED' // inviteUserToGroup
  | 'USER_REMOVED' // removeUserFromGroup, adminRemoveUserFromGroup
  | 'USER_ROLE_CHANGED' // changeGroupUserRole, adminChangeGroupUserRole
  | 'WEBHOOKS_RESET'; // adminResetGroupWebhooks

export const groupUsers = pgTable(
  'group_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<GroupRoleValue>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_users_group_user_key').on(t.groupId, t.userId),
    index('group_users_user_idx').on(t.userId),
  ],
);

export const groupInvitations = pgTable(
  'group_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<GroupRoleValue>().notNull().default('USER'),
    /** Random code carried by the invitation email's link. */
    code: text('code').notNull(),
    /**
     * Never null (GroupInvitation.invitedByUserId is required): deleting the inviter's account
     * deletes the invitations they sent.
     */
    invitedByUserId: uuid('invited_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<InvitationStatusValue>().notNull().default('PENDING'),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('group_invitations_email_idx').on(t.email),
    index('group_invitations_group_idx').on(t.groupId),
    uniqueIndex('group_invitations_code_key').on(t.code),
    // One pending invitation per address and group, even when two owners invite at once.
    uniqueIndex('group_invitations_pending_key')
      .on(t.groupId, t.email)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** Membership and settings events of a group (GroupHistory; event types in the SDL's enum). */
export const groupHistory = pgTable(
  'group_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    /** Who acted; null for events the system records itself (e.g. a store webhook). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type').$type<GroupHistoryEventTypeValue>().notNull(),
    /** Free-text detail: the new name, the invited address, the member and role... */
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [index('group_history_group_idx').on(t.groupId, t.createdAt)],
);
