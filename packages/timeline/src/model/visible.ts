/**
 * What of the timed product track is drawn: the items near the visible window only, and items
 * too close to tell apart at the current zoom grouped in one chip. Pure functions on the
 * time-ordered list of a placement's timed items, so that a track with thousands of products
 * renders a few dozen elements at any zoom.
 */
import { MAX_ZOOM, pxPerSecond, secondsToPx } from './geometry';

/** What grouping needs of an item: its key and start time (the list is ordered by start). */
export interface TimedPoint {
  key: string;
  startTime: number;
}

/**
 * A run of items drawn as one chip (or, with `size` 1, a single item). Groups are built from the
 * left: a group takes every following item that starts less than `gapPx` after its first one, so
 * two chips never start closer than `gapPx` and never overlap when `gapPx` is a chip's width.
 */
export interface TimedGroup {
  /** The group's first item's key: it stays the same while that item leads the group. */
  key: string;
  /** Index of its first item in the list, and one past its last. */
  first: number;
  end: number;
  size: number;
  /** Start times of its first and last items, in seconds. */
  from: number;
  to: number;
}

/** Groups the time-ordered items that start within `gapPx` of a group's first item at `zoom`. */
export function groupTimed(
  timed: readonly TimedPoint[],
  zoom: number,
  gapPx: number,
): TimedGroup[] {
  const gap = gapPx / pxPerSecond(zoom);
  const groups: TimedGroup[] = [];
  let first = 0;
  while (first < timed.length) {
    const from = timed[first]!.startTime;
    let end = first + 1;
    while (end < timed.length && timed[end]!.startTime - from < gap) end++;
    groups.push({
      key: timed[first]!.key,
      first,
      end,
      size: end - first,
      from,
      to: timed[end - 1]!.startTime,
    });
    first = end;
  }
  return groups;
}

/**
 * The track positions (in pixels, the 19 px padding included) worth drawing for a viewport
 * scrolled by `scrollLeft`: the visible part and `overscan` viewports on each side, so that a
 * short scroll shows items already there.
 */
export function renderWindowPx(
  scrollLeft: number,
  viewportWidth: number,
  overscan = 0.5,
): { fromPx: number; toPx: number } {
  const width = Math.max(0, viewportWidth);
  return { fromPx: scrollLeft - overscan * width, toPx: scrollLeft + (1 + overscan) * width };
}

/** First index in [0, n) for which `test` holds, `test` being false then true along the range. */
function partition(n: number, test: (i: number) => boolean): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (test(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The groups any of whose items (drawn `itemPx` wide from their start) reach into the window
 * [fromPx, toPx], as a slice of `groups`: O(log n + k), whatever the number of items.
 */
export function groupsInWindow(
  groups: readonly TimedGroup[],
  zoom: number,
  { fromPx, toPx, itemPx }: { fromPx: number; toPx: number; itemPx: number },
): readonly TimedGroup[] {
  const first = partition(
    groups.length,
    (i) => secondsToPx(groups[i]!.to, zoom) + itemPx >= fromPx,
  );
  const end = partition(groups.length, (i) => secondsToPx(groups[i]!.from, zoom) > toPx);
  return groups.slice(first, Math.max(first, end));
}

/** The group holding the item at `index` of the list (groups cover the list in order). */
export function groupOf(groups: readonly TimedGroup[], index: number): TimedGroup | undefined {
  const i = partition(groups.length, (g) => groups[g]!.end > index);
  const group = groups[i];
  return group && group.first <= index ? group : undefined;
}

/**
 * The zoom step that spreads a group's items apart (its first and last item at least `gapPx`
 * apart, so that it splits), never past the closest zoom and always at least one step closer
 * than `zoom`; null when the editor is already at the closest zoom (the group can then only be
 * opened in place).
 */
export function zoomToSplit(group: TimedGroup, zoom: number, gapPx: number): number | null {
  if (zoom >= MAX_ZOOM) return null;
  const nextStep = Math.min(MAX_ZOOM, Math.floor(zoom) + 1);
  const spread = group.to - group.from;
  if (!(spread > 0)) return MAX_ZOOM;
  // pxPerSecond(z) * spread ≥ gapPx ⇔ z ≥ MAX_ZOOM + log2(gapPx / (spread * pxPerSecond(MAX_ZOOM))).
  const needed = Math.ceil(MAX_ZOOM + Math.log2(gapPx / (spread * pxPerSecond(MAX_ZOOM))) - 1e-9);
  return Math.min(MAX_ZOOM, Math.max(nextStep, needed));
}

/**
 * What the track draws: for each group in the window, its chip, or its items one by one when it
 * holds one item, when it was opened (`open` holds its key) or when it holds an item that must
 * stay on screen (`keep`: the item being dragged, the one armed for a drag). Kept items outside
 * the window are drawn too, so that a drag never loses its element.
 */
export type TimedEntry<T extends TimedPoint> =
  { kind: 'item'; item: T; index: number } | { kind: 'group'; group: TimedGroup };

export function timedEntries<T extends TimedPoint>(
  timed: readonly T[],
  groups: readonly TimedGroup[],
  shown: readonly TimedGroup[],
  { open, keep }: { open: ReadonlySet<string>; keep: readonly string[] },
): TimedEntry<T>[] {
  const keptIndexes = keep
    .map((key) => timed.findIndex((t) => t.key === key))
    .filter((index) => index >= 0);
  const keptGroups = new Set(keptIndexes.map((index) => groupOf(groups, index)?.key));
  const entries: TimedEntry<T>[] = [];
  const drawn = new Set<number>();
  for (const group of shown) {
    if (group.size === 1 || open.has(group.key) || keptGroups.has(group.key)) {
      for (let i = group.first; i < group.end; i++) {
        entries.push({ kind: 'item', item: timed[i]!, index: i });
        drawn.add(i);
      }
    } else {
      entries.push({ kind: 'group', group });
    }
  }
  for (const index of keptIndexes) {
    if (!drawn.has(index)) entries.push({ kind: 'item', item: timed[index]!, index });
  }
  return entries;
}
