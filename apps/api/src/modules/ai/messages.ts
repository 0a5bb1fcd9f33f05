// The AI page's messages (doc 3 §8), verbatim.
export const UNABLE_TO_SAVE_KEY = 'Unable to save API key.';
export const UNABLE_TO_DELETE_KEY = 'Unable to delete API key.';
export const UNABLE_TO_GENERATE_SCRIPT = 'Unable to generate script.';
export const UNABLE_TO_GET_JOBS = 'Unable to get generative video jobs.';
export const UNABLE_TO_GET_ACCOUNTS = 'Unable to get accounts.';
/** createSynthesiaVideo's fallback (the catalogue's 'Error saving data.'). */
export const ERROR_SAVING_DATA = 'Error saving data.';
/** getGeneratedTexts' fallback. */
export const UNABLE_TO_GET_DATA = 'Unable to get data.';
/** A thumbnail that is not one of the group's uploaded images (doc 3 §5). */
export const THUMBNAIL_REQUIRED = 'This field is required.';
