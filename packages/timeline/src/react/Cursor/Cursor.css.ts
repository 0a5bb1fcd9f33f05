import { style } from '@vanilla-extract/css';
import { color, focusable } from '../theme.css';

/** The grab area is wider than the line so that it is easy to catch (WCAG 2.5.8: 24 px). */
const GRAB_WIDTH = 24;

export const cursor = style([
  focusable,
  {
    position: 'absolute',
    top: 0,
    bottom: 0,
    width: GRAB_WIDTH,
    marginLeft: -GRAB_WIDTH / 2,
    cursor: 'ew-resize',
    touchAction: 'none',
    zIndex: 2,
    selectors: { '&[data-scrubbing]': { cursor: 'grabbing' } },
  },
]);

export const line = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: GRAB_WIDTH / 2 - 1,
  width: 2,
  background: color.accent,
  pointerEvents: 'none',
});

export const handle = style({
  position: 'absolute',
  top: 0,
  left: GRAB_WIDTH / 2 - 7,
  width: 14,
  height: 14,
  borderRadius: '0 0 7px 7px',
  background: color.accent,
  pointerEvents: 'none',
});
