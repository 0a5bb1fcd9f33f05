// The sign-up screen (doc 1 §2): email, password, confirm password, first and last name, and the
// terms checkbox.
import { Button, Checkbox, Link, PasswordField, TextField } from '@vendy/ui-kit';
import { signupSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { routes } from '../../routes';
import { AuthCard } from './AuthCard';
import * as styles from './AuthLayout.css';

export interface SignupValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface SignupPageProps {
  /** Creates the account; a rejected promise's message is shown above the form. */
  onSignup: (values: SignupValues) => Promise<void>;
}

const initialValues = {
  email: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  terms: false,
};

export function SignupPage({ onSignup }: SignupPageProps) {
  const form = useYupForm(signupSchema, initialValues, ({ email, password, firstName, lastName }) =>
    onSignup({ email, password, firstName, lastName }),
  );

  return (
    <AuthCard title="Sign Up" error={form.formError}>
      <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          isRequired
          {...form.field('email')}
        />
        <PasswordField
          label="Password"
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
        <div className={styles.nameRow}>
          <TextField
            label="First Name"
            autoComplete="given-name"
            isRequired
            {...form.field('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            isRequired
            {...form.field('lastName')}
          />
        </div>
        <Checkbox
          isRequired
          description={
            <>
              Read the <Link href={routes.terms()}>Terms of Service</Link> and the{' '}
              <Link href={routes.privacy()}>Privacy Policy</Link>.
            </>
          }
          {...form.checkbox('terms')}
        >
          I agree to the Terms of Service and the Privacy Policy
        </Checkbox>
        <Button type="submit" variant="primary" fullWidth isPending={form.isSubmitting}>
          Sign Up
        </Button>
      </form>
      <p className={styles.muted}>
        Already have an account? <Link href={routes.login()}>Log In</Link>
      </p>
    </AuthCard>
  );
}
