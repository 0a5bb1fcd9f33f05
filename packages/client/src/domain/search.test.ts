import { describe, expect, it } from 'vitest';
import {
  filterByTitle,
  LIST_SORT_OPTIONS,
  matchesTitle,
  mostRecent,
  pageOf,
  sortItems,
} from './search';

const items = [
  {
    id: '1',
    title: 'Summer Video 10',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-05-01T00:00:00Z',
  },
  {
    id: '2',
    title: 'autumn sale',
    createdAt: '2025-12-01T00:00:00Z',
    updatedAt: '2026-02-02T00:00:00Z',
  },
  {
    id: '3',
    title: 'Summer Video 2',
    createdAt: '2026-01-15T00:00:00Z',
    updatedAt: '2026-04-01T00:00:00Z',
  },
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('title search', () => {
  it('matches case-insensitively anywhere in the title, ignoring surrounding spaces', () => {
    expect(ids(filterByTitle(items, '  SUMMER '))).toEqual(['1', '3']);
    expect(ids(filterByTitle(items, 'sale'))).toEqual(['2']);
    expect(ids(filterByTitle(items, 'winter'))).toEqual([]);
  });

  it('matches everything with a blank query', () => {
    expect(ids(filterByTitle(items, '   '))).toEqual(['1', '2', '3']);
    expect(matchesTitle(null, '')).toBe(true);
    expect(matchesTitle(null, 'x')).toBe(false);
  });
});

describe('sortItems', () => {
  it('sorts alphabetically ignoring case, numbers in numeric order', () => {
    expect(ids(sortItems(items, 'alphabetical'))).toEqual(['2', '3', '1']);
  });

  it('sorts newest by creation, latest first', () => {
    expect(ids(sortItems(items, 'newest'))).toEqual(['3', '1', '2']);
  });

  it('sorts recent by last update, latest first', () => {
    expect(ids(sortItems(items, 'recent'))).toEqual(['1', '3', '2']);
  });

  it('leaves the given list untouched', () => {
    sortItems(items, 'recent');
    expect(ids(items)).toEqual(['1', '2', '3']);
  });

  it('offers the three sorts with their labels', () => {
    expect(LIST_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Alphabetical',
      'Newest',
      'Most Recent',
    ]);
  });
});

describe('mostRecent and pageOf', () => {
  it('takes the most recently updated items', () => {
    expect(ids(mostRecent(items, 2))).toEqual(['1', '3']);
    expect(ids(mostRecent(items, 0))).toEqual([]);
  });

  it('cuts pages counted from 0', () => {
    const list = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(list, 0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageOf(list, 2, 5)).toEqual([10, 11]);
    expect(pageOf(list, 3, 5)).toEqual([]);
  });
});
