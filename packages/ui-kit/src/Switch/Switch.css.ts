import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 24,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

// Track and thumb are styled from the label's state attributes, where RAC puts them.
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `background-color ${vars.duration.fast}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${button}[data-selected][data-pressed] &`]: { background: vars.color.primaryPressed },
    [`${button}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
    },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: vars.color.borderStrong,
  transition: `transform ${vars.duration.fast}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    [`${button}[data-selected] &`]: {
      transform: 'translateX(16px)',
      background: vars.color.onPrimary,
    },
    [`${button}[data-disabled] &`]: { background: vars.color.disabledText },
  },
});

export const help = style({ paddingInlineStart: 48 });
