import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const trial = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.info}`,
  background: vars.color.surface,
  color: vars.color.info,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))',
  gap: vars.space.md,
});

export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      background: vars.color.surfaceSelected,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-readonly]': { cursor: 'default' },
    '&[data-readonly][data-hovered]:not([data-selected])': { background: vars.color.surface },
  },
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const per = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const description = style({ fontSize: vars.fontSize.sm });

export const benefits = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const benefit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const badge = style({ alignSelf: 'flex-start' });

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const submit = style({ alignSelf: 'flex-start' });
