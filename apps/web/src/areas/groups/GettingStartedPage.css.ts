import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 520,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

export const invitations = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
