// Messages of uploadVideoFromUrl: the specification's 'Error importing video.' where it has one,
// completed with what the merchant can act on.
export { NOT_A_VIDEO_FILE } from '@vendy/client/validation';
export { FILE_TOO_LARGE } from '../videos';

/** The specification's message (doc 2 §8): the address could not be fetched or is not allowed. */
export const IMPORT_FAILED = 'Error importing video.';

/** The remote server refused the file (Instagram's media addresses expire, for instance). */
export const importRefusedMessage = (status: number) =>
  `${IMPORT_FAILED} The video's address answered HTTP ${status}.`;

export const IMPORT_TOO_SLOW = `${IMPORT_FAILED} The download took too long.`;

/** Another import of the group is still downloading. */
export const IMPORT_BUSY = `${IMPORT_FAILED} Other videos are still being imported. Please try again shortly.`;
