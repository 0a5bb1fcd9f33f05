// /logout (doc 1 §4): the server forgets the session, then the page moves on to /login.
import { Spinner } from '@vendy/ui-kit';
import { AuthCard } from './AuthCard';
import * as styles from './AuthLayout.css';

export interface LogoutPageProps {
  /** True once the server has answered (or failed to). */
  isDone: boolean;
  /** The failure's message, if logging out failed. */
  error?: string | null;
}

export function LogoutPage({ isDone, error = null }: LogoutPageProps) {
  return (
    <AuthCard title="Log Out" error={error}>
      {isDone ? (
        <p role="status" className={styles.text}>
          {error ? 'Taking you to the login page…' : 'You have been logged out.'}
        </p>
      ) : (
        <div className={styles.busy}>
          <Spinner label="Logging out" />
          <span>Logging out…</span>
        </div>
      )}
    </AuthCard>
  );
}
