import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';

export const inputWrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withEndAdornment = style({ paddingInlineEnd: 44 });

export const endAdornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
});

export const textArea = style({ resize: 'vertical', minHeight: 96 });

export const helpRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const counter = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontVariantNumeric: 'tabular-nums',
});

export const counterOver = style({ color: vars.color.danger });
