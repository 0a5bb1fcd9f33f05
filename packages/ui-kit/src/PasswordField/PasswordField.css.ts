import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';

export const toggle = style({
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
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-pressed]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
