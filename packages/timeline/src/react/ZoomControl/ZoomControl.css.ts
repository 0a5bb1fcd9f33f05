import { style } from '@vanilla-extract/css';
import { color, focusable } from '../theme.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });
export const label = style({ color: color.ink, fontSize: 13 });
export const button = style([
  focusable,
  {
    minWidth: 24,
    minHeight: 24,
    border: `1px solid ${color.muted}`,
    borderRadius: 4,
    background: color.surface,
    color: color.ink,
    cursor: 'pointer',
    selectors: { '&:disabled': { opacity: 0.5, cursor: 'default' } },
  },
]);
export const slider = style([focusable, { width: 96, accentColor: color.accent }]);
export const value = style({ minWidth: 12, color: color.ink, fontSize: 13 });
export const fit = style([
  button,
  {
    paddingInline: 8,
    selectors: {
      '&[aria-pressed="true"]': {
        background: color.accent,
        borderColor: color.accent,
        color: color.surface,
      },
    },
  },
]);
