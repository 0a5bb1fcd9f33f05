/** Messages the viewer shows; the first two are fixed by the specification (doc 3 §4, §8). */
export const TIKTOK_SOURCE_ERROR = 'Error: expected TikTok video source';
export const AFFILIATE_NO_STORE_ERROR =
  'Error: product affiliate mode entered without providing a store.';
export const PLAYBACK_ERROR = 'This video could not be played.';
export const CLICK_TO_SHOP = 'Click to Shop';
export const ADD_TO_CART = 'Add to Cart';
export const BUY_NOW = 'Buy Now';

/** A failure whose message is meant for the viewer; any other error shows PLAYBACK_ERROR. */
export class PlaybackError extends Error {
  override name = 'PlaybackError';
}

export function viewerMessage(error: unknown): string {
  return error instanceof PlaybackError && error.message ? error.message : PLAYBACK_ERROR;
}
