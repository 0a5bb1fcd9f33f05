import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';
import { root } from '../TextField/field.css';

export const inputWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  paddingInlineStart: 40,
  paddingInlineEnd: 40,
  selectors: {
    // The field has its own clear button.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&::-webkit-search-decoration': { display: 'none' },
  },
});

export const clear = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    [`${root}[data-empty] &`]: { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { display: 'none' },
  },
});
