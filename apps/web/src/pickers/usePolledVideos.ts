// A picker's PROCESSING videos are asked about every 15 seconds until their status changes
// (doc 2 §4, doc 3 §4); the answers replace them in what the picker shows.
import { useEffect, useMemo, useRef, useState } from 'react';
import { VIDEO_STATUS_POLL_MS } from '@vendy/client/domain';
import type { VideoFieldsFragment } from '@vendy/client/generated';

type Video = VideoFieldsFragment;

export function usePolledVideos(
  videos: readonly Video[],
  check: ((videoId: string) => Promise<Video>) | undefined,
  {
    intervalMs = VIDEO_STATUS_POLL_MS,
    onChange,
  }: { intervalMs?: number; onChange?: (video: Video) => void } = {},
): Video[] {
  const [updates, setUpdates] = useState<ReadonlyMap<string, Video>>(new Map());
  const merged = useMemo(
    () => videos.map((video) => updates.get(video.id) ?? video),
    [videos, updates],
  );
  const processing = merged
    .filter((video) => video.status === 'PROCESSING')
    .map((video) => video.id)
    .join(' ');

  const latest = useRef({ check, onChange });
  useEffect(() => {
    latest.current = { check, onChange };
  });

  useEffect(() => {
    if (!processing || !latest.current.check) return;
    const ids = processing.split(' ');
    let active = true;
    const timer = setInterval(() => {
      for (const id of ids) {
        latest.current.check?.(id).then(
          (video) => {
            if (!active || video.status === 'PROCESSING') return;
            setUpdates((current) => new Map(current).set(video.id, video));
            latest.current.onChange?.(video);
          },
          () => {
            // Asked again at the next tick; the transport has logged the failure.
          },
        );
      }
    }, intervalMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [processing, intervalMs]);

  return merged;
}
