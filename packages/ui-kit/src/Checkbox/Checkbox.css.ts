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

/** The label: box and text together are the click target (at least 24px high). */
export const button = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: 24,
  paddingBlock: 2,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

// The box is styled from the label's state attributes, where RAC puts them.
export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    [`${button}[data-hovered] &`]: { borderColor: vars.color.text },
    [`${button}[data-focus-visible] &`]: focusRing,
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${button}[data-pressed] &`]: { borderColor: vars.color.primaryPressed },
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-invalid][data-selected] &`]: { background: vars.color.danger },
    [`${button}[data-disabled] &`]: {
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
    },
  },
});

export const help = style({ paddingInlineStart: 28 });
