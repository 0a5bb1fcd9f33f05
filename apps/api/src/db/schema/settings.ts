import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server-wide key/value settings (e.g. whether the demo data has been created). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
