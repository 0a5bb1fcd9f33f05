// The layouts list as a plain HTML table: each row's actions are ordinary buttons in the Tab order.
import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const container = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

// Narrow screens scroll the table sideways instead of squeezing its columns.
export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const row = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  textAlign: 'start',
  fontWeight: vars.fontWeight.regular,
});

export const alignEnd = style({ textAlign: 'end' });

export const emptyState = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
