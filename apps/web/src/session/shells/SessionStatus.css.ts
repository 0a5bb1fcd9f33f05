import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  textAlign: 'center',
});

/** The same, centred in a shell's main region instead of the whole page. */
export const inShell = style({
  flex: 1,
  minHeight: '50vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const message = style({ margin: 0, color: vars.color.textMuted });

export const spinner = style({ color: vars.color.primary });
