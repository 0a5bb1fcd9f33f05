// The feed's frame: the boxes that fix its height (the row of square tiles and the row under it),
// shared by the viewer and its loading state (runtime/states.ts, in the entry). Its height is
// FEED_FRAME_HEIGHT at every width, which the store page reserves for the frame (the loader's
// placeholder, the app block, the embed code): nothing moves when the feed loads.
import { globalStyle, style } from '@vanilla-extract/css';
import { FEED_FRAME_HEIGHT, FEED_TILE_SIZE } from '@vendy/client/domain';
import { playerVars } from '@vendy/player';

/** Below this width of the feed the opened post stacks its media over its side. */
export const NARROW = '(max-width: 600px)';
const GAP = 8;
const PADDING = 4;
export const FOOTER_HEIGHT = 44;
/** Between the tiles and the footer: what FEED_FRAME_HEIGHT leaves. */
export const FOOTER_GAP = FEED_FRAME_HEIGHT - 2 * PADDING - FEED_TILE_SIZE - FOOTER_HEIGHT;

export const feed = style({
  position: 'relative',
  boxSizing: 'border-box',
  padding: PADDING,
  color: playerVars.color.text,
  fontFamily: playerVars.font.text,
  fontWeight: playerVars.fontWeight.text,
  fontStyle: playerVars.fontStyle.text,
  lineHeight: 1.4,
  containerType: 'inline-size',
});

/** Under the strip: the profile link and 'Powered by Vendy' (kept even when both are absent). */
export const footer = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  height: FOOTER_HEIGHT,
  marginTop: FOOTER_GAP,
});

export const stripWrap = style({ position: 'relative' });

/** The row of post tiles of one size: as many as the width holds, the rest a sideways scroll. */
export const strip = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `${FEED_TILE_SIZE}px`,
  gridTemplateRows: `${FEED_TILE_SIZE}px`,
  gap: GAP,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  // No scrollbar: its height differs by platform and would make the feed's height unknowable
  // ahead; pointers have the scroll buttons, keyboards the arrow keys, touch the swipe.
  scrollbarWidth: 'none',
});

globalStyle(`${strip}::-webkit-scrollbar`, { display: 'none' });

export const stripItem = style({ scrollSnapAlign: 'start', minWidth: 0 });

/** A tile's box without anything drawn: the loading state's. */
export const tileBox = style({ display: 'block', width: FEED_TILE_SIZE, height: FEED_TILE_SIZE });

/** The empty feed's message, in the tiles' row. */
export const emptyRow = style({
  display: 'grid',
  placeItems: 'center',
  height: FEED_TILE_SIZE,
  margin: 0,
  padding: '0 16px',
  textAlign: 'center',
  fontSize: 16,
});
