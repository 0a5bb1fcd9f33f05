// Rules for dropped or picked files and for looping media (doc 2 §4-§5, doc 3 §5). Pure functions,
// usable by drop zones before anything is uploaded and by the schemas below.
import { mixed } from 'yup';
import { canLoop, effectiveLoop } from '../domain';
import {
  DURATION_UNREADABLE,
  LOOP_DISABLED,
  NOT_A_VIDEO_FILE,
  NOT_AN_AUDIO_FILE,
  NOT_AN_IMAGE_FILE,
  QUICKTIME_UNSUPPORTED,
  REQUIRED_FIELD,
} from './messages';

/** What the rules read of a File or Blob, so that they also run where no File class exists. */
export interface FileLike {
  readonly type: string;
  readonly name?: string;
  readonly size?: number;
}

function hasMimePrefix(file: FileLike, prefix: string): boolean {
  return file.type.toLowerCase().startsWith(prefix);
}

export const isVideoFile = (file: FileLike): boolean => hasMimePrefix(file, 'video/');
export const isImageFile = (file: FileLike): boolean => hasMimePrefix(file, 'image/');
export const isAudioFile = (file: FileLike): boolean => hasMimePrefix(file, 'audio/');

/** The drop-zone message for a file that is not a video, or null when it is one. */
export const videoFileError = (file: FileLike): string | null =>
  isVideoFile(file) ? null : NOT_A_VIDEO_FILE;
export const imageFileError = (file: FileLike): string | null =>
  isImageFile(file) ? null : NOT_AN_IMAGE_FILE;
export const audioFileError = (file: FileLike): string | null =>
  isAudioFile(file) ? null : NOT_AN_AUDIO_FILE;

/** Photo drop zones skip what is not an image instead of refusing the whole drop. */
export function onlyImageFiles<T extends FileLike>(files: Iterable<T>): T[] {
  return [...files].filter(isImageFile);
}

/** Messages shown when a file's duration cannot be read; QuickTime gets the reason too. */
export function unreadableDurationMessages(file: FileLike): string[] {
  return file.type.toLowerCase() === 'video/quicktime'
    ? [DURATION_UNREADABLE, QUICKTIME_UNSUPPORTED]
    : [DURATION_UNREADABLE];
}

/** The hint shown beside the disabled loop toggle, or null while looping is allowed. */
export const loopDisabledReason = (durationSeconds: number): string | null =>
  canLoop(durationSeconds) ? null : LOOP_DISABLED;

/** Values to save with the loop flag forced off for media over a minute long. */
export function withLoopRule<T extends { loop?: boolean | null; duration: number }>(
  values: T,
): Omit<T, 'loop'> & { loop: boolean } {
  return { ...values, loop: effectiveLoop(Boolean(values.loop), values.duration) };
}

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/** A file field of the given kind; add `.required(REQUIRED_FIELD)` where the form needs one. */
function fileOfKind(isKind: (file: FileLike) => boolean, wrongKindMessage: string) {
  return mixed<FileLike>(isFileLike)
    .typeError(wrongKindMessage)
    .test({
      name: 'file-kind',
      message: wrongKindMessage,
      test: (file) => file == null || isKind(file),
    });
}

export const videoFile = fileOfKind(isVideoFile, NOT_A_VIDEO_FILE).required(REQUIRED_FIELD);
export const audioFile = fileOfKind(isAudioFile, NOT_AN_AUDIO_FILE).required(REQUIRED_FIELD);
export const imageFile = fileOfKind(isImageFile, NOT_AN_IMAGE_FILE);
export const thumbnailFile = imageFile.required(REQUIRED_FIELD);
