import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});
export const search = style({ flex: '1 1 180px', minWidth: 0 });
export const sort = style({ width: 160 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: vars.space.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 2px ${vars.color.primary}`,
      background: vars.color.surfaceSelected,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.background },
  },
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  selectors: { [`${tile}[data-disabled] &`]: { opacity: 0.5 } },
});

export const iconPicture = style([
  picture,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted },
]);

export const title = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const check = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const blocked = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
});

export const pager = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
