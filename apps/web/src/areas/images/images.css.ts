import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export { page, header, heading, panel, list } from '../assetPage.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({ flex: '1 1 240px', maxWidth: 360 });

export const select = style({ minWidth: 160 });

export const thumbnail = style({
  display: 'block',
  width: 56,
  height: 56,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceHover,
});

export const rowActions = style({
  display: 'flex',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const photos = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const gate = style({ maxWidth: 560 });

export const gateText = style({ margin: 0 });
