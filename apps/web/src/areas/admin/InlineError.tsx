import { ErrorIcon } from '@vendy/ui-kit';
import * as styles from './AdminPage.css';

/** A failed call's message, shown where the failure happened (doc 1 §8). */
export function InlineError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      <ErrorIcon />
      <span>{message}</span>
    </p>
  );
}
