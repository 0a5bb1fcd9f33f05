// Account details (doc 1 §2): first and last name.
import { Button, TextField } from '@vendy/ui-kit';
import { userDataSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { SectionCard } from './SectionCard';
import { useSaveStatus } from './useSaveStatus';
import * as page from './page.css';

export const SETTINGS_SAVED = 'Settings saved successfully';

export interface AccountDetailsValues {
  firstName: string;
  lastName: string;
}

export interface AccountDetailsFormProps {
  initialValues: AccountDetailsValues;
  email: string;
  onSave: (values: AccountDetailsValues) => Promise<void>;
}

export function AccountDetailsForm({ initialValues, email, onSave }: AccountDetailsFormProps) {
  const status = useSaveStatus(onSave);
  const form = useYupForm(userDataSchema, initialValues, (values) =>
    status.submit({ firstName: values.firstName, lastName: values.lastName }),
  );

  return (
    <SectionCard title="Account Details">
      <p className={page.muted}>Signed in as {email}</p>
      <form className={page.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <div className={page.fieldRow}>
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
        {form.formError && (
          <p role="alert" className={page.alert}>
            {form.formError}
          </p>
        )}
        <p role="status" className={page.success}>
          {status.succeeded ? SETTINGS_SAVED : ''}
        </p>
        <Button
          type="submit"
          variant="primary"
          className={page.submit}
          isPending={form.isSubmitting}
        >
          Save
        </Button>
      </form>
    </SectionCard>
  );
}
