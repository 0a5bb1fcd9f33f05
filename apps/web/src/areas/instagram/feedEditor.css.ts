// The feed editor: a full-screen dialog with a bar (heading, Close, Save), the form on the left
// and the preview on the right (under the form on narrow screens); the post strip and the preview.
import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.background,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const modal = style({ width: '100%', height: '100%' });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100%',
  overflow: 'auto',
  outline: 'none',
});

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const barActions = style({ display: 'flex', gap: vars.space.sm });

export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 360px',
  alignItems: 'start',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.lg}`,
  boxSizing: 'border-box',
  '@media': { 'screen and (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const titleField = style({ maxWidth: 480 });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const groupHeading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
});

export const blockHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const help = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const panelActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const placement = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const pickerPicture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
});

// Post strip ----------------------------------------------------------------------------------

export const strip = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xxs,
  overflowX: 'auto',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const stripItem = style({
  position: 'relative',
  flex: '0 0 96px',
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
  },
});

export const stripPicture = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.surfaceHover,
});

const badge = {
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 22,
  height: 22,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
} as const;

export const kindBadge = style({
  ...badge,
  top: vars.space.xxs,
  right: vars.space.xxs,
  background: vars.color.overlay,
  color: vars.color.textInverse,
});

export const countBadge = style({
  ...badge,
  bottom: vars.space.xxs,
  right: vars.space.xxs,
  padding: `0 ${vars.space.xxs}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const selectedMark = style({
  ...badge,
  top: vars.space.xxs,
  left: vars.space.xxs,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});

// Preview -------------------------------------------------------------------------------------

export const previewColumn = style({
  position: 'sticky',
  top: 80,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': { 'screen and (max-width: 960px)': { position: 'static' } },
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const previewFrame = style({
  display: 'block',
  width: '100%',
  border: 0,
  background: vars.color.surface,
});

export const previewHint = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
