import { style } from '@vanilla-extract/css';
import { color, focusable } from '../theme.css';

export const root = style({ display: 'inline-flex', alignItems: 'center', gap: 6 });
export const label = style({ color: color.ink, fontSize: 13 });
export const slider = style([focusable, { width: 96, accentColor: color.accent }]);
export const value = style({ minWidth: 12, color: color.ink, fontSize: 13 });
/** The Fit toggle (a ui-kit Button) when pressed, hovered or not. */
export const fit = style({
  selectors: {
    '&[aria-pressed="true"], &[aria-pressed="true"][data-hovered], &[aria-pressed="true"][data-pressed]':
      {
        background: color.accent,
        borderColor: color.accent,
        color: color.onAccent,
      },
  },
});
