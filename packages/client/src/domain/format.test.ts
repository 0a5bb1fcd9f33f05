import { describe, expect, it } from 'vitest';
import { formatDate, formatDollars, formatFileSize } from './format';

describe('formatFileSize', () => {
  it('shows megabytes with two decimals', () => {
    expect(formatFileSize(0)).toBe('0.00 MB');
    expect(formatFileSize(1_500_000)).toBe('1.50 MB');
    expect(formatFileSize(10_485_760)).toBe('10.49 MB');
  });

  it('stays in MB up to 1000 MB and switches to GB above', () => {
    expect(formatFileSize(1_000_000_000)).toBe('1000.00 MB');
    expect(formatFileSize(1_000_000_001)).toBe('1.00 GB');
    expect(formatFileSize(2_345_000_000)).toBe('2.35 GB');
  });

  it('never shows a negative size', () => {
    expect(formatFileSize(-5)).toBe('0.00 MB');
  });
});

describe('formatDate', () => {
  it('shows en-CA dates (YYYY-MM-DD)', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'UTC')).toBe('2026-03-05');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 12)), 'UTC')).toBe('2025-12-31');
  });

  it('uses the given time zone for the calendar day', () => {
    expect(formatDate('2026-03-05T02:00:00Z', 'America/Toronto')).toBe('2026-03-04');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDollars', () => {
  it('shows dollars with two decimals and thousands separators', () => {
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(1234.567)).toBe('$1,234.57');
  });
});
