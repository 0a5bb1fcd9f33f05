// The login screen (doc 1 §2): email and password, or sign-in with Google or Facebook.
import { useRef } from 'react';
import { Button, Link, PasswordField, TextField } from '@vendy/ui-kit';
import type { loginSchema } from '@vendy/client/validation';
import { useTypedBeforeHydration } from '../../forms/useTypedBeforeHydration';
import { useYupForm } from '../../forms/useYupForm';
import { useHydrated } from '../../lib/useHydrated';
import { routes } from '../../routes';
import { AuthCard } from './AuthCard';
import * as styles from './AuthLayout.css';

export interface LoginValues {
  email: string;
  password: string;
}

export type SocialProvider = 'google' | 'facebook';

export interface LoginPageProps {
  /** Signs in; a rejected promise's message is shown above the form. */
  onLogin: (values: LoginValues) => Promise<void>;
  onGoogle: () => void;
  onFacebook: () => void;
  /** An error from a social sign-in attempt (e.g. 'Login with Google failed.'). */
  socialError?: string | null;
  /** Which social sign-in is under way, if any. */
  socialPending?: SocialProvider | null;
}

const LOGIN_FIELDS = ['email', 'password'] as const;

/** The validation schemas load on the first blur or submit, not with the first page. */
const loadLoginSchema = async (): Promise<typeof loginSchema> =>
  (await import('@vendy/client/validation')).loginSchema;

export function LoginPage({
  onLogin,
  onGoogle,
  onFacebook,
  socialError = null,
  socialPending = null,
}: LoginPageProps) {
  const form = useYupForm(loadLoginSchema, { email: '', password: '' }, onLogin);
  const busy = form.isSubmitting || socialPending !== null;
  // Until the pre-rendered form is hydrated, neither the button nor Enter may submit it natively.
  const hydrated = useHydrated();
  // What the visitor typed into the form sent with the page, before its scripts ran, stays.
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, LOGIN_FIELDS, form.setValue);

  return (
    <AuthCard title="Log In" error={form.formError ?? socialError}>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={(e) => void form.handleSubmit(e)}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          isRequired
          {...form.field('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          isRequired
          {...form.field('password')}
        />
        <Button
          type="submit"
          variant="primary"
          fullWidth
          isPending={form.isSubmitting}
          isDisabled={busy || !hydrated}
        >
          Log In
        </Button>
      </form>
      <div className={styles.divider}>or</div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          fullWidth
          onPress={onGoogle}
          isPending={socialPending === 'google'}
          isDisabled={busy}
        >
          Sign in with Google
        </Button>
        <Button
          variant="secondary"
          fullWidth
          onPress={onFacebook}
          isPending={socialPending === 'facebook'}
          isDisabled={busy}
        >
          Sign in with Facebook
        </Button>
      </div>
      <div className={styles.links}>
        <Link href={routes.forgotPassword()}>Forgot password?</Link>
        <Link href={routes.signup()}>Sign Up</Link>
      </div>
    </AuthCard>
  );
}
