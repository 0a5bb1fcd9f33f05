// Styles of the framework-free layout viewers. Colours and fonts come from the player's scoped
// theme (`playerVars`), so the branding set on the widget root styles the viewers and the player
// alike. Every box reserves its size through aspect-ratio before any image loads.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { CAROUSEL_PORTRAIT_HEIGHT, MOBILE_MAX } from '@vendy/client/domain';
import { playerVars } from '@vendy/player';
import { focusRing } from '@vendy/ui-kit/tokens';

/** Width of a portrait (9:16) box whose height is the portrait height. */
const PORTRAIT_WIDTH = `${(CAROUSEL_PORTRAIT_HEIGHT * 9) / 16}px`;
const reducedMotion = '(prefers-reduced-motion: reduce)';

export const layout = style({
  position: 'relative',
  color: playerVars.color.text,
  fontFamily: playerVars.font.text,
  fontWeight: playerVars.fontWeight.text,
  fontStyle: playerVars.fontStyle.text,
  lineHeight: 1.4,
  padding: 4,
  containerType: 'inline-size',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A box for one item: the player host or a thumbnail. */
export const media = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: '#000000',
  borderRadius: 8,
});

export const portrait = style({ aspectRatio: '9 / 16' });

/** LANDSCAPE: full width. PORTRAIT: centred, 675 px high at most, narrower screens scale it. */
export const single = style({ width: '100%', margin: '0 auto' });
export const singlePortrait = style({ maxWidth: PORTRAIT_WIDTH });

// Carousel and coverflow.

export const carousel = style({
  position: 'relative',
  borderRadius: 8,
  selectors: { '&:focus-visible': focusRing },
});

export const track = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  padding: '8px 0',
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
});

export const coverflow = style({ perspective: 1200 });

export const slide = style({
  gridArea: '1 / 1',
  justifySelf: 'center',
  width: 'min(64%, 960px)',
  transition: 'transform 300ms ease, opacity 300ms ease',
  cursor: 'pointer',
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: { '&[data-active]': { cursor: 'auto' } },
});

export const slidePortrait = style({ width: `min(62%, ${PORTRAIT_WIDTH})` });

/** Previous and next, in a row under the items so they never cover a picture. */
export const controls = style({ display: 'flex', justifyContent: 'center', gap: 16, marginTop: 8 });

export const roundButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  cursor: 'pointer',
  color: playerVars.color.buttonText,
  background: playerVars.color.buttonBackground,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.3)',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'default' },
  },
});

export const icon = style({ width: 24, height: 24 });

const sway = keyframes({
  '0%, 100%': { transform: 'translateX(-12px)' },
  '50%': { transform: 'translateX(12px)' },
});

/** The swipe prompt shown on touch devices for a moment. */
export const prompt = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  zIndex: 20,
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  margin: '-36px 0 0 -36px',
  borderRadius: '50%',
  color: playerVars.color.onMedia,
  background: playerVars.color.mediaScrim,
  pointerEvents: 'none',
});
export const promptIcon = style({
  width: 40,
  height: 40,
  animation: `${sway} 1.2s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

// Grid.

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: 16,
  alignItems: 'start',
  // By the widget's own width (the frame's, or a story's box), as the grid script measures it.
  '@container': {
    [`(max-width: ${MOBILE_MAX}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 },
  },
});

export const tile = style({
  display: 'grid',
  gap: 6,
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: 8,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const tileImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 150ms ease',
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.03)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** The play badge of a tile: the facade's play button, smaller and decorative. */
export const playBadge = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  display: 'grid',
  placeItems: 'center',
  width: 48,
  height: 48,
  margin: '-24px 0 0 -24px',
  borderRadius: '50%',
  color: playerVars.color.buttonText,
  background: playerVars.color.buttonBackground,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.35)',
});

export const tileTitle = style({
  fontSize: 14,
  overflowWrap: 'anywhere',
  selectors: { [`${tile}[aria-expanded="true"] &`]: { fontWeight: 700 } },
});

globalStyle(`${tile}[aria-expanded="true"] ${media}`, {
  outline: `3px solid ${playerVars.color.highlight}`,
  outlineOffset: 2,
});

/** The open player of a grid, under the picked item's row and as wide as the row. */
export const panel = style({
  gridColumn: '1 / -1',
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
});
export const panelMedia = style({ maxWidth: `calc(${CAROUSEL_PORTRAIT_HEIGHT}px * 16 / 9)` });
export const panelPortrait = style({ maxWidth: PORTRAIT_WIDTH });

/** The close button of the open player: round and icon-only, like the carousel's buttons. */
export const close = style([roundButton, { justifySelf: 'end' }]);

// Empty state and 'Powered by Vendy'.

export const empty = style({ margin: 0, padding: '32px 16px', textAlign: 'center', fontSize: 16 });

export const poweredBy = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: 8,
});

export const poweredByLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  minHeight: 24,
  padding: '0 4px',
  borderRadius: 4,
  color: 'inherit',
  fontSize: 12,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const logo = style({ width: 16, height: 16 });
