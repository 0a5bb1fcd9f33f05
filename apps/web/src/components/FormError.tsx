// A failed call's or load's message, shown where it was made (doc 2 §8, doc 3 §8).
import { ErrorIcon } from '@vendy/ui-kit';
import * as styles from './FormError.css';

export interface FormErrorProps {
  message: string | null | undefined;
  /** How the icon sits beside the text: dialogs use `start`, list and page alerts `center`. */
  align?: keyof typeof styles.error;
}

export function FormError({ message, align = 'start' }: FormErrorProps) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.error[align]}>
      <ErrorIcon />
      <span>{message}</span>
    </p>
  );
}
