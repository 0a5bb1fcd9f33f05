// Messages of the videos operations: the specification's where doc 2 has one (§4, §5, §8), else a
// plain sentence in the same voice.
import { videoStatusMessage } from '@vendy/client/domain';

export {
  DURATION_UNREADABLE,
  NOT_AN_IMAGE_FILE,
  QUICKTIME_UNSUPPORTED,
} from '@vendy/client/validation';

/** Status message of an ERROR video (doc 2 §4). */
export const PROCESSING_FAILED = videoStatusMessage('ERROR') as string;

export const VIDEO_NOT_FOUND = 'Video not found.';
export const SAVE_FAILED = 'Error saving video data.';
export const DELETE_FAILED = 'Error deleting video.';
export const UPLOAD_URL_FAILED = 'Error retrieving upload url.';
export const THUMBNAIL_NOT_FOUND = 'Unable to find url for file.';
export const THUMBNAIL_UPLOAD_FAILED = 'Error uploading video thumbnail.';
/** upsertVideo with an externalId that names no upload of this group (or one already saved). */
export const UPLOAD_NOT_FOUND = 'This upload was not found. Please upload the video again.';
export const UPLOAD_ALREADY_SAVED = 'This upload has already been saved as a video.';
export const FILE_TOO_LARGE = 'This video file is too large to upload.';
export const VIDEO_URL_REQUIRED = 'A video upload or URL is required.';
export const DURATION_AND_ASPECT_REQUIRED = 'Duration and aspect ratio are required.';
export const INVALID_SOURCE_ID = 'No video ID found.';

// Plan minutes: shared with the merchant app, which says the same before uploading.
export { overUploadLimitMessage, UPLOADS_NEED_PAID_PLAN } from '@vendy/client/domain';
