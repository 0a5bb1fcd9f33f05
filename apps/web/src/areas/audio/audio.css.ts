import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export { page, header, heading, panel, list } from '../assetPage.css';

export const description = style({
  display: 'block',
  maxWidth: 320,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'normal',
});

export const rowActions = style({
  display: 'flex',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

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
