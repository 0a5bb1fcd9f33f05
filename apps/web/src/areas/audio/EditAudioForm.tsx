// Edit form for audio (doc 2 §2): title, description and the loop toggle (off and disabled above
// 60 seconds). The file itself is not replaced here.
import { audioEditSchema, loopDisabledReason } from '@vendy/client/validation';
import { Button, Switch, TextField } from '@vendy/ui-kit';
import { useYupForm } from '../../forms/useYupForm';
import type { Audio, AudioEditValues } from './audioActions';
import { FormError } from '../../components/FormError';
import * as styles from './audio.css';

export interface EditAudioFormProps {
  audio: Audio;
  onSave: (values: AudioEditValues) => Promise<void>;
  onCancel: () => void;
}

export function EditAudioForm({ audio, onSave, onCancel }: EditAudioFormProps) {
  const loopReason = loopDisabledReason(audio.duration);
  const form = useYupForm(
    audioEditSchema,
    {
      title: audio.title,
      description: audio.description ?? '',
      loop: loopReason === null && audio.loop,
    },
    (values) =>
      onSave({ title: values.title, description: values.description ?? '', loop: values.loop }),
  );
  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
      <TextField label="Title" isRequired isDisabled={form.isSubmitting} {...form.field('title')} />
      <TextField
        label="Description"
        multiline
        rows={3}
        isDisabled={form.isSubmitting}
        {...form.field('description')}
      />
      <Switch
        isSelected={form.values.loop === true}
        onChange={(value) => form.setValue('loop', value)}
        isDisabled={form.isSubmitting || loopReason !== null}
        description={loopReason ?? undefined}
      >
        Loop
      </Switch>
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isPending={form.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}
