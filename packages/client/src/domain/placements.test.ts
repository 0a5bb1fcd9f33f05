import { describe, expect, it } from 'vitest';
import { digitsOnly, isPlacementComplete, placementTotal } from './placements';

describe('placement percentages', () => {
  it('adds numbers and typed text, counting blanks as 0', () => {
    expect(placementTotal([50, '30', '', null, undefined])).toBe(80);
    expect(placementTotal(['abc', 20])).toBe(20);
  });

  it('is complete only at exactly 100', () => {
    expect(isPlacementComplete([60, 40])).toBe(true);
    expect(isPlacementComplete(['100'])).toBe(true);
    expect(isPlacementComplete([60, 39])).toBe(false);
    expect(isPlacementComplete([60, 41])).toBe(false);
    expect(isPlacementComplete([])).toBe(false);
  });

  it('keeps only digits of what is typed', () => {
    expect(digitsOnly('4a5%')).toBe('45');
    expect(digitsOnly('-12.5')).toBe('125');
    expect(digitsOnly('')).toBe('');
  });
});
