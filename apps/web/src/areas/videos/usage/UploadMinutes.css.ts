import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: 420,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

export const label = style({ fontWeight: vars.fontWeight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = style({
  position: 'relative',
  height: 8,
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  // The outline keeps the unused part visible (3:1 against the page).
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  background: vars.color.surface,
});

export const fill = style({
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
});

export const fillFull = style({ background: vars.color.danger });

export const note = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const warning = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
