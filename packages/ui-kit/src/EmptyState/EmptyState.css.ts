import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const picture = style({
  display: 'flex',
  justifyContent: 'center',
  maxWidth: 240,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: 480,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({ marginTop: vars.space.sm });
