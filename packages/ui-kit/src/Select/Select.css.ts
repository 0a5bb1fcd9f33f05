import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';
import { controlBox, disabledControl, root } from '../TextField/field.css';

export const trigger = style({
  ...controlBox,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': { ...focusRing, borderColor: vars.color.primary },
    [`${root}[data-open] &`]: { borderColor: vars.color.primary },
    [`${root}[data-invalid] &`]: {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled]': disabledControl,
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    [`${trigger}[data-disabled] &`]: { color: vars.color.disabledText },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: { [`${root}[data-open] &`]: { transform: 'rotate(180deg)' } },
});

export const popover = style({
  // RAC sets --trigger-width so the list is as wide as the field.
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(480px, 100vw - 16px)',
  overflow: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const listBox = style({ outline: 'none', display: 'flex', flexDirection: 'column', gap: 2 });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 36,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      background: vars.color.surfaceSelected,
      fontWeight: vars.fontWeight.medium,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const check = style({ flexShrink: 0, color: vars.color.primary });
