import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 300px)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const photos = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const buttons = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const preview = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  justifyContent: 'center',
});
