// Messages of the photo operations: the specification's (doc 2 §5, §8) where it has one.
export { NO_PHOTOS_SELECTED, NOT_AN_IMAGE_FILE } from '@vendy/client/validation';
export const UNABLE_TO_GET_UPLOAD_URLS = 'Unable to get image upload urls.';
export const UNABLE_TO_UPSERT_IMAGE = 'Error upserting image.';
export const UNABLE_TO_SAVE_COLLECTION = 'Error uploading image collection';
export const UNABLE_TO_DELETE_COLLECTION = 'Error deleting image collection.';
export const FILE_NOT_FOUND = 'Unable to find url for file.';
export const unableToUploadImage = (fileName: string) => `Unable to upload image: ${fileName}`;
// Our own wording, in the same voice, for rules the specification does not spell out.
export const IMAGE_NOT_FOUND = 'Image not found.';
export const COLLECTION_NOT_FOUND = 'Photo collection not found.';
export const DUPLICATE_RANKS = 'Each photo needs its own position.';
export const TOO_MANY_FILES = 'Upload at most 100 photos at a time.';
export const PHOTO_REFERENCE_REQUIRED = 'Each photo needs either a file or an Instagram post.';
export const INSTAGRAM_POST_NOT_FOUND = 'Instagram post not found.';
export const INSTAGRAM_VIDEO_NOT_A_PICTURE =
  'Instagram videos cannot be added to a photo collection.';
export const INSTAGRAM_ALBUM_NOT_A_PICTURE = "Add an Instagram album's pictures one by one.";
export const INSTAGRAM_PICTURE_NOT_STORED =
  'This Instagram picture is not ready yet. Sync your feed and try again.';
