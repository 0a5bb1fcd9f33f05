import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

const markBase = {
  flex: '0 0 32px',
  width: 32,
  height: 32,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  fontWeight: vars.fontWeight.bold,
} as const;

export const mark = style({
  ...markBase,
  border: `2px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
});

export const markDone = style({
  ...markBase,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

export const stepText = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const stepTitle = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const stepHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const stepAction = style({ flex: '0 0 auto', whiteSpace: 'nowrap' });
