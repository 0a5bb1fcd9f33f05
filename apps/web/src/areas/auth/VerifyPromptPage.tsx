// /verify-prompt (doc 1 §2, step 2 of the redirect rule; also the step after sign-up).
import { Link } from '@vendy/ui-kit';
import { routes } from '../../routes';
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';
import * as styles from './AuthLayout.css';

export interface VerifyPromptPageProps {
  /** Where the link was sent, when known. */
  email: string | null;
  /** Offered to a signed-in user; a signed-out one is pointed to Log In instead. */
  onResend?: () => Promise<void>;
}

export function VerifyPromptPage({ email, onResend }: VerifyPromptPageProps) {
  return (
    <AuthCard title="Verify Your Email">
      <p className={styles.text}>
        We sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}.
        Please check your inbox and click the link to continue.
      </p>
      {onResend ? (
        <>
          <p className={styles.muted}>No email? Check your spam folder or send it again.</p>
          <ResendVerification onResend={onResend} />
        </>
      ) : (
        <p className={styles.muted}>
          No email? Check your spam folder, or <Link href={routes.login()}>Log In</Link> to send it
          again.
        </p>
      )}
    </AuthCard>
  );
}
