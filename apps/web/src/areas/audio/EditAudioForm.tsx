// Edit form for audio (doc 2 §2): title, description and the loop toggle (off and disabled above
// 60 seconds). The file itself is not replaced here.
import { audioEditSchema, loopDisabledReason } from '@vendy/client/validation';
import { Switch, TextField } from '@vendy/ui-kit';
import { UploadFormShell } from '../../components/UploadForm/UploadFormShell';
import { useYupForm } from '../../forms/useYupForm';
import type { Audio, AudioEditValues } from './audioActions';

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
    <UploadFormShell
      onSubmit={form.handleSubmit}
      error={form.formError}
      onCancel={onCancel}
      submitLabel="Save"
      isPending={form.isSubmitting}
    >
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
    </UploadFormShell>
  );
}
