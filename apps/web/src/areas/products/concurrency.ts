// Runs asynchronous work over a list with at most `limit` tasks in flight (product images are
// uploaded 30 at a time, doc 2 §9).

/**
 * Maps `items` through `task`, never running more than `limit` tasks at once, and resolves with
 * the results in the items' order. The first failure rejects the whole call; tasks not yet
 * started are then never started (those already running finish on their own).
 */
export function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) {
    return Promise.reject(new RangeError(`Concurrency limit must be a positive integer: ${limit}`));
  }
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;

  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };

  const workers = Array.from({ length: Math.min(limit, items.length) }, worker);
  return Promise.all(workers).then(() => results);
}

/** Splits a list into consecutive chunks of `size` (the last one may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`Chunk size must be positive: ${size}`);
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
