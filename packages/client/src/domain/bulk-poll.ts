/**
 * Waiting for a store bulk operation (doc 2 §4, §9): after getProductsBulk or
 * getProductCollectionsBulk, getBulkOperationStatus is asked once per second until the operation
 * has completed, at most 180 times; then the import fails with the time-out message.
 */
import type { BulkOperationState } from '../generated/graphql';
import { BULK_MAX_TRIES, BULK_POLL_MS } from './constants';

/** What getBulkOperationStatus answers (the fields the poll needs). */
export interface BulkOperationProgress {
  url?: string | null;
  completed: boolean;
  /** A BulkOperationState (CREATED, RUNNING, COMPLETED, CANCELING, CANCELED, EXPIRED, FAILED). */
  status?: string | null;
}

export interface BulkPollMessages {
  /** After the last try. */
  timeout: string;
  /** The store stopped the operation (CANCELED, EXPIRED, FAILED). */
  failed: string;
}

/** The specification's messages for each kind of bulk fetch (doc 2 §8). */
export const BULK_POLL_MESSAGES = {
  products: {
    timeout: 'Could not get products, operation timed out.',
    failed: 'Unable to get products and collections from Shopify.',
  },
  collections: {
    timeout: 'Could not get product collections.',
    failed: 'Could not get product collections.',
  },
} as const satisfies Record<string, BulkPollMessages>;

/** Fallback when asking for the status fails without a server message. */
export const BULK_STATUS_FAILED = 'Unable to get status of operation.';
/** Fallback when starting a bulk operation fails without a server message. */
export const BULK_START_FAILED = 'Unable to start Shopify bulk query operation.';

/** BulkOperationState values after which the operation will not complete. */
const STOPPED: ReadonlySet<string> = new Set([
  'CANCELING',
  'CANCELED',
  'EXPIRED',
  'FAILED',
] satisfies BulkOperationState[]);

export class BulkPollError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BulkPollError';
  }
}

export interface BulkPollOptions {
  getStatus: () => Promise<BulkOperationProgress>;
  messages: BulkPollMessages;
  /** Default 1000 ms. */
  intervalMs?: number;
  /** Default 180. */
  maxTries?: number;
  /** Injected in tests; defaults to a real timer. */
  sleep?: (ms: number) => Promise<void>;
  /** Stops polling (e.g. the dialog closed): the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called after every answer, e.g. to show progress. */
  onProgress?: (progress: BulkOperationProgress, attempt: number) => void;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves with the results url once the operation has completed: a string, or null when it
 * completed without results (nothing to import). Rejects with a BulkPollError carrying the
 * time-out or failure message, or with whatever getStatus rejected with.
 */
export async function pollBulkOperation(options: BulkPollOptions): Promise<string | null> {
  const intervalMs = options.intervalMs ?? BULK_POLL_MS;
  const maxTries = options.maxTries ?? BULK_MAX_TRIES;
  const sleep = options.sleep ?? delay;
  for (let attempt = 1; attempt <= maxTries; attempt++) {
    await sleep(intervalMs);
    options.signal?.throwIfAborted();
    const progress = await options.getStatus();
    options.signal?.throwIfAborted();
    options.onProgress?.(progress, attempt);
    if (progress.completed) return progress.url ?? null;
    if (progress.status && STOPPED.has(progress.status)) {
      throw new BulkPollError(options.messages.failed);
    }
  }
  throw new BulkPollError(options.messages.timeout);
}
