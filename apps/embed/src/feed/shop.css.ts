// Styles of a post's 'Featured Products' and its product card (the player's theme: branding on the
// root styles them).
import { style } from '@vanilla-extract/css';
import { playerVars } from '@vendy/player';
import { focusRing } from '@vendy/ui-kit/tokens';
import { roundButton } from './feed.css';

export const shop = style({ display: 'grid', gap: 8 });

export const bannerTitle = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: 6,
  // Large bold text: the default brand blue behind white meets WCAG AA for large text only.
  fontSize: 19,
  fontWeight: 700,
  color: playerVars.color.buttonText,
  background: playerVars.color.buttonBackground,
});

export const products = style({
  display: 'grid',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const productButton = style({
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  alignItems: 'center',
  gap: 10,
  width: '100%',
  minHeight: 64,
  padding: 4,
  border: `1px solid rgba(0, 0, 0, 0.15)`,
  borderRadius: 8,
  background: playerVars.color.cardBackground,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: playerVars.color.bannerHighlight },
    '&:focus-visible': focusRing,
  },
});

export const thumb = style({
  width: 56,
  height: 56,
  borderRadius: 6,
  objectFit: 'cover',
  background: '#eef0f3',
});

export const productText = style({ display: 'grid', minWidth: 0 });
export const productName = style({ fontWeight: 700, fontSize: 14, overflowWrap: 'anywhere' });
export const productPrice = style({ fontSize: 14 });

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: '8px 12px',
  padding: 12,
  borderRadius: 8,
  background: playerVars.color.cardBackground,
  boxShadow: '0 2px 10px rgba(15, 20, 28, 0.18)',
});

export const cardImage = style({
  gridRow: 'span 3',
  width: 96,
  height: 96,
  borderRadius: 6,
  objectFit: 'cover',
  background: '#eef0f3',
});

export const cardTitle = style({ margin: '0 36px 0 0', fontSize: 16, fontWeight: 700 });
export const cardLine = style({ margin: 0, fontSize: 14 });
export const full = style({ gridColumn: '1 / -1' });

export const cardClose = style([
  roundButton,
  {
    position: 'absolute',
    top: 6,
    right: 6,
    width: 32,
    height: 32,
    color: '#1d2128',
    background: 'transparent',
    boxShadow: 'none',
  },
]);

export const field = style({ display: 'grid', gap: 4, fontSize: 14, fontWeight: 700 });

export const select = style({
  minHeight: 40,
  padding: '0 8px',
  border: '1px solid #767d89',
  borderRadius: 6,
  background: '#ffffff',
  color: '#1d2128',
  font: 'inherit',
  fontWeight: 400,
  selectors: { '&:focus-visible': focusRing },
});

export const quantity = style({ display: 'flex', alignItems: 'center', gap: 6 });

export const stepper = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: '1px solid #767d89',
  borderRadius: 6,
  background: '#ffffff',
  color: '#1d2128',
  font: 'inherit',
  fontSize: 20,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
});

export const quantityInput = style([select, { width: 64, textAlign: 'center' }]);

/** Add to Cart / Buy Now: the branded button (large bold text keeps the brand blue AA). */
export const action = style({
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  minHeight: 48,
  padding: '8px 16px',
  border: 'none',
  borderRadius: playerVars.radius.button,
  background: playerVars.color.buttonBackground,
  color: playerVars.color.buttonText,
  fontFamily: playerVars.font.button,
  fontSize: 19,
  fontWeight: 700,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'default' },
  },
});

export const error = style({ margin: 0, color: playerVars.color.danger, fontWeight: 700 });
