import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { playerVars } from '../../styles/theme.css';

// The overlay's box spans the picture above the controls; only its content takes pointer
// events, and a tall card scrolls inside it.
export const overlay = style({
  position: 'absolute',
  top: 12,
  bottom: 76,
  insetInlineEnd: 12,
  zIndex: 2,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  maxWidth: 'calc(100% - 24px)',
  pointerEvents: 'none',
});

globalStyle(`${overlay} > *`, { pointerEvents: 'auto', maxHeight: '100%', minHeight: 0 });

export const brandedButton = style({
  // A link styled as a button (Buy Now) as wide as its row, padding included, like a button.
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  border: 'none',
  borderRadius: playerVars.radius.button,
  background: playerVars.color.buttonBackground,
  color: playerVars.color.buttonText,
  fontFamily: playerVars.font.button,
  fontStyle: playerVars.fontStyle.button,
  // Large bold text: readable on the default brand blue (3:1 is the large-text threshold).
  fontSize: 19,
  fontWeight: 700,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  boxShadow: '0 2px 10px rgba(0, 0, 0, 0.3)',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.7, cursor: 'default' },
  },
});

export const count = style({
  minWidth: 24,
  padding: '0 6px',
  borderRadius: 12,
  background: playerVars.color.buttonText,
  color: playerVars.color.buttonBackground,
  fontSize: 14,
  textAlign: 'center',
});

export const panel = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  width: 300,
  maxWidth: '100%',
  maxHeight: '100%',
  minHeight: 0,
  borderRadius: playerVars.radius.card,
  background: playerVars.color.cardBackground,
  color: playerVars.color.text,
  boxShadow: playerVars.shadow.card,
  overflow: 'hidden',
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '8px 8px 8px 16px',
  borderBottom: `3px solid ${playerVars.color.bannerHighlight}`,
});

export const panelTitle = style({ margin: 0, fontSize: 16, fontWeight: 700 });

export const closeButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 'none',
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(0, 0, 0, 0.08)' },
    '&:focus-visible': focusRing,
  },
});

export const list = style({
  margin: 0,
  padding: 8,
  listStyle: 'none',
  display: 'grid',
  gap: 8,
  overflowY: 'auto',
  minHeight: 0,
});

export const banner = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: 8,
  border: '1px solid rgba(0, 0, 0, 0.12)',
  borderInlineStart: `4px solid ${playerVars.color.bannerHighlight}`,
  borderRadius: 8,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(0, 0, 0, 0.05)' },
    '&:focus-visible': focusRing,
  },
});

export const thumb = style({
  width: 56,
  height: 56,
  objectFit: 'cover',
  borderRadius: 6,
  background: '#eeeeee',
});

export const bannerText = style({ display: 'grid', gap: 2, minWidth: 0 });

export const bannerLabel = style({
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({ margin: 0, padding: 16 });
