import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

/**
 * The editor in the app's theme: its colours and fonts are the design tokens of every screen (the
 * timeline's own colours and font default to the same ui-kit tokens).
 */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background,
  fontFamily: vars.font.body,
  color: vars.color.text,
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
