import { style } from '@vanilla-extract/css';
import { focusRing } from '@vendy/ui-kit/tokens';
import { playerVars } from '../../styles/theme.css';

export const bar = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'grid',
  gap: 4,
  padding: '6px 10px 8px',
  background: playerVars.color.mediaScrim,
  color: playerVars.color.onMedia,
  transition: `opacity ${playerVars.duration.fast} ease`,
  selectors: {
    // Hidden, not removed: keyboard focus inside the player brings the controls back.
    '&[data-visible="false"]': { opacity: 0, pointerEvents: 'none' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const row = style({ display: 'flex', alignItems: 'center', gap: 4 });

export const spacer = style({ flex: 1 });

export const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  padding: 0,
  border: 'none',
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.16)' },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { boxShadow: `inset 0 -3px 0 ${playerVars.color.onMedia}` },
  },
});

const range = style({
  margin: 0,
  height: 24,
  accentColor: playerVars.color.buttonBackground,
  cursor: 'pointer',
  background: 'transparent',
  selectors: { '&:focus-visible': focusRing },
});

export const seek = style([range, { width: '100%' }]);
export const volume = style([range, { width: 88 }]);

export const time = style({
  paddingInline: 6,
  fontSize: 14,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
