import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { groups } from './groups';

export type PlanHistoryStatusValue = 'ACTIVE' | 'CANCELLED' | 'REQUESTED';

/**
 * A group's plan history (GroupPlanHistory), read newest first: the active plan is the first
 * ACTIVE entry unless a CANCELLED one comes before it. Plans themselves are the catalogue in
 * @vendy/client/domain (PLAN_CATALOGUE).
 */
export const groupPlanHistory = pgTable(
  'group_plan_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    status: text('status').$type<PlanHistoryStatusValue>().notNull(),
    freeTrialDays: integer('free_trial_days').notNull().default(0),
    /** The store's subscription (charge) id, for REQUESTED entries awaiting confirmation. */
    chargeId: text('charge_id'),
    confirmationUrl: text('confirmation_url'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('group_plan_history_group_idx').on(t.groupId, t.createdAt)],
);
