// /reset-password?changeId=… (doc 1 §2): a new password for the account of the emailed link.
import { Button, Link, PasswordField } from '@vendy/ui-kit';
import { resetPasswordSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { routes } from '../../routes';
import { AuthCard } from './AuthCard';
import * as styles from './AuthLayout.css';

export const NO_RESET_ID = 'No reset ID specified, please click the link in your inbox.';

export interface ResetPasswordPageProps {
  /** False when the address has no changeId: the form is not offered. */
  hasChangeId: boolean;
  /** Sets the new password; a rejected promise's message is shown above the form. */
  onReset: (password: string) => Promise<void>;
}

export function ResetPasswordPage({ hasChangeId, onReset }: ResetPasswordPageProps) {
  const form = useYupForm(
    resetPasswordSchema,
    { password: '', confirmPassword: '' },
    ({ password }) => onReset(password),
  );

  if (!hasChangeId) {
    return (
      <AuthCard title="Reset Password" error={NO_RESET_ID}>
        <p className={styles.muted}>
          <Link href={routes.forgotPassword()}>Send a new reset link</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" error={form.formError}>
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          isRequired
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          isRequired
          {...form.field('confirmPassword')}
        />
        <Button type="submit" variant="primary" fullWidth isPending={form.isSubmitting}>
          Reset Password
        </Button>
      </form>
      <p className={styles.muted}>
        <Link href={routes.login()}>Back to Log In</Link>
      </p>
    </AuthCard>
  );
}
