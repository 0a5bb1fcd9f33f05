// The periods the frame asks the data API for: whole UTC days [from, to), today included.
import { describe, expect, it } from 'vitest';
import { CalendarDate } from '@internationalized/date';
import {
  calendarDaysOf,
  calendarRange,
  comparisonOf,
  describeRange,
  presetRange,
  rangeProblem,
} from './ranges';

const iso = (r: { from: Date; to: Date }) => [r.from.toISOString(), r.to.toISOString()];
const NOW = new Date('2026-11-27T10:30:00Z');

describe('presets', () => {
  it('Last 7 days: the 6 days before today and today, up to midnight tonight (UTC)', () => {
    expect(iso(presetRange(7, NOW))).toEqual([
      '2026-11-21T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
  });

  it('Last 30 and 90 days', () => {
    expect(iso(presetRange(30, NOW))).toEqual([
      '2026-10-29T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
    expect(iso(presetRange(90, NOW))).toEqual([
      '2026-08-30T00:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
  });

  it('counts from the UTC day, at its first and last instant', () => {
    expect(iso(presetRange(7, new Date('2026-11-27T00:00:00Z')))[1]).toBe(
      '2026-11-28T00:00:00.000Z',
    );
    expect(iso(presetRange(7, new Date('2026-11-27T23:59:59.999Z')))[1]).toBe(
      '2026-11-28T00:00:00.000Z',
    );
  });

  it('compares with the same number of days just before', () => {
    expect(iso(comparisonOf(presetRange(7, NOW)))).toEqual([
      '2026-11-14T00:00:00.000Z',
      '2026-11-21T00:00:00.000Z',
    ]);
  });
});

describe('custom ranges', () => {
  it('takes whole days, the last one included', () => {
    const range = calendarRange(new CalendarDate(2026, 2, 27), new CalendarDate(2026, 3, 1));
    expect(iso(range)).toEqual(['2026-02-27T00:00:00.000Z', '2026-03-02T00:00:00.000Z']);
    expect(describeRange(range)).toBe('Feb 27, 2026 – Mar 1, 2026');
  });

  it('gives the calendar days of a range back', () => {
    const { start, end } = calendarDaysOf(presetRange(7, NOW));
    expect([start.toString(), end.toString()]).toEqual(['2026-11-21', '2026-11-27']);
  });

  it('refuses a range over 400 days, accepts one of a single day', () => {
    const day = new CalendarDate(2026, 1, 1);
    expect(rangeProblem(calendarRange(day, day))).toBeNull();
    expect(rangeProblem(calendarRange(day, day.add({ days: 400 })))).toBe(
      'Choose at most 400 days.',
    );
    expect(rangeProblem(calendarRange(day, day.add({ days: 399 })))).toBeNull();
  });
});
