// The frame of the upload and edit forms (video, audio, photos; doc 2 §2, §4, §5): the fields, the
// upload's progress, the failed call's message and the Cancel / submit row. `useUploadRun` runs
// an upload that Cancel can abort, with its progress.
import { useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import { Button, ProgressBar } from '@vendy/ui-kit';
import { FormError } from '../FormError';
import * as styles from './uploadForm.css';

export interface UploadFormShellProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  'aria-label'?: string;
  /** The form's fields. */
  children: ReactNode;
  /** The running upload's progress bar, if one runs. */
  progress?: { label: string; value: number; valueLabel?: string } | null;
  /** The failed call's message (doc 2 §8). */
  error: string | null | undefined;
  onCancel: () => void;
  isCancelDisabled?: boolean;
  submitLabel: string;
  isSubmitDisabled?: boolean;
  isPending: boolean;
  /** Why the submit button waits, shown left of the buttons. */
  reason?: ReactNode;
  /** The id of that reason, which describes the submit button. */
  submitDescribedBy?: string;
}

export function UploadFormShell({
  onSubmit,
  'aria-label': ariaLabel,
  children,
  progress,
  error,
  onCancel,
  isCancelDisabled,
  submitLabel,
  isSubmitDisabled,
  isPending,
  reason,
  submitDescribedBy,
}: UploadFormShellProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={ariaLabel}>
      {children}
      {progress && (
        <ProgressBar
          label={progress.label}
          value={progress.value}
          valueLabel={progress.valueLabel}
        />
      )}
      <FormError message={error} />
      <div className={styles.actions}>
        {reason}
        <Button variant="secondary" onPress={onCancel} isDisabled={isCancelDisabled}>
          Cancel
        </Button>
        <Button
          type="submit"
          isDisabled={isSubmitDisabled}
          isPending={isPending}
          aria-describedby={submitDescribedBy}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** The progress bar of an upload that reports a phase and the fraction done. */
export function fractionProgress<Phase extends string>(
  progress: { phase: Phase; fraction: number } | null,
  text: Record<Phase, string>,
): UploadFormShellProps['progress'] {
  return progress && { label: text[progress.phase], value: Math.round(progress.fraction * 100) };
}

/**
 * The shell's props for a form that sends one file with `useUploadRun` and a phase-and-fraction
 * progress (audio, video): submit, progress, the failed call's message, and Cancel, which stops a
 * running upload before `onCancel`.
 */
export function fractionUploadProps<Phase extends string>(
  form: {
    handleSubmit: FormEventHandler<HTMLFormElement>;
    formError: string | null;
    isSubmitting: boolean;
  },
  upload: { progress: { phase: Phase; fraction: number } | null; abort: () => void },
  text: Record<Phase, string>,
  onCancel: () => void,
) {
  return {
    onSubmit: form.handleSubmit,
    progress: fractionProgress(upload.progress, text),
    error: form.formError,
    onCancel: () => {
      upload.abort();
      onCancel();
    },
    isPending: form.isSubmitting,
  } satisfies Partial<UploadFormShellProps>;
}

export interface UploadRunOptions<P> {
  onProgress: (progress: P) => void;
  signal: AbortSignal;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** Runs one upload at a time with its progress; `abort` stops it (Cancel). */
export function useUploadRun<P>(first: P) {
  const [progress, setProgress] = useState<P | null>(null);
  const controller = useRef<AbortController | null>(null);

  const run = async (upload: (options: UploadRunOptions<P>) => Promise<void>) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress(first);
    try {
      await upload({ onProgress: setProgress, signal: abort.signal });
    } catch (error) {
      // A cancelled upload is no failure to report: the dialog is closing.
      if (!isAbort(error)) throw error;
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };
  const abort = () => controller.current?.abort();
  return { progress, run, abort };
}
