import { describe, expect, it } from 'vitest';
import { formatDuration, humanize, matchesQuery, roleLabel } from './format';

describe('admin display rules', () => {
  it('shows roles lower-case', () => {
    expect(roleLabel('OWNER')).toBe('owner');
    expect(roleLabel('USER')).toBe('user');
  });

  it('matches the trimmed query case-insensitively in any text; a blank query matches all', () => {
    expect(matchesQuery('  PRIYA ', 'priya.patel@example.com')).toBe(true);
    expect(matchesQuery('zest', 'Acme', 'zest-kitchen.myshopify.com')).toBe(true);
    expect(matchesQuery('nobody', 'Acme', null)).toBe(false);
    expect(matchesQuery('   ', 'anything')).toBe(true);
  });

  it('formats durations as m:ss, and h:mm:ss from one hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(-3)).toBe('0:00');
  });

  it('turns enum values into words', () => {
    expect(humanize('PORTRAIT_CAROUSEL')).toBe('Portrait carousel');
    expect(humanize('READY')).toBe('Ready');
  });
});
