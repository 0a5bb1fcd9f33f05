import { VideoIcon } from '@vendy/ui-kit';
import * as styles from './wizard.css';

/** A media item's picture, or a video icon when it has none. Decorative: the title names it. */
export function MediaThumbnail({ src }: { src: string | null }) {
  return src ? (
    <img className={styles.mediaThumbnail} src={src} alt="" />
  ) : (
    <span className={styles.mediaThumbnail} aria-hidden="true">
      <VideoIcon size={24} />
    </span>
  );
}
