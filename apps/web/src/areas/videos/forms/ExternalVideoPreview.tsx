import * as styles from './forms.css';

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
