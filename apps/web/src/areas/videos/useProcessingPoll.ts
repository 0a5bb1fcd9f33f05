// Keeps PROCESSING rows of the open list current, so a transcode that finishes shows without a
// reload: every PROCESSING video is re-checked as the list opens (doc 2 §4), then again every few
// seconds while any row is still PROCESSING; polling stops once none is.
import { useEffect, useRef } from 'react';
import type { Loadable } from '../../lib/loadable';
import type { Video } from './videoListModel';

/** How often the open list asks about its PROCESSING videos. */
export const LIST_POLL_INTERVAL_MS = 4_000;

const processingKey = (videos: Loadable<readonly Video[]>) =>
  videos.status === 'ready'
    ? videos.data
        .filter((video) => video.status === 'PROCESSING')
        .map((video) => video.id)
        .join(' ')
    : '';

export function useProcessingPoll(
  videos: Loadable<readonly Video[]>,
  check: (id: string) => Promise<Video>,
  onChecked: (video: Video) => void,
  intervalMs = LIST_POLL_INTERVAL_MS,
) {
  const key = processingKey(videos);
  // Set once the first PROCESSING rows were asked about.
  const opened = useRef(false);
  // A slow answer is not asked for again before it arrives.
  const inFlight = useRef(new Set<string>());
  const latest = useRef({ check, onChecked });
  latest.current = { check, onChecked };

  useEffect(() => {
    if (!key) return;
    const ids = key.split(' ');
    const checkAll = () => {
      for (const id of ids) {
        if (inFlight.current.has(id)) continue;
        inFlight.current.add(id);
        latest.current
          .check(id)
          .then(
            // Applied even when the set of processing rows changed meanwhile: an answer is news
            // about its own row only.
            (video) => latest.current.onChecked(video),
            () => {
              // The row keeps showing PROCESSING and the next tick asks again; the transport has
              // logged the failure.
            },
          )
          .finally(() => inFlight.current.delete(id));
      }
    };
    // The first ask happens at once (the list just opened); later ones wait for the interval.
    if (!opened.current) checkAll();
    opened.current = true;
    const timer = setInterval(checkAll, intervalMs);
    return () => clearInterval(timer);
  }, [key, intervalMs]);
}
