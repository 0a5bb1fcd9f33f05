import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

const base = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

/** `start` keeps the icon on a long message's first line; `center` centres it on a one-liner. */
export const error = styleVariants({
  start: [base, { alignItems: 'flex-start' }],
  center: [base, { alignItems: 'center' }],
});
