// Messages of the slider page operations: the specification's (doc 3 §8) where it has one, else a
// plain sentence in the same voice.
export const DELETE_SLIDER_PAGE_ERROR = 'Error deleting slider page.';

// Our own wording.
export const SLIDER_PAGE_NOT_FOUND = 'Slider page not found.';
export const SLUG_TAKEN = 'This URL slug is already used by another page.';
export const TOO_MANY_SLIDERS = 'A slider page can have at most 50 sliders.';
export const TOO_MANY_SLIDER_ITEMS = 'A slider can have at most 100 shoppable videos.';
export const DUPLICATE_IDS = 'Each slider and each item needs its own id.';
export const SLIDER_ITEM_NOT_FOUND = 'Shoppable video not found.';
