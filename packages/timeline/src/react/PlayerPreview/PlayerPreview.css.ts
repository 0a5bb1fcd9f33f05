import { style } from '@vanilla-extract/css';

/**
 * The tallest the preview gets (what the editor's toolbar and timeline leave of the window, within
 * bounds): portrait previews are narrowed to stay within it.
 */
export const PREVIEW_MAX_HEIGHT = 'clamp(320px, 100vh - 380px, 600px)';

/**
 * A frame of the layout's shape (width and ratio set inline): as wide as it may be without passing
 * the maximum height; nothing the player draws shows outside it.
 */
export const root = style({
  position: 'relative',
  marginInline: 'auto',
  overflow: 'hidden',
  contain: 'paint',
});

export const player = style({ width: '100%', height: '100%' });
