// The embed page and its own states (loading, not found, error) and toasts. Colours come from the
// player's scoped theme (branding applies to the layout's root only).
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { playerVars } from '@vendy/player';

globalStyle('html, body', { margin: 0, padding: 0, background: 'transparent' });
globalStyle('#root', { display: 'block' });

export const layoutRoot = style({
  position: 'relative',
  fontFamily: playerVars.font.text,
  color: playerVars.color.text,
});

/** Keeps the space the store page reserved, without drawing anything (no flash). */
export const loading = style({ width: '100%', aspectRatio: '16 / 9' });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const notice = style({
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: 12,
  minHeight: 160,
  padding: 24,
  borderRadius: 12,
  background: '#f4f5f7',
  color: '#1d2128',
  textAlign: 'center',
  fontSize: 16,
  lineHeight: 1.4,
});

export const noticeTitle = style({ margin: 0, fontSize: 18, fontWeight: 700 });
export const noticeText = style({ margin: 0, color: '#454b55' });

export const retryButton = style({
  minHeight: 44,
  padding: '10px 20px',
  border: 'none',
  borderRadius: playerVars.radius.button,
  background: playerVars.color.buttonBackground,
  color: playerVars.color.buttonText,
  fontFamily: playerVars.font.button,
  // Large bold text: the default brand blue behind white meets WCAG AA for large text only.
  fontSize: 19,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${playerVars.color.focusRing}`, outlineOffset: 2 },
  },
});

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

// At the top of the frame: a frame taller than the window may have its bottom out of view, while
// the product card (where the shopper just pressed Add to Cart) sits at the top of the player.
export const toasts = style({
  position: 'fixed',
  left: '50%',
  top: 16,
  zIndex: 10,
  display: 'grid',
  gap: 8,
  width: 'max-content',
  maxWidth: 'calc(100% - 32px)',
  transform: 'translateX(-50%)',
  pointerEvents: 'none',
});

const toastBase = style({
  boxSizing: 'border-box',
  padding: '12px 16px',
  borderRadius: 8,
  boxShadow: '0 6px 20px rgba(15, 20, 28, 0.25)',
  fontFamily: playerVars.font.text,
  fontSize: 15,
  fontWeight: 600,
  lineHeight: 1.4,
  animation: `${enter} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// Text on each background meets WCAG AA contrast (at least 4.5:1).
export const toast = styleVariants({
  success: [toastBase, { background: '#1e6b35', color: '#ffffff' }],
  error: [toastBase, { background: '#b3261e', color: '#ffffff' }],
  info: [toastBase, { background: '#1d2128', color: '#ffffff' }],
});
