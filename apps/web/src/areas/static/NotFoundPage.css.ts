import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const picture = style({ width: 240, maxWidth: '80%', height: 'auto' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
