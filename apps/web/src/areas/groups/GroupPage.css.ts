import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const plan = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const planName = style({ fontWeight: vars.fontWeight.bold });

export const nameCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const danger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const handleForm = style({ maxWidth: 480 });
