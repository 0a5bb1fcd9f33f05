/** Searching and sorting the asset and layout lists (doc 2 §5, doc 3 §2). */

export type ListSort = 'recent' | 'alphabetical' | 'newest';

export const LIST_SORT_OPTIONS: ReadonlyArray<{ value: ListSort; label: string }> = [
  { value: 'alphabetical', label: 'Alphabetical' },
  { value: 'newest', label: 'Newest' },
  { value: 'recent', label: 'Most Recent' },
];

type Timestamp = string | number | Date | null | undefined;

/** Case-insensitive match of the trimmed query anywhere in the title; a blank query matches all. */
export function matchesTitle(title: string | null | undefined, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return !needle || (title ?? '').toLowerCase().includes(needle);
}

export function filterByTitle<T extends { title?: string | null }>(
  items: readonly T[],
  query: string,
): T[] {
  return items.filter((item) => matchesTitle(item.title, query));
}

function time(value: Timestamp): number {
  if (value === null || value === undefined) return 0;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? 0 : t;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * A sorted copy: 'recent' by last update, 'newest' by creation (both latest first),
 * 'alphabetical' by title ignoring case, with numbers in numeric order ('Video 2' before 'Video 10').
 */
export function sortItems<
  T extends { title?: string | null; createdAt?: Timestamp; updatedAt?: Timestamp },
>(items: readonly T[], sort: ListSort): T[] {
  const copy = [...items];
  switch (sort) {
    case 'alphabetical':
      return copy.sort((a, b) => collator.compare(a.title ?? '', b.title ?? ''));
    case 'newest':
      return copy.sort((a, b) => time(b.createdAt) - time(a.createdAt));
    case 'recent':
      return copy.sort(
        (a, b) => time(b.updatedAt ?? b.createdAt) - time(a.updatedAt ?? a.createdAt),
      );
  }
}

/** The most recently updated items, e.g. the dashboard's three latest layouts. */
export function mostRecent<T extends { updatedAt?: Timestamp; createdAt?: Timestamp }>(
  items: readonly T[],
  count: number,
): T[] {
  return sortItems(items, 'recent').slice(0, Math.max(0, count));
}

/** One page of a list (pages counted from 0). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = Math.max(0, page) * pageSize;
  return items.slice(start, start + pageSize);
}
