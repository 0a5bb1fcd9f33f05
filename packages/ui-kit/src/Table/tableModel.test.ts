import { describe, it, expect } from 'vitest';
import {
  clampPage,
  compareSortValues,
  pageCount,
  pageRows,
  rangeText,
  sortRows,
} from './tableModel';

describe('sortRows', () => {
  const users = [
    { email: 'b@x.com', created: new Date('2024-03-01'), groups: 10 },
    { email: 'A@x.com', created: new Date('2024-01-01'), groups: 2 },
    { email: 'c@x.com', created: null, groups: 1 },
  ];

  it('sorts text case-insensitively, ascending and descending', () => {
    expect(sortRows(users, (u) => u.email, 'ascending').map((u) => u.email)).toEqual([
      'A@x.com',
      'b@x.com',
      'c@x.com',
    ]);
    expect(sortRows(users, (u) => u.email, 'descending').map((u) => u.email)).toEqual([
      'c@x.com',
      'b@x.com',
      'A@x.com',
    ]);
  });

  it('sorts numbers numerically, not as text', () => {
    expect(sortRows(users, (u) => u.groups, 'ascending').map((u) => u.groups)).toEqual([1, 2, 10]);
  });

  it('keeps empty values last in both directions', () => {
    expect(sortRows(users, (u) => u.created, 'ascending').map((u) => u.email)).toEqual([
      'A@x.com',
      'b@x.com',
      'c@x.com',
    ]);
    expect(sortRows(users, (u) => u.created, 'descending').map((u) => u.email)).toEqual([
      'b@x.com',
      'A@x.com',
      'c@x.com',
    ]);
  });

  it('is stable for equal values and does not change its input', () => {
    const rows = [
      { id: 1, v: 'same' },
      { id: 2, v: 'same' },
      { id: 3, v: 'same' },
    ];
    expect(sortRows(rows, (r) => r.v, 'descending').map((r) => r.id)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('compares numeric runs inside text naturally', () => {
    expect(compareSortValues('Group 2', 'Group 10')).toBeLessThan(0);
  });
});

describe('paging', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
  });

  it('clamps the page after rows disappear', () => {
    expect(clampPage(2, 11, 5)).toBe(2);
    expect(clampPage(2, 10, 5)).toBe(1);
    expect(clampPage(3, 0, 5)).toBe(0);
    expect(clampPage(-1, 10, 5)).toBe(0);
  });

  it('slices one page', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageRows(rows, 0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRows(rows, 2, 5)).toEqual([11, 12]);
  });

  it('describes the visible range', () => {
    expect(rangeText(0, 5, 12)).toBe('1–5 of 12');
    expect(rangeText(2, 5, 12)).toBe('11–12 of 12');
    expect(rangeText(0, 5, 5)).toBe('1–5 of 5');
    expect(rangeText(0, 5, 0)).toBe('0–0 of 0');
  });
});
