import { describe, expect, it } from 'vitest';
import {
  groupOf,
  groupTimed,
  groupsInWindow,
  renderWindowPx,
  timedEntries,
  zoomToSplit,
  type TimedPoint,
} from './visible';

const CHIP = 36;
const points = (...times: number[]): TimedPoint[] =>
  times.map((startTime, i) => ({ key: `t${i}`, startTime }));
/** Ten minutes of video with `count` items spread evenly (the bench's track). */
const spread = (count: number) =>
  points(...Array.from({ length: count }, (_, i) => Math.round((i * 6000) / count) / 10));
const sizes = (groups: { size: number }[]) => groups.map((g) => g.size);

describe('groupTimed', () => {
  it('keeps items a chip apart or more as single items', () => {
    // 8 px per second at zoom 6: 4.5 s is exactly 36 px.
    const groups = groupTimed(points(0, 4.5, 9, 20), 6, CHIP);
    expect(sizes(groups)).toEqual([1, 1, 1, 1]);
    expect(groups[1]).toEqual({ key: 't1', first: 1, end: 2, size: 1, from: 4.5, to: 4.5 });
  });

  it('groups the items that start less than a chip after a group’s first item', () => {
    const groups = groupTimed(points(0, 1, 4, 4.5, 5, 30), 6, CHIP);
    expect(groups.map((g) => [g.key, g.first, g.end, g.from, g.to])).toEqual([
      ['t0', 0, 3, 0, 4],
      ['t3', 3, 5, 4.5, 5],
      ['t5', 5, 6, 30, 30],
    ]);
  });

  it('puts items at the same time in one group, and covers the list in order', () => {
    const timed = points(2, 2, 2, 7);
    const groups = groupTimed(timed, 6, CHIP);
    expect(sizes(groups)).toEqual([3, 1]);
    expect(groups.reduce((n, g) => n + g.size, 0)).toBe(timed.length);
  });

  it('groups more at lower zooms: each step down halves the room', () => {
    const timed = points(0, 5, 10, 15, 20, 25);
    expect(sizes(groupTimed(timed, 6, CHIP))).toEqual([1, 1, 1, 1, 1, 1]);
    expect(sizes(groupTimed(timed, 5, CHIP))).toEqual([2, 2, 2]);
    expect(sizes(groupTimed(timed, 4, CHIP))).toEqual([4, 2]);
    expect(sizes(groupTimed(timed, 1, CHIP))).toEqual([6]);
  });

  it('draws 1,000 products in ten minutes as a few chips whatever the zoom', () => {
    const timed = spread(1000);
    // 0.6 s apart: 4.8 px at zoom 6, so eight to a chip; the whole video in one at zoom 1.
    expect(groupTimed(timed, 6, CHIP)).toHaveLength(125);
    expect(groupTimed(timed, 1, CHIP)).toHaveLength(5);
    for (const zoom of [1, 2, 3, 4, 5, 6]) {
      const groups = groupTimed(timed, zoom, CHIP);
      // Chips never overlap: each starts at least a chip after the one before.
      groups.slice(1).forEach((g, i) => {
        expect((g.from - groups[i]!.from) * 8 * 2 ** (zoom - 6)).toBeGreaterThanOrEqual(CHIP);
      });
    }
  });

  it('has nothing to group on an empty track', () => {
    expect(groupTimed([], 6, CHIP)).toEqual([]);
  });
});

describe('renderWindowPx', () => {
  it('spans the visible track and half a viewport on each side', () => {
    expect(renderWindowPx(1000, 800)).toEqual({ fromPx: 600, toPx: 2200 });
    expect(renderWindowPx(0, 800, 0)).toEqual({ fromPx: 0, toPx: 800 });
    expect(renderWindowPx(0, -5)).toEqual({ fromPx: 0, toPx: 0 });
  });
});

describe('groupsInWindow', () => {
  const timed = points(0, 1, 10, 20, 21, 60, 100);
  const groups = groupTimed(timed, 6, CHIP);

  it('takes the groups that reach into the window, a chip’s width included', () => {
    // Track px at zoom 6: 19 + 8 × seconds. [180, 500] holds 20–21 s (179–187 px) and 60 s (499 px).
    const shown = groupsInWindow(groups, 6, { fromPx: 180, toPx: 500, itemPx: CHIP });
    expect(shown.map((g) => g.key)).toEqual(['t3', 't5']);
    // 10 s is drawn from 99 px to 135 px: a window from 130 px still reaches it.
    expect(
      groupsInWindow(groups, 6, { fromPx: 130, toPx: 140, itemPx: CHIP }).map((g) => g.key),
    ).toEqual(['t2']);
  });

  it('is empty left of the first item and right of the last', () => {
    expect(groupsInWindow(groups, 6, { fromPx: -500, toPx: 0, itemPx: CHIP })).toEqual([]);
    expect(groupsInWindow(groups, 6, { fromPx: 2000, toPx: 3000, itemPx: CHIP })).toEqual([]);
    expect(groupsInWindow([], 6, { fromPx: 0, toPx: 3000, itemPx: CHIP })).toEqual([]);
  });

  it('draws a few dozen chips of 1,000 products at any zoom and scroll', () => {
    const many = spread(1000);
    for (const zoom of [1, 2, 3, 4, 5, 6]) {
      const all = groupTimed(many, zoom, CHIP);
      for (const scrollLeft of [0, 1200, 4000]) {
        const shown = groupsInWindow(all, zoom, {
          ...renderWindowPx(scrollLeft, 1400),
          itemPx: CHIP,
        });
        // Chips start a chip apart; a group reaches less than two chips past its start.
        expect(shown.length).toBeLessThanOrEqual((2 * 1400) / CHIP + 3);
      }
    }
  });
});

describe('groupOf', () => {
  it('finds the group holding an item', () => {
    const groups = groupTimed(points(0, 1, 10, 20, 21), 6, CHIP);
    expect([0, 1, 2, 3, 4].map((i) => groupOf(groups, i)?.key)).toEqual([
      't0',
      't0',
      't2',
      't3',
      't3',
    ]);
    expect(groupOf(groups, 5)).toBeUndefined();
    expect(groupOf([], 0)).toBeUndefined();
  });
});

describe('zoomToSplit', () => {
  const group = (from: number, to: number) => ({ key: 'g', first: 0, end: 2, size: 2, from, to });

  it('picks the first step at which the group’s first and last items are a chip apart', () => {
    // 4.5 s apart is 36 px at zoom 6 (8 px/s), 18 px at 5.
    expect(zoomToSplit(group(0, 4.5), 1, CHIP)).toBe(6);
    // 40 s apart is 20 px at zoom 2 (0.5 px/s), 40 px at zoom 3 (1 px/s).
    expect(zoomToSplit(group(0, 40), 1, CHIP)).toBe(3);
    expect(zoomToSplit(group(0, 300), 1, CHIP)).toBe(2);
  });

  it('goes at least one step in, from a fit level to the next step', () => {
    expect(zoomToSplit(group(0, 300), 3, CHIP)).toBe(4);
    expect(zoomToSplit(group(0, 300), 2.4, CHIP)).toBe(3);
  });

  it('goes to the closest zoom for items at the same time, and nowhere past it', () => {
    expect(zoomToSplit(group(5, 5), 2, CHIP)).toBe(6);
    expect(zoomToSplit(group(0, 1), 6, CHIP)).toBeNull();
    expect(zoomToSplit(group(0, 1), 7.5, CHIP)).toBeNull();
  });
});

describe('timedEntries', () => {
  const timed = points(0, 1, 2, 20, 40, 41);
  const groups = groupTimed(timed, 6, CHIP);
  const none = { open: new Set<string>(), keep: [] };
  const shape = (entries: ReturnType<typeof timedEntries>) =>
    entries.map((e) => (e.kind === 'item' ? e.item.key : `group ${e.group.key}×${e.group.size}`));

  it('draws a chip for each group of several items and single items as themselves', () => {
    expect(shape(timedEntries(timed, groups, groups, none))).toEqual([
      'group t0×3',
      't3',
      'group t4×2',
    ]);
  });

  it('draws the items of an opened group one by one', () => {
    const open = new Set(['t4']);
    expect(shape(timedEntries(timed, groups, groups, { open, keep: [] }))).toEqual([
      'group t0×3',
      't3',
      't4',
      't5',
    ]);
  });

  it('opens the group of an item being dragged, and draws it even out of the window', () => {
    expect(shape(timedEntries(timed, groups, groups, { ...none, keep: ['t1'] }))).toEqual([
      't0',
      't1',
      't2',
      't3',
      'group t4×2',
    ]);
    const shown = groups.slice(1, 2);
    expect(shape(timedEntries(timed, groups, shown, { ...none, keep: ['t5', 'gone'] }))).toEqual([
      't3',
      't5',
    ]);
  });

  it('gives each item its index in the list', () => {
    const entries = timedEntries(timed, groups, groups, { open: new Set(['t0']), keep: [] });
    expect(entries.flatMap((e) => (e.kind === 'item' ? [e.index] : []))).toEqual([0, 1, 2, 3]);
  });
});
