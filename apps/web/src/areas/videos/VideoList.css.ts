import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  maxWidth: 280,
});

export const statusMessage = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});
