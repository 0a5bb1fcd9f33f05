// The kept nextTick entry (tick-shape.ts): taken when the module loads, one of Node's queue entries
// (its two async-id symbols, callback, args), and the same one on a second call.
import { describe, expect, it } from 'vitest';
import { keepTickShape, keptTickEntry } from './tick-shape';

describe('tick-shape', () => {
  it('keeps one nextTick queue entry from the moment the module loads', () => {
    const entry = keptTickEntry();
    expect(entry).toBeDefined();
    expect(Object.getOwnPropertySymbols(entry!)).toHaveLength(2);
    expect(Object.keys(entry!)).toEqual(expect.arrayContaining(['callback', 'args']));
  });

  it('takes it once', () => {
    const entry = keptTickEntry();
    keepTickShape();
    expect(keptTickEntry()).toBe(entry);
  });
});
