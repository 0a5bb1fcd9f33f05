import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const value = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  // The track outline keeps the empty part visible (3:1 against the page).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  background: vars.color.surface,
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  transition: `width ${vars.duration.normal}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const indeterminateFill = style({
  width: '40%',
  animation: `${slide} 1.4s ease-in-out infinite`,
  '@media': {
    // A still, partly filled bar with the value text 'Loading…' still says "in progress".
    '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'translateX(75%)' },
  },
});
