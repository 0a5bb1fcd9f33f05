import { describe, expect, it } from 'vitest';
import { billingPeriod, toUsageResult } from './usage';

const at = (iso: string) => new Date(iso);

describe('billingPeriod', () => {
  it('runs from the plan activation to the same day of the next month', () => {
    expect(billingPeriod(at('2026-03-10T08:00:00Z'), at('2026-05-20T00:00:00Z'))).toEqual({
      start: at('2026-05-10T08:00:00Z'),
      end: at('2026-06-10T08:00:00Z'),
    });
  });

  it('is still the previous month just before the anniversary', () => {
    expect(billingPeriod(at('2026-03-10T08:00:00Z'), at('2026-05-10T07:59:59Z'))).toEqual({
      start: at('2026-04-10T08:00:00Z'),
      end: at('2026-05-10T08:00:00Z'),
    });
  });

  it('ends short months on their last day', () => {
    expect(billingPeriod(at('2026-01-31T00:00:00Z'), at('2026-02-15T00:00:00Z'))).toEqual({
      start: at('2026-01-31T00:00:00Z'),
      end: at('2026-02-28T00:00:00Z'),
    });
  });

  it('is the calendar month without a plan', () => {
    expect(billingPeriod(null, at('2026-11-21T12:00:00Z'))).toEqual({
      start: at('2026-11-01T00:00:00Z'),
      end: at('2026-12-01T00:00:00Z'),
    });
  });
});

describe('toUsageResult', () => {
  it('rounds used minutes up and minutes left down', () => {
    const period = billingPeriod(null, at('2026-11-21T12:00:00Z'));
    expect(
      toUsageResult({ planId: 'starter', limitSeconds: 300 * 60, usedSeconds: 61, period }),
    ).toMatchObject({ limitMinutes: 300, usedMinutes: 2, remainingMinutes: 298 });
    expect(toUsageResult({ planId: null, limitSeconds: 0, usedSeconds: 0, period })).toMatchObject({
      planId: null,
      limitMinutes: 0,
      usedMinutes: 0,
      remainingMinutes: 0,
    });
  });
});
