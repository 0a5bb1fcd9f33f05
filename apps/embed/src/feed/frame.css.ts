// The feed's frame: the boxes that fix its height (the row of square tiles and the row under it),
// shared by the viewer and its loading state (runtime/states.ts, in the entry) so that the space
// kept while the feed loads is the space the feed then fills: nothing moves when it shows.
import { globalStyle, style } from '@vanilla-extract/css';
import { playerVars } from '@vendy/player';

/** Below this width of the feed the strip shows fewer, larger tiles and the post stacks. */
export const NARROW = '(max-width: 600px)';
const GAP = 8;

export const feed = style({
  position: 'relative',
  boxSizing: 'border-box',
  padding: 4,
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
  minHeight: 44,
  marginTop: 4,
});

export const stripWrap = style({ position: 'relative' });

/** The row of post tiles: scrolls sideways, snapping to tiles; four in view (two and a bit narrow). */
export const strip = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc((100% - ${3 * GAP}px) / 4)`,
  gap: GAP,
  margin: 0,
  padding: '4px 0',
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  // No scrollbar: its height differs by platform and would make the feed's height unknowable
  // ahead; pointers have the scroll buttons, keyboards the arrow keys, touch the swipe.
  scrollbarWidth: 'none',
  '@container': { [NARROW]: { gridAutoColumns: `calc((100% - ${GAP}px) / 2.4)` } },
});

globalStyle(`${strip}::-webkit-scrollbar`, { display: 'none' });

export const stripItem = style({ scrollSnapAlign: 'start', minWidth: 0 });

/** A tile's box without anything drawn: the loading state's. */
export const tileBox = style({ display: 'block', width: '100%', aspectRatio: '1 / 1' });
