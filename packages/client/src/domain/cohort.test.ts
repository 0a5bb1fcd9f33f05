import { describe, expect, it } from 'vitest';
import {
  buildRanges,
  getViewerRange,
  newExperimentItemPercentage,
  pickStrategy,
  VIEWER_RANGE_KEY,
  type KeyValueStorage,
} from './cohort';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
  return { storage, data };
}

describe('getViewerRange', () => {
  it('keeps a stored number between 0 and 99', () => {
    for (const stored of ['0', '42', '99']) {
      const { storage } = memoryStorage({ [VIEWER_RANGE_KEY]: stored });
      expect(getViewerRange(storage, () => 0.5)).toBe(Number(stored));
    }
  });

  it('draws and stores a number when none is stored', () => {
    const { storage, data } = memoryStorage();
    expect(getViewerRange(storage, () => 0.377)).toBe(37);
    expect(data.get(VIEWER_RANGE_KEY)).toBe('37');
  });

  it.each(['100', '-1', '12.5', 'abc', '', '1e1'])('replaces the stored value %j', (stored) => {
    const { storage, data } = memoryStorage({ [VIEWER_RANGE_KEY]: stored });
    expect(getViewerRange(storage, () => 0.05)).toBe(5);
    expect(data.get(VIEWER_RANGE_KEY)).toBe('5');
  });

  it('stays within 0 to 99 at the ends of the random range', () => {
    expect(getViewerRange(null, () => 0)).toBe(0);
    expect(getViewerRange(null, () => 0.999999)).toBe(99);
  });

  it('still gives a number when storage is unavailable', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(getViewerRange(throwing, () => 0.5)).toBe(50);
  });
});

describe('pickStrategy', () => {
  const items = [
    { strategyId: 'a', ranges: [{ start: 0, end: 30 }] },
    { strategyId: 'b', ranges: [{ start: 30, end: 100 }] },
  ];

  it('includes the start and excludes the end of a range', () => {
    expect(pickStrategy(items, 0)?.strategyId).toBe('a');
    expect(pickStrategy(items, 29)?.strategyId).toBe('a');
    expect(pickStrategy(items, 30)?.strategyId).toBe('b');
    expect(pickStrategy(items, 99)?.strategyId).toBe('b');
  });

  it('falls back to the first strategy when no range matches', () => {
    const gappy = [
      { strategyId: 'a', ranges: [{ start: 10, end: 20 }] },
      { strategyId: 'b', ranges: [{ start: 20, end: 30 }] },
    ];
    expect(pickStrategy(gappy, 50)?.strategyId).toBe('a');
  });

  it('has nothing to pick from an empty experiment', () => {
    expect(pickStrategy([], 10)).toBeUndefined();
  });
});

describe('buildRanges', () => {
  it('lays the ranges end to end in list order', () => {
    const built = buildRanges([
      { strategyId: 'a', rangePercentage: 25 },
      { strategyId: 'b', rangePercentage: 0 },
      { strategyId: 'c', rangePercentage: 75 },
    ]);
    expect(built.map((item) => [item.strategyId, item.ranges])).toEqual([
      ['a', [{ start: 0, end: 25 }]],
      ['b', [{ start: 25, end: 25 }]],
      ['c', [{ start: 25, end: 100 }]],
    ]);
  });

  it('never sends a viewer to a 0 % item', () => {
    const built = buildRanges([
      { strategyId: 'a', rangePercentage: 0 },
      { strategyId: 'b', rangePercentage: 100 },
    ]);
    for (let value = 0; value < 100; value += 1) {
      expect(pickStrategy(built, value)?.strategyId).toBe('b');
    }
  });
});

describe('newExperimentItemPercentage', () => {
  it('gives the first item the whole audience and later ones none', () => {
    expect(newExperimentItemPercentage(0)).toBe(100);
    expect(newExperimentItemPercentage(1)).toBe(0);
    expect(newExperimentItemPercentage(4)).toBe(0);
  });
});
