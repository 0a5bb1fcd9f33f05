import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceSelected,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const dropText = style({ color: vars.color.text });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: { '&[data-dragging]': { zIndex: 1, boxShadow: vars.shadow.lg } },
});

export const picture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
});

export const itemBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: vars.space.xxs,
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.text,
  cursor: 'grab',
  touchAction: 'none',
  ':focus-visible': focusRing,
});
