import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const groupList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const groupItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const groupName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

export const centered = style({ textAlign: 'center', alignItems: 'center' });
