// A list row's small picture: the image when there is one, else the kind's icon on a tile.
import type { ReactNode } from 'react';
import * as styles from './ai.css';

export function Thumbnail({ url, icon }: { url: string | null | undefined; icon: ReactNode }) {
  return url ? (
    <img className={styles.productPicture} src={url} alt="" />
  ) : (
    <span className={styles.productPicture} aria-hidden="true">
      {icon}
    </span>
  );
}
