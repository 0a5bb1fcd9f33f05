// The invite form (doc 1 §5): an e-mail (trimmed, lower-cased) and a role, USER by default, with
// the roles shown lower-case.
import { Button, Select, TextField } from '@vendy/ui-kit';
import type { GroupRole } from '@vendy/client/generated';
import { inviteSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { ErrorText } from './FormMessages';
import { ROLE_OPTIONS } from './roles';
import * as styles from './groups.css';

export interface InviteValues {
  email: string;
  role: GroupRole;
}

export interface InviteFormProps {
  /** Sends the invitation; a rejected promise's message is shown above the fields. */
  onInvite: (values: InviteValues) => Promise<void>;
  onCancel?: () => void;
}

export function InviteForm({ onInvite, onCancel }: InviteFormProps) {
  const form = useYupForm(inviteSchema, { email: '', role: 'USER' }, (values) =>
    onInvite({ email: values.email, role: values.role as GroupRole }),
  );
  const role =
    form.values.role === 'OWNER' || form.values.role === 'USER' ? form.values.role : null;
  return (
    <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <ErrorText message={form.formError} />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        isRequired
        {...form.field('email')}
      />
      <Select<GroupRole>
        label="Role"
        options={ROLE_OPTIONS}
        value={role}
        onChange={(value) => form.setValue('role', value)}
        isInvalid={form.errors.role !== undefined}
        errorMessage={form.errors.role}
      />
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          Send Invitation
        </Button>
      </div>
    </form>
  );
}
