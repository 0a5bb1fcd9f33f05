// How the videos screen names sources and statuses and shows durations.
import type { VideoSource, VideoStatus } from '@vendy/client/generated';

/** Source names as the specification writes them ('URL must be from Youtube.'). */
export const SOURCE_LABELS: Record<VideoSource, string> = {
  UPLOAD: 'Upload',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'Youtube',
  TIKTOK: 'TikTok',
};

export const STATUS_LABELS: Record<VideoStatus, string> = {
  PROCESSING: 'Processing',
  ERROR: 'Error',
  READY: 'Ready',
};

/** A duration in seconds as m:ss, or h:mm:ss from an hour on. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A file name without its extension, as a title suggestion ('beach-day.mp4' → 'beach-day'). */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '').trim();
  return base || name.trim();
}
