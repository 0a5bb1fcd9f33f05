import { style } from '@vanilla-extract/css';
import { playerVars } from './theme.css';

/** The one visible focus ring of the player (two rings: visible on light and dark). */
export const focusRing = {
  outline: `2px solid ${playerVars.color.focusRing}`,
  outlineOffset: '2px',
  boxShadow: '0 0 0 4px #ffffff',
} as const;

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
