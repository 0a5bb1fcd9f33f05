import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LayoutType } from '@vendy/client/domain';
import { audios } from './audio';
import { groups } from './groups';
import { imageCollections } from './images';
import { videos } from './videos';

// The layouts module (src/modules/layouts): shoppable videos (virtual videos and their segments),
// media collections of shoppable videos, and layouts (widgets) that embed one or the other.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** WidgetStatus of the SDL: DRAFT until finalized. */
export type WidgetStatusValue = 'DRAFT' | 'READY';
/**
 * AudioSource of the SDL (doc 3 §3 audioSrc): the segment's own sound ('Video' for a video,
 * 'Image' for a silent photo collection), its audio track instead ('Audio') or both ('Combined').
 */
export type AudioSourceValue = 'Video' | 'Image' | 'Audio' | 'Combined';
export const AUDIO_SOURCES: readonly AudioSourceValue[] = ['Video', 'Image', 'Audio', 'Combined'];

/** A percentage column of an overlay (0 to 100). */
const percent = (name: string, initial: number) => doublePrecision(name).notNull().default(initial);

/** A shoppable video: segments played one after another as one timeline. */
export const virtualVideos = pgTable(
  'virtual_videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('virtual_videos_group_idx').on(t.groupId, t.createdAt)],
);

/**
 * One segment of a shoppable video: a video or a photo collection (exactly one), with an optional
 * audio track and an optional photo collection laid over it (the overlay). Deleting the video or
 * the collection removes the segment; deleting the overlay's collection removes the overlay only;
 * a deleted (soft) audio track or photo collection is left out when the timeline is read.
 */
export const virtualVideoSegments = pgTable(
  'virtual_video_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    virtualVideoId: uuid('virtual_video_id')
      .notNull()
      .references(() => virtualVideos.id, { onDelete: 'cascade' }),
    /** Position from 0, without gaps. */
    rank: integer('rank').notNull(),
    title: text('title'),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    imageCollectionId: uuid('image_collection_id').references(() => imageCollections.id, {
      onDelete: 'cascade',
    }),
    audioId: uuid('audio_id').references(() => audios.id, { onDelete: 'set null' }),
    /** What the segment sounds like; rows older than the column got theirs from their audio. */
    audioSrc: text('audio_src').$type<AudioSourceValue>().notNull().default('Video'),
    overlayId: uuid('overlay_id').references(() => imageCollections.id, { onDelete: 'set null' }),
    /** Percent of the segment's length. */
    overlayStart: percent('overlay_start', 0),
    overlayEnd: percent('overlay_end', 100),
    /** Percent of the frame, from its top left corner. */
    overlayX: percent('overlay_x', 0),
    overlayY: percent('overlay_y', 0),
    overlayWidth: percent('overlay_width', 100),
    overlayHeight: percent('overlay_height', 100),
  },
  (t) => [
    uniqueIndex('virtual_video_segments_rank_key').on(t.virtualVideoId, t.rank),
    index('virtual_video_segments_video_idx').on(t.videoId),
    index('virtual_video_segments_image_collection_idx').on(t.imageCollectionId),
    index('virtual_video_segments_audio_idx').on(t.audioId),
    index('virtual_video_segments_overlay_idx').on(t.overlayId),
    check(
      'virtual_video_segments_one_media',
      sql`(${t.videoId} is null) <> (${t.imageCollectionId} is null)`,
    ),
    check(
      'virtual_video_segments_audio_src',
      sql`${t.audioSrc} in ('Video', 'Image', 'Audio', 'Combined')`,
    ),
    check(
      'virtual_video_segments_overlay_box',
      sql`${t.overlayStart} >= 0 and ${t.overlayStart} < ${t.overlayEnd} and ${t.overlayEnd} <= 100
        and ${t.overlayX} >= 0 and ${t.overlayY} >= 0 and ${t.overlayWidth} > 0
        and ${t.overlayHeight} > 0 and ${t.overlayX} + ${t.overlayWidth} <= 100.000001
        and ${t.overlayY} + ${t.overlayHeight} <= 100.000001`,
    ),
  ],
);

/** An ordered set of shoppable videos, played by the multi-video layouts. */
export const mediaCollections = pgTable(
  'media_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** As the client gave it (an absolute address); null: the first item's thumbnail is shown. */
    thumbnailUrl: text('thumbnail_url'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('media_collections_group_idx').on(t.groupId, t.createdAt)],
);

/** The shoppable videos of a media collection, by rank from 0. */
export const mediaCollectionItems = pgTable(
  'media_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => mediaCollections.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    virtualVideoId: uuid('virtual_video_id')
      .notNull()
      .references(() => virtualVideos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.rank] }),
    index('media_collection_items_virtual_video_idx').on(t.virtualVideoId),
  ],
);

/**
 * A layout (widget): what a store embeds at /embed/{id}. The single-video family plays its
 * virtual video, the multi-video family its media collection. Public only once READY.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type').$type<LayoutType>().notNull(),
    status: text('status').$type<WidgetStatusValue>().notNull().default('DRAFT'),
    virtualVideoId: uuid('virtual_video_id').references(() => virtualVideos.id, {
      onDelete: 'set null',
    }),
    mediaCollectionId: uuid('media_collection_id').references(() => mediaCollections.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('widgets_group_updated_idx').on(t.groupId, t.updatedAt),
    index('widgets_virtual_video_idx').on(t.virtualVideoId),
    index('widgets_media_collection_idx').on(t.mediaCollectionId),
  ],
);

export type VirtualVideoRow = typeof virtualVideos.$inferSelect;
export type VirtualVideoSegmentRow = typeof virtualVideoSegments.$inferSelect;
export type MediaCollectionRow = typeof mediaCollections.$inferSelect;
export type MediaCollectionItemRow = typeof mediaCollectionItems.$inferSelect;
export type WidgetRow = typeof widgets.$inferSelect;
