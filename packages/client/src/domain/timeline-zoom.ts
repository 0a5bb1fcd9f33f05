/**
 * Timeline constants (doc 3 §9): zoom levels 1 to 6, 8 px per second at 6 and half as many per
 * step down; positions are measured from a 19 px left padding. The pixel maths, which also knows
 * the editor's 'fit' zoom, is @vendy/timeline's model (geometry.ts).
 */

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 6;
export const PX_PER_SECOND_AT_MAX_ZOOM = 8;
export const LEFT_PADDING = 19;

/** The ruler repeats a 120 px section holding 3 major ticks, each divided by 5 sub ticks. */
export const RULER_SECTION_PX = 120;
export const RULER_MAJOR_TICKS = 3;
export const RULER_SUB_TICKS = 5;

/** A whole zoom level within 1 to 6 (unreadable input gives the widest view, 1). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(zoom)));
}
