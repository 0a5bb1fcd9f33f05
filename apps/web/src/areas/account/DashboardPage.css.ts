import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const page = style({
  maxWidth: 1120,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.lg,
});

export const cardValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
});

export const tile = style({ height: '100%' });

export const lockedTile = style({ height: '100%', background: vars.color.disabledSurface });

export const tileLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const tileIcon = style({ color: vars.color.primary, flexShrink: 0 });

export const layoutList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
});

export const layoutItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const thumbnail = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.disabledSurface,
  display: 'block',
});

export const layoutTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
});

/** The Instagram warning card: marked by its edge as well as its heading. */
export const attention = style({ borderLeft: `4px solid ${vars.color.warning}` });
