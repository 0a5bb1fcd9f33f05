import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export { form, actions } from '../../../components/UploadForm/uploadForm.css';

/** Why a disabled action waits, beside it (it takes the free space left of the buttons). */
export const actionReason = style({
  flex: '1 1 200px',
  alignSelf: 'center',
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
});

export const grow = style({
  flex: '1 1 260px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const step = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const preview = style({
  display: 'block',
  width: 160,
  maxWidth: '100%',
  aspectRatio: '9 / 16',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
  border: `1px solid ${vars.color.border}`,
});

export const previewWide = style([preview, { width: 280, aspectRatio: '16 / 9' }]);

export const previewEmpty = style([
  preview,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: vars.space.sm,
    textAlign: 'center',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
]);

export const localVideo = style({
  display: 'block',
  width: '100%',
  maxHeight: 280,
  borderRadius: vars.radius.md,
  background: '#000',
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const confirmTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
