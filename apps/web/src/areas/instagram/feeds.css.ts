// The feed list on /instagram: its header and the table of feeds.
import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  verticalAlign: 'middle',
});

export const titleCell = style([
  cell,
  { textAlign: 'left', fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' },
]);

export const alignEnd = style({ textAlign: 'right' });

export const rowActions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xxs,
});
