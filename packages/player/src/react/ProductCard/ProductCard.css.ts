import { style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { playerVars } from '../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  alignContent: 'start',
  gap: 12,
  width: 320,
  maxWidth: '100%',
  maxHeight: '100%',
  overflowY: 'auto',
  padding: 16,
  borderRadius: playerVars.radius.card,
  background: playerVars.color.cardBackground,
  color: playerVars.color.text,
  fontFamily: playerVars.font.text,
  boxShadow: playerVars.shadow.card,
});

export const close = style({
  position: 'absolute',
  top: 8,
  insetInlineEnd: 8,
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 'none',
  borderRadius: '50%',
  background: playerVars.color.cardBackground,
  color: 'inherit',
  cursor: 'pointer',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.25)',
  selectors: { '&:focus-visible': focusRing },
});

export const image = style({
  gridRow: 'span 3',
  width: 96,
  height: 96,
  objectFit: 'cover',
  borderRadius: 8,
  background: '#eeeeee',
});

export const title = style({
  margin: 0,
  paddingInlineEnd: 40,
  fontSize: 19,
  fontWeight: 700,
  lineHeight: 1.25,
});

/** Rows under the picture and title take the card's full width. */
export const full = style({ gridColumn: '1 / -1' });

export const vendor = style({ margin: 0, fontSize: 14 });

export const price = style({ margin: 0, fontSize: 18, fontWeight: 700 });

/** Option selects side by side while they fit. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: 8,
});

export const field = style({ display: 'grid', gap: 4, fontSize: 14, fontWeight: 700 });

export const select = style({
  minHeight: 40,
  padding: '6px 8px',
  border: '1px solid #6b727d',
  borderRadius: 6,
  background: '#ffffff',
  color: '#1c1f24',
  font: 'inherit',
  fontWeight: 400,
  selectors: { '&:focus-visible': focusRing },
});

export const quantity = style({ display: 'flex', alignItems: 'center', gap: 8 });

export const stepper = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: '1px solid #6b727d',
  borderRadius: 6,
  background: '#ffffff',
  color: '#1c1f24',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { color: '#8a929e', borderColor: '#c4c9d0', cursor: 'default' },
  },
});

export const quantityInput = style({
  width: 56,
  minHeight: 40,
  border: '1px solid #6b727d',
  borderRadius: 6,
  textAlign: 'center',
  font: 'inherit',
  background: '#ffffff',
  color: '#1c1f24',
  selectors: { '&:focus-visible': focusRing },
});

export const action = style({ justifyContent: 'center', width: '100%' });

export const error = style({
  margin: 0,
  padding: '8px 12px',
  borderRadius: 6,
  background: '#fdecea',
  color: '#8c1d18',
  fontWeight: 700,
});
