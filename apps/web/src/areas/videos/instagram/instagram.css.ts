import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 2px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'default', background: vars.color.background },
  },
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '9 / 16',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
});

export const check = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: `2px solid ${vars.color.surface}`,
  background: vars.color.overlay,
  color: vars.color.onPrimary,
  selectors: {
    [`${tile}[data-selected] &, ${tile}[data-disabled] &`]: { background: vars.color.primary },
  },
});

export const date = style({ fontSize: vars.fontSize.sm });
export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const titleRows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
});

export const titleRow = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.md,
  alignItems: 'start',
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const titleFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const failures = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
