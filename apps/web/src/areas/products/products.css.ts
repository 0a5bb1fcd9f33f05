import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';
import { error as formError } from '../../components/FormError.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  maxWidth: 1200,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 768px)': { padding: vars.space.md } },
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const subheading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const search = style({ width: 320, maxWidth: '100%' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** An error line: the same box as the shared FormError's. */
export const alert = formError.center;

// The list table.
export const tableBox = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const scroller = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const thumbCell = style({ width: 64 });
export const endCell = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const emptyRow = style({
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const thumbnail = style({
  display: 'block',
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const thumbnailPlaceholder = style([
  thumbnail,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
  },
]);

export const titleButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const rowActions = style({ display: 'inline-flex', gap: vars.space.xxs });

// Detail dialogs.
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const detailColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 320px)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const factLabel = style({ fontWeight: vars.fontWeight.bold });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const largeThumbnail = style({
  display: 'block',
  width: 150,
  height: 150,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});

export const plainList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

// Progress (import, re-sync).
export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const success = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.bold,
});

// Store tab.
export const storeFacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxWidth: 560,
});

export const description = style([muted, { whiteSpace: 'pre-line', overflowWrap: 'anywhere' }]);
export const rowHeader = style([cell, { fontWeight: vars.fontWeight.regular, textAlign: 'start' }]);
export const contents = style({ display: 'contents' });

/** A long address in a list cell: cut with an ellipsis instead of widening the table. */
export const urlText = style({
  display: 'inline-block',
  maxWidth: 280,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});
