import { style } from '@vanilla-extract/css';
import { vars, focusRing } from '../theme';

export const HEADER_HEIGHT = 64;
const NAV_WIDTH = 248;
const MINI_NAV_WIDTH = 64;

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  top: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  // Off screen until focused: the first Tab on any page reveals it.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  height: HEADER_HEIGHT,
  paddingInline: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const iconLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  color: vars.color.primary,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': focusRing,
  },
});

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const nav = style({
  position: 'sticky',
  top: HEADER_HEIGHT,
  alignSelf: 'flex-start',
  display: 'flex',
  flexDirection: 'column',
  flexShrink: 0,
  width: NAV_WIDTH,
  height: `calc(100vh - ${HEADER_HEIGHT}px)`,
  padding: vars.space.sm,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflowY: 'auto',
  overflowX: 'hidden',
  selectors: {
    '&[data-collapsed]': { width: MINI_NAV_WIDTH },
  },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subList = style([
  navList,
  {
    marginTop: vars.space.xxs,
    paddingInlineStart: vars.space.lg,
    selectors: {
      [`${nav}[data-collapsed] &`]: {
        paddingInlineStart: 0,
        borderInlineStart: `2px solid ${vars.color.border}`,
      },
    },
  },
]);

// Links and group headers share one look: a full-width row with icon and label.
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: vars.color.surfaceSelected,
      color: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
    [`${nav}[data-collapsed] &`]: { justifyContent: 'center', paddingInline: 0 },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: vars.fontSize.lg,
});

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast}`,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const navFooter = style({
  marginTop: 'auto',
  paddingTop: vars.space.sm,
  display: 'flex',
  selectors: {
    [`${nav}[data-collapsed] &`]: { justifyContent: 'center' },
  },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.xl,
  outline: 'none',
});
