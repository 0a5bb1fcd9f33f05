/**
 * Timeline geometry on client/domain's zoom constants (doc 3 §9): positions on the track are
 * pixels from the track's left edge, the 19 px padding included, so time 0 sits at 19 px.
 */
import {
  DRAG_AUTOSCROLL_THRESHOLD_Y,
  LEFT_PADDING,
  MAX_ZOOM,
  PX_PER_SECOND_AT_MAX_ZOOM,
  RULER_MAJOR_TICKS,
  RULER_SECTION_PX,
  RULER_SUB_TICKS,
  clampZoom,
} from '@vendy/client/domain';

export {
  DRAG_OVERLAY_WIDTH,
  LEFT_PADDING,
  MAX_ZOOM,
  MIN_ZOOM,
  RULER_MAJOR_TICKS,
  RULER_SECTION_PX,
  RULER_SUB_TICKS,
  clampZoom,
} from '@vendy/client/domain';

/**
 * The zoom the merchant picked: one of the spec's six steps, or 'fit' (the whole video fills the
 * visible track).
 */
export type ZoomSetting = number | 'fit';

/** Room left after the video's end, so that a product placed at the very end stays visible. */
export const TRACK_END_PX = 40;

/** Assumed width of the visible track before it has been measured. */
export const DEFAULT_VIEWPORT_PX = 720;

/**
 * The zoom level that fits `duration` into a track `viewportWidth` wide (between the left padding
 * and the end room). Levels are a continuous scale: 6 is 8 px per second, each step down halves it;
 * a fit level is usually between steps, and above 6 for clips shorter than the track.
 */
export function fitZoom(duration: number, viewportWidth: number): number {
  const width = (viewportWidth > 0 ? viewportWidth : DEFAULT_VIEWPORT_PX) - LEFT_PADDING;
  const room = Math.max(RULER_SECTION_PX, width - TRACK_END_PX);
  if (!(duration > 0) || !Number.isFinite(duration)) return MAX_ZOOM;
  return MAX_ZOOM + Math.log2(room / duration / PX_PER_SECOND_AT_MAX_ZOOM);
}

/** The zoom level drawn for a setting: a step as it is, 'fit' for this video and track width. */
export function zoomLevel(setting: ZoomSetting, duration: number, viewportWidth: number): number {
  return setting === 'fit' ? fitZoom(duration, viewportWidth) : clampZoom(setting);
}

/** Pixels per second at a zoom level (8 at 6, half as many per step down; fit levels between). */
export function pxPerSecond(zoom: number): number {
  const level = Number.isFinite(zoom) ? zoom : MAX_ZOOM;
  return PX_PER_SECOND_AT_MAX_ZOOM * 2 ** (level - MAX_ZOOM);
}

/** Width of a stretch of time, in pixels. */
export function durationToPx(seconds: number, zoom: number): number {
  return seconds * pxPerSecond(zoom);
}

/** Track position of a time (the left padding included). */
export function secondsToPx(seconds: number, zoom: number): number {
  return LEFT_PADDING + durationToPx(seconds, zoom);
}

/** Time at a track position (negative left of time 0). */
export function pxToSeconds(px: number, zoom: number): number {
  return (px - LEFT_PADDING) / pxPerSecond(zoom);
}

/** Seconds covered by one 120 px ruler section. */
export function secondsPerRulerSection(zoom: number): number {
  return RULER_SECTION_PX / pxPerSecond(zoom);
}

/** Distance between two ruler ticks: a 120 px section holds 3 majors, each split in 5 (8 px). */
export const RULER_TICK_PX = RULER_SECTION_PX / (RULER_MAJOR_TICKS * RULER_SUB_TICKS);

/** A dragged timed item within this many pixels of the cursor lands on it. */
export const SNAP_THRESHOLD_PX = 8;

/**
 * @dnd-kit's `autoScroll` option: the spec's 0.3 vertical threshold; the horizontal one is
 * dnd-kit's default.
 */
export const DRAG_AUTO_SCROLL = {
  threshold: { x: 0.2, y: DRAG_AUTOSCROLL_THRESHOLD_Y },
} as const;

/** A time within the video: 0 to `duration` (0 for unreadable input). */
export function clampTime(seconds: number, duration: number): number {
  if (!Number.isFinite(seconds)) return 0;
  return Math.min(Math.max(0, duration), Math.max(0, seconds));
}

/** The time under a track position, clamped to the video. */
export function timeAtPx(px: number, zoom: number, duration: number): number {
  return clampTime(pxToSeconds(px, zoom), duration);
}

/** Where an item that started at `start` lands after being dragged `deltaPx`, clamped. */
export function moveByPx(start: number, deltaPx: number, zoom: number, duration: number): number {
  return clampTime(start + deltaPx / pxPerSecond(zoom), duration);
}

/**
 * The nearest target within `thresholdPx` (measured at this zoom) of `time`, or `time` itself.
 * Thresholds are in pixels so that snapping feels the same at every zoom.
 */
export function snapTime(
  time: number,
  targets: readonly number[],
  zoom: number,
  thresholdPx: number = SNAP_THRESHOLD_PX,
): number {
  const limit = thresholdPx / pxPerSecond(zoom);
  let best = time;
  let bestDistance = Infinity;
  for (const target of targets) {
    const distance = Math.abs(target - time);
    if (distance <= limit && distance < bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * Width of the scrollable track: the video plus a little room after its end, never narrower than
 * the view.
 */
export function trackWidthPx(duration: number, zoom: number, viewportWidth = 0): number {
  return Math.max(viewportWidth, Math.ceil(secondsToPx(duration, zoom)) + TRACK_END_PX);
}

/**
 * The time under the pointer when something is dropped on a track: the pointer's distance from the
 * track's content start (its left edge, then the 19 px padding) at this zoom, clamped to the video.
 * `pointerX` and `trackLeft` are both on-screen x coordinates (the track's left moves as it scrolls).
 */
export function dropTime({
  pointerX,
  trackLeft,
  zoom,
  duration,
}: {
  pointerX: number;
  trackLeft: number;
  zoom: number;
  duration: number;
}): number {
  return timeAtPx(pointerX - trackLeft, zoom, duration);
}

/** A time rounded to the nearest ruler tick at this zoom (keyboard moves go tick by tick). */
export function snapToTick(time: number, zoom: number): number {
  const tick = rulerTickSeconds(zoom);
  // Rounded again to drop the binary noise of fractional ticks (0.2 s steps).
  return Math.round(Math.round(time / tick) * tick * 1000) / 1000;
}

/** Left and width in pixels of a stretch of time. */
export function spanPx(start: number, end: number, zoom: number): { left: number; width: number } {
  return { left: secondsToPx(start, zoom), width: durationToPx(Math.max(0, end - start), zoom) };
}

/** The times visible in a viewport scrolled by `scrollLeft`. */
export function visibleTimeRange(
  scrollLeft: number,
  viewportWidth: number,
  zoom: number,
): { from: number; to: number } {
  return {
    from: Math.max(0, pxToSeconds(scrollLeft, zoom)),
    to: Math.max(0, pxToSeconds(scrollLeft + viewportWidth, zoom)),
  };
}

/**
 * The scroll offset that keeps `time` at `viewportX` (e.g. the cursor where it was on screen
 * after a zoom change).
 */
export function scrollLeftKeeping(time: number, viewportX: number, zoom: number): number {
  return Math.max(0, secondsToPx(time, zoom) - viewportX);
}

export interface RulerTick {
  /** Track position, padding included. */
  px: number;
  seconds: number;
  major: boolean;
  /** m:ss (h:mm:ss past an hour) on major ticks, null on sub ticks. */
  label: string | null;
}

/** Whole-second majors a fit zoom picks from (each split in 5 sub ticks). */
const NICE_MAJOR_SECONDS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200];

/**
 * Seconds between two ruler ticks. At the six steps a tick is every 8 px (3 majors of 5 ticks per
 * 120 px section: 1 s at zoom 6); a fit zoom picks the shortest whole-second major at least 40 px
 * wide, so that labels never repeat.
 */
export function rulerTickSeconds(zoom: number): number {
  const pps = pxPerSecond(zoom);
  if (Number.isInteger(zoom)) return RULER_TICK_PX / pps;
  const minimum = RULER_TICK_PX * RULER_SUB_TICKS;
  const major =
    NICE_MAJOR_SECONDS.find((seconds) => seconds * pps >= minimum) ??
    Math.ceil(minimum / pps / 3600) * 3600;
  return major / RULER_SUB_TICKS;
}

/**
 * The ruler's ticks between two track positions (inclusive), from time 0 and never past
 * `duration` (the ruler ends with the video; with no video it spans the range). Every fifth tick
 * is major. Only the visible ticks are built, whatever the video's length.
 */
export function rulerTicks(
  zoom: number,
  fromPx: number,
  toPx: number,
  duration = Infinity,
): RulerTick[] {
  const tick = rulerTickSeconds(zoom);
  const end = duration > 0 ? Math.min(toPx, secondsToPx(duration, zoom) + 0.5) : toPx;
  const first = Math.max(0, Math.ceil(pxToSeconds(fromPx, zoom) / tick - 1e-9));
  const last = Math.floor(pxToSeconds(end, zoom) / tick + 1e-9);
  const ticks: RulerTick[] = [];
  for (let i = first; i <= last; i++) {
    const seconds = Math.round(i * tick * 1000) / 1000;
    const px = secondsToPx(seconds, zoom);
    const major = i % RULER_SUB_TICKS === 0;
    ticks.push({ px, seconds, major, label: major ? formatTimecode(seconds) : null });
  }
  return ticks;
}

/** A time as m:ss, or h:mm:ss from an hour on; fractions are dropped. */
export function formatTimecode(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
