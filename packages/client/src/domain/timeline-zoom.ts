/**
 * Timeline geometry (doc 3 §9): zoom levels 1 to 6, 8 px per second at 6 and half as many per
 * step down; positions are measured from a 19 px left padding.
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

export function pxPerSecond(zoom: number): number {
  return PX_PER_SECOND_AT_MAX_ZOOM / 2 ** (MAX_ZOOM - clampZoom(zoom));
}

/** Width in pixels of a stretch of time. */
export function durationToPx(seconds: number, zoom: number): number {
  return seconds * pxPerSecond(zoom);
}

/** Horizontal position of a time on the track, padding included. */
export function secondsToPx(seconds: number, zoom: number): number {
  return LEFT_PADDING + durationToPx(seconds, zoom);
}

/** The time at a horizontal track position (the inverse of secondsToPx; callers clamp). */
export function pxToSeconds(px: number, zoom: number): number {
  return (px - LEFT_PADDING) / pxPerSecond(zoom);
}

/** Seconds covered by one ruler section at a zoom level. */
export function secondsPerRulerSection(zoom: number): number {
  return RULER_SECTION_PX / pxPerSecond(zoom);
}
