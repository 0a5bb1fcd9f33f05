import { ErrorIcon } from '@vendy/ui-kit';
import * as styles from './images.css';

/** A failed call's message, shown inside the dialog that made it (doc 2 §8). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      <ErrorIcon />
      <span>{message}</span>
    </p>
  );
}
