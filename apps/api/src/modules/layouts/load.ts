// Reading layouts, media collections and shoppable videos with everything they play, in a fixed
// number of query rounds whatever their size (batched with inArray, never one query per item):
//   1. the rows asked for (widgets, collections or shoppable videos);
//   2. collection items, shoppable videos and their segments (sub-selects, so one round);
//   3. the media the segments name: videos, audio, photo collections with their photos.
// Public answers ('public' view) leave out the merchant's own notes (descriptions).
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { IMAGE_SECONDS } from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import type {
  Audio,
  Image,
  ImageCollection,
  MediaCollection,
  MediaCollectionItem,
  VirtualVideo,
  VirtualVideoSegment,
  Widget,
} from '../../graphql/generated/resolvers-types';
import {
  audios,
  imageCollectionItems,
  imageCollections,
  images,
  mediaCollectionItems,
  mediaCollections,
  videos,
  virtualVideos,
  virtualVideoSegments,
  widgets,
  type ImageCollectionRow,
  type MediaCollectionRow,
  type VirtualVideoRow,
  type VirtualVideoSegmentRow,
  type WidgetRow,
} from '../../db/schema';
import type { Storage } from '../storage';
import { toAudio } from '../audio';
import { toImage } from '../images';
import { toVideo } from '../videos';
import { brandingFor } from '../branding';
import type { PublicCache } from './public-cache';
import { audioSourceAsRead } from './segments';

export type View = 'member' | 'public';

export interface LoadDeps {
  db: Database;
  storage: Storage;
}

/** Layouts carry their group's branding, read through the public cache (brandingFor). */
export type WidgetDeps = LoadDeps & { publicCache: PublicCache };

export type VideoShape = ReturnType<typeof toVideo>;

const unique = <T>(values: Iterable<T | null | undefined>): T[] => [
  ...new Set([...values].filter((value): value is T => value != null)),
];

function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = map.get(k);
    if (bucket) bucket.push(item);
    else map.set(k, [item]);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// Round 3: media

interface Media {
  videos: Map<string, { groupId: string; shape: VideoShape }>;
  audios: Map<string, { groupId: string; shape: Audio }>;
  imageCollections: Map<string, { groupId: string; shape: ImageCollection }>;
}

function collectionShape(row: ImageCollectionRow, photos: Image[], view: View): ImageCollection {
  return {
    id: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    title: row.title,
    thumbnailUrl: photos[0]?.imageUrl ?? null,
    source:
      photos.length > 0 && photos.every((p) => p.source === 'INSTAGRAM') ? 'INSTAGRAM' : 'UPLOAD',
    items: photos.map((image, rank) => ({
      rank,
      imageId: image.id,
      image: view === 'public' ? { ...image, description: null } : image,
    })),
  };
}

async function loadMedia(
  deps: LoadDeps,
  segments: readonly VirtualVideoSegmentRow[],
  view: View,
): Promise<Media> {
  const { db, storage } = deps;
  const videoIds = unique(segments.map((s) => s.videoId));
  const audioIds = unique(segments.map((s) => s.audioId));
  const collectionIds = unique(segments.flatMap((s) => [s.imageCollectionId, s.overlayId]));
  const [videoRows, audioRows, collectionRows, photoRows] = await Promise.all([
    videoIds.length ? db.select().from(videos).where(inArray(videos.id, videoIds)) : [],
    audioIds.length
      ? db
          .select()
          .from(audios)
          .where(and(inArray(audios.id, audioIds), isNull(audios.deletedAt)))
      : [],
    collectionIds.length
      ? db
          .select()
          .from(imageCollections)
          .where(
            and(inArray(imageCollections.id, collectionIds), isNull(imageCollections.deletedAt)),
          )
      : [],
    collectionIds.length
      ? db
          .select({ collectionId: imageCollectionItems.collectionId, image: images })
          .from(imageCollectionItems)
          .innerJoin(images, eq(images.id, imageCollectionItems.imageId))
          .where(
            and(
              inArray(imageCollectionItems.collectionId, collectionIds),
              isNull(images.deletedAt),
            ),
          )
          .orderBy(asc(imageCollectionItems.collectionId), asc(imageCollectionItems.rank))
      : [],
  ]);
  const photosOf = groupBy(photoRows, (row) => row.collectionId);
  const strip = <T extends { description?: string | null }>(shape: T): T =>
    view === 'public' ? { ...shape, description: null } : shape;
  return {
    videos: new Map(
      videoRows.map((row) => [
        row.id,
        { groupId: row.groupId, shape: strip(toVideo(row, storage)) },
      ]),
    ),
    audios: new Map(
      audioRows.map((row) => [
        row.id,
        { groupId: row.groupId, shape: strip(toAudio(storage, row)) },
      ]),
    ),
    imageCollections: new Map(
      collectionRows.map((row) => [
        row.id,
        {
          groupId: row.groupId,
          shape: collectionShape(
            row,
            (photosOf.get(row.id) ?? []).map((p) => toImage(storage, p.image)),
            view,
          ),
        },
      ]),
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Shoppable videos

/** Seconds a segment lasts: its video's length, or its photos times the per-image duration. */
function segmentDuration(segment: Pick<VirtualVideoSegment, 'video' | 'imageCollection'>): number {
  if (segment.video) return segment.video.duration;
  return (segment.imageCollection?.items.length ?? 0) * IMAGE_SECONDS;
}

/**
 * The segments in rank order with their media and times. A segment whose video or photo
 * collection is gone (or, defensively, belongs to another group) is left out; an audio track that
 * is gone is dropped from its segment.
 */
function assembleSegments(
  groupId: string,
  rows: readonly VirtualVideoSegmentRow[],
  media: Media,
): VirtualVideoSegment[] {
  const own = <T>(entry: { groupId: string; shape: T } | undefined) =>
    entry && entry.groupId === groupId ? entry.shape : null;
  const segments: VirtualVideoSegment[] = [];
  let time = 0;
  for (const row of [...rows].sort((a, b) => a.rank - b.rank)) {
    const video = row.videoId ? own(media.videos.get(row.videoId)) : null;
    const imageCollection = row.imageCollectionId
      ? own(media.imageCollections.get(row.imageCollectionId))
      : null;
    if (!video && !imageCollection) continue;
    const audio = row.audioId ? own(media.audios.get(row.audioId)) : null;
    // A deleted overlay collection leaves the segment without an overlay.
    const overlay = row.overlayId ? own(media.imageCollections.get(row.overlayId)) : null;
    const duration = segmentDuration({ video, imageCollection });
    segments.push({
      id: row.id,
      title: row.title,
      rank: segments.length,
      startTime: time,
      endTime: time + duration,
      videoId: video ? row.videoId : null,
      video,
      audioId: audio ? row.audioId : null,
      audio,
      imageCollectionId: imageCollection ? row.imageCollectionId : null,
      imageCollection,
      audioSrc: audioSourceAsRead(row.audioSrc, Boolean(audio), Boolean(video)),
      overlayId: overlay ? row.overlayId : null,
      overlay,
      overlayStart: row.overlayStart,
      overlayEnd: row.overlayEnd,
      overlayX: row.overlayX,
      overlayY: row.overlayY,
      overlayWidth: row.overlayWidth,
      overlayHeight: row.overlayHeight,
    });
    time += duration;
  }
  return segments;
}

function assembleVirtualVideos(
  rows: readonly VirtualVideoRow[],
  segments: readonly VirtualVideoSegmentRow[],
  media: Media,
): Map<string, VirtualVideo> {
  const segmentsOf = groupBy(segments, (s) => s.virtualVideoId);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        groupId: row.groupId,
        title: row.title,
        segments: assembleSegments(row.groupId, segmentsOf.get(row.id) ?? [], media),
      },
    ]),
  );
}

/** Shoppable videos matching `where` (on virtual_videos) with their timelines: two rounds. */
async function virtualVideosWhere(
  deps: LoadDeps,
  where: SQL,
  view: View,
): Promise<{ rows: VirtualVideoRow[]; byId: Map<string, VirtualVideo> }> {
  const [rows, segments] = await Promise.all([
    deps.db.select().from(virtualVideos).where(where),
    deps.db
      .select()
      .from(virtualVideoSegments)
      .where(
        inArray(
          virtualVideoSegments.virtualVideoId,
          deps.db.select({ id: virtualVideos.id }).from(virtualVideos).where(where),
        ),
      ),
  ]);
  const media = await loadMedia(deps, segments, view);
  return { rows, byId: assembleVirtualVideos(rows, segments, media) };
}

/** The group's shoppable videos, newest first. */
export async function listVirtualVideos(deps: LoadDeps, groupId: string): Promise<VirtualVideo[]> {
  const { rows, byId } = await virtualVideosWhere(
    deps,
    eq(virtualVideos.groupId, groupId),
    'member',
  );
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
    .map((row) => byId.get(row.id)!);
}

export async function loadVirtualVideo(
  deps: LoadDeps,
  id: string,
): Promise<VirtualVideo | undefined> {
  const { byId } = await virtualVideosWhere(deps, eq(virtualVideos.id, id), 'member');
  return byId.get(id);
}

/** Shoppable videos by id (unknown ids left out), with their timelines: one batch for any number. */
export async function loadVirtualVideos(
  deps: LoadDeps,
  ids: readonly string[],
  view: View,
): Promise<Map<string, VirtualVideo>> {
  if (ids.length === 0) return new Map();
  return (await virtualVideosWhere(deps, inArray(virtualVideos.id, [...ids]), view)).byId;
}

// ---------------------------------------------------------------------------------------------
// Media collections and widgets

/** A collection's own thumbnail, else its first shoppable video's first picture. */
function firstThumbnail(items: ReadonlyArray<{ virtualVideo: VirtualVideo }>): string | null {
  for (const item of items) {
    for (const segment of item.virtualVideo.segments) {
      const url = segment.video?.thumbnailUrl ?? segment.imageCollection?.thumbnailUrl;
      if (url) return url;
    }
  }
  return null;
}

function assembleCollections(
  rows: readonly MediaCollectionRow[],
  items: ReadonlyArray<{ collectionId: string; rank: number; virtualVideoId: string }>,
  shoppable: ReadonlyMap<string, VirtualVideo>,
): Map<string, MediaCollection> {
  const itemsOf = groupBy(items, (item) => item.collectionId);
  return new Map(
    rows.map((row) => {
      const list: Array<MediaCollectionItem & { virtualVideo: VirtualVideo }> = [];
      for (const item of [...(itemsOf.get(row.id) ?? [])].sort((a, b) => a.rank - b.rank)) {
        const virtualVideo = shoppable.get(item.virtualVideoId);
        if (!virtualVideo || virtualVideo.groupId !== row.groupId) continue;
        list.push({
          rank: list.length,
          virtualVideoId: item.virtualVideoId,
          virtualVideo,
          videoId: null,
          video: null,
          imageCollectionId: null,
          imageCollection: null,
        });
      }
      return [
        row.id,
        {
          id: row.id,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
          title: row.title,
          thumbnailUrl: row.thumbnailUrl ?? firstThumbnail(list),
          items: list,
        },
      ];
    }),
  );
}

/**
 * Media collections (by id) and shoppable videos (by id, directly named or in those collections),
 * with everything they play: rounds 2 and 3.
 */
async function loadContent(
  deps: LoadDeps,
  collectionIds: readonly string[],
  virtualVideoIds: readonly string[],
  view: View,
) {
  const inCollections = deps.db
    .select({ id: mediaCollectionItems.virtualVideoId })
    .from(mediaCollectionItems)
    .where(inArray(mediaCollectionItems.collectionId, [...collectionIds]));
  const videoWhere = or(
    inArray(virtualVideos.id, [...virtualVideoIds]),
    inArray(virtualVideos.id, inCollections),
  ) as SQL;
  const [collectionRows, itemRows, shoppable] = await Promise.all([
    collectionIds.length
      ? deps.db
          .select()
          .from(mediaCollections)
          .where(inArray(mediaCollections.id, [...collectionIds]))
      : [],
    collectionIds.length
      ? deps.db
          .select()
          .from(mediaCollectionItems)
          .where(inArray(mediaCollectionItems.collectionId, [...collectionIds]))
      : [],
    collectionIds.length || virtualVideoIds.length
      ? virtualVideosWhere(deps, videoWhere, view)
      : { rows: [], byId: new Map<string, VirtualVideo>() },
  ]);
  return {
    collectionRows,
    collections: assembleCollections(collectionRows, itemRows, shoppable.byId),
    virtualVideos: shoppable.byId,
  };
}

/** The group's media collections, newest first. */
export async function listMediaCollections(
  deps: LoadDeps,
  groupId: string,
): Promise<MediaCollection[]> {
  const rows = await deps.db
    .select({ id: mediaCollections.id })
    .from(mediaCollections)
    .where(eq(mediaCollections.groupId, groupId));
  const { collectionRows, collections } = await loadContent(
    deps,
    rows.map((r) => r.id),
    [],
    'member',
  );
  return collectionRows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id))
    .map((row) => collections.get(row.id)!);
}

export async function loadMediaCollection(
  deps: LoadDeps,
  id: string,
): Promise<MediaCollection | undefined> {
  return (await loadContent(deps, [id], [], 'member')).collections.get(id);
}

/** The SDL's Widget for each row, in the rows' order, with what it plays and its branding. */
export async function assembleWidgets(
  deps: WidgetDeps,
  rows: readonly WidgetRow[],
  view: View,
): Promise<Widget[]> {
  if (rows.length === 0) return [];
  const {
    collectionRows,
    collections,
    virtualVideos: shoppable,
  } = await loadContent(
    deps,
    unique(rows.map((r) => r.mediaCollectionId)),
    unique(rows.map((r) => r.virtualVideoId)),
    view,
  );
  const branding = await brandingFor(deps, unique(rows.map((r) => r.groupId)));
  const collectionGroup = new Map(collectionRows.map((c) => [c.id, c.groupId]));
  return rows.map((row) => {
    const virtualVideo = row.virtualVideoId ? (shoppable.get(row.virtualVideoId) ?? null) : null;
    const mediaCollection =
      row.mediaCollectionId && collectionGroup.get(row.mediaCollectionId) === row.groupId
        ? (collections.get(row.mediaCollectionId) ?? null)
        : null;
    return {
      id: row.id,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      groupId: row.groupId,
      title: row.title,
      type: row.type,
      status: row.status,
      virtualVideoId: row.virtualVideoId,
      mediaCollectionId: row.mediaCollectionId,
      // Direct video / photo collection attachments: no operation sets them, so always null.
      videoId: null,
      imageCollectionId: null,
      video: null,
      imageCollection: null,
      virtualVideo: virtualVideo?.groupId === row.groupId ? virtualVideo : null,
      mediaCollection,
      brandingSettings: branding.get(row.groupId)!,
    };
  });
}

/** The group's layouts, most recently updated first (the dashboard shows the first three). */
export async function listGroupWidgets(deps: WidgetDeps, groupId: string): Promise<Widget[]> {
  const rows = await deps.db
    .select()
    .from(widgets)
    .where(eq(widgets.groupId, groupId))
    .orderBy(desc(widgets.updatedAt), desc(widgets.id));
  return assembleWidgets(deps, rows, 'member');
}
