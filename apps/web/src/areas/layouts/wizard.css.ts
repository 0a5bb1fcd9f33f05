import { style } from '@vanilla-extract/css';
import { focusRing, vars, visuallyHidden as hidden } from '@vendy/ui-kit';

export const visuallyHidden = hidden;

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const stepCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const stepHeading = style({ margin: 0 });

export const stepTrigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: -2 },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&[data-done]': {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.onSuccess,
    },
  },
});

export const stepName = style({ flex: 1 });

export const chevron = style({
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[data-expanded] &': { transform: 'rotate(180deg)' } },
});

export const stepPanel = style({ padding: `0 ${vars.space.md} ${vars.space.md}` });

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const types = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const typesLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const typeOptions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.sm,
});

export const typeOption = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceSelected,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

// A sketch of each format: one wide or tall frame, a row of frames, or a grid.
const frame = `linear-gradient(${vars.color.textMuted}, ${vars.color.textMuted})`;
export const typePicture = style({
  display: 'block',
  width: 72,
  height: 44,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceHover,
  backgroundRepeat: 'no-repeat',
  selectors: {
    '&[data-type="LANDSCAPE"]': {
      backgroundImage: frame,
      backgroundSize: '56px 32px',
      backgroundPosition: 'center',
    },
    '&[data-type="PORTRAIT"]': {
      backgroundImage: frame,
      backgroundSize: '22px 38px',
      backgroundPosition: 'center',
    },
    '&[data-type="LANDSCAPE_CAROUSEL"]': {
      backgroundImage: `${frame}, ${frame}, ${frame}`,
      backgroundSize: '14px 16px, 36px 24px, 14px 16px',
      backgroundPosition: '2px center, center, 56px center',
    },
    '&[data-type="PORTRAIT_CAROUSEL"]': {
      backgroundImage: `${frame}, ${frame}, ${frame}`,
      backgroundSize: '14px 26px, 20px 38px, 14px 26px',
      backgroundPosition: '10px center, center, 48px center',
    },
    '&[data-type="PORTRAIT_COVERFLOW"]': {
      backgroundImage: `${frame}, ${frame}, ${frame}`,
      backgroundSize: '12px 22px, 20px 38px, 12px 22px',
      backgroundPosition: '16px center, center, 44px center',
    },
    '&[data-type="GRID"]': {
      backgroundImage: `${frame}, ${frame}, ${frame}`,
      backgroundSize: '18px 18px, 18px 18px, 18px 18px',
      backgroundPosition: '8px 4px, center 4px, 46px 4px',
    },
  },
});

export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted });
export const text = style({ margin: 0 });

export const mediaList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mediaItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  selectors: { '&[data-dragging]': { boxShadow: vars.shadow.md, zIndex: 1, position: 'relative' } },
});

export const handle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const mediaThumbnail = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
});

export const mediaTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const chooserPanel = style({ paddingBlock: vars.space.md });
