// How the frame writes numbers: counts with separators, rates as percentages, durations in
// minutes and seconds, money in the orders' currency. A rate without a denominator is '–'.
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const SECONDS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const NONE = '–';

export const formatCount = (value: number) => COUNT.format(value);

export const formatRate = (value: number | null) => (value === null ? NONE : PERCENT.format(value));

export const formatSeconds = (value: number | null) =>
  value === null ? NONE : `${SECONDS.format(value)} s`;

/** 3725 → '1 h 2 min 5 s', 65 → '1 min 5 s'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', `${s} s`].filter(Boolean);
  return h || m ? parts.filter((p) => p !== '0 s').join(' ') : parts.join(' ');
}

export function formatMoney(cents: number | null, currency: string | null): string {
  if (cents === null) return NONE;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: currency ?? 'USD',
    }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency ?? ''}`.trim();
  }
}

/** A change against the previous period: '+25%', '−10%', or null when there is nothing to compare. */
export function formatChange(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  const percent = Math.round(value * 1000) / 10;
  if (percent === 0) return '0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}

/** A 95 % interval of a rate: '4.1%–8%'; '–' without one. */
export function formatRateInterval(interval: { low: number; high: number } | null): string {
  return interval === null
    ? NONE
    : `${PERCENT.format(interval.low)}–${PERCENT.format(interval.high)}`;
}

/** A 95 % interval of an amount of money per view: '$0.21–$0.65'. */
export function formatMoneyInterval(
  interval: { low: number; high: number } | null,
  currency: string | null,
): string {
  return interval === null
    ? NONE
    : `${formatMoney(interval.low, currency)}–${formatMoney(interval.high, currency)}`;
}

const POINTS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A difference of two rates in percentage points: 0.021 → '+2.1 points'. */
export function formatPoints(difference: number): string {
  const points = Math.round(difference * 1000) / 10;
  if (points === 0) return '0 points';
  return `${points > 0 ? '+' : '−'}${POINTS.format(Math.abs(points))} points`;
}

/** A p-value as a merchant reads it: 'p = 0.012', 'p < 0.001'. */
export function formatPValue(p: number): string {
  return p < 0.001 ? 'p < 0.001' : `p = ${p.toFixed(3)}`;
}
