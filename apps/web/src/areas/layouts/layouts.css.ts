import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export { page, header, heading } from '../../components/AssetListPage/assetPage.css';

export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 160,
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
});

export const titleCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
  alignItems: 'center',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

// Preview dialog: the device frame is centred and as wide as the chosen device.
export const deviceFrame = style({
  margin: '0 auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  transition: `width ${vars.duration.normal}`,
});

export const previewFrame = style({ display: 'block', width: '100%', border: 0 });

export const devices = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const device = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
  },
});
