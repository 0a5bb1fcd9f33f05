// The file an audio or video upload form sends (doc 2 §2, §4, §5): a chosen file is checked (type,
// size), then read in the browser (its duration, and what else the form needs) before anything is
// sent. A file that reads fills the form's file field, turns looping off when the file is too long
// to loop and gives an empty title the file's name; one that does not shows why.
import { useState } from 'react';
import { canLoop, formatFileSize } from '@vendy/client/domain';
import { loopDisabledReason } from '@vendy/client/validation';
import { formatDuration, titleFromFileName } from '../../lib/format';

/** The fields of the form a media file fills. */
export interface MediaFileForm {
  values: { title?: unknown };
  errors: Partial<Record<string, string>>;
  setValue: (name: 'file' | 'title' | 'loop', value: unknown) => void;
}

export interface MediaFileOptions<M> {
  /** Why a file cannot be sent, checked before it is read; null when it can. */
  fileError: (file: File) => string | null;
  /** Reads what the form needs from the file; rejects when it cannot. */
  read: (file: File) => Promise<M>;
  /** The file's length in seconds. */
  duration: (media: M) => number;
  /** The messages a failed read shows. */
  readErrors: (error: unknown) => string[];
}

export function useMediaFile<M>({ fileError, read, duration, readErrors }: MediaFileOptions<M>) {
  const [file, setFile] = useState<File | null>(null);
  const [media, setMedia] = useState<M | null>(null);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [isReading, setReading] = useState(false);

  /** Checks and reads `next`; `onRead` resets what depends on the file (a video's thumbnail). */
  const choose = async (next: File, form: MediaFileForm, onRead?: (media: M) => void) => {
    const problem = fileError(next);
    if (problem) {
      setFileErrors([problem]);
      return;
    }
    setFileErrors([]);
    setReading(true);
    try {
      const found = await read(next);
      setFile(next);
      setMedia(found);
      form.setValue('file', next);
      onRead?.(found);
      if (!canLoop(duration(found))) form.setValue('loop', false);
      if (!String(form.values.title ?? '').trim()) {
        form.setValue('title', titleFromFileName(next.name));
      }
    } catch (error) {
      setFile(null);
      setMedia(null);
      form.setValue('file', null);
      setFileErrors(readErrors(error));
    } finally {
      setReading(false);
    }
  };

  const seconds = media === null ? null : duration(media);
  return {
    file,
    media,
    isReading,
    choose,
    /** Why looping is off (a file too long to loop), or null. */
    loopReason: seconds === null ? null : loopDisabledReason(seconds),
    /** 'name · size · duration' of the chosen file. */
    fileLine: file
      ? `${file.name} · ${formatFileSize(file.size)}${seconds === null ? '' : ` · ${formatDuration(seconds)}`}`
      : null,
    /** The file's problems: the check's or the read's, then the form's. */
    errors: (form: MediaFileForm) => [
      ...fileErrors,
      ...(form.errors.file ? [form.errors.file] : []),
    ],
  };
}
