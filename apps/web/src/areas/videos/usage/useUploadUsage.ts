// The group's upload minutes for /videos: loaded once, and again after an upload or an import
// has used some.
import { useCallback, useEffect, useRef, useState } from 'react';
import { GetVideoUploadUsageDocument } from '@vendy/client/generated';
import { errorMessage, type Loadable } from '../../../app/loadable';
import { request } from '../../../app/api';
import type { VideoUploadUsage } from './UploadMinutes';

const loadUsage = async () => (await request(GetVideoUploadUsageDocument)).getVideoUploadUsage;

export function useUploadUsage(
  load: () => Promise<VideoUploadUsage> = loadUsage,
): [Loadable<VideoUploadUsage>, () => void] {
  const [state, setState] = useState<Loadable<VideoUploadUsage>>({ status: 'loading' });
  const latest = useRef(0);
  const loadRef = useRef(load);

  const reload = useCallback(() => {
    const attempt = ++latest.current;
    loadRef.current().then(
      (data) => attempt === latest.current && setState({ status: 'ready', data }),
      (error: unknown) =>
        // A failed refresh keeps the figures already shown.
        attempt === latest.current &&
        setState((current) =>
          current.status === 'ready' ? current : { status: 'error', message: errorMessage(error) },
        ),
    );
  }, []);

  useEffect(() => {
    reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);

  return [state, reload];
}
