// Writing layouts, media collections and shoppable videos of a group. Callers have authorized the
// group; every id a client sends is resolved here to a row of that same group (another group's:
// FORBIDDEN, unknown or deleted: not found), as the other media modules do.
import { and, eq, inArray } from 'drizzle-orm';
import { isMultiMediaLayout, timelineBlockReason, type LayoutType } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import {
  audios,
  imageCollections,
  mediaCollectionItems,
  mediaCollections,
  videos,
  virtualVideos,
  virtualVideoSegments,
  widgets,
  type AudioSourceValue,
  type MediaCollectionRow,
  type VirtualVideoRow,
  type WidgetRow,
} from '../../db/schema';
import { UserError } from '../../errors';
import type { MediaCollection, VirtualVideo } from '../../graphql/generated/resolvers-types';
import { FORBIDDEN_MESSAGE } from '../auth';
import { isUuid, storedId } from '../../db/ids';
import { loadMediaCollection, loadVirtualVideo, type LoadDeps } from './load';
import {
  AUDIO_NOT_FOUND,
  DUPLICATE_POSITIONS,
  MEDIA_COLLECTION_NOT_FOUND,
  NOTHING_TO_FINALIZE,
  PHOTO_COLLECTION_NOT_FOUND,
  SEGMENT_NEEDS_ONE_MEDIA,
  TOO_MANY_ITEMS,
  TOO_MANY_SEGMENTS,
  VIDEO_NOT_FOUND,
  VIRTUAL_VIDEO_NOT_FOUND,
  WIDGET_NOT_FOUND,
} from './messages';
import { audioSourceToStore, overlayToStore } from './segments';

export const MAX_SEGMENTS = 100;
export const MAX_COLLECTION_ITEMS = 100;

const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });
const notFound = (message: string) => new UserError(message, { code: 'NOT_FOUND' });

// ---------------------------------------------------------------------------------------------
// Ownership

interface Owned {
  id: string;
  groupId: string;
}

/** The rows behind `ids` must all exist (and be live) and belong to the group. */
function requireOwned<T extends Owned>(
  ids: readonly string[],
  rows: readonly T[],
  groupId: string,
  message: string,
  isLive: (row: T) => boolean = () => true,
): Map<string, T> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (row && row.groupId !== groupId) throw forbidden();
    if (!row || !isLive(row)) throw notFound(message);
  }
  return byId;
}

/** Ids as stored (lower-case UUIDs); anything that cannot be a UUID names nothing. */
function uuids(ids: readonly string[], message: string): string[] {
  return [
    ...new Set(
      ids.map((id) => {
        if (!isUuid(id)) throw notFound(message);
        return storedId(id);
      }),
    ),
  ];
}

export async function ownWidget(db: Database, groupId: string, id: string): Promise<WidgetRow> {
  const [wanted] = uuids([id], WIDGET_NOT_FOUND);
  const rows = await db.select().from(widgets).where(eq(widgets.id, wanted!));
  return requireOwned([wanted!], rows, groupId, WIDGET_NOT_FOUND).get(wanted!)!;
}

export async function ownVirtualVideos(
  db: Database,
  groupId: string,
  ids: readonly string[],
): Promise<Map<string, VirtualVideoRow>> {
  const wanted = uuids(ids, VIRTUAL_VIDEO_NOT_FOUND);
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(virtualVideos).where(inArray(virtualVideos.id, wanted));
  return requireOwned(wanted, rows, groupId, VIRTUAL_VIDEO_NOT_FOUND);
}

async function ownMediaCollection(
  db: Database,
  groupId: string,
  id: string,
): Promise<MediaCollectionRow> {
  const [wanted] = uuids([id], MEDIA_COLLECTION_NOT_FOUND);
  const rows = await db.select().from(mediaCollections).where(eq(mediaCollections.id, wanted!));
  return requireOwned([wanted!], rows, groupId, MEDIA_COLLECTION_NOT_FOUND).get(wanted!)!;
}

/**
 * The media of a timeline: videos of the group that are ready (a processing or failed video cannot
 * be placed, with the editor's own words), live audio tracks and photo collections of the group.
 */
async function checkSegmentMedia(
  db: Database,
  groupId: string,
  ids: { videoIds: string[]; audioIds: string[]; imageCollectionIds: string[] },
): Promise<void> {
  const videoIds = uuids(ids.videoIds, VIDEO_NOT_FOUND);
  const audioIds = uuids(ids.audioIds, AUDIO_NOT_FOUND);
  const collectionIds = uuids(ids.imageCollectionIds, PHOTO_COLLECTION_NOT_FOUND);
  const [videoRows, audioRows, collectionRows] = await Promise.all([
    videoIds.length
      ? db
          .select({ id: videos.id, groupId: videos.groupId, status: videos.status })
          .from(videos)
          .where(inArray(videos.id, videoIds))
      : [],
    audioIds.length
      ? db
          .select({ id: audios.id, groupId: audios.groupId, deletedAt: audios.deletedAt })
          .from(audios)
          .where(inArray(audios.id, audioIds))
      : [],
    collectionIds.length
      ? db
          .select({
            id: imageCollections.id,
            groupId: imageCollections.groupId,
            deletedAt: imageCollections.deletedAt,
          })
          .from(imageCollections)
          .where(inArray(imageCollections.id, collectionIds))
      : [],
  ]);
  const found = requireOwned(videoIds, videoRows, groupId, VIDEO_NOT_FOUND);
  for (const id of videoIds) {
    const reason = timelineBlockReason(found.get(id)!.status);
    if (reason) throw new UserError(reason, { code: 'VIDEO_NOT_READY' });
  }
  requireOwned(audioIds, audioRows, groupId, AUDIO_NOT_FOUND, (row) => !row.deletedAt);
  requireOwned(
    collectionIds,
    collectionRows,
    groupId,
    PHOTO_COLLECTION_NOT_FOUND,
    (row) => !row.deletedAt,
  );
}

const isId = (id: string | null | undefined): id is string => Boolean(id);

/** Items sorted by rank (which must all differ), for storing as 0, 1, 2... */
function byDistinctRank<T extends { rank: number }>(items: readonly T[]): T[] {
  if (new Set(items.map((item) => item.rank)).size !== items.length) {
    throw new UserError(DUPLICATE_POSITIONS);
  }
  return [...items].sort((a, b) => a.rank - b.rank);
}

// ---------------------------------------------------------------------------------------------
// Widgets

export interface WidgetBaseInput {
  id?: string | null;
  title: string;
  type: LayoutType;
}

/** upsertWidgetBase: a new DRAFT layout, or a new title and type for one of the group's. */
export async function upsertWidgetBase(
  db: Database,
  groupId: string,
  input: WidgetBaseInput,
): Promise<string> {
  let row: WidgetRow | undefined;
  if (input.id) {
    const current = await ownWidget(db, groupId, input.id);
    [row] = await db
      .update(widgets)
      .set({ title: input.title, type: input.type, updatedAt: new Date() })
      .where(eq(widgets.id, current.id))
      .returning();
  } else {
    [row] = await db
      .insert(widgets)
      .values({ groupId, title: input.title, type: input.type })
      .returning();
  }
  if (!row) throw notFound(WIDGET_NOT_FOUND);
  return row.id;
}

/** markWidgetAsReady ('Finalize'): the layout must play something of its family first. */
export async function markWidgetAsReady(
  db: Database,
  groupId: string,
  widgetId: string,
): Promise<void> {
  const widget = await ownWidget(db, groupId, widgetId);
  const content = isMultiMediaLayout(widget.type)
    ? widget.mediaCollectionId
    : widget.virtualVideoId;
  if (!content) throw new UserError(NOTHING_TO_FINALIZE);
  await db
    .update(widgets)
    .set({ status: 'READY', updatedAt: new Date() })
    .where(eq(widgets.id, widget.id));
}

export async function attachMediaCollection(
  db: Database,
  groupId: string,
  widgetId: string,
  mediaCollectionId: string,
): Promise<void> {
  const widget = await ownWidget(db, groupId, widgetId);
  const collection = await ownMediaCollection(db, groupId, mediaCollectionId);
  await db
    .update(widgets)
    .set({ mediaCollectionId: collection.id, updatedAt: new Date() })
    .where(eq(widgets.id, widget.id));
}

export async function attachVirtualVideo(
  db: Database,
  groupId: string,
  widgetId: string,
  virtualVideoId: string,
): Promise<void> {
  const widget = await ownWidget(db, groupId, widgetId);
  const found = await ownVirtualVideos(db, groupId, [virtualVideoId]);
  const [shoppable] = found.values();
  await db
    .update(widgets)
    .set({ virtualVideoId: shoppable!.id, updatedAt: new Date() })
    .where(eq(widgets.id, widget.id));
}

/** deleteWidget: the layout only; its shoppable videos and media collection stay reusable. */
export async function deleteWidget(db: Database, groupId: string, id: string): Promise<void> {
  const widget = await ownWidget(db, groupId, id);
  await db.delete(widgets).where(eq(widgets.id, widget.id));
}

// ---------------------------------------------------------------------------------------------
// Media collections

export interface MediaCollectionInput {
  id?: string | null;
  title: string;
  thumbnailUrl: string | null;
  items: Array<{ virtualVideoId: string; rank: number }>;
}

/** upsertMediaCollection: creates or replaces a collection and its items. */
export async function upsertMediaCollection(
  deps: LoadDeps,
  groupId: string,
  input: MediaCollectionInput,
): Promise<MediaCollection> {
  const { db } = deps;
  if (input.items.length > MAX_COLLECTION_ITEMS) throw new UserError(TOO_MANY_ITEMS);
  const ordered = byDistinctRank(
    input.items.map((item) => ({ ...item, virtualVideoId: storedId(item.virtualVideoId) })),
  );
  const current = input.id ? await ownMediaCollection(db, groupId, input.id) : undefined;
  await ownVirtualVideos(
    db,
    groupId,
    ordered.map((item) => item.virtualVideoId),
  );
  const id = await db.transaction(async (tx) => {
    const values = { title: input.title, thumbnailUrl: input.thumbnailUrl };
    const [row] = current
      ? await tx
          .update(mediaCollections)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(mediaCollections.id, current.id))
          .returning()
      : await tx
          .insert(mediaCollections)
          .values({ ...values, groupId })
          .returning();
    if (!row) throw notFound(MEDIA_COLLECTION_NOT_FOUND);
    await tx.delete(mediaCollectionItems).where(eq(mediaCollectionItems.collectionId, row.id));
    if (ordered.length > 0) {
      await tx.insert(mediaCollectionItems).values(
        ordered.map((item, rank) => ({
          collectionId: row.id,
          rank,
          virtualVideoId: item.virtualVideoId,
        })),
      );
    }
    return row.id;
  });
  return (await loadMediaCollection(deps, id))!;
}

/** deleteMediaCollection: layouts that played it are left without a collection. */
export async function deleteMediaCollection(
  db: Database,
  groupId: string,
  id: string,
): Promise<void> {
  const collection = await ownMediaCollection(db, groupId, id);
  await db.delete(mediaCollections).where(eq(mediaCollections.id, collection.id));
}

// ---------------------------------------------------------------------------------------------
// Shoppable videos

export interface SegmentInput {
  id?: string | null;
  rank: number;
  title?: string | null;
  videoId?: string | null;
  audioId?: string | null;
  imageCollectionId?: string | null;
  /** Omitted: 'Audio' with an audio track, else the segment's own sound (see segments.ts). */
  audioSrc?: AudioSourceValue | null;
  /** A photo collection laid over the segment; the box is in percent, defaults when omitted. */
  overlayId?: string | null;
  overlayStart?: number | null;
  overlayEnd?: number | null;
  overlayX?: number | null;
  overlayY?: number | null;
  overlayWidth?: number | null;
  overlayHeight?: number | null;
}

/** The segment with the ids a client sent as stored: compared and written as they are from here. */
function withStoredIds(segment: SegmentInput): SegmentInput {
  return {
    ...segment,
    id: storedId(segment.id),
    videoId: storedId(segment.videoId),
    audioId: storedId(segment.audioId),
    imageCollectionId: storedId(segment.imageCollectionId),
    overlayId: storedId(segment.overlayId),
  };
}

export interface VirtualVideoInput {
  id?: string | null;
  title: string;
  segments: SegmentInput[];
}

/**
 * upsertVirtualVideo: creates or replaces a shoppable video's timeline. Segments are stored in
 * rank order as 0, 1, 2...; a segment id of this video is kept, any other id gets a new one.
 */
export async function upsertVirtualVideo(
  deps: LoadDeps,
  groupId: string,
  input: VirtualVideoInput,
): Promise<VirtualVideo> {
  const { db } = deps;
  if (input.segments.length > MAX_SEGMENTS) throw new UserError(TOO_MANY_SEGMENTS);
  const ordered = byDistinctRank(input.segments.map(withStoredIds));
  const sounds = new Map<SegmentInput, AudioSourceValue>();
  const overlays = new Map<SegmentInput, ReturnType<typeof overlayToStore>>();
  for (const segment of ordered) {
    if (!segment.videoId === !segment.imageCollectionId) {
      throw new UserError(SEGMENT_NEEDS_ONE_MEDIA);
    }
    sounds.set(segment, audioSourceToStore(segment));
    overlays.set(segment, overlayToStore(segment));
  }
  const current = input.id
    ? (await ownVirtualVideos(db, groupId, [input.id])).values().next().value
    : undefined;
  await checkSegmentMedia(db, groupId, {
    videoIds: ordered.flatMap((s) => (s.videoId ? [s.videoId] : [])),
    audioIds: ordered.flatMap((s) => (s.audioId ? [s.audioId] : [])),
    // Overlays are photo collections too: the group's own and live, like a segment's media.
    imageCollectionIds: ordered.flatMap((s) => [s.imageCollectionId, s.overlayId].filter(isId)),
  });
  const kept = new Set(
    current
      ? (
          await db
            .select({ id: virtualVideoSegments.id })
            .from(virtualVideoSegments)
            .where(eq(virtualVideoSegments.virtualVideoId, current.id))
        ).map((row) => row.id)
      : [],
  );
  const id = await db.transaction(async (tx) => {
    const [row] = current
      ? await tx
          .update(virtualVideos)
          .set({ title: input.title, updatedAt: new Date() })
          .where(and(eq(virtualVideos.id, current.id), eq(virtualVideos.groupId, groupId)))
          .returning()
      : await tx.insert(virtualVideos).values({ groupId, title: input.title }).returning();
    if (!row) throw notFound(VIRTUAL_VIDEO_NOT_FOUND);
    // Nothing refers to a segment, so replacing them all keeps the (video, rank) key simple.
    await tx.delete(virtualVideoSegments).where(eq(virtualVideoSegments.virtualVideoId, row.id));
    const seen = new Set<string>();
    if (ordered.length > 0) {
      await tx.insert(virtualVideoSegments).values(
        ordered.map((segment, rank) => {
          const keep = segment.id;
          const reuse = keep && kept.has(keep) && !seen.has(keep) ? keep : undefined;
          if (reuse) seen.add(reuse);
          return {
            ...(reuse ? { id: reuse } : {}),
            virtualVideoId: row.id,
            rank,
            title: segment.title || null,
            videoId: segment.videoId ?? null,
            imageCollectionId: segment.imageCollectionId ?? null,
            audioId: segment.audioId ?? null,
            audioSrc: sounds.get(segment)!,
            overlayId: segment.overlayId || null,
            ...overlays.get(segment)!,
          };
        }),
      );
    }
    return row.id;
  });
  return (await loadVirtualVideo(deps, id))!;
}

/** The group's layouts, for getResourceCounts. */
export function countWidgets(db: Database, groupId: string): Promise<number> {
  return db.$count(widgets, eq(widgets.groupId, groupId));
}
