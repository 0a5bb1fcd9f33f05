import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const status = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const alertText = style({ margin: 0, color: vars.color.danger });

export const frame = style({
  display: 'block',
  width: '100%',
  border: 0,
  background: vars.color.background,
});

export const setting = style({ maxWidth: '22rem', marginBottom: vars.space.md });
