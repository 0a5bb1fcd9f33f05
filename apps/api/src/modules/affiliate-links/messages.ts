// Messages of the affiliate link operations: the specification's (doc 2 §8) where it has one.
export const UNABLE_TO_SAVE = 'Unable to save affiliate link.';
export const UNABLE_TO_DELETE = 'Error deleting link from the database.';
export const UNABLE_TO_GET_UPLOAD_URLS = 'Unable to get image upload url.';
export const FILE_NOT_FOUND = 'Unable to find url for file.';
export const uploadFailed = (fileName: string) => `Unable to upload image: ${fileName}`;
// Our own wording, in the same voice, for rules the specification does not spell out.
export const LINK_NOT_FOUND = 'Affiliate link not found.';
export const TOO_MANY_IMAGES = 'Too many images.';
export const INVALID_FILE_NAME = 'Invalid file name.';
