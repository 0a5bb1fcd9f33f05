// The frame the asset pages share (/videos, /audios, /images, /layouts): page, header with its
// heading, tab panel and list.
import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const panel = style({ paddingBlock: vars.space.lg });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
