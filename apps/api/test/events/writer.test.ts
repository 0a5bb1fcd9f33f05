// The group-commit writer, the per-address token buckets and the layout cache, without a server.
import { describe, expect, it, vi } from 'vitest';
import { OriginDirectory } from '../../src/modules/events/origins';
import { TokenBuckets } from '../../src/modules/events/rate-limit';
import { plausibleTime } from '../../src/modules/events/store';
import { EventWriter, WriterBusyError, WriterClosedError } from '../../src/modules/events/writer';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('EventWriter', () => {
  it('writes requests that arrive together in one statement and answers each after it commits', async () => {
    const statements: number[][] = [];
    const writer = new EventWriter<number>({
      insert: async (rows) => void statements.push(rows),
      maxQueuedRows: 100,
      maxRowsPerInsert: 100,
      concurrency: 1,
    });
    await Promise.all([writer.write([1, 2]), writer.write([3]), writer.write([4, 5, 6])]);
    expect(statements).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(writer.backlog).toBe(0);
  });

  it('does not answer before the statement has committed', async () => {
    const gate = deferred();
    const writer = new EventWriter<number>({
      insert: () => gate.promise,
      maxQueuedRows: 100,
      maxRowsPerInsert: 100,
      concurrency: 1,
    });
    let done = false;
    const write = writer.write([1]).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    gate.resolve();
    await write;
    expect(done).toBe(true);
  });

  it('batches what queues up while a statement runs, within the statement size', async () => {
    const gates: Array<ReturnType<typeof deferred>> = [];
    const statements: number[][] = [];
    const writer = new EventWriter<number>({
      insert: (rows) => {
        statements.push(rows);
        const gate = deferred();
        gates.push(gate);
        return gate.promise;
      },
      maxQueuedRows: 100,
      maxRowsPerInsert: 4,
      concurrency: 1,
    });
    const first = writer.write([0]);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [writer.write([1, 2]), writer.write([3, 4]), writer.write([5])];
    gates[0]!.resolve();
    await first;
    await vi.waitFor(() => expect(statements).toHaveLength(2));
    gates[1]!.resolve();
    await vi.waitFor(() => expect(statements).toHaveLength(3));
    gates[2]!.resolve();
    await Promise.all(rest);
    // Whole requests only: [1,2]+[3,4] fills 4, [5] waits for the next statement.
    expect(statements).toEqual([[0], [1, 2, 3, 4], [5]]);
  });

  it('refuses rows past the queue bound instead of growing without limit', async () => {
    const gate = deferred();
    const writer = new EventWriter<number>({
      insert: () => gate.promise,
      maxQueuedRows: 3,
      maxRowsPerInsert: 10,
      concurrency: 1,
    });
    const accepted = writer.write([1, 2]);
    await expect(writer.write([3, 4])).rejects.toBeInstanceOf(WriterBusyError);
    gate.resolve();
    await accepted;
    await expect(writer.write([3, 4])).resolves.toBeUndefined();
  });

  it('one request’s bad rows do not fail the others written with them', async () => {
    const written: number[] = [];
    const insert = async (rows: number[]) => {
      if (rows.includes(13)) throw new Error('bad row');
      written.push(...rows);
    };
    const writer = new EventWriter<number>({
      insert,
      maxQueuedRows: 100,
      maxRowsPerInsert: 100,
      concurrency: 1,
    });
    const results = await Promise.allSettled([
      writer.write([1]),
      writer.write([13]),
      writer.write([2]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(written.sort()).toEqual([1, 2]);
  });

  it('close() waits for every accepted row, then refuses new ones', async () => {
    const gate = deferred();
    const written: number[] = [];
    const writer = new EventWriter<number>({
      insert: async (rows) => {
        await gate.promise;
        written.push(...rows);
      },
      maxQueuedRows: 100,
      maxRowsPerInsert: 100,
      concurrency: 1,
    });
    const pending = writer.write([1, 2, 3]);
    let closed = false;
    const closing = writer.close().then(() => (closed = true));
    await expect(writer.write([4])).rejects.toBeInstanceOf(WriterClosedError);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(closed).toBe(false);
    gate.resolve();
    await Promise.all([pending, closing]);
    expect(written).toEqual([1, 2, 3]);
  });
});

describe('TokenBuckets', () => {
  it('allows a burst up to the capacity, then refills over time, per address', () => {
    let now = 0;
    const buckets = new TokenBuckets({
      capacity: 10,
      refillPerSecond: 2,
      maxKeys: 100,
      now: () => now,
    });
    expect(buckets.take('a', 8)).toBe(true);
    expect(buckets.take('a', 3)).toBe(false);
    expect(buckets.take('b', 10)).toBe(true);
    expect(buckets.retryAfterSeconds('a', 3)).toBe(1);
    now += 500;
    expect(buckets.take('a', 3)).toBe(true);
    expect(buckets.hasTokens('a')).toBe(false);
    now += 60_000;
    expect(buckets.take('a', 10)).toBe(true);
  });

  it('forgets addresses rather than growing without bound', () => {
    let now = 0;
    const buckets = new TokenBuckets({
      capacity: 5,
      refillPerSecond: 1,
      maxKeys: 4,
      now: () => now,
    });
    for (let i = 0; i < 100; i++) {
      now += 1;
      expect(buckets.take(`10.0.0.${i}`, 5)).toBe(true);
    }
  });
});

describe('OriginDirectory', () => {
  it('looks each layout up once while the answer is fresh, sharing concurrent lookups', async () => {
    let now = 0;
    const lookup = vi.fn(async (_kind: string, id: string) => (id === 'known' ? 'group-1' : null));
    const directory = new OriginDirectory(lookup, {
      hitTtlMs: 60_000,
      missTtlMs: 5_000,
      maxEntries: 10,
      now: () => now,
    });
    const answers = await Promise.all([
      directory.groupOf('widget', 'known'),
      directory.groupOf('widget', 'known'),
      directory.groupOf('widget', 'unknown'),
    ]);
    expect(answers).toEqual(['group-1', 'group-1', null]);
    expect(lookup).toHaveBeenCalledTimes(2);
    now += 10_000; // the miss expired, the hit did not
    await directory.groupOf('widget', 'known');
    await directory.groupOf('widget', 'unknown');
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it('does not remember failed lookups', async () => {
    let fail = true;
    const directory = new OriginDirectory(async () => {
      if (fail) throw new Error('database down');
      return 'group-1';
    });
    await expect(directory.groupOf('feed', 'f')).rejects.toThrow('database down');
    fail = false;
    await expect(directory.groupOf('feed', 'f')).resolves.toBe('group-1');
  });
});

describe('plausibleTime', () => {
  it('keeps sender times from the last day up to five minutes ahead, else uses the server’s', () => {
    const now = Date.UTC(2025, 0, 2);
    expect(plausibleTime(null, now)).toBe(now);
    expect(plausibleTime(now - 3_600_000, now)).toBe(now - 3_600_000);
    expect(plausibleTime(now + 60_000, now)).toBe(now + 60_000);
    expect(plausibleTime(now + 3_600_000, now)).toBe(now);
    expect(plausibleTime(now - 3 * 86_400_000, now)).toBe(now);
  });
});
