// /forgot-password (doc 1 §2): asks for the email to send a reset link to.
import { useState } from 'react';
import { Button, Link, TextField } from '@vendy/ui-kit';
import { forgotPasswordSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { routes } from '../../routes';
import { AuthCard } from './AuthCard';
import * as styles from './AuthLayout.css';

export const RESET_LINK_SENT = 'Password reset link has been sent to your inbox.';

export interface ForgotPasswordPageProps {
  /** Sends the reset link; a rejected promise's message is shown above the form. */
  onSend: (email: string) => Promise<void>;
}

export function ForgotPasswordPage({ onSend }: ForgotPasswordPageProps) {
  const [sent, setSent] = useState(false);
  const form = useYupForm(forgotPasswordSchema, { email: '' }, async ({ email }) => {
    setSent(false);
    await onSend(email);
    setSent(true);
  });

  return (
    <AuthCard title="Forgot Password" error={form.formError} notice={sent ? RESET_LINK_SENT : null}>
      <p className={styles.text}>
        Enter your email and we will send you a link to reset your password.
      </p>
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          isRequired
          {...form.field('email')}
        />
        <Button type="submit" variant="primary" fullWidth isPending={form.isSubmitting}>
          Send Reset Link
        </Button>
      </form>
      <p className={styles.muted}>
        <Link href={routes.login()}>Back to Log In</Link>
      </p>
    </AuthCard>
  );
}
