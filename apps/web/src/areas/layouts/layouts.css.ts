import { style } from '@vanilla-extract/css';
import { vars } from '@vendy/ui-kit';

export { page, header, heading, list } from '../assetPage.css';

export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: 160,
  borderRadius: vars.radius.lg,
  objectFit: 'cover',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const search = style({ flex: '1 1 240px', maxWidth: 360 });
export const select = style({ minWidth: 180 });

export const thumbnail = style({
  display: 'block',
  width: 56,
  height: 56,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceHover,
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

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const gate = style({ maxWidth: 480 });
export const gateText = style({ margin: 0 });

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

export const copy = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });
export const copied = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.success,
  selectors: { '&:empty': { display: 'none' } },
});

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
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
