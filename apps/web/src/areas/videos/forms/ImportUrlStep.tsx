// Step 0 of a YouTube or TikTok import: the video's address, checked with the shared schema, then
// looked up (oEmbed) before the second step.
import type { ObjectSchema } from 'yup';
import { Button, TextField } from '@vendy/ui-kit';
import { useYupForm } from '../../../forms/useYupForm';
import { FormError } from '../../../components/FormError';
import * as styles from './forms.css';

export interface ImportUrlStepProps {
  label: string;
  placeholder: string;
  schema: ObjectSchema<{ url: string }>;
  initialUrl: string;
  onNext: (url: string) => Promise<void>;
  onCancel: () => void;
}

export function ImportUrlStep({
  label,
  placeholder,
  schema,
  initialUrl,
  onNext,
  onCancel,
}: ImportUrlStepProps) {
  const form = useYupForm(schema, { url: initialUrl }, async ({ url }) => onNext(url));
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <p className={styles.step}>Step 1 of 2</p>
      <TextField
        label={label}
        type="url"
        placeholder={placeholder}
        isRequired

        {...form.field('url')}
      />
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={form.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          Next
        </Button>
      </div>
    </form>
  );
}
