// The frame rate of the renditions. Phones record at a variable rate; the renditions are encoded at
// one constant rate so players get evenly spaced frames and the master playlist can state it.

export interface FrameRate {
  num: number;
  den: number;
}

/** Rates players and screens expect; a measured rate this close to one of them snaps to it. */
const STANDARD_RATES: readonly FrameRate[] = [
  { num: 24000, den: 1001 },
  { num: 24, den: 1 },
  { num: 25, den: 1 },
  { num: 30000, den: 1001 },
  { num: 30, den: 1 },
  { num: 50, den: 1 },
  { num: 60000, den: 1001 },
  { num: 60, den: 1 },
];
const SNAP_TOLERANCE = 0.02;
/** Slow-motion sources (120, 240 fps) are played at this rate. */
const MAX_RATE: FrameRate = { num: 60, den: 1 };
/** When the source says nothing usable. */
const DEFAULT_RATE: FrameRate = { num: 30, den: 1 };
const MIN_FPS = 1;

const valueOf = (rate: FrameRate) => rate.num / rate.den;

/** Reads ffprobe's `num/den`; null for 0/0, negatives, garbage. */
export function parseRate(text: string | undefined): FrameRate | null {
  const match = /^(\d{1,9})\/(\d{1,9})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const rate = { num: Number(match[1]), den: Number(match[2]) };
  return rate.den > 0 && rate.num > 0 ? rate : null;
}

/**
 * The constant rate of the renditions from the source's average rate (its real pace, also for a
 * variable rate) or, failing that, its base rate: the nearest standard rate when close, capped at
 * 60 fps.
 */
export function outputFrameRate(average: FrameRate | null, base: FrameRate | null): FrameRate {
  const source = average && valueOf(average) >= MIN_FPS ? average : base;
  if (!source || valueOf(source) < MIN_FPS) return DEFAULT_RATE;
  const fps = valueOf(source);
  if (fps >= valueOf(MAX_RATE)) return MAX_RATE;
  const nearest = STANDARD_RATES.reduce((best, rate) =>
    Math.abs(valueOf(rate) - fps) < Math.abs(valueOf(best) - fps) ? rate : best,
  );
  if (Math.abs(valueOf(nearest) - fps) / fps <= SNAP_TOLERANCE) return nearest;
  // Kept to the millisecond-per-frame scale the playlist states.
  return { num: Math.round(fps * 1000), den: 1000 };
}

/** `30000/1001` for ffmpeg's filters. */
export const rateArgument = (rate: FrameRate) => `${rate.num}/${rate.den}`;

/** FRAME-RATE of the master playlist: decimal with three places (RFC 8216 §4.3.4.2). */
export const rateAttribute = (rate: FrameRate) => valueOf(rate).toFixed(3);

/**
 * The renditions' rate from ffprobe's `avg_frame_rate` and `r_frame_rate` of the source's first
 * video stream (read with the rest of the probe, ffmpeg.ts probeSource); the default when absent.
 */
export function sourceFrameRate(averageRate?: string, baseRate?: string): FrameRate {
  return outputFrameRate(parseRate(averageRate), parseRate(baseRate));
}
