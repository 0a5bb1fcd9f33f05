import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { groups } from './groups';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Where a video comes from (VideoSource of the SDL). */
export type VideoSourceValue = 'UPLOAD' | 'INSTAGRAM' | 'YOUTUBE' | 'TIKTOK';
/** VideoStatus of the SDL. */
export type VideoStatusValue = 'PROCESSING' | 'ERROR' | 'READY';
/**
 * Life of hosted media: UPLOADING until every byte arrived (tus), PROCESSING while the transcode
 * job runs, then READY (HLS ladder and poster stored) or ERROR.
 */
export type HostedVideoStatusValue = 'UPLOADING' | 'PROCESSING' | 'READY' | 'ERROR';
/**
 * How the bytes of hosted media arrive: a tus upload, a file the server fetched by URL
 * (uploadVideoFromUrl), or a copy the server keeps of a video the group shows but did not upload
 * (an Instagram feed's video posts): no Video row, no upload minutes.
 */
export type HostedVideoOriginValue = 'UPLOAD' | 'URL' | 'COPY';

/**
 * Media this server hosts and transcodes: its id is the Video's externalId and names its files
 * ({id}/manifest/video.m3u8, {id}/poster.jpg). A row outlives the Video that shows it (deletedAt),
 * because upload minutes stay used once uploaded.
 */
export const hostedVideos = pgTable(
  'hosted_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    origin: text('origin').$type<HostedVideoOriginValue>().notNull().default('UPLOAD'),
    /** The tus upload's id: a secret that only the uploading browser learns. */
    uploadId: text('upload_id'),
    fileName: text('file_name').notNull(),
    /** Declared length in bytes; the tus upload is created with exactly this length. */
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Duration the browser read from the file (seconds, rounded up): what the plan check uses. */
    declaredSeconds: integer('declared_seconds').notNull(),
    status: text('status').$type<HostedVideoStatusValue>().notNull().default('UPLOADING'),
    /** Why processing failed, for the logs and operators (the user sees the generic message). */
    errorMessage: text('error_message'),
    /** What ffprobe measured. */
    durationSeconds: doublePrecision('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** Renditions of the HLS ladder, e.g. '360p,720p'. */
    renditions: text('renditions'),
    /** pg-boss id of the latest transcode job. */
    jobId: text('job_id'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
    uploadedAt: timestampColumn('uploaded_at'),
    processedAt: timestampColumn('processed_at'),
    /** Set when the group deleted the video: files removed, minutes still counted. */
    deletedAt: timestampColumn('deleted_at'),
  },
  (t) => [
    uniqueIndex('hosted_videos_upload_id_key')
      .on(t.uploadId)
      .where(sql`${t.uploadId} is not null`),
    index('hosted_videos_group_created_idx').on(t.groupId, t.createdAt),
  ],
);

/** A group's video: uploaded (hosted), imported from Instagram (hosted), YouTube or TikTok. */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Playback address for YOUTUBE / TIKTOK; null for hosted media (built from externalId). */
    url: text('url'),
    /** A storage key (this group's) or, for imports, an absolute address. */
    thumbnailUrl: text('thumbnail_url'),
    duration: doublePrecision('duration').notNull(),
    aspectRatio: doublePrecision('aspect_ratio').notNull(),
    status: text('status').$type<VideoStatusValue>().notNull(),
    source: text('source').$type<VideoSourceValue>().notNull().default('UPLOAD'),
    /** Instagram media id, YouTube video id or TikTok video id; null for uploads. */
    sourceId: text('source_id'),
    /**
     * The page a YOUTUBE / TIKTOK video was imported from (a TikTok page keeps the author's
     * @handle, which TikTok's oEmbed needs); Re-Sync asks about it again. Null when unknown.
     */
    sourceUrl: text('source_url'),
    /** hosted_videos.id for UPLOAD and INSTAGRAM; null for YOUTUBE and TIKTOK. */
    externalId: text('external_id'),
    loop: boolean('loop').notNull().default(false),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('videos_group_created_idx').on(t.groupId, t.createdAt),
    // One video per hosted media.
    uniqueIndex('videos_external_id_key')
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
    index('videos_group_source_idx').on(t.groupId, t.source, t.sourceId),
  ],
);
