import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export const photos = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const fieldError = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const addFrom = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chooser = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const chooserMessage = style({
  margin: 0,
  padding: `${vars.space.xl} 0`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

/** A picture in the Instagram picker's tile; faded when the collection already has it. */
export const pickerPicture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  selectors: { '[data-disabled] &': { opacity: 0.5 } },
});
