import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { playerVars } from '../../styles/theme.css';

export const root = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  background: '#000000',
  color: playerVars.color.text,
  fontFamily: playerVars.font.text,
  fontWeight: playerVars.fontWeight.text,
  fontStyle: playerVars.fontStyle.text,
  lineHeight: 1.4,
  isolation: 'isolate',
  selectors: { '&[data-controls-hidden]': { cursor: 'none' } },
});

export const media = style({ position: 'absolute', inset: 0 });

// Whatever the providers put in the media area fills it.
globalStyle(`${media} > *`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  background: '#000000',
});
globalStyle(`${media} video, ${media} [data-slides] img`, {
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  display: 'block',
});

/** A segment's overlay photo: placed by inline percentages, never in the way of a click. */
export const imageOverlay = style({
  position: 'absolute',
  objectFit: 'contain',
  pointerEvents: 'none',
  userSelect: 'none',
});

/** Clicks on the picture toggle playback (a convenience; the controls have the real button). */
export const hitArea = style({ position: 'absolute', inset: 0, cursor: 'pointer' });

export const statusLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  pointerEvents: 'none',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 56,
  height: 56,
  borderRadius: '50%',
  border: '5px solid rgba(255, 255, 255, 0.35)',
  borderTopColor: '#ffffff',
  animation: `${spin} 0.9s linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      borderTopColor: 'rgba(255,255,255,0.9)',
    },
  },
});

export const errorBox = style({
  pointerEvents: 'auto',
  display: 'grid',
  justifyItems: 'center',
  gap: 12,
  maxWidth: '80%',
  padding: '16px 20px',
  borderRadius: 8,
  background: 'rgba(0, 0, 0, 0.85)',
  color: '#ffffff',
  textAlign: 'center',
});

export const retryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '8px 16px',
  border: 'none',
  borderRadius: playerVars.radius.button,
  background: playerVars.color.buttonBackground,
  color: playerVars.color.buttonText,
  fontFamily: playerVars.font.button,
  fontSize: 19,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
