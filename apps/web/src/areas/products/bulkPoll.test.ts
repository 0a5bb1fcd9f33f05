import { describe, expect, it, vi } from 'vitest';
import {
  BulkOperationFailedError,
  BulkOperationTimeoutError,
  pollBulkOperation,
  type BulkStatus,
} from './bulkPoll';

const running: BulkStatus = { url: null, completed: false, status: 'RUNNING', objectCount: 3 };
const done: BulkStatus = {
  url: 'https://store.example/results.jsonl',
  completed: true,
  status: 'COMPLETED',
  objectCount: 12,
};

describe('pollBulkOperation', () => {
  it('asks once per second until the result address appears', async () => {
    const getStatus = vi
      .fn<() => Promise<BulkStatus>>()
      .mockResolvedValueOnce(running)
      .mockResolvedValueOnce(running)
      .mockResolvedValueOnce(done);
    const sleep = vi.fn(async () => {});
    await expect(pollBulkOperation(getStatus, { sleep })).resolves.toBe(done.url);
    expect(getStatus).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it('gives up after 180 tries', async () => {
    const getStatus = vi.fn(async () => running);
    const sleep = vi.fn(async () => {});
    await expect(pollBulkOperation(getStatus, { sleep })).rejects.toBeInstanceOf(
      BulkOperationTimeoutError,
    );
    expect(getStatus).toHaveBeenCalledTimes(180);
    expect(sleep).toHaveBeenCalledTimes(179);
  });

  it('answers null when the operation completed without results', async () => {
    const empty: BulkStatus = { url: null, completed: true, status: 'COMPLETED', objectCount: 0 };
    await expect(pollBulkOperation(async () => empty)).resolves.toBeNull();
  });

  it('stops when the store failed or cancelled the operation', async () => {
    const failed: BulkStatus = { ...running, status: 'FAILED' };
    await expect(
      pollBulkOperation(async () => failed, { sleep: async () => {} }),
    ).rejects.toBeInstanceOf(BulkOperationFailedError);
  });

  it('passes the status call’s error on and stops when aborted', async () => {
    await expect(
      pollBulkOperation(async () => {
        throw new Error('Unable to get status of operation.');
      }),
    ).rejects.toThrow('Unable to get status of operation.');
    const controller = new AbortController();
    controller.abort();
    await expect(
      pollBulkOperation(async () => running, { signal: controller.signal }),
    ).rejects.toThrow();
  });
});
