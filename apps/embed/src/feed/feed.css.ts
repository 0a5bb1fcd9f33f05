// Styles of the feed viewer. Colours and fonts come from the player's scoped theme (`playerVars`),
// as the layout viewers' do, so branding on the root styles the feed too. Every box reserves its
// size (aspect-ratio, fixed heights) before any picture loads: nothing moves as pictures arrive.
import { globalStyle, style } from '@vanilla-extract/css';
import { playerVars } from '@vendy/player';
import { focusRing } from '@vendy/ui-kit/tokens';
import { NARROW } from './frame.css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

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

/** The profile link: @handle with Instagram's camera glyph. */
export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: '0 6px',
  borderRadius: 6,
  color: 'inherit',
  fontWeight: 700,
  fontSize: 15,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': focusRing },
});

export const handleIcon = style({ width: 20, height: 20, flex: 'none' });

export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  padding: 0,
  border: 'none',
  borderRadius: 6,
  overflow: 'hidden',
  background: '#2b2f36',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: -3 } },
});

export const cover = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: 'transform 150ms ease',
  selectors: { [`${tile}:hover &`]: { transform: 'scale(1.04)' } },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** The corner mark of an album or a video, as Instagram shows it. */
export const badge = style({
  position: 'absolute',
  top: 6,
  right: 6,
  width: 22,
  height: 22,
  color: '#ffffff',
  filter: 'drop-shadow(0 1px 2px rgba(0, 0, 0, 0.6))',
});

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
  flex: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
  },
});

/** The strip's scroll buttons, over its ends; shown only while there is more to scroll to. */
export const scrollButton = style([
  roundButton,
  {
    position: 'absolute',
    top: '50%',
    marginTop: -22,
    zIndex: 1,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);
export const scrollBack = style({ left: 4 });
export const scrollForward = style({ right: 4 });

export const icon = style({ width: 24, height: 24 });

// The opened post.

export const post = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  borderRadius: 8,
  selectors: { '&:focus-visible': focusRing },
  // Stacked, the post is taller than its picture: the arrows stay beside the picture's middle.
  '@container': { [NARROW]: { alignItems: 'flex-start' } },
});

/** Previous / next post, beside the picture. */
export const postArrow = style([
  roundButton,
  {
    '@container': {
      // The picture is as wide as the post less the two arrows and gaps, and 5:4 as high.
      [NARROW]: { marginTop: 'calc((100cqw - 104px) * 0.625 - 22px)' },
    },
  },
]);

export const postBody = style({
  flex: 1,
  minWidth: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 480px) minmax(260px, 1fr)',
  justifyContent: 'center',
  alignItems: 'start',
  gap: 16,
  '@container': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** Instagram's tallest shape (4:5): any post fits, letterboxed, in the same box. */
export const stage = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 5',
  overflow: 'hidden',
  borderRadius: 8,
  background: '#000000',
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
});

export const slide = style({ position: 'absolute', inset: 0 });

export const slideImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

/** A carousel's own previous / next: small, inside the picture, as on Instagram. */
export const slideButton = style([
  roundButton,
  {
    position: 'absolute',
    top: '50%',
    width: 36,
    height: 36,
    marginTop: -18,
    zIndex: 2,
    color: '#1d2128',
    background: 'rgba(255, 255, 255, 0.92)',
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);
export const slidePrevious = style({ left: 8 });
export const slideNext = style({ right: 8 });

export const dots = style({
  position: 'absolute',
  bottom: 10,
  left: 0,
  right: 0,
  zIndex: 2,
  display: 'flex',
  justifyContent: 'center',
  gap: 5,
  pointerEvents: 'none',
});

export const dot = style({
  width: 7,
  height: 7,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.5)',
  boxShadow: '0 0 2px rgba(0, 0, 0, 0.5)',
  selectors: { '&[data-current]': { background: '#ffffff' } },
});

/** Video controls drawn over the picture once it plays. */
export const videoControls = style({
  position: 'absolute',
  right: 8,
  bottom: 8,
  zIndex: 3,
  display: 'flex',
  gap: 8,
});

export const mediaButton = style([
  roundButton,
  { color: playerVars.color.onMedia, background: playerVars.color.mediaScrim },
]);

export const videoSurface = style({ position: 'absolute', inset: 0 });

globalStyle(`${videoSurface} > video`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  background: '#000000',
});

/** The opened post's close: quiet, beside the profile link, as Instagram's. */
export const closeButton = style([
  roundButton,
  { color: 'inherit', background: 'transparent', boxShadow: 'none' },
]);

export const side = style({ display: 'grid', gap: 12, alignContent: 'start', minWidth: 0 });

export const sideHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  minHeight: 44,
});

export const position = style({ margin: 0, fontSize: 14, fontWeight: 400 });

export const caption = style({
  margin: 0,
  fontSize: 15,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-clamped]': {
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
  },
});

export const textButton = style({
  justifySelf: 'start',
  minHeight: 32,
  padding: '4px 6px',
  margin: '-8px 0 0 -6px',
  border: 'none',
  borderRadius: 4,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: 14,
  fontWeight: 700,
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: { '&:focus-visible': focusRing },
});

export const videoError = style({
  position: 'absolute',
  left: 8,
  right: 8,
  top: 8,
  zIndex: 3,
  margin: 0,
  padding: '8px 12px',
  borderRadius: 6,
  background: playerVars.color.mediaScrim,
  color: playerVars.color.onMedia,
  fontSize: 14,
});
