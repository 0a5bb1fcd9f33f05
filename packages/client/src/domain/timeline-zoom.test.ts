import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  durationToPx,
  LEFT_PADDING,
  pxPerSecond,
  pxToSeconds,
  RULER_MAJOR_TICKS,
  RULER_SECTION_PX,
  RULER_SUB_TICKS,
  secondsPerRulerSection,
  secondsToPx,
} from './timeline-zoom';

describe('timeline zoom', () => {
  it('shows 8 px per second at zoom 6, halving per step down', () => {
    expect([1, 2, 3, 4, 5, 6].map(pxPerSecond)).toEqual([0.25, 0.5, 1, 2, 4, 8]);
  });

  it('keeps zoom a whole level between 1 and 6', () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(7)).toBe(6);
    expect(clampZoom(3.4)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(pxPerSecond(12)).toBe(8);
  });

  it('measures positions from the 19 px left padding', () => {
    expect(LEFT_PADDING).toBe(19);
    expect(secondsToPx(0, 6)).toBe(19);
    expect(secondsToPx(10, 6)).toBe(99);
    expect(secondsToPx(10, 3)).toBe(29);
    expect(durationToPx(10, 6)).toBe(80);
  });

  it('converts positions back to seconds', () => {
    expect(pxToSeconds(99, 6)).toBe(10);
    expect(pxToSeconds(19, 1)).toBe(0);
    for (const zoom of [1, 2, 3, 4, 5, 6]) {
      expect(pxToSeconds(secondsToPx(37.5, zoom), zoom)).toBeCloseTo(37.5);
    }
  });

  it('divides the ruler into 120 px sections of 3 major and 5 sub ticks', () => {
    expect([RULER_SECTION_PX, RULER_MAJOR_TICKS, RULER_SUB_TICKS]).toEqual([120, 3, 5]);
    expect(secondsPerRulerSection(6)).toBe(15);
    expect(secondsPerRulerSection(1)).toBe(480);
  });
});
