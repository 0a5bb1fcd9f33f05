// What a layout shows before its page: the session loading, or the load's failure with a retry.
import { Button, Spinner, visuallyHidden } from '@vendy/ui-kit';
import * as styles from './SessionStatus.css';

export function SessionLoading({ heading = 'Loading your account' }: { heading?: string }) {
  return (
    <main className={styles.page} aria-busy="true">
      <h1 className={visuallyHidden}>{heading}</h1>
      <span className={styles.spinner}>
        <Spinner label="Loading" size="lg" />
      </span>
    </main>
  );
}

/** A page loading inside a shell (the shell's main region is already the page's landmark). */
export function PageLoading({ heading = 'Loading your account' }: { heading?: string }) {
  return (
    <div className={styles.inShell} aria-busy="true">
      <h1 className={visuallyHidden}>{heading}</h1>
      <span className={styles.spinner}>
        <Spinner label="Loading" size="lg" />
      </span>
    </div>
  );
}

/** The router's first load (a page's code still arriving), before any layout can render. */
export function AppLoading() {
  return <SessionLoading heading="Loading Vendy" />;
}

export interface SessionErrorProps {
  /** The failure's message (the server's text or 'Unable to get user data.'). */
  message: string;
  onRetry: () => void;
}

export function SessionError({ message, onRetry }: SessionErrorProps) {
  return (
    <main className={styles.page}>
      <h1 className={styles.heading}>Something went wrong</h1>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      <Button variant="primary" onPress={onRetry}>
        Try Again
      </Button>
    </main>
  );
}
