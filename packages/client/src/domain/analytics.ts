/**
 * Analytics: the constants and the pure metric maths shared by the server (rollups, the data API)
 * and the analytics frame in the browser. What each metric means is written out in the analytics
 * module's README (apps/api/src/modules/analytics/README.md).
 */

/**
 * An add-to-cart counts for an order created at most this many days after it (and not before):
 * each group chooses its window among ATTRIBUTION_WINDOW_CHOICES; this is the default.
 */
export const ATTRIBUTION_WINDOW_DAYS = 7;
export const ATTRIBUTION_WINDOW_MS = ATTRIBUTION_WINDOW_DAYS * 24 * 60 * 60 * 1000;
/** The attribution windows a group may choose, in days. */
export const ATTRIBUTION_WINDOW_CHOICES = [1, 7, 30] as const;
export type AttributionWindowDays = (typeof ATTRIBUTION_WINDOW_CHOICES)[number];
export const ATTRIBUTION_WINDOW_INVALID = 'Choose an attribution window of 1, 7 or 30 days.';

/** Whether `days` is one of the attribution windows a group may choose. */
export function isAttributionWindow(days: unknown): days is AttributionWindowDays {
  return (ATTRIBUTION_WINDOW_CHOICES as readonly unknown[]).includes(days);
}
/** An autoplaying video counts as viewed once it has played this many seconds. */
export const VIEW_SECONDS = 3;
/** A layout or feed counts as seen (an impression) once at least this share of it is visible. */
export const IMPRESSION_RATIO = 0.5;
/** The longest period the dashboard may ask for at once. */
export const MAX_ANALYTICS_RANGE_DAYS = 400;
/** A playback's events count up to this many hours after its `view`. */
export const PLAYBACK_MAX_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The dimensions the rollups are kept by; 'all' is the group's total. */
export const ANALYTICS_DIMENSIONS = [
  'layout',
  'feed',
  'video',
  'strategy',
  'experiment',
  'product',
] as const;
export type AnalyticsDimension = (typeof ANALYTICS_DIMENSIONS)[number];
/**
 * The rollups' dimensions: 'all' is the group's total; 'experiment-strategy' (key
 * `<experimentId>:<strategyId>`, experimentArmKey) is an experiment's arm, kept apart from
 * 'strategy' because one strategy may run in several experiments.
 */
export type RollupDimension = AnalyticsDimension | 'all' | 'experiment-strategy';

/** The rollup key of an experiment's arm. */
export function experimentArmKey(experimentId: string, strategyId: string): string {
  return `${experimentId}:${strategyId}`;
}

export const ANALYTICS_BUCKETS = ['hour', 'day'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

/** The additive counts an hourly rollup keeps (sums of them are meaningful). */
export interface AnalyticsCounts {
  impressions: number;
  views: number;
  /** Sum over the playbacks started (viewed) in the period of their watch time. */
  watchSeconds: number;
  /** Playbacks started in the period that reached an `ended` event. */
  completions: number;
  /** Banner clicks: `view-in-video` + `shop-now`. */
  clicks: number;
  addToCarts: number;
}

export const ZERO_COUNTS: Readonly<AnalyticsCounts> = Object.freeze({
  impressions: 0,
  views: 0,
  watchSeconds: 0,
  completions: 0,
  clicks: 0,
  addToCarts: 0,
});

export function addCounts(a: AnalyticsCounts, b: AnalyticsCounts): AnalyticsCounts {
  return {
    impressions: a.impressions + b.impressions,
    views: a.views + b.views,
    watchSeconds: a.watchSeconds + b.watchSeconds,
    completions: a.completions + b.completions,
    clicks: a.clicks + b.clicks,
    addToCarts: a.addToCarts + b.addToCarts,
  };
}

/** numerator / denominator, or null when there is nothing to divide by (shown as "–"). */
export function ratio(numerator: number, denominator: number): number | null {
  return denominator > 0 ? numerator / denominator : null;
}

/** The rates of the definitions, derived from the counts (never stored). */
export interface AnalyticsRates {
  /** views / impressions */
  viewRate: number | null;
  /** watch time / views */
  averageSecondsWatched: number | null;
  /** completed playbacks / views */
  completionRate: number | null;
  /** banner clicks / views */
  clickThroughRate: number | null;
  /** add-to-carts / views */
  addToCartRate: number | null;
}

export function ratesOf(counts: AnalyticsCounts): AnalyticsRates {
  return {
    viewRate: ratio(counts.views, counts.impressions),
    averageSecondsWatched: ratio(counts.watchSeconds, counts.views),
    completionRate: ratio(counts.completions, counts.views),
    clickThroughRate: ratio(counts.clicks, counts.views),
    addToCartRate: ratio(counts.addToCarts, counts.views),
  };
}

/** Relative change from `previous` to `current` (0.25 = +25 %), null when previous is 0. */
export function change(current: number, previous: number): number | null {
  return previous === 0 ? null : (current - previous) / previous;
}

export interface DateRange {
  from: Date;
  to: Date;
}

/** The period of the same length just before [from, to), for comparison. */
export function previousPeriod({ from, to }: DateRange): DateRange {
  const length = to.getTime() - from.getTime();
  return { from: new Date(from.getTime() - length), to: new Date(from.getTime()) };
}

/** Start of the UTC hour or day holding `date`. */
export function bucketStart(date: Date, bucket: AnalyticsBucket): Date {
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  return new Date(Math.floor(date.getTime() / size) * size);
}

/** Every bucket start in [from, to), so a series has a point (maybe zero) for each one. */
export function bucketStarts({ from, to }: DateRange, bucket: AnalyticsBucket): Date[] {
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const starts: Date[] = [];
  for (let t = bucketStart(from, bucket).getTime(); t < to.getTime(); t += size) {
    starts.push(new Date(t));
  }
  return starts;
}

/**
 * Whether an add-to-cart at `eventAt` is attributed to an order created at `orderAt`: the order
 * came at most `windowDays` (the group's window, ATTRIBUTION_WINDOW_DAYS by default) after it
 * (exactly the window counts) and not before it.
 */
export function withinAttributionWindow(
  eventAt: Date,
  orderAt: Date,
  windowDays: number = ATTRIBUTION_WINDOW_DAYS,
): boolean {
  const gap = orderAt.getTime() - eventAt.getTime();
  return gap >= 0 && gap <= windowDays * 24 * 60 * 60 * 1000;
}

/** A line's revenue net of refunds: price × (quantity − refunded quantity), never below 0. */
export function lineNetCents(line: {
  priceCents: number;
  quantity: number;
  refundedQuantity: number;
}): number {
  return line.priceCents * Math.max(0, line.quantity - line.refundedQuantity);
}

/** A playback's watch time: the largest cumulative `videoSecondsWatched` among its events. */
export function playbackWatchSeconds(
  events: ReadonlyArray<{ videoSecondsWatched?: number | null }>,
): number {
  let most = 0;
  for (const event of events) {
    const seconds = event.videoSecondsWatched;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > most) most = seconds;
  }
  return most;
}

export interface Interval {
  low: number;
  high: number;
}

/**
 * A 95 % confidence interval for a rate of `successes` in `trials` (Wilson score interval: sound
 * for small counts and rates near 0 or 1, unlike the normal approximation). null without trials.
 * Successes above the trials (a shopper clicking twice in one view) are capped at the trials.
 */
export function wilsonInterval(successes: number, trials: number, z = 1.959964): Interval | null {
  if (!(trials > 0)) return null;
  const p = Math.min(Math.max(successes, 0), trials) / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - margin), high: Math.min(1, centre + margin) };
}

/** Intervals of the rates whose numerators are counts of the denominators' units. */
export function rateIntervals(counts: AnalyticsCounts): {
  viewRate: Interval | null;
  completionRate: Interval | null;
  clickThroughRate: Interval | null;
  addToCartRate: Interval | null;
} {
  return {
    viewRate: wilsonInterval(counts.views, counts.impressions),
    completionRate: wilsonInterval(counts.completions, counts.views),
    clickThroughRate: wilsonInterval(counts.clicks, counts.views),
    addToCartRate: wilsonInterval(counts.addToCarts, counts.views),
  };
}

/** The standard normal distribution function Φ(x) (error below 1.2e-7). */
export function normalCdf(x: number): number {
  // erfc by its Chebyshev fit (Numerical Recipes' erfcc), Φ(x) = erfc(−x / √2) / 2.
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + z / 2);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

export interface ProportionTest {
  /** p₁ − p₂ */
  difference: number;
  z: number;
  /** Two-sided. */
  pValue: number;
}

/**
 * Two-proportion z-test (pooled) of x₁/n₁ against x₂/n₂; null without trials on either side.
 * Successes above the trials are capped at the trials, as in wilsonInterval. Equal rates of 0 or 1
 * (no variance) give z = 0 and p = 1.
 */
export function twoProportionZTest(
  x1: number,
  n1: number,
  x2: number,
  n2: number,
): ProportionTest | null {
  if (!(n1 > 0) || !(n2 > 0)) return null;
  const s1 = Math.min(Math.max(x1, 0), n1);
  const s2 = Math.min(Math.max(x2, 0), n2);
  const difference = s1 / n1 - s2 / n2;
  const pooled = (s1 + s2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (!(se > 0)) return { difference, z: 0, pValue: 1 };
  const z = difference / se;
  return { difference, z, pValue: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) };
}

/**
 * A 95 % confidence interval for the mean of `n` values given their sum and sum of squares
 * (normal approximation, sample variance): mean ± z·s/√n, the low end kept at `floor` (a revenue
 * is never negative). null with fewer than 2 values.
 */
export function meanInterval(
  n: number,
  sum: number,
  sumOfSquares: number,
  options: { z?: number; floor?: number } = {},
): Interval | null {
  if (!(n >= 2)) return null;
  const z = options.z ?? 1.959964;
  const mean = sum / n;
  const variance = Math.max(0, (sumOfSquares - (sum * sum) / n) / (n - 1));
  const margin = z * Math.sqrt(variance / n);
  const floor = options.floor ?? -Infinity;
  return { low: Math.max(floor, mean - margin), high: mean + margin };
}

export const ANALYTICS_QUERY_MESSAGES = {
  badDate: (name: string) =>
    `${name} must be a date and time in ISO 8601 form, e.g. 2026-01-31T00:00:00Z.`,
  wholeHour: (name: string) => `${name} must be a whole hour (UTC), e.g. 2026-01-31T13:00:00Z.`,
  order: 'from must be before to.',
  tooLong: `The period can be at most ${MAX_ANALYTICS_RANGE_DAYS} days long.`,
  bucket: `bucket must be one of: ${ANALYTICS_BUCKETS.join(', ')}.`,
  dimension: `dimension must be one of: ${ANALYTICS_DIMENSIONS.join(', ')}.`,
  limit: 'limit must be a whole number from 1 to 100.',
} as const;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function parseInstant(name: string, raw: string | null | undefined): Parsed<Date> {
  if (!raw || !ISO_DATE_TIME.test(raw)) {
    return { ok: false, error: ANALYTICS_QUERY_MESSAGES.badDate(name) };
  }
  const date = new Date(raw);
  // Date rolls impossible days over (2026-02-30 → 2026-03-02): the calendar day must exist.
  const [year, month, day] = raw.slice(0, 10).split('-').map(Number) as [number, number, number];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (Number.isNaN(date.getTime()) || month < 1 || month > 12 || day < 1 || day > daysInMonth) {
    return { ok: false, error: ANALYTICS_QUERY_MESSAGES.badDate(name) };
  }
  if (date.getTime() % HOUR_MS !== 0) {
    return { ok: false, error: ANALYTICS_QUERY_MESSAGES.wholeHour(name) };
  }
  return { ok: true, value: date };
}

/**
 * The period [from, to) of a dashboard request: whole UTC hours (the rollups' grain), from before
 * to, at most MAX_ANALYTICS_RANGE_DAYS long. A bare date (2026-01-31) is its midnight UTC.
 */
export function parseAnalyticsRange(
  from: string | null | undefined,
  to: string | null | undefined,
): Parsed<DateRange> {
  const start = parseInstant('from', from);
  if (!start.ok) return start;
  const end = parseInstant('to', to);
  if (!end.ok) return end;
  if (start.value.getTime() >= end.value.getTime()) {
    return { ok: false, error: ANALYTICS_QUERY_MESSAGES.order };
  }
  if (end.value.getTime() - start.value.getTime() > MAX_ANALYTICS_RANGE_DAYS * DAY_MS) {
    return { ok: false, error: ANALYTICS_QUERY_MESSAGES.tooLong };
  }
  return { ok: true, value: { from: start.value, to: end.value } };
}

export function parseBucket(raw: string | null | undefined): Parsed<AnalyticsBucket> {
  const value = raw ?? 'day';
  return (ANALYTICS_BUCKETS as readonly string[]).includes(value)
    ? { ok: true, value: value as AnalyticsBucket }
    : { ok: false, error: ANALYTICS_QUERY_MESSAGES.bucket };
}

export function parseDimension(raw: string | null | undefined): Parsed<AnalyticsDimension> {
  return raw && (ANALYTICS_DIMENSIONS as readonly string[]).includes(raw)
    ? { ok: true, value: raw as AnalyticsDimension }
    : { ok: false, error: ANALYTICS_QUERY_MESSAGES.dimension };
}

export function parseLimit(raw: string | null | undefined, fallback = 10): Parsed<number> {
  if (raw === null || raw === undefined) return { ok: true, value: fallback };
  const value = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  return value >= 1 && value <= 100
    ? { ok: true, value }
    : { ok: false, error: ANALYTICS_QUERY_MESSAGES.limit };
}
