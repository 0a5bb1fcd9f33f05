import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { oneMinuteLeft, plentyLeft } from './fixtures';
import { useUploadUsage } from './useUploadUsage';

describe('useUploadUsage', () => {
  it('loads the minutes, and loads them again after an upload', async () => {
    const load = vi.fn().mockResolvedValueOnce(plentyLeft).mockResolvedValueOnce(oneMinuteLeft);
    const { result } = renderHook(() => useUploadUsage(load));
    expect(result.current[0]).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: plentyLeft }));
    act(() => result.current[1]());
    await waitFor(() =>
      expect(result.current[0]).toEqual({ status: 'ready', data: oneMinuteLeft }),
    );
  });

  it('keeps the figures shown when a refresh fails, and reports a first failure', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce(plentyLeft)
      .mockRejectedValueOnce(new Error('Unable to get data.'));
    const { result } = renderHook(() => useUploadUsage(load));
    await waitFor(() => expect(result.current[0].status).toBe('ready'));
    act(() => result.current[1]());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(result.current[0]).toEqual({ status: 'ready', data: plentyLeft });

    const failing = vi.fn().mockRejectedValue(new Error('Unable to get data.'));
    const second = renderHook(() => useUploadUsage(failing));
    await waitFor(() =>
      expect(second.result.current[0]).toEqual({ status: 'error', message: 'Unable to get data.' }),
    );
  });
});
