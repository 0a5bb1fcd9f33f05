// The Instagram pages: the account card, the posts grid, the post viewer and the connect states.
import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text,
});

export const narrow = style({ maxWidth: 640, width: '100%' });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const sectionHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const accountLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const accountName = style({ fontWeight: vars.fontWeight.bold });

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceHover,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
  },
});

export const tilePicture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
});

export const kindBadge = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  background: vars.color.overlay,
  color: vars.color.textInverse,
});

export const viewer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const slide = style({
  display: 'block',
  width: '100%',
  maxHeight: '60vh',
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.background,
});

export const slideControls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const caption = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'flex-start',
});

export const stretch = style({ alignSelf: 'stretch' });
