// The inline outcome of a form or action: the server's error (an alert) or a success text (a
// status region, kept in the DOM while empty so that screen readers announce the text it gets).
import * as styles from './groups.css';

export function ErrorText({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error}>
      {message}
    </p>
  );
}

export function StatusText({ message }: { message: string | null | undefined }) {
  return (
    <p role="status" className={styles.success}>
      {message}
    </p>
  );
}
