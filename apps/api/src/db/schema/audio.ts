import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** VideoStatus of the SDL; audio is served as uploaded, so it is READY from the start. */
export type AudioStatusValue = 'PROCESSING' | 'ERROR' | 'READY';

/**
 * A group's audio track. Its file is stored under groups/{groupId}/audio/{externalId}.mp3: the
 * key is derived from the group and the upload id, never taken from the client. Deleting sets
 * deletedAt and removes the file; timeline segments that still name the track treat it as gone.
 */
export const audios = pgTable(
  'audios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** The upload id from getAudioUploadUrl (also the file's name). */
    externalId: text('external_id').notNull(),
    /** Storage key of the file; the answer's url is its public address. */
    fileKey: text('file_key').notNull(),
    /** Length in seconds, as read by the browser. */
    duration: doublePrecision('duration').notNull(),
    /** Bytes stored. */
    size: bigint('size', { mode: 'number' }).notNull(),
    status: text('status').$type<AudioStatusValue>().notNull().default('READY'),
    loop: boolean('loop').notNull().default(false),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
    deletedAt: timestampColumn('deleted_at'),
  },
  (t) => [
    index('audios_group_created_idx').on(t.groupId, t.createdAt),
    // One track per uploaded file.
    uniqueIndex('audios_external_id_key').on(t.externalId),
    index('audios_live_idx')
      .on(t.groupId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export type AudioRow = typeof audios.$inferSelect;
