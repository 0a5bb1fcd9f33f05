import { ErrorIcon } from '@vendy/ui-kit';
import * as styles from './layouts.css';

/** A failed call's message, shown where the call was made (doc 3 §8). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      <ErrorIcon />
      <span>{message}</span>
    </p>
  );
}
