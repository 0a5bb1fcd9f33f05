// Upload Audio (doc 2 §2/§4/§5): title, audio file, description, loop toggle and the upload's
// progress. The duration is read in the browser before anything is sent; looping is off and
// disabled above 60 seconds.
import { useState } from 'react';
import { canLoop, formatFileSize } from '@vendy/client/domain';
import { audioFileError, audioUploadSchema, loopDisabledReason } from '@vendy/client/validation';
import { Switch, TextField } from '@vendy/ui-kit';
import {
  fractionProgress,
  UploadFormShell,
  useUploadRun,
} from '../../components/UploadForm/UploadFormShell';
import { useYupForm } from '../../forms/useYupForm';
import { formatDuration, titleFromFileName } from '../../lib/format';
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
  const [file, setFile] = useState<File | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [isReading, setReading] = useState(false);
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

  const chooseFile = async (next: File) => {
    const problem = audioFileError(next);
    if (problem) {
      setFileErrors([problem]);
      return;
    }
    setFileErrors([]);
    setReading(true);
    try {
      const seconds = await readDuration(next);
      setFile(next);
      setDuration(seconds);
      setValue('file', next);
      if (!canLoop(seconds)) setValue('loop', false);
      if (!String(form.values.title ?? '').trim()) setValue('title', titleFromFileName(next.name));
    } catch (error) {
      setFile(null);
      setDuration(null);
      setValue('file', null);
      setFileErrors([error instanceof DurationError ? error.message : String(error)]);
    } finally {
      setReading(false);
    }
  };

  const cancel = () => {
    upload.abort();
    onCancel();
  };

  const loopReason = duration === null ? null : loopDisabledReason(duration);
  const fileLine = file
    ? `${file.name} · ${formatFileSize(file.size)}${duration === null ? '' : ` · ${formatDuration(duration)}`}`
    : null;
  const shownFileErrors = [...fileErrors, ...(form.errors.file ? [form.errors.file] : [])];

  return (
    <UploadFormShell
      onSubmit={form.handleSubmit}
      progress={fractionProgress(upload.progress, PHASE_TEXT)}
      error={form.formError}
      onCancel={cancel}
      submitLabel="Upload"
      isSubmitDisabled={isReading}
      isPending={isUploading}
    >
      <TextField label="Title" isRequired isDisabled={isUploading} {...form.field('title')} />
      <FileDropZone
        label="Audio File"
        accept={['audio/mpeg', '.mp3']}
        buttonLabel={file ? 'Choose Another File' : 'Choose Audio'}
        onFile={(next) => void chooseFile(next)}
        selected={isReading ? 'Reading audio…' : fileLine}
        errors={shownFileErrors}
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
        isDisabled={isUploading || loopReason !== null}
        description={loopReason ?? undefined}
      >
        Loop
      </Switch>
    </UploadFormShell>
  );
}
