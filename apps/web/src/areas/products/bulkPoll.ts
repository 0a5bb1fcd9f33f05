// Waiting for a store bulk operation (doc 2 §4): ask for its status once per second, up to 180
// times, until a result address appears. (Pure: the status call and the clock are passed in.)
import { BULK_MAX_TRIES, BULK_POLL_MS } from '@vendy/client/domain';
import type { GetBulkOperationStatusQuery } from '@vendy/client/generated';

export type BulkStatus = GetBulkOperationStatusQuery['getBulkOperationStatus'];

/** The operation ended without results (CANCELED, EXPIRED, FAILED). */
export class BulkOperationFailedError extends Error {
  override name = 'BulkOperationFailedError';
}

/** The operation did not finish within the allowed tries. */
export class BulkOperationTimeoutError extends Error {
  override name = 'BulkOperationTimeoutError';
}

export interface PollOptions {
  intervalMs?: number;
  maxTries?: number;
  /** Waits between tries; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const STOPPED = new Set(['CANCELED', 'CANCELING', 'EXPIRED', 'FAILED']);

/**
 * Resolves with the result address once the operation has completed, or null when it completed
 * with nothing to read (no objects). Rejects with BulkOperationFailedError when the store stopped
 * it, BulkOperationTimeoutError after `maxTries` unanswered tries, or the status call's error.
 */
export async function pollBulkOperation(
  getStatus: () => Promise<BulkStatus>,
  {
    intervalMs = BULK_POLL_MS,
    maxTries = BULK_MAX_TRIES,
    sleep = defaultSleep,
    signal,
  }: PollOptions = {},
): Promise<string | null> {
  for (let attempt = 1; attempt <= maxTries; attempt += 1) {
    signal?.throwIfAborted();
    const status = await getStatus();
    if (status.url) return status.url;
    if (status.completed) return null;
    if (STOPPED.has(status.status)) {
      throw new BulkOperationFailedError(`Bulk operation ended with status ${status.status}.`);
    }
    if (attempt < maxTries) await sleep(intervalMs);
  }
  throw new BulkOperationTimeoutError(`Bulk operation did not finish after ${maxTries} tries.`);
}
