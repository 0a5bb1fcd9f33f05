import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars, focusRing } from '../theme';

// The overlay is the scroll container: a long dialog scrolls as a whole, and the scrolled region
// always holds focusable controls (the close button or the actions).
// It is as large as what the screen shows (react-aria's --visual-viewport-* variables): on a phone,
// a page wider than the screen widens the fixed layer past the screen's edge, which would centre
// the dialog partly off screen and cut its right side.
export const overlay = recipe({
  base: {
    position: 'fixed',
    top: 0,
    left: 0,
    width: 'var(--visual-viewport-width, 100%)',
    height: 'var(--visual-viewport-height, 100%)',
    zIndex: vars.zIndex.overlay,
    display: 'flex',
    overflowY: 'auto',
    background: vars.color.overlay,
  },
  variants: {
    fullscreen: {
      true: { padding: 0 },
      false: { padding: vars.space.xl },
    },
  },
  defaultVariants: { fullscreen: false },
});

export const modal = recipe({
  base: {
    margin: 'auto',
    width: '100%',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
  },
  variants: {
    size: {
      sm: { maxWidth: 440, borderRadius: vars.radius.lg },
      md: { maxWidth: 600, borderRadius: vars.radius.lg },
      lg: { maxWidth: 900, borderRadius: vars.radius.lg },
      fullscreen: { maxWidth: 'none', minHeight: '100%', borderRadius: 0, boxShadow: 'none' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = RecipeVariants<typeof modal>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 'inherit',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.sm} ${vars.space.xl}`,
});

export const heading = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const body = style({
  flex: 1,
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.lg}`,
  overflowWrap: 'anywhere',
});

export const message = style({ margin: 0, color: vars.color.text });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xl} ${vars.space.xl}`,
});
