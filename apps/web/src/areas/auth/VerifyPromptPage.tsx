// /verify-prompt (doc 1 §2, step 2 of the redirect rule): the user's email is not verified yet.
import { AuthCard } from './AuthCard';
import { ResendVerification } from './ResendVerification';
import * as styles from './AuthLayout.css';

export interface VerifyPromptPageProps {
  /** Where the link was sent, when known. */
  email: string | null;
  onResend: () => Promise<void>;
}

export function VerifyPromptPage({ email, onResend }: VerifyPromptPageProps) {
  return (
    <AuthCard title="Verify Your Email">
      <p className={styles.text}>
        We sent a verification link to {email ? <strong>{email}</strong> : 'your email address'}.
        Please check your inbox and click the link to continue.
      </p>
      <p className={styles.muted}>No email? Check your spam folder or send it again.</p>
      <ResendVerification onResend={onResend} />
    </AuthCard>
  );
}
