import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_QUERY_MESSAGES,
  ATTRIBUTION_WINDOW_DAYS,
  bucketStarts,
  change,
  IMPRESSION_RATIO,
  experimentArmKey,
  lineNetCents,
  meanInterval,
  normalCdf,
  parseAnalyticsRange,
  parseBucket,
  parseDimension,
  parseLimit,
  playbackWatchSeconds,
  previousPeriod,
  ratesOf,
  twoProportionZTest,
  VIEW_SECONDS,
  wilsonInterval,
  withinAttributionWindow,
  ATTRIBUTION_WINDOW_CHOICES,
  isAttributionWindow,
  ZERO_COUNTS,
} from './analytics';

const at = (iso: string) => new Date(iso);

describe('analytics constants', () => {
  it('are the definitions: 7-day window, a view after 3 s, an impression at half visible', () => {
    expect(ATTRIBUTION_WINDOW_DAYS).toBe(7);
    expect(VIEW_SECONDS).toBe(3);
    expect(IMPRESSION_RATIO).toBe(0.5);
  });
});

describe('rates', () => {
  it('divide the counts, and are null (not 0 or NaN) without a denominator', () => {
    const rates = ratesOf({
      impressions: 200,
      views: 50,
      watchSeconds: 600,
      completions: 10,
      clicks: 5,
      addToCarts: 4,
    });
    expect(rates).toEqual({
      viewRate: 0.25,
      averageSecondsWatched: 12,
      completionRate: 0.2,
      clickThroughRate: 0.1,
      addToCartRate: 0.08,
    });
    expect(ratesOf(ZERO_COUNTS)).toEqual({
      viewRate: null,
      averageSecondsWatched: null,
      completionRate: null,
      clickThroughRate: null,
      addToCartRate: null,
    });
    expect(change(15, 10)).toBe(0.5);
    expect(change(3, 0)).toBeNull();
  });
});

describe('previous period', () => {
  it('is the period of the same length just before', () => {
    expect(
      previousPeriod({ from: at('2026-03-08T00:00:00Z'), to: at('2026-03-15T00:00:00Z') }),
    ).toEqual({
      from: at('2026-03-01T00:00:00Z'),
      to: at('2026-03-08T00:00:00Z'),
    });
  });
});

describe('buckets', () => {
  it('list every hour or day of the period, the last one starting before its end', () => {
    const range = { from: at('2026-03-01T22:00:00Z'), to: at('2026-03-02T01:00:00Z') };
    expect(bucketStarts(range, 'hour').map((d) => d.toISOString())).toEqual([
      '2026-03-01T22:00:00.000Z',
      '2026-03-01T23:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
    expect(bucketStarts(range, 'day').map((d) => d.toISOString())).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-02T00:00:00.000Z',
    ]);
  });
});

describe('the attribution window', () => {
  const cart = at('2026-03-01T12:00:00Z');
  it('counts an order exactly 7 days after the add-to-cart, not one a second later', () => {
    expect(withinAttributionWindow(cart, at('2026-03-08T12:00:00Z'))).toBe(true);
    expect(withinAttributionWindow(cart, at('2026-03-08T12:00:01Z'))).toBe(false);
  });
  it('counts an order at the same moment, never one before the add-to-cart', () => {
    expect(withinAttributionWindow(cart, cart)).toBe(true);
    expect(withinAttributionWindow(cart, at('2026-03-01T11:59:59Z'))).toBe(false);
  });
  it('uses the group’s window: exactly 1 or 30 days counts, a second more does not', () => {
    expect(withinAttributionWindow(cart, at('2026-03-02T12:00:00Z'), 1)).toBe(true);
    expect(withinAttributionWindow(cart, at('2026-03-02T12:00:01Z'), 1)).toBe(false);
    expect(withinAttributionWindow(cart, at('2026-03-04T12:00:00Z'), 1)).toBe(false);
    expect(withinAttributionWindow(cart, at('2026-03-04T12:00:00Z'), 30)).toBe(true);
    expect(withinAttributionWindow(cart, at('2026-03-31T12:00:00Z'), 30)).toBe(true);
    expect(withinAttributionWindow(cart, at('2026-03-31T12:00:01Z'), 30)).toBe(false);
  });
  it('offers 1, 7 or 30 days, 7 by default', () => {
    expect(ATTRIBUTION_WINDOW_CHOICES).toEqual([1, 7, 30]);
    expect(ATTRIBUTION_WINDOW_DAYS).toBe(7);
    expect([1, 7, 30].every(isAttributionWindow)).toBe(true);
    expect([0, 2, 14, 31, 7.5, '7', null].some(isAttributionWindow)).toBe(false);
  });
});

describe('revenue of a line', () => {
  it('is price × (quantity − refunded quantity), never negative', () => {
    expect(lineNetCents({ priceCents: 1500, quantity: 3, refundedQuantity: 1 })).toBe(3000);
    expect(lineNetCents({ priceCents: 1500, quantity: 3, refundedQuantity: 3 })).toBe(0);
    expect(lineNetCents({ priceCents: 1500, quantity: 1, refundedQuantity: 2 })).toBe(0);
  });
});

describe('watch time of a playback', () => {
  it('is the largest cumulative seconds among its events, not their sum', () => {
    expect(
      playbackWatchSeconds([
        { videoSecondsWatched: 5 },
        { videoSecondsWatched: 10 },
        { videoSecondsWatched: null },
        { videoSecondsWatched: 8 },
      ]),
    ).toBe(10);
    expect(playbackWatchSeconds([{}])).toBe(0);
  });
});

describe('confidence interval of a rate', () => {
  it('holds the rate, narrows with more trials and stays within [0, 1]', () => {
    const small = wilsonInterval(5, 10)!;
    const large = wilsonInterval(500, 1000)!;
    expect(small.low).toBeLessThan(0.5);
    expect(small.high).toBeGreaterThan(0.5);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    // Known value: 5 of 10 → [0.2366, 0.7634].
    expect(small.low).toBeCloseTo(0.2366, 3);
    expect(small.high).toBeCloseTo(0.7634, 3);
    expect(wilsonInterval(0, 20)!.low).toBe(0);
    expect(wilsonInterval(30, 20)!.high).toBe(1);
    expect(wilsonInterval(1, 0)).toBeNull();
  });
});

describe('dashboard query parameters', () => {
  it('accept whole UTC hours with from before to, at most 400 days apart', () => {
    expect(parseAnalyticsRange('2026-01-01', '2026-02-01T00:00:00Z')).toEqual({
      ok: true,
      value: { from: at('2026-01-01T00:00:00Z'), to: at('2026-02-01T00:00:00Z') },
    });
    expect(parseAnalyticsRange('2025-01-01', '2026-02-05')).toEqual({
      ok: true,
      value: { from: at('2025-01-01T00:00:00Z'), to: at('2026-02-05T00:00:00Z') },
    });
  });
  it('refuse anything else with a message saying what to send', () => {
    const error = (from: string | null, to: string | null) => {
      const parsed = parseAnalyticsRange(from, to);
      return parsed.ok ? null : parsed.error;
    };
    expect(error(null, '2026-01-01')).toBe(ANALYTICS_QUERY_MESSAGES.badDate('from'));
    expect(error('2026-01-01', 'yesterday')).toBe(ANALYTICS_QUERY_MESSAGES.badDate('to'));
    expect(error('2026-02-30', '2026-03-01')).toBe(ANALYTICS_QUERY_MESSAGES.badDate('from'));
    expect(error('2026-01-01T10:30:00Z', '2026-01-02')).toBe(
      ANALYTICS_QUERY_MESSAGES.wholeHour('from'),
    );
    expect(error('2026-01-02', '2026-01-01')).toBe(ANALYTICS_QUERY_MESSAGES.order);
    expect(error('2026-01-01', '2026-01-01')).toBe(ANALYTICS_QUERY_MESSAGES.order);
    expect(error('2025-01-01', '2026-02-06')).toBe(ANALYTICS_QUERY_MESSAGES.tooLong);
    expect(parseBucket('week')).toEqual({ ok: false, error: ANALYTICS_QUERY_MESSAGES.bucket });
    expect(parseBucket(null)).toEqual({ ok: true, value: 'day' });
    expect(parseDimension('layout')).toEqual({ ok: true, value: 'layout' });
    expect(parseDimension('group_id')).toEqual({
      ok: false,
      error: ANALYTICS_QUERY_MESSAGES.dimension,
    });
    expect(parseLimit('0').ok).toBe(false);
    expect(parseLimit('1e2').ok).toBe(false);
    expect(parseLimit('25')).toEqual({ ok: true, value: 25 });
  });
});

describe('experiment maths', () => {
  it('normalCdf is the standard normal distribution function', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 6);
    expect(normalCdf(8)).toBeCloseTo(1, 7);
  });

  it('twoProportionZTest: 30/100 against 15/100 (pooled 0.225) gives z 2.54, p 0.0111', () => {
    // se = √(0.225 · 0.775 · (1/100 + 1/100)) = 0.0590551; z = 0.15 / se = 2.5400.
    const test = twoProportionZTest(30, 100, 15, 100)!;
    expect(test.difference).toBeCloseTo(0.15, 10);
    expect(test.z).toBeCloseTo(2.54, 4);
    expect(test.pValue).toBeCloseTo(0.011085, 5);
    // Swapped sides: the same p, the opposite sign.
    const swapped = twoProportionZTest(15, 100, 30, 100)!;
    expect(swapped.z).toBeCloseTo(-2.54, 4);
    expect(swapped.pValue).toBeCloseTo(test.pValue, 10);
  });

  it('twoProportionZTest: no trials gives null, no variance gives p = 1, successes are capped', () => {
    expect(twoProportionZTest(1, 0, 1, 10)).toBeNull();
    expect(twoProportionZTest(0, 10, 0, 20)).toEqual({ difference: 0, z: 0, pValue: 1 });
    expect(twoProportionZTest(15, 10, 10, 10)).toEqual({ difference: 0, z: 0, pValue: 1 });
  });

  it('meanInterval: mean ± 1.96 · s / √n from sum and sum of squares, kept at the floor', () => {
    // Values 0, 0, 1000, 3000: mean 1000, s² = (10 000 000 − 4000² / 4) / 3 = 2 000 000.
    const interval = meanInterval(4, 4000, 10_000_000, { floor: 0 })!;
    expect(interval.low).toBe(0);
    expect(interval.high).toBeCloseTo(2385.904, 2);
    expect(meanInterval(4, 4000, 10_000_000)!.low).toBeCloseTo(1000 - 1385.904, 2);
    expect(meanInterval(1, 5, 25)).toBeNull();
    // Identical values: no spread.
    expect(meanInterval(3, 30, 300)).toEqual({ low: 10, high: 10 });
  });

  it('experimentArmKey names an arm by experiment and strategy', () => {
    expect(experimentArmKey('e', 's')).toBe('e:s');
  });
});
