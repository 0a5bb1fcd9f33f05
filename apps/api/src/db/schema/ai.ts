import {
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';
import { videos } from './videos';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** AIAccountType of the SDL: the text-generation and video-generation platforms. */
export type AIAccountTypeValue = 'OPENAI' | 'SYNTHESIA';
/** JobStatus of the SDL. */
export type GenerativeJobStatusValue = 'PROCESSING' | 'COMPLETE' | 'FAILED';

/**
 * A group's key for an AI platform (at most one per platform). The key is stored sealed
 * (AES-256-GCM, key derived from SESSION_SECRET for this purpose) and never leaves the server; its
 * last four characters are kept apart so the page can show which key is connected.
 */
export const generativeAiAccounts = pgTable(
  'generative_ai_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    type: text('type').$type<AIAccountTypeValue>().notNull(),
    keyEncrypted: text('key_encrypted').notNull(),
    keyLastFour: text('key_last_four').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('generative_ai_accounts_group_type_key').on(t.groupId, t.type)],
);

/**
 * A product script written by a text-generation platform. product_id has no foreign key: the
 * script stays when its product is removed (GeneratedText.product is then null).
 */
export const generatedTexts = pgTable(
  'generated_texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    type: text('type').$type<AIAccountTypeValue>().notNull(),
    productId: uuid('product_id').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('generated_texts_group_created_idx').on(t.groupId, t.createdAt)],
);

/**
 * A video asked of a video-generation platform: `external_id` is the platform's id of it. Once
 * COMPLETE its file has been fetched and saved as a Video of the group (`generated_video_id`).
 * A job made from a generated script keeps the script, its product and the second at which the
 * script first names the product (the loop's timed placement).
 */
export const generativeVideoJobs = pgTable(
  'generative_video_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    type: text('type').$type<AIAccountTypeValue>().notNull(),
    externalId: text('external_id').notNull(),
    status: text('status').$type<GenerativeJobStatusValue>().notNull().default('PROCESSING'),
    title: text('title').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    /** The scenes' script text, one scene a paragraph. */
    script: text('script').notNull(),
    generatedTextId: uuid('generated_text_id').references(() => generatedTexts.id, {
      onDelete: 'set null',
    }),
    productId: uuid('product_id'),
    productMentionSeconds: doublePrecision('product_mention_seconds'),
    /** The scenes' length at the speaking pace, to scale the mention to the finished video. */
    estimatedSeconds: doublePrecision('estimated_seconds').notNull(),
    generatedVideoId: uuid('generated_video_id').references(() => videos.id, {
      onDelete: 'set null',
    }),
    errorMessage: text('error_message'),
    /** Timestamp of the last webhook delivery accepted for the job: older or equal ones are replays. */
    webhookAt: at('webhook_at'),
    /** Set while one process downloads the finished file, so it is saved once. */
    completingAt: at('completing_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('generative_video_jobs_type_external_key').on(t.type, t.externalId),
    index('generative_video_jobs_group_created_idx').on(t.groupId, t.createdAt),
  ],
);
