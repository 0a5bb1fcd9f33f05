import { assignVars, style } from '@vanilla-extract/css';
import { timelineVars } from '@vendy/timeline/react';
import { vars } from '@vendy/ui-kit';

/** The editor in the app's theme: its colours and fonts are the design tokens of every screen. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background,
  fontFamily: vars.font.body,
  color: vars.color.text,
  vars: assignVars(timelineVars, {
    ink: vars.color.text,
    muted: vars.color.textMuted,
    accent: vars.color.primary,
    onAccent: vars.color.onPrimary,
    surface: vars.color.surface,
    border: vars.color.border,
    focus: vars.color.focusRing,
    font: vars.font.body,
  }),
});

export const modal = style({ width: '100%', height: '100%' });

export const dialog = style({
  width: '100%',
  height: '100%',
  overflow: 'auto',
  outline: 'none',
});

export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
});
