// Change password (doc 1 §2): current, new and confirmed new password. Only for accounts that
// sign in with an email and password.
import { useState } from 'react';
import { Button, PasswordField } from '@vendy/ui-kit';
import { changePasswordSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { SectionCard } from './SectionCard';
import { useSaveStatus } from './useSaveStatus';
import * as page from './page.css';

export const PASSWORD_CHANGED = 'Password changed successfully';

export interface ChangePasswordValues {
  password: string;
  newPassword: string;
}

export interface ChangePasswordFormProps {
  onChangePassword: (values: ChangePasswordValues) => Promise<void>;
}

export function ChangePasswordForm({ onChangePassword }: ChangePasswordFormProps) {
  const status = useSaveStatus(onChangePassword);
  // A new key after each change gives empty fields: passwords do not linger in the form.
  const [formKey, setFormKey] = useState(0);
  const submit = async (values: ChangePasswordValues) => {
    await status.submit(values);
    setFormKey((key) => key + 1);
  };

  return (
    <SectionCard title="Change Password">
      <PasswordForm key={formKey} onSubmit={submit} />
      <p role="status" className={page.success}>
        {status.succeeded ? PASSWORD_CHANGED : ''}
      </p>
    </SectionCard>
  );
}

function PasswordForm({ onSubmit }: { onSubmit: (values: ChangePasswordValues) => Promise<void> }) {
  const form = useYupForm(
    changePasswordSchema,
    { password: '', newPassword: '', confirmPassword: '' },
    ({ password, newPassword }) => onSubmit({ password, newPassword }),
  );
  return (
    <form className={page.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        isRequired
        {...form.field('password')}
      />
      <div className={page.fieldRow}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          isRequired
          {...form.field('newPassword')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          isRequired
          {...form.field('confirmPassword')}
        />
      </div>
      {form.formError && (
        <p role="alert" className={page.alert}>
          {form.formError}
        </p>
      )}
      <Button type="submit" variant="primary" className={page.submit} isPending={form.isSubmitting}>
        Change Password
      </Button>
    </form>
  );
}
