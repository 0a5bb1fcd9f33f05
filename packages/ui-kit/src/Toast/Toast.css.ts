import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars, focusRing } from '../theme';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.xl,
  insetInlineEnd: vars.space.xl,
  zIndex: vars.zIndex.toast,
  maxWidth: `min(420px, calc(100vw - 2 * ${vars.space.xl}))`,
  // RAC renders its list and items with `display: contents`, so the toasts stack right here.
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

// A neutral surface with a coloured edge and icon: the message keeps full text contrast whatever
// the tone, and the close button keeps its usual colours.
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minWidth: 280,
    padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
});

export type ToastVariants = RecipeVariants<typeof toast>;

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, fontSize: vars.fontSize.lg },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
});

export const content = style({
  flex: 1,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  overflowWrap: 'anywhere',
});
