import { describe, expect, it } from 'vitest';
import {
  clampZoom,
  LEFT_PADDING,
  MAX_ZOOM,
  MIN_ZOOM,
  PX_PER_SECOND_AT_MAX_ZOOM,
  RULER_MAJOR_TICKS,
  RULER_SECTION_PX,
  RULER_SUB_TICKS,
} from './timeline-zoom';

describe('timeline zoom', () => {
  it('has the six steps of the spec, 8 px per second at the highest', () => {
    expect([MIN_ZOOM, MAX_ZOOM, PX_PER_SECOND_AT_MAX_ZOOM, LEFT_PADDING]).toEqual([1, 6, 8, 19]);
  });

  it('keeps zoom a whole level between 1 and 6', () => {
    expect(clampZoom(0)).toBe(1);
    expect(clampZoom(7)).toBe(6);
    expect(clampZoom(3.4)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
  });

  it('divides the ruler into 120 px sections of 3 major and 5 sub ticks', () => {
    expect([RULER_SECTION_PX, RULER_MAJOR_TICKS, RULER_SUB_TICKS]).toEqual([120, 3, 5]);
  });
});
