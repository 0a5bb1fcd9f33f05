// /verify?code=… (doc 1 §2): checks the emailed code. Without a code, or when the check fails, the
// page says so and, for a signed-in user whose email is unverified, offers to resend the email.
import { Link, Spinner } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';
import * as styles from './AuthLayout.css';

export const NO_VERIFICATION_CODE =
  'No verificaton code found. Please click the link in your inbox.';

export type VerifyState =
  { status: 'missingCode' } | { status: 'verifying' } | { status: 'failed'; message: string };

export interface VerifyPageProps {
  state: VerifyState;
  /** Given while the signed-in user's email is unverified: the resend is offered. */
  onResend?: () => Promise<void>;
}

export function VerifyPage({ state, onResend }: VerifyPageProps) {
  const error =
    state.status === 'missingCode'
      ? NO_VERIFICATION_CODE
      : state.status === 'failed'
        ? state.message
        : null;

  return (
    <AuthCard title="Verify Email" error={error}>
      {state.status === 'verifying' ? (
        <div className={styles.busy}>
          <Spinner label="Verifying" />
          <span>Verifying your email…</span>
        </div>
      ) : onResend ? (
        <ResendVerification onResend={onResend} />
      ) : (
        <p className={styles.muted}>
          <Link href={routes.login()}>Back to Log In</Link>
        </p>
      )}
    </AuthCard>
  );
}
