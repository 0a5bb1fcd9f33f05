import { style } from '@vanilla-extract/css';
import { color } from '../theme.css';

export const RULER_HEIGHT = 28;

export const ruler = style({
  position: 'relative',
  height: RULER_HEIGHT,
  color: color.muted,
  background: color.surface,
  borderBottom: `1px solid ${color.muted}`,
  cursor: 'pointer',
  userSelect: 'none',
  touchAction: 'none',
  overflow: 'hidden',
});

export const tick = style({
  position: 'absolute',
  bottom: 0,
  width: 1,
  height: 6,
  background: 'currentColor',
  selectors: { '&[data-major]': { height: 12 } },
});

export const label = style({
  position: 'absolute',
  top: 2,
  paddingLeft: 3,
  fontSize: 11,
  lineHeight: '14px',
  fontVariantNumeric: 'tabular-nums',
  color: color.ink,
  whiteSpace: 'nowrap',
});
