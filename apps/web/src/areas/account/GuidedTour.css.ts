import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

/** Catches every click on the page while a step shows: the tour leads, the page waits. */
export const blocker = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
});

export const spotlight = style({
  position: 'fixed',
  borderRadius: vars.radius.md,
  // The frame, then the dimmed screen around it.
  boxShadow: `0 0 0 3px ${vars.color.primary}, 0 0 0 9999px ${vars.color.overlay}`,
  pointerEvents: 'none',
  transition: `top ${vars.duration.normal}, left ${vars.duration.normal}, width ${vars.duration.normal}, height ${vars.duration.normal}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const popover = style({
  width: 'min(360px, calc(100vw - 32px))',
  outline: 'none',
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const centred = style({ width: 'min(420px, 100%)', outline: 'none' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const counter = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
