// What the video list shows: search (doc 2 §5), the source filter and the sort of doc 2 §2.
import { visibleItems, type ListView } from '../../lib/lists';
import type { GetInstagramVideosQuery, VideoFieldsFragment } from '@vendy/client/generated';

export type Video = VideoFieldsFragment;
/** A video post of the connected social account, offered for import. */
export type InstagramVideo = GetInstagramVideosQuery['getInstagramVideos'][number];

/** The videos matching the search and the source filter, in the chosen order. */
export function visibleVideos<T extends Video>(videos: readonly T[], view: ListView): T[] {
  return visibleItems(videos, view);
}

/** Ids of the social posts already imported (their Video.sourceId), for the 'already imported' mark. */
export function importedInstagramIds(videos: readonly Video[]): Set<string> {
  return new Set(
    videos
      .filter((video) => video.source === 'INSTAGRAM' && video.sourceId)
      .map((video) => video.sourceId as string),
  );
}
