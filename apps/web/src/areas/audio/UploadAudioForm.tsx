// Upload Audio (doc 2 §2/§4/§5): title, audio file, description, loop toggle and the upload's
// progress. The duration is read in the browser before anything is sent; looping is off and
// disabled above 60 seconds.
import { audioFileError, audioUploadSchema } from '@vendy/client/validation';
import { Switch, TextField } from '@vendy/ui-kit';
import {
  fractionUploadProps,
  UploadFormShell,
  useUploadRun,
} from '../../components/UploadForm/UploadFormShell';
import { useMediaFile } from '../../components/UploadForm/useMediaFile';
import { useYupForm } from '../../forms/useYupForm';
import { FileDropZone } from '../../components/kit/FileDropZone';
import type { AudioUploadValues, UploadOptions, UploadProgress } from './audioActions';
import { DurationError, readAudioDuration } from './audioFile';

export interface UploadAudioFormProps {
  /** Runs the upload; reports progress; rejects with the message to show. */
  onUpload: (values: AudioUploadValues, options: Required<UploadOptions>) => Promise<void>;
  onCancel: () => void;
  /** Reads a file's duration; injected in tests (browsers use an <audio> element). */
  readDuration?: (file: File) => Promise<number>;
}

const PHASE_TEXT: Record<UploadProgress['phase'], string> = {
  preparing: 'Preparing upload…',
  uploading: 'Uploading audio…',
  saving: 'Saving audio…',
};

export function UploadAudioForm({
  onUpload,
  onCancel,
  readDuration = readAudioDuration,
}: UploadAudioFormProps) {
  const chosen = useMediaFile({
    fileError: audioFileError,
    read: readDuration,
    duration: (seconds: number) => seconds,
    readErrors: (error) => [error instanceof DurationError ? error.message : String(error)],
  });
  const { file, media: duration, isReading } = chosen;
  const upload = useUploadRun<UploadProgress>({ phase: 'preparing', fraction: 0 });

  const form = useYupForm(
    audioUploadSchema,
    { title: '', file: null, description: '', loop: false },
    async (values) => {
      if (!file || duration === null) return;
      await upload.run((options) =>
        onUpload(
          {
            title: values.title,
            description: values.description ?? null,
            file,
            duration,
            loop: values.loop,
          },
          options,
        ),
      );
    },
  );
  const { setValue } = form;
  const isUploading = form.isSubmitting;

  return (
    <UploadFormShell
      {...fractionUploadProps(form, upload, PHASE_TEXT, onCancel)}
      submitLabel="Upload"
      isSubmitDisabled={isReading}
    >
      <TextField label="Title" isRequired isDisabled={isUploading} {...form.field('title')} />
      <FileDropZone
        label="Audio File"
        accept={['audio/mpeg', '.mp3']}
        buttonLabel={file ? 'Choose Another File' : 'Choose Audio'}
        onFile={(next) => void chosen.choose(next, form)}
        selected={isReading ? 'Reading audio…' : chosen.fileLine}
        errors={chosen.errors(form)}
        isDisabled={isUploading}
      />
      <TextField
        label="Description"
        multiline
        rows={3}
        isDisabled={isUploading}
        {...form.field('description')}
      />
      <Switch
        isSelected={form.values.loop === true}
        onChange={(value) => setValue('loop', value)}
        isDisabled={isUploading || chosen.loopReason !== null}
        description={chosen.loopReason ?? undefined}
      >
        Loop
      </Switch>
    </UploadFormShell>
  );
}
