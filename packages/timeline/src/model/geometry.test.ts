import { describe, expect, it } from 'vitest';
import {
  DRAG_AUTO_SCROLL,
  LEFT_PADDING,
  RULER_SECTION_PX,
  RULER_TICK_PX,
  clampTime,
  formatTimecode,
  moveByPx,
  rulerTicks,
  scrollLeftKeeping,
  secondsToPx,
  snapTime,
  spanPx,
  timeAtPx,
  trackWidthPx,
  visibleTimeRange,
} from './geometry';

describe('ruler', () => {
  it('repeats 120 px sections of 3 major ticks, each split into 5 sub ticks', () => {
    expect(RULER_TICK_PX).toBe(8);
    const ticks = rulerTicks(6, LEFT_PADDING, LEFT_PADDING + RULER_SECTION_PX - 1);
    expect(ticks).toHaveLength(15);
    expect(ticks.filter((t) => t.major)).toHaveLength(3);
    expect(ticks.map((t) => t.px - LEFT_PADDING).slice(0, 6)).toEqual([0, 8, 16, 24, 32, 40]);
  });

  it('starts at the 19 px left padding with time 0', () => {
    const [first] = rulerTicks(6, 0, 100);
    expect(first).toEqual({ px: 19, seconds: 0, major: true, label: '0:00' });
  });

  it('labels majors every 5 s at zoom 6 and every 160 s at zoom 1', () => {
    const labels = (zoom: number) =>
      rulerTicks(zoom, 0, LEFT_PADDING + 2 * RULER_SECTION_PX)
        .filter((t) => t.major)
        .map((t) => t.label);
    expect(labels(6)).toEqual(['0:00', '0:05', '0:10', '0:15', '0:20', '0:25', '0:30']);
    expect(labels(1)).toEqual(['0:00', '2:40', '5:20', '8:00', '10:40', '13:20', '16:00']);
  });

  it('builds only the ticks of the visible stretch, however long the video', () => {
    const from = 1_000_000;
    const ticks = rulerTicks(6, from, from + 800);
    expect(ticks.length).toBe(100);
    expect(ticks[0]!.px).toBeGreaterThanOrEqual(from);
    expect(ticks.at(-1)!.px).toBeLessThanOrEqual(from + 800);
    // Every fifth tick from time 0 is a major one, wherever the window starts.
    for (const tick of ticks) {
      expect(tick.major).toBe(Math.round((tick.px - LEFT_PADDING) / RULER_TICK_PX) % 5 === 0);
    }
  });
});

describe('positions and times', () => {
  it('clamps times to the video', () => {
    expect(clampTime(-3, 60)).toBe(0);
    expect(clampTime(75, 60)).toBe(60);
    expect(clampTime(Number.NaN, 60)).toBe(0);
    expect(clampTime(5, 0)).toBe(0);
  });

  it('reads the time under a track position at each zoom', () => {
    expect(timeAtPx(19 + 80, 6, 600)).toBe(10);
    expect(timeAtPx(19 + 80, 5, 600)).toBe(20);
    expect(timeAtPx(0, 6, 600)).toBe(0);
    expect(timeAtPx(100_000, 6, 600)).toBe(600);
  });

  it('moves by a dragged distance in pixels, clamped to the video', () => {
    expect(moveByPx(10, 16, 6, 60)).toBe(12);
    expect(moveByPx(10, 16, 3, 60)).toBe(26);
    expect(moveByPx(10, -400, 6, 60)).toBe(0);
    expect(moveByPx(10, 400, 6, 60)).toBe(60);
  });

  it('snaps to the nearest target within 8 px at the current zoom', () => {
    expect(snapTime(10.9, [10], 6)).toBe(10);
    expect(snapTime(11.1, [10], 6)).toBe(11.1);
    // At zoom 1 (0.25 px/s) 8 px are 32 s.
    expect(snapTime(40, [10], 1)).toBe(10);
    expect(snapTime(10.5, [10, 11], 6)).toBe(10);
    expect(snapTime(10.6, [10, 11], 6)).toBe(11);
  });

  it('sizes the track and the spans of items', () => {
    expect(trackWidthPx(60, 6)).toBe(19 + 480 + 120);
    expect(trackWidthPx(1, 6, 1200)).toBe(1200);
    expect(spanPx(5, 15, 6)).toEqual({ left: 19 + 40, width: 80 });
    expect(spanPx(15, 5, 6).width).toBe(0);
  });

  it('knows what a scrolled viewport shows and keeps an anchor in place across zooms', () => {
    expect(visibleTimeRange(19 + 800, 400, 6)).toEqual({ from: 100, to: 150 });
    expect(visibleTimeRange(0, 400, 6).from).toBe(0);
    const scroll = scrollLeftKeeping(100, 200, 5);
    expect(secondsToPx(100, 5) - scroll).toBe(200);
    expect(scrollLeftKeeping(1, 200, 6)).toBe(0);
  });

  it('autoscrolls a drag at the spec’s 0.3 vertical threshold', () => {
    expect(DRAG_AUTO_SCROLL.threshold.y).toBe(0.3);
  });

  it('formats timecodes', () => {
    expect(formatTimecode(0)).toBe('0:00');
    expect(formatTimecode(65.9)).toBe('1:05');
    expect(formatTimecode(3725)).toBe('1:02:05');
    expect(formatTimecode(-4)).toBe('0:00');
  });
});
