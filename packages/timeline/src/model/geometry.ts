/**
 * Timeline geometry on top of client/domain's zoom maths (doc 3 §9): positions on the track are
 * pixels from the track's left edge, the 19 px padding included, so time 0 sits at 19 px.
 */
import {
  DRAG_AUTOSCROLL_THRESHOLD_Y,
  LEFT_PADDING,
  RULER_MAJOR_TICKS,
  RULER_SECTION_PX,
  RULER_SUB_TICKS,
  clampZoom,
  durationToPx,
  pxPerSecond,
  pxToSeconds,
  secondsToPx,
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
  durationToPx,
  pxPerSecond,
  pxToSeconds,
  secondsPerRulerSection,
  secondsToPx,
} from '@vendy/client/domain';

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

/** Width of the scrollable track: the video plus one ruler section, never narrower than the view. */
export function trackWidthPx(duration: number, zoom: number, viewportWidth = 0): number {
  return Math.max(viewportWidth, secondsToPx(duration, zoom) + RULER_SECTION_PX);
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

/**
 * The ruler's ticks between two track positions (inclusive), every 8 px from time 0: every fifth
 * is major (3 per 120 px section). Only the visible ticks are built, whatever the video's length.
 */
export function rulerTicks(zoom: number, fromPx: number, toPx: number): RulerTick[] {
  const level = clampZoom(zoom);
  const first = Math.max(0, Math.ceil((fromPx - LEFT_PADDING) / RULER_TICK_PX));
  const last = Math.floor((toPx - LEFT_PADDING) / RULER_TICK_PX);
  const ticks: RulerTick[] = [];
  for (let i = first; i <= last; i++) {
    const px = LEFT_PADDING + i * RULER_TICK_PX;
    const seconds = pxToSeconds(px, level);
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
