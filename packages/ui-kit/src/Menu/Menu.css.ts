import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars, focusRing } from '../theme';

export const popover = style({
  minWidth: 200,
  maxWidth: 320,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.overlay,
  outline: 'none',
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'inherit',
  overflowY: 'auto',
  outline: 'none',
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: 36,
    padding: `${vars.space.xs} ${vars.space.md}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfaceSelected },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
      '&[data-disabled]': {
        color: vars.color.disabledText,
        cursor: 'not-allowed',
        background: 'none',
      },
    },
  },
  variants: {
    tone: {
      default: {},
      danger: {
        color: vars.color.danger,
        selectors: { '&[data-disabled]': { color: vars.color.disabledText } },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type MenuItemVariants = RecipeVariants<typeof item>;

export const itemIcon = style({ display: 'inline-flex', flexShrink: 0 });

export const itemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  border: 'none',
  background: vars.color.border,
});
