// A small seeded pseudo-random generator, so a sandbox shop's catalogue is the same on every start,
// on every server process and in every test without being stored.
import { createHash } from 'node:crypto';

/** 32-bit seed of a text (the shop's domain). */
export function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in their original order. */
  sample<T>(items: readonly T[], count: number): T[];
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and well distributed enough for fixtures. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample: <T>(items: readonly T[], count: number): T[] => {
      const indexes = items.map((_, i) => i);
      for (let i = indexes.length - 1; i > 0; i--) {
        const j = int(0, i);
        [indexes[i], indexes[j]] = [indexes[j] as number, indexes[i] as number];
      }
      return indexes
        .slice(0, Math.min(count, items.length))
        .sort((a, b) => a - b)
        .map((i) => items[i] as T);
    },
    chance: (probability) => next() < probability,
  };
}
