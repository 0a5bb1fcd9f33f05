import { describe, expect, it } from 'vitest';
import {
  DRAG_AUTO_SCROLL,
  LEFT_PADDING,
  RULER_SECTION_PX,
  RULER_TICK_PX,
  TRACK_END_PX,
  clampTime,
  dropTime,
  durationToPx,
  fitZoom,
  formatTimecode,
  moveByPx,
  pxPerSecond,
  pxToSeconds,
  rulerTickSeconds,
  rulerTicks,
  scrollLeftKeeping,
  secondsPerRulerSection,
  secondsToPx,
  snapTime,
  snapToTick,
  spanPx,
  timeAtPx,
  trackWidthPx,
  visibleTimeRange,
} from './geometry';

describe('zoom steps', () => {
  it('shows 8 px per second at zoom 6, halving per step down', () => {
    expect([1, 2, 3, 4, 5, 6].map(pxPerSecond)).toEqual([0.25, 0.5, 1, 2, 4, 8]);
  });

  it('measures positions from the 19 px left padding, and back', () => {
    expect(secondsToPx(0, 6)).toBe(19);
    expect(secondsToPx(10, 6)).toBe(99);
    expect(secondsToPx(10, 3)).toBe(29);
    expect(durationToPx(10, 6)).toBe(80);
    expect(pxToSeconds(99, 6)).toBe(10);
    for (const zoom of [1, 2, 3, 4, 5, 6]) {
      expect(pxToSeconds(secondsToPx(37.5, zoom), zoom)).toBeCloseTo(37.5);
    }
  });

  it('covers 15 s per 120 px ruler section at zoom 6 and 480 s at zoom 1', () => {
    expect(secondsPerRulerSection(6)).toBe(15);
    expect(secondsPerRulerSection(1)).toBe(480);
  });
});

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
    expect(trackWidthPx(60, 6)).toBe(19 + 480 + 40);
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

describe('drop position', () => {
  // An 8-second clip fitted into 640 px of track: 80 px per second.
  const zoom = fitZoom(8, 19 + 640 + TRACK_END_PX);
  const trackLeft = 300;

  it('is the pointer’s distance from the track’s content start, not an overlay edge', () => {
    expect(pxPerSecond(zoom)).toBeCloseTo(80, 6);
    const at = (seconds: number) => trackLeft + 19 + seconds * 80;
    expect(dropTime({ pointerX: at(1), trackLeft, zoom, duration: 8 })).toBeCloseTo(1, 6);
    expect(dropTime({ pointerX: at(5), trackLeft, zoom, duration: 8 })).toBeCloseTo(5, 6);
    expect(dropTime({ pointerX: at(7.5), trackLeft, zoom, duration: 8 })).toBeCloseTo(7.5, 6);
    // The same pointer at zoom 6 (8 px per second) is a tenth as far into the video.
    expect(dropTime({ pointerX: trackLeft + 19 + 40, trackLeft, zoom: 6, duration: 8 })).toBe(5);
  });

  it('is clamped to the video', () => {
    expect(dropTime({ pointerX: trackLeft - 50, trackLeft, zoom, duration: 8 })).toBe(0);
    expect(dropTime({ pointerX: trackLeft + 5, trackLeft, zoom, duration: 8 })).toBe(0);
    expect(dropTime({ pointerX: trackLeft + 5000, trackLeft, zoom, duration: 8 })).toBe(8);
  });

  it('rounds keyboard drops to the nearest ruler tick', () => {
    // Zoom 6: a tick is 1 s; fitted 8 s at 80 px per second: majors of 1 s, ticks of 0.2 s.
    expect(snapToTick(4.4, 6)).toBe(4);
    expect(snapToTick(4.6, 6)).toBe(5);
    expect(rulerTickSeconds(zoom)).toBeCloseTo(0.2, 9);
    expect(snapToTick(4.33, zoom)).toBe(4.4);
  });
});

describe('fit zoom and the ruler’s end', () => {
  it('labels whole seconds, never repeating, when an 8-second clip fills the track', () => {
    const zoom = fitZoom(8, 19 + 640 + TRACK_END_PX);
    const majors = rulerTicks(zoom, 0, 2000, 8).filter((t) => t.major);
    expect(majors.map((t) => t.label)).toEqual([
      '0:00',
      '0:01',
      '0:02',
      '0:03',
      '0:04',
      '0:05',
      '0:06',
      '0:07',
      '0:08',
    ]);
    expect(majors.at(-1)!.px).toBeCloseTo(19 + 640, 6);
  });

  it('ends the ruler at the video’s length at every zoom', () => {
    const ticks = rulerTicks(6, 0, 5000, 8);
    expect(ticks.at(-1)!.seconds).toBe(8);
    expect(ticks.every((t) => t.seconds <= 8)).toBe(true);
    // The track is the video and a little room after it, or the view when that is wider.
    expect(trackWidthPx(8, 6)).toBe(19 + 64 + TRACK_END_PX);
  });

  it('picks readable majors for long videos', () => {
    const zoom = fitZoom(3600, 19 + 640 + TRACK_END_PX);
    const labels = rulerTicks(zoom, 0, 700, 3600)
      .filter((t) => t.major)
      .map((t) => t.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.at(-1)).toBe('1:00:00');
  });
});
