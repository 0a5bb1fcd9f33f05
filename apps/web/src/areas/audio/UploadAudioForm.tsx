// Upload Audio (doc 2 §2/§4/§5): title, audio file, description, loop toggle and the upload's
// progress. The duration is read in the browser before anything is sent; looping is off and
// disabled above 60 seconds.
import { useRef, useState } from 'react';
import { canLoop, formatFileSize } from '@vendy/client/domain';
import { audioFileError, audioUploadSchema, loopDisabledReason } from '@vendy/client/validation';
import { Button, ProgressBar, Switch, TextField } from '@vendy/ui-kit';
import { useYupForm } from '../../forms/useYupForm';
import { formatDuration, titleFromFileName } from '../videos/format';
import { FileDropZone } from '../videos/kit/FileDropZone';
import type { AudioUploadValues, UploadOptions, UploadProgress } from './audioActions';
import { DurationError, readAudioDuration } from './audioFile';
import { FormError } from './FormError';
import * as styles from './audio.css';

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

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

export function UploadAudioForm({
  onUpload,
  onCancel,
  readDuration = readAudioDuration,
}: UploadAudioFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [isReading, setReading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const form = useYupForm(
    audioUploadSchema,
    { title: '', file: null, description: '', loop: false },
    async (values) => {
      if (!file || duration === null) return;
      const abort = new AbortController();
      controller.current = abort;
      setProgress({ phase: 'preparing', fraction: 0 });
      try {
        await onUpload(
          {
            title: values.title,
            description: values.description ?? null,
            file,
            duration,
            loop: values.loop,
          },
          { onProgress: setProgress, signal: abort.signal },
        );
      } catch (error) {
        // A cancelled upload is no failure to report: the dialog is closing.
        if (!isAbort(error)) throw error;
      } finally {
        controller.current = null;
        setProgress(null);
      }
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
    controller.current?.abort();
    onCancel();
  };

  const loopReason = duration === null ? null : loopDisabledReason(duration);
  const fileLine = file
    ? `${file.name} · ${formatFileSize(file.size)}${duration === null ? '' : ` · ${formatDuration(duration)}`}`
    : null;
  const shownFileErrors = [...fileErrors, ...(form.errors.file ? [form.errors.file] : [])];

  return (
    <form className={styles.form} onSubmit={form.handleSubmit} noValidate>
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
      {progress && (
        <ProgressBar
          label={PHASE_TEXT[progress.phase]}
          value={Math.round(progress.fraction * 100)}
        />
      )}
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={cancel}>
          Cancel
        </Button>
        <Button type="submit" isDisabled={isReading} isPending={isUploading}>
          Upload
        </Button>
      </div>
    </form>
  );
}
