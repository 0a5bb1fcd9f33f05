import { formatDuration } from '../../../lib/format';
import * as styles from './forms.css';

/**
 * Says that a YouTube or TikTok video's length is assumed: neither provider tells it, and the
 * saved video then counts as `duration` seconds long in timelines.
 */
export function AssumedDuration({
  source,
  duration,
}: {
  source: 'YOUTUBE' | 'TIKTOK';
  duration: number;
}) {
  const provider = source === 'YOUTUBE' ? 'YouTube' : 'TikTok';
  return (
    <p className={styles.muted}>
      {provider} does not share the video&apos;s length, so it is saved as{' '}
      {formatDuration(duration)}.
    </p>
  );
}

/** The picture of a YouTube or TikTok video (portrait frame for TikTok and Shorts). */
export function ExternalVideoPicture({
  thumbnailUrl,
  aspectRatio,
  title,
}: {
  thumbnailUrl: string | null;
  aspectRatio: number;
  title: string;
}) {
  const className = aspectRatio >= 1 ? styles.previewWide : styles.preview;
  return thumbnailUrl ? (
    <img className={className} src={thumbnailUrl} alt={`Thumbnail of ${title}`} />
  ) : (
    <div className={styles.previewEmpty}>No thumbnail</div>
  );
}
