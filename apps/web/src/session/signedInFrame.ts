// Whether the page's HTML came with the signed-in frame: the server sends an address rendered at
// build time with the merchant shell (src/prerender.tsx) only to a visitor with a live session.
// Then the layouts show that frame, with the page loading inside it, until the session is loaded,
// rather than the full-page loading state, so that what was painted stays while the app starts.
// The frame carries no one's data (no name, no group); the session fills it in.
import { createContext } from 'react';

export const SignedInFrameContext = createContext(false);

/** The marker on #root of such a page (`data-frame`), read by main.tsx. */
export const SIGNED_IN_FRAME = 'signed-in';

/**
 * What the server may send beside the frame, outside the app's root, for the page to paint with
 * it: the guided tour's welcome card for a user it opens for (areas/account/TourWelcomePlaceholder).
 */
export const FRAME_OVERLAY_ID = 'frame-overlay';

/**
 * Removes that overlay once the session has loaded: from then on the app shows what it decides
 * (the live welcome card, or none), in the same commit, so nothing blinks in between.
 */
export function removeFrameOverlay(): void {
  document.getElementById(FRAME_OVERLAY_ID)?.remove();
}
