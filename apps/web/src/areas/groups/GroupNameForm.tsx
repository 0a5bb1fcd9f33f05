// The group name form (doc 1 §5: required, trimmed, at most 100 characters), used to create the
// first group, to create another one and to rename the current one.
import { Button, TextField } from '@vendy/ui-kit';
import { groupNameSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { ErrorText } from './FormMessages';
import * as styles from './groups.css';

export interface GroupNameFormProps {
  /** Receives the trimmed name; a rejected promise's message is shown above the field. */
  onSubmit: (name: string) => Promise<void>;
  submitLabel: string;
  initialName?: string;
  onCancel?: () => void;
}

export function GroupNameForm({
  onSubmit,
  submitLabel,
  initialName = '',
  onCancel,
}: GroupNameFormProps) {
  const form = useYupForm(groupNameSchema, { name: initialName }, (values) =>
    onSubmit(values.name),
  );
  return (
    <form className={styles.form} noValidate onSubmit={(e) => void form.handleSubmit(e)}>
      <ErrorText message={form.formError} />
      <TextField label="Group Name" isRequired {...form.field('name')} />
      <div className={styles.actions}>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
