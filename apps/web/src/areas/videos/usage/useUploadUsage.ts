// The group's upload minutes for /videos: loaded once, and again after an upload or an import
// has used some.
import { useCallback } from 'react';
import { GetVideoUploadUsageDocument } from '@vendy/client/generated';
import type { Loadable } from '../../../lib/loadable';
import { useRemote } from '../../../lib/useRemote';
import { request } from '../../../lib/api';
import type { VideoUploadUsage } from './UploadMinutes';

const loadUsage = async () => (await request(GetVideoUploadUsageDocument)).getVideoUploadUsage;

export function useUploadUsage(
  load: () => Promise<VideoUploadUsage> = loadUsage,
): [Loadable<VideoUploadUsage>, () => void] {
  // A failed refresh keeps the figures already shown.
  const usage = useRemote('upload-usage', load, { keepDataOnError: true });
  const { reload } = usage;
  const refresh = useCallback(() => void reload(), [reload]);
  return [usage.state, refresh];
}
