import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const copy = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const copied = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  selectors: { '&:empty': { display: 'none' } },
});
