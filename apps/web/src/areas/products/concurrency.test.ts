import { describe, expect, it } from 'vitest';
import { chunk, mapWithConcurrency } from './concurrency';

/** A task whose completion the test controls, recording how many run at once. */
function controlledTasks() {
  let running = 0;
  let peak = 0;
  const started: number[] = [];
  const pending = new Map<number, { resolve: (v: number) => void; reject: (e: Error) => void }>();
  const task = (item: number) =>
    new Promise<number>((resolve, reject) => {
      running += 1;
      peak = Math.max(peak, running);
      started.push(item);
      pending.set(item, {
        resolve: (v) => {
          running -= 1;
          resolve(v);
        },
        reject: (e) => {
          running -= 1;
          reject(e);
        },
      });
    });
  const settle = async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { task, pending, started, peak: () => peak, settle };
}

describe('mapWithConcurrency', () => {
  it('keeps at most `limit` tasks running and returns results in order', async () => {
    const { task, pending, started, peak, settle } = controlledTasks();
    const items = [1, 2, 3, 4, 5, 6, 7];
    const done = mapWithConcurrency(items, 3, task);
    await settle();
    expect(started).toEqual([1, 2, 3]);
    // Finishing out of order frees one slot each time.
    pending.get(2)?.resolve(20);
    await settle();
    expect(started).toEqual([1, 2, 3, 4]);
    for (const item of [1, 3, 4, 5, 6, 7]) {
      await settle();
      pending.get(item)?.resolve(item * 10);
    }
    await expect(done).resolves.toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(peak()).toBe(3);
  });

  it('rejects with the first failure and starts nothing after it', async () => {
    const { task, pending, started, settle } = controlledTasks();
    const done = mapWithConcurrency([1, 2, 3, 4, 5], 2, task);
    await settle();
    pending.get(1)?.reject(new Error('Could not upload image.'));
    await expect(done).rejects.toThrow('Could not upload image.');
    pending.get(2)?.resolve(2);
    await settle();
    expect(started).toEqual([1, 2]);
  });

  it('handles an empty list and refuses a limit below 1', async () => {
    await expect(mapWithConcurrency([], 30, async () => 1)).resolves.toEqual([]);
    await expect(mapWithConcurrency([1], 0, async () => 1)).rejects.toThrow(RangeError);
  });
});

describe('chunk', () => {
  it('splits into batches of the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 20)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
