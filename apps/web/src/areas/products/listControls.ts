// Search and paging state of a list (doc 2 §5: search is case-insensitive on the title, trimmed,
// and goes back to the first page; changing the page size does too).
import { useCallback, useMemo, useState } from 'react';
import { filterByTitle, pageOf } from '@vendy/client/domain';

export interface ListControls {
  search: string;
  setSearch: (search: string) => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (pageSize: number) => void;
}

export function useListControls(defaultPageSize: number): ListControls {
  const [search, setSearchValue] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeValue] = useState(defaultPageSize);
  const setSearch = useCallback((value: string) => {
    setSearchValue(value);
    setPage(0);
  }, []);
  const setPageSize = useCallback((value: number) => {
    setPageSizeValue(value);
    setPage(0);
  }, []);
  return { search, setSearch, page, setPage, pageSize, setPageSize };
}

/** The page number that exists for `total` items (the last page when `page` ran past it). */
export function clampPage(page: number, total: number, pageSize: number): number {
  const last = Math.max(0, Math.ceil(total / pageSize) - 1);
  return Math.min(Math.max(0, page), last);
}

/** One page of an in-memory list after the title search. */
export function usePagedItems<T extends { title?: string | null }>(
  items: readonly T[],
  { search, page, pageSize }: Pick<ListControls, 'search' | 'page' | 'pageSize'>,
): { rows: T[]; total: number; page: number } {
  return useMemo(() => {
    const matching = filterByTitle(items, search);
    const current = clampPage(page, matching.length, pageSize);
    return { rows: pageOf(matching, current, pageSize), total: matching.length, page: current };
  }, [items, search, page, pageSize]);
}
