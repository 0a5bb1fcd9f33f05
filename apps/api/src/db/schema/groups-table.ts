// The groups table alone: the accounts tables (users.current_group_id) and the groups module's other
// tables (groups.ts) both reference it, and neither file imports the other.
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Workspaces. The handle is a unique slug that prefixes public page addresses. */
export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    handle: text('handle'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_handle_key').on(t.handle)],
);
