// What the video list shows: search (doc 2 §5), the source filter and the sort of doc 2 §2.
import { filterByTitle, sortItems, type ListSort } from '@vendy/client/domain';
import type { GetInstagramVideosQuery, VideoFieldsFragment } from '@vendy/client/generated';

export type Video = VideoFieldsFragment;
/** A video post of the connected social account, offered for import. */
export type InstagramVideo = GetInstagramVideosQuery['getInstagramVideos'][number];

export type SourceFilter = 'ALL' | 'INSTAGRAM' | 'UPLOAD';

export const SOURCE_FILTER_OPTIONS: ReadonlyArray<{ id: SourceFilter; label: string }> = [
  { id: 'ALL', label: 'All sources' },
  { id: 'INSTAGRAM', label: 'Instagram' },
  { id: 'UPLOAD', label: 'Upload' },
];

export const DEFAULT_SORT: ListSort = 'recent';

export interface ListView {
  query: string;
  sort: ListSort;
  source: SourceFilter;
}

export const DEFAULT_VIEW: ListView = { query: '', sort: DEFAULT_SORT, source: 'ALL' };

/** The videos matching the search and the source filter, in the chosen order. */
export function visibleVideos<T extends Video>(videos: readonly T[], view: ListView): T[] {
  const bySource =
    view.source === 'ALL' ? videos : videos.filter((video) => video.source === view.source);
  return sortItems(filterByTitle(bySource, view.query), view.sort);
}

/** The list with `video` replacing the one with its id, or added first when it is new. */
export function upsertInList<T extends { id: string }>(list: readonly T[], item: T): T[] {
  return list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : [item, ...list];
}

/** The list with `item` replacing the one with its id; unchanged when it is gone (deleted meanwhile). */
export function replaceInList<T extends { id: string }>(list: readonly T[], item: T): readonly T[] {
  return list.some((entry) => entry.id === item.id)
    ? list.map((entry) => (entry.id === item.id ? item : entry))
    : list;
}

export function removeFromList<T extends { id: string }>(list: readonly T[], id: string): T[] {
  return list.filter((entry) => entry.id !== id);
}

/** Ids of the social posts already imported (their Video.sourceId), for the 'already imported' mark. */
export function importedInstagramIds(videos: readonly Video[]): Set<string> {
  return new Set(
    videos
      .filter((video) => video.source === 'INSTAGRAM' && video.sourceId)
      .map((video) => video.sourceId as string),
  );
}
