import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: 300,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const noPicture = style([
  picture,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    border: `1px dashed ${vars.color.border}`,
  },
]);

export const dots = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const dot = style({
  width: 36,
  height: 36,
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
  },
});

export const dotImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const price = style({ margin: 0, fontSize: vars.fontSize.md });

export const cta = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
