// The analytics frame's periods: whole UTC days [from, to), as the data API counts them (its
// rollups are kept per UTC hour and its series per UTC day). A preset of N days ends at the end of
// today (UTC), so today's numbers so far are included; a custom range takes whole calendar days,
// its last day included.
import { CalendarDate } from '@internationalized/date';
import { MAX_ANALYTICS_RANGE_DAYS, previousPeriod, type DateRange } from '@vendy/client/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PRESETS = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

/** Midnight UTC at the start of the day holding `now`. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

/** The last `days` UTC days, today included: [today − (days − 1), tomorrow). */
export function presetRange(days: number, now: Date = new Date()): DateRange {
  const to = new Date(startOfUtcDay(now).getTime() + DAY_MS);
  return { from: new Date(to.getTime() - days * DAY_MS), to };
}

/** Calendar days start..end (both included) as [start 00:00 UTC, end + 1 day 00:00 UTC). */
export function calendarRange(start: CalendarDate, end: CalendarDate): DateRange {
  const from = new Date(Date.UTC(start.year, start.month - 1, start.day));
  const to = new Date(Date.UTC(end.year, end.month - 1, end.day) + DAY_MS);
  return { from, to };
}

/** The calendar days of a range: its first day and its last day (to − 1 ms). */
export function calendarDaysOf({ from, to }: DateRange): {
  start: CalendarDate;
  end: CalendarDate;
} {
  const last = new Date(to.getTime() - 1);
  return {
    start: new CalendarDate(from.getUTCFullYear(), from.getUTCMonth() + 1, from.getUTCDate()),
    end: new CalendarDate(last.getUTCFullYear(), last.getUTCMonth() + 1, last.getUTCDate()),
  };
}

/** Days in a range (whole days). */
export const daysIn = ({ from, to }: DateRange) =>
  Math.round((to.getTime() - from.getTime()) / DAY_MS);

/** Why a custom range cannot be asked for, or null. */
export function rangeProblem(range: DateRange): string | null {
  if (range.to.getTime() <= range.from.getTime())
    return 'The end date must not be before the start date.';
  if (daysIn(range) > MAX_ANALYTICS_RANGE_DAYS) {
    return `Choose at most ${MAX_ANALYTICS_RANGE_DAYS} days.`;
  }
  return null;
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 21, 2026 – Nov 27, 2026' (the last day shown is the one before `to`). */
export function describeRange(range: DateRange): string {
  const { from, to } = range;
  return `${DAY_FORMAT.format(from)} – ${DAY_FORMAT.format(new Date(to.getTime() - 1))}`;
}

/** The comparison period: the same number of days just before. */
export const comparisonOf = previousPeriod;

/** The query parameters of a range. */
export const rangeQuery = ({ from, to }: DateRange) => ({
  from: from.toISOString(),
  to: to.toISOString(),
});
