// Pure rules behind the client-side table: sorting, paging and the range text.
import type { SortDirection } from 'react-aria-components';

export type { SortDirection };
export type SortValue = string | number | Date | boolean | null | undefined;

/** Page sizes every table offers, and the default page size. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 25, 50];
export const DEFAULT_PAGE_SIZE = 5;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function comparable(value: SortValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Orders two cell values: numbers and dates numerically, text case-insensitively with numeric runs. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const left = comparable(a);
  const right = comparable(b);
  if (left === null || right === null) {
    if (left === right) return 0;
    return left === null ? 1 : -1;
  }
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/**
 * A sorted copy (stable). Empty values go last in both directions: a missing date is never the
 * "newest" one.
 */
export function sortRows<T>(
  rows: readonly T[],
  getValue: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: getValue(row) }))
    .sort((a, b) => {
      const aEmpty = comparable(a.value) === null;
      const bEmpty = comparable(b.value) === null;
      if (aEmpty !== bEmpty) return aEmpty ? 1 : -1;
      return sign * compareSortValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page index kept within range after rows were removed or the page size grew. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(0, page), pageCount(total, pageSize) - 1);
}

export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = page * pageSize;
  return rows.slice(start, start + pageSize);
}

/** '1–5 of 12' (an en dash); '0–0 of 0' for no rows. */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return '0–0 of 0';
  const from = page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return `${from}–${to} of ${total}`;
}
