// What the asset lists share: the search / sort / source view of doc 2 §2, §5 and the edits a
// route module makes to a loaded list after a change.
import { filterByTitle, sortItems, type ListSort } from '@vendy/client/domain';

type Timestamp = string | number | Date | null | undefined;

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

/** The items matching the search and the source filter, in the chosen order. */
export function visibleItems<
  T extends { title?: string | null; createdAt?: Timestamp; updatedAt?: Timestamp; source: string },
>(items: readonly T[], view: ListView): T[] {
  const bySource = view.source === 'ALL' ? items : items.filter((i) => i.source === view.source);
  return sortItems(filterByTitle(bySource, view.query), view.sort);
}

/** The list with `item` replacing the one with its id, or added first when it is new. */
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
