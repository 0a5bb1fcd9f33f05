import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

export const search = style({ flex: '1 1 240px', maxWidth: 360 });
export const select = style({ width: 180 });

export const thumbnail = style({
  display: 'block',
  width: 40,
  height: 56,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
});

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

export const rowActions = style({
  display: 'flex',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
