// The group handle (doc 1 §2, §5): a URL slug that prefixes the group's public page addresses.
import { useState } from 'react';
import { Button, TextField } from '@vendy/ui-kit';
import { groupHandleSchema } from '@vendy/client/validation';
import { useYupForm } from '../../forms/useYupForm';
import { ErrorText, StatusText } from './FormMessages';
import * as shared from './groups.css';
import * as styles from './GroupPage.css';

export const SETTINGS_SAVED = 'Settings saved successfully';

export interface GroupHandleFormProps {
  handle: string | null;
  /** Saves the handle; a rejected promise's message is shown above the field. */
  onSave: (handle: string) => Promise<void>;
}

export function GroupHandleForm({ handle, onSave }: GroupHandleFormProps) {
  const [saved, setSaved] = useState<string | null>(null);
  const form = useYupForm(groupHandleSchema, { handle: handle ?? '' }, async (values) => {
    setSaved(null);
    await onSave(values.handle);
    setSaved(SETTINGS_SAVED);
  });
  return (
    <form
      className={[shared.form, styles.handleForm].join(' ')}
      noValidate
      aria-labelledby="group-handle-heading"
      onSubmit={(e) => void form.handleSubmit(e)}
    >
      <h3 id="group-handle-heading" className={shared.subHeading}>
        Group Handle
      </h3>
      <ErrorText message={form.formError} />
      <TextField
        label="Handle"
        description="Lowercase letters and digits, separated by single hyphens. It prefixes the addresses of your public pages."
        isRequired
        {...form.field('handle')}
        onChange={(value) => {
          setSaved(null);
          form.setValue('handle', value);
        }}
      />
      <StatusText message={saved} />
      <div className={shared.actions}>
        <Button type="submit" variant="primary" isPending={form.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
