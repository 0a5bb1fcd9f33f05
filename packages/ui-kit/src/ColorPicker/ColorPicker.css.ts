import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';
import { controlBox } from '../TextField/field.css';

export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.sm });

export const swatchButton = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: 40,
  height: 40,
  padding: 3,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const swatch = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.sm,
  // A white or very light colour still shows as a square against the button.
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.2)',
});

export const hexInput = style({
  ...controlBox,
  width: '10ch',
  minWidth: 0,
  fontFamily: vars.font.mono,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-focused]': { ...focusRing, borderColor: vars.color.primary },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.disabledSurface, cursor: 'not-allowed' },
  },
});

export const popover = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 224,
  outline: 'none',
});

export const area = style({ width: 224, height: 160, borderRadius: vars.radius.sm, flexShrink: 0 });

export const slider = style({ width: '100%' });

export const track = style({ height: 24, borderRadius: vars.radius.sm });

export const thumb = style({
  width: 20,
  height: 20,
  boxSizing: 'border-box',
  border: '2px solid #ffffff',
  borderRadius: '50%',
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.6), inset 0 0 0 1px rgba(0, 0, 0, 0.6)',
  selectors: {
    '&[data-focus-visible]': {
      width: 28,
      height: 28,
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});

// The slider's thumb sits in the middle of the track's height.
export const sliderThumb = style({ top: '50%' });
