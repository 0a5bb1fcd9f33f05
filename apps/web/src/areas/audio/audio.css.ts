import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const description = style({
  display: 'block',
  maxWidth: 320,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'normal',
});
