import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars, focusRing } from '../theme';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const tabList = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.xs,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.md },
      sm: { fontSize: vars.fontSize.sm },
    },
  },
  defaultVariants: { size: 'md' },
});

export type TabListVariants = RecipeVariants<typeof tabList>;

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: -1,
  borderBottom: '3px solid transparent',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  transition: `color ${vars.duration.fast}, background-color ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      color: vars.color.disabledText,
      cursor: 'not-allowed',
      background: 'none',
    },
  },
});

export const tabPanel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
  },
});
