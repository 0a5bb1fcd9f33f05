import { globalStyle, style } from '@vanilla-extract/css';
import { vars, focusRing } from '../theme';

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
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const alignEnd = style({ textAlign: 'end' });

export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 24,
});

export const sortIcon = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
});

export const sortIconActive = style({ color: vars.color.primary });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-expanded-row]': { background: vars.color.surfaceHover },
  },
});

export const detailRow = style({
  background: vars.color.background,
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const toggleCell = style({ width: 48, paddingInlineEnd: 0 });

export const detail = style({
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
});

export const emptyState = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const loading = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

// The label sits beside the select here; the doubled class outweighs the field's column layout.
export const pageSizeField = style({
  selectors: {
    '&&': { flexDirection: 'row', alignItems: 'center', gap: vars.space.sm, width: 'auto' },
  },
});

// The select's button fills its field; here it only needs room for two digits and the chevron.
globalStyle(`${pageSizeField} button`, { width: 88 });

export const range = style({ minWidth: '10ch', textAlign: 'center' });

export const pageButtons = style({ display: 'flex', gap: vars.space.xs });
