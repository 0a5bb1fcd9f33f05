import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.sm,
  '@supports': {
    // The ring goes around the card, outside the border that marks the current card.
    'selector(:has(*))': { selectors: { '&:has([data-focus-visible])': focusRing } },
  },
});

export const clickable = style({
  transition: `box-shadow ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
  },
});

export const current = style({
  borderColor: vars.color.primary,
  boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
});

export const media = style({ display: 'block', background: vars.color.background });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.lg,
  paddingTop: vars.space.lg,
});

export const heading = style({
  margin: 0,
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/**
 * The title of a clickable card is its only control. Its ::after box stretches over the whole
 * card, so a click anywhere presses it, yet nothing interactive is nested inside another.
 */
export const stretchedControl = style({
  all: 'unset',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
  '@supports': {
    // Without :has the ring is drawn on the stretched box, inside the card.
    'not selector(:has(*))': {
      selectors: { '&[data-focus-visible]::after': { ...focusRing, outlineOffset: -2 } },
    },
  },
});

// Actions sit above the stretched area so they stay separately clickable.
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const body = style({
  padding: vars.space.lg,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const footer = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.lg,
});
