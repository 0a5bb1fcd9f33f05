/**
 * Experiments split viewers between competing placements (doc 3 §4): each viewer keeps a number
 * 0 to 99 and sees the strategy whose range holds it.
 */

/** The part of the Web Storage interface the cohort needs, so tests and servers can pass a fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const VIEWER_RANGE_KEY = 'vendy:viewer-range';
const RANGE_SIZE = 100;

export interface CohortRange {
  /** Inclusive. */
  start: number;
  /** Exclusive. */
  end: number;
}

function isViewerRange(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value < RANGE_SIZE;
}

/**
 * The viewer's number, kept in storage under VIEWER_RANGE_KEY; a missing, non-integer or
 * out-of-range value is replaced by a new random one. Storage may be absent or throw (a
 * storefront iframe with blocked third-party storage): the viewer then gets a number for this
 * page view only.
 */
export function getViewerRange(
  storage: KeyValueStorage | null | undefined,
  random: () => number = Math.random,
): number {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(VIEWER_RANGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (stored !== null && /^\d+$/.test(stored.trim())) {
    const value = Number(stored);
    if (isViewerRange(value)) return value;
  }
  const value = Math.min(RANGE_SIZE - 1, Math.floor(random() * RANGE_SIZE));
  try {
    storage?.setItem(VIEWER_RANGE_KEY, String(value));
  } catch {
    // Unavailable storage only costs consistency across visits.
  }
  return value;
}

/** The item whose range holds the value (start inclusive, end exclusive); the first item if none. */
export function pickStrategy<T extends { ranges: readonly CohortRange[] }>(
  items: readonly T[],
  value: number,
): T | undefined {
  return (
    items.find((item) => item.ranges.some((r) => value >= r.start && value < r.end)) ?? items[0]
  );
}

/** Gives each item one range, laid end to end in list order from 0, sized by its percentage. */
export function buildRanges<T extends { rangePercentage: number }>(
  items: readonly T[],
): Array<T & { ranges: CohortRange[] }> {
  let start = 0;
  return items.map((item) => {
    const end = start + item.rangePercentage;
    const withRange = { ...item, ranges: [{ start, end }] };
    start = end;
    return withRange;
  });
}

/** Percentage of a newly added experiment item: the whole audience if it is the only one. */
export function newExperimentItemPercentage(existingCount: number): number {
  return existingCount === 0 ? 100 : 0;
}
