// Styles of the form pieces the ui-kit does not have yet (file drop zone, scrubber, choice group),
// drawn with the kit's tokens so they sit beside its fields.
import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@vendy/ui-kit';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

export const errorLine = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 120,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.background,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceSelected,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', borderStyle: 'solid' },
  },
});

export const dropZoneInvalid = style({ borderColor: vars.color.danger });

export const dropHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const fileName = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const sliderOutput = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const sliderTrack = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: 28,
  '::before': {
    content: '""',
    position: 'absolute',
    top: '50%',
    left: 0,
    right: 0,
    height: 4,
    transform: 'translateY(-50%)',
    borderRadius: vars.radius.pill,
    background: vars.color.borderStrong,
  },
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

export const sliderThumb = style({
  top: '50%',
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: vars.color.primary,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-dragging]': { background: vars.color.primaryPressed },
    '&[data-focus-visible]': focusRing,
  },
});

export const radioGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const radioOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 40,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceSelected,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const radioDot = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.primary,
      borderWidth: 5,
    },
  },
});
