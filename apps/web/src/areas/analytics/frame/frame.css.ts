import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const root = style({
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  color: vars.color.text,
  background: vars.color.background,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const status = style({ margin: 0, color: vars.color.textMuted });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const cardLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cardValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const cardChange = style({ margin: 0, fontSize: vars.fontSize.sm });

export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.lg,
});

export const figure = style({
  margin: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const figureHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const chartBox = style({ width: '100%', height: 240 });

globalStyle(`${chartBox} .recharts-surface:focus-visible`, focusRing);
globalStyle(`${chartBox} .recharts-wrapper:focus-visible`, focusRing);

export const tableHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const plainTable = style({ borderCollapse: 'collapse', width: '100%' });
globalStyle(`${plainTable} th, ${plainTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const definitions = style({ margin: 0, display: 'grid', gap: vars.space.sm });
globalStyle(`${definitions} dt`, { fontWeight: vars.fontWeight.bold });
globalStyle(`${definitions} dd`, { margin: 0, color: vars.color.text });

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

export const rangeFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const rangeLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const rangeGroup = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: {
    '&[data-focus-within]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger },
  },
});

export const dateInput = style({ display: 'inline-flex' });

export const segment = style({
  padding: '0 1px',
  borderRadius: 2,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      outline: 'none',
    },
  },
});

export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.md,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const calendarCell = style({
  width: 36,
  height: 36,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  cursor: 'default',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-selected]': { background: vars.color.surfaceSelected },
    '&[data-selection-start], &[data-selection-end]': {
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-disabled]': { color: vars.color.disabledText },
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]:not([data-selected])': { background: vars.color.surfaceHover },
  },
});

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const withInterval = style({ whiteSpace: 'nowrap' });

export const interval = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const leader = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const path = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  whiteSpace: 'normal',
});

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(11rem, max-content) 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const stepTime = style({
  gridRow: 'span 2',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const stepLabel = style({ fontWeight: vars.fontWeight.medium });

export const stepDetails = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const badge = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });

/** An experiment's arms: long headers wrap, numbers stay on one line, strategy names get room. */
export const armsTable = style({});
globalStyle(`${armsTable} [role="columnheader"]`, {
  whiteSpace: 'normal',
  verticalAlign: 'bottom',
});
globalStyle(`${armsTable} [role="gridcell"]`, { whiteSpace: 'nowrap' });
globalStyle(`${armsTable} [role="rowheader"]`, { minWidth: '10rem' });
