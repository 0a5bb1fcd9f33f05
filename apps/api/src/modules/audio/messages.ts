// Messages of the audio operations: the specification's (doc 2 §5, §8) where it has one.
export const UNABLE_TO_GET_UPLOAD_URL = 'Error retrieving upload url.';
export const UNABLE_TO_SAVE = 'Error saving audio data.';
export const FILE_NOT_FOUND = 'Unable to find url for file.';
export { NOT_AN_AUDIO_FILE } from '@vendy/client/validation';
// Our own wording, in the same voice, for a rule the specification does not spell out.
export const AUDIO_NOT_FOUND = 'Audio not found.';
