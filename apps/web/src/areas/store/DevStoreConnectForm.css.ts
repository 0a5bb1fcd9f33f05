import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const suffix = style({
  paddingInlineEnd: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const submit = style({ alignSelf: 'flex-start' });
