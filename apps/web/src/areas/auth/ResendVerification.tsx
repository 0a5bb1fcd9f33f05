// 'Resend Verification Email', offered while the user's email is unverified (doc 1 §4).
import { useState } from 'react';
import { Button } from '@vendy/ui-kit';
import { messageOf } from './outcome';
import * as styles from './AuthLayout.css';

export const RESEND_SUCCESS = 'Verification email sent successfully.';

export interface ResendVerificationProps {
  /** Sends the email again; a rejected promise's message is shown under the button. */
  onResend: () => Promise<void>;
}

type Outcome = { sent: true } | { sent: false; message: string } | null;

export function ResendVerification({ onResend }: ResendVerificationProps) {
  const [isPending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const resend = async () => {
    setPending(true);
    setOutcome(null);
    try {
      await onResend();
      setOutcome({ sent: true });
    } catch (error) {
      setOutcome({ sent: false, message: messageOf(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.actions}>
      <Button variant="secondary" fullWidth isPending={isPending} onPress={() => void resend()}>
        Resend Verification Email
      </Button>
      {outcome?.sent && (
        <p role="status" className={styles.notice}>
          {RESEND_SUCCESS}
        </p>
      )}
      {outcome && !outcome.sent && (
        <p role="alert" className={styles.formError}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}
