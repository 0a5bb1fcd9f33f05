import * as styles from './ForbiddenPicture.css';

/** The picture of the restricted store-connect page: a closed padlock. */
export function ForbiddenPicture() {
  return (
    <svg className={styles.picture} viewBox="0 0 200 160" role="img" aria-label="Access restricted">
      <rect className={styles.backdrop} x="10" y="10" width="180" height="140" rx="16" />
      <path className={styles.shackle} d="M75 75 V58 a25 25 0 0 1 50 0 V75" />
      <rect className={styles.body} x="62" y="72" width="76" height="58" rx="8" />
      <circle className={styles.keyhole} cx="100" cy="96" r="8" />
      <rect className={styles.keyhole} x="96" y="100" width="8" height="18" rx="3" />
    </svg>
  );
}
