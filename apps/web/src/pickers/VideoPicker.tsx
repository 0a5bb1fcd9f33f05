// Picks one or several videos (layout wizard, timeline media library). Processing and failed
// videos cannot be used (doc 3 §4): they show why and are polled until their status changes.
import { useMemo } from 'react';
import { PICKER_PAGE_SIZES, timelineBlockReason } from '@vendy/client/domain';
import type { VideoFieldsFragment } from '@vendy/client/generated';
import { VideoIcon } from '@vendy/ui-kit';
import type { Loadable } from '../lib/loadable';
import { formatDuration, SOURCE_LABELS } from '../lib/format';
import { MediaPicker, type PickerSelectionMode } from './MediaPicker';
import { usePolledVideos } from './usePolledVideos';
import * as styles from './MediaPicker.css';

type Video = VideoFieldsFragment;

export interface VideoPickerProps {
  videos: Loadable<readonly Video[]>;
  selectionMode?: PickerSelectionMode;
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  /** checkAndUpdateVideoStatus; without it PROCESSING videos are not polled. */
  onCheckStatus?: (videoId: string) => Promise<Video>;
  /** Called when polling finds that a video changed. */
  onVideoChange?: (video: Video) => void;
  pollIntervalMs?: number;
  label?: string;
}

const NO_VIDEOS: readonly Video[] = [];

export function VideoPicker({
  videos,
  selectionMode = 'single',
  selectedKeys,
  onSelectionChange,
  onCheckStatus,
  onVideoChange,
  pollIntervalMs,
  label = 'Videos',
}: VideoPickerProps) {
  const polled = usePolledVideos(
    videos.status === 'ready' ? videos.data : NO_VIDEOS,
    onCheckStatus,
    {
      intervalMs: pollIntervalMs,
      onChange: onVideoChange,
    },
  );
  const items = useMemo<Loadable<readonly Video[]>>(
    () => (videos.status === 'ready' ? { status: 'ready', data: polled } : videos),
    [videos, polled],
  );
  return (
    <MediaPicker
      label={label}
      searchLabel="Search Videos"
      items={items}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      pageSize={PICKER_PAGE_SIZES.videos}
      emptyText="No videos found."
      unavailableReason={(video) => timelineBlockReason(video.status)}
      describe={(video) => `${SOURCE_LABELS[video.source]} · ${formatDuration(video.duration)}`}
      renderItem={(video) =>
        video.thumbnailUrl ? (
          <img className={styles.picture} src={video.thumbnailUrl} alt="" />
        ) : (
          <span className={styles.iconPicture}>
            <VideoIcon size={32} />
          </span>
        )
      }
    />
  );
}
