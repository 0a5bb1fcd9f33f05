import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const tabPanel = style({ paddingTop: vars.space.md });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const search = style({ width: 320, maxWidth: '100%' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

export const picture = style({
  flex: 'none',
  display: 'block',
  width: 100,
  height: 100,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const noPicture = style([
  picture,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textMuted,
    border: `1px solid ${vars.color.border}`,
  },
]);
