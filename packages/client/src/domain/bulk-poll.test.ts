import { describe, expect, it, vi } from 'vitest';
import {
  BULK_POLL_MESSAGES,
  BulkPollError,
  pollBulkOperation,
  type BulkOperationProgress,
} from './bulk-poll';

/** A status source answering the given progress in turn (the last one repeats). */
function answers(...progress: BulkOperationProgress[]) {
  let call = 0;
  return vi.fn(async () => progress[Math.min(call++, progress.length - 1)]!);
}

describe('pollBulkOperation', () => {
  it('asks once per second until the operation has completed, then gives its url', async () => {
    const sleep = vi.fn(async () => undefined);
    const getStatus = answers(
      { completed: false, status: 'CREATED' },
      { completed: false, status: 'RUNNING' },
      { completed: true, status: 'COMPLETED', url: 'https://vendy.test/results.jsonl' },
    );
    const url = await pollBulkOperation({
      getStatus,
      sleep,
      messages: BULK_POLL_MESSAGES.products,
    });
    expect(url).toBe('https://vendy.test/results.jsonl');
    expect(getStatus).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000], [1000]]);
  });

  it('gives null when the operation completed with nothing to import', async () => {
    const url = await pollBulkOperation({
      getStatus: answers({ completed: true, status: 'COMPLETED', url: null }),
      sleep: async () => undefined,
      messages: BULK_POLL_MESSAGES.products,
    });
    expect(url).toBeNull();
  });

  it('gives up after 180 tries with the time-out message', async () => {
    const getStatus = answers({ completed: false, status: 'RUNNING' });
    const poll = pollBulkOperation({
      getStatus,
      sleep: async () => undefined,
      messages: BULK_POLL_MESSAGES.products,
    });
    await expect(poll).rejects.toThrow(
      new BulkPollError('Could not get products, operation timed out.'),
    );
    expect(getStatus).toHaveBeenCalledTimes(180);
  });

  it('uses the collections message for collections', async () => {
    await expect(
      pollBulkOperation({
        getStatus: answers({ completed: false }),
        sleep: async () => undefined,
        maxTries: 3,
        messages: BULK_POLL_MESSAGES.collections,
      }),
    ).rejects.toThrow('Could not get product collections.');
  });

  it('stops at once when the store cancelled or failed the operation', async () => {
    for (const status of ['FAILED', 'CANCELED', 'EXPIRED']) {
      const getStatus = answers(
        { completed: false, status: 'RUNNING' },
        { completed: false, status },
      );
      await expect(
        pollBulkOperation({
          getStatus,
          sleep: async () => undefined,
          messages: BULK_POLL_MESSAGES.products,
        }),
      ).rejects.toThrow('Unable to get products and collections from Shopify.');
      expect(getStatus).toHaveBeenCalledTimes(2);
    }
  });

  it('passes on a failed status request as it is', async () => {
    const error = new Error('Unable to get status of operation.');
    await expect(
      pollBulkOperation({
        getStatus: () => Promise.reject(error),
        sleep: async () => undefined,
        messages: BULK_POLL_MESSAGES.products,
      }),
    ).rejects.toBe(error);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const getStatus = answers({ completed: false, status: 'RUNNING' });
    const poll = pollBulkOperation({
      getStatus,
      sleep: async () => {
        if (getStatus.mock.calls.length === 2) controller.abort(new Error('closed'));
      },
      signal: controller.signal,
      messages: BULK_POLL_MESSAGES.products,
    });
    await expect(poll).rejects.toThrow('closed');
    expect(getStatus).toHaveBeenCalledTimes(2);
  });

  it('waits a real second between questions by default', async () => {
    vi.useFakeTimers();
    try {
      const getStatus = answers({ completed: false }, { completed: true, url: 'u' });
      const poll = pollBulkOperation({ getStatus, messages: BULK_POLL_MESSAGES.products });
      await vi.advanceTimersByTimeAsync(999);
      expect(getStatus).toHaveBeenCalledTimes(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(getStatus).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      await expect(poll).resolves.toBe('u');
    } finally {
      vi.useRealTimers();
    }
  });
});
