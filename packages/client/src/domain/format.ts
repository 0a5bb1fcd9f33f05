/** Display formats fixed by the specification: file sizes, dates (en-CA) and dollar prices. */

const MB = 1_000_000;
const GB_THRESHOLD_MB = 1000;

/**
 * A file size in MB, or in GB above 1000 MB, with two decimals. Decimal units (1 MB = 10^6 bytes)
 * so that the switch at 1000 MB lands on 1.00 GB rather than 0.98.
 */
export function formatFileSize(bytes: number): string {
  const megabytes = Math.max(0, bytes) / MB;
  if (megabytes > GB_THRESHOLD_MB) return `${(megabytes / 1000).toFixed(2)} GB`;
  return `${megabytes.toFixed(2)} MB`;
}

/**
 * A date as the app shows it everywhere: en-CA, i.e. YYYY-MM-DD, in the viewer's time zone unless
 * one is given. An unreadable date gives an empty string rather than 'Invalid Date'.
 */
export function formatDate(value: Date | string | number, timeZone?: string): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A price in US dollars with two decimals and thousands separators, e.g. '$1,234.50'. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}
