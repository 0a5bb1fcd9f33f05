// The facade: our stored thumbnail and a play button, shared by the framework-free facade and
// the React player so that swapping one for the other does not move a pixel.
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { playerVars } from './theme.css';

export const facade = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: '#000000',
  overflow: 'hidden',
});

export const poster = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const playButton = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 72,
  height: 72,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  cursor: 'pointer',
  color: playerVars.color.buttonText,
  background: playerVars.color.buttonBackground,
  boxShadow: '0 2px 12px rgba(0, 0, 0, 0.35)',
  transition: `transform ${playerVars.duration.fast} ease`,
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
});

export const playIcon = style({ width: 32, height: 32, marginLeft: 4 });

/**
 * Where an uploaded video plays between the shopper's click and the React player taking over (the
 * framework-free start): over the facade, transparent until the first picture, so the poster stays
 * in view until the video replaces it.
 */
export const stage = style({ position: 'absolute', inset: 0, pointerEvents: 'none' });

globalStyle(`${stage} > *`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  objectFit: 'contain',
  display: 'block',
});

globalStyle(`${stage}[data-playing] > *`, { background: '#000000' });
