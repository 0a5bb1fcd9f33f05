// Styles shared by every labelled field (TextField, PasswordField, Select, SearchField, Checkbox).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
});

export const errorIcon = style({ flexShrink: 0, marginTop: '0.1em' });

/** The bordered box of an input, text area or select trigger, without its state selectors. */
export const controlBox = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: 40,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
} as const;

export const disabledControl = {
  background: vars.color.disabledSurface,
  color: vars.color.disabledText,
  borderColor: vars.color.disabledSurface,
  cursor: 'not-allowed',
} as const;

/** A text input or text area. */
export const control = style({
  ...controlBox,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    // Text inputs show the ring on any focus: a caret alone is easy to lose.
    '&[data-focused]': { ...focusRing, borderColor: vars.color.primary },
    '&[data-invalid]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled]': disabledControl,
    '&[readonly]': { background: vars.color.background },
  },
});
