// Messages of the layout operations: the specification's (doc 3 §4, §8) where it has one, else a
// plain sentence in the same voice.
export const WIDGET_NOT_FOUND = 'Widget not found';
export const EXPECTED_WIDGET_ID = 'Error saving widget. Expected widget ID.';
export const NO_ID_SPECIFIED = 'No id specified.';
export { AUDIO_NOT_FOUND } from '../audio';
export { COLLECTION_NOT_FOUND as PHOTO_COLLECTION_NOT_FOUND } from '../images';
export { VIDEO_NOT_FOUND } from '../videos';

// Our own wording.
export const VIRTUAL_VIDEO_NOT_FOUND = 'Shoppable video not found.';
export const MEDIA_COLLECTION_NOT_FOUND = 'Media collection not found.';
export const SEGMENT_NEEDS_ONE_MEDIA = 'Each segment needs either a video or a photo collection.';
export const DUPLICATE_POSITIONS = 'Each item needs its own position.';
export const TOO_MANY_SEGMENTS = 'A shoppable video can have at most 100 segments.';
export const TOO_MANY_ITEMS = 'A media collection can have at most 100 shoppable videos.';
export const NOTHING_TO_FINALIZE = 'Add media to the layout before finalizing it.';
export const INVALID_THUMBNAIL_URL = 'Invalid URL.';
export const AUDIO_SOURCE_NEEDS_AUDIO =
  "Add an audio track to the segment to play it ('Audio' or 'Combined').";
export const OVERLAY_NOT_PERCENT = 'Overlay positions and sizes are percentages from 0 to 100.';
export const OVERLAY_ENDS_BEFORE_START = 'An overlay must end after it starts.';
export const OVERLAY_EMPTY = 'An overlay needs a width and a height above 0.';
export const OVERLAY_OUTSIDE_FRAME = 'An overlay must stay inside the frame.';
