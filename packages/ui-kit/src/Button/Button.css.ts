import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';

const HEIGHT = { sm: '32px', md: '40px' } as const;

// Shared by Button and LinkButton, so a navigation link looks exactly like an action.
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    boxSizing: 'border-box',
    maxWidth: '100%',
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    outline: 'none',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-pending]': { cursor: 'progress' },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.disabledSurface,
        borderColor: vars.color.disabledSurface,
        color: vars.color.disabledText,
      },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transition: 'none' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceSelected },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered], &[data-pressed]': { background: vars.color.dangerHover },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceSelected },
          '&[data-disabled]': { background: 'transparent', borderColor: 'transparent' },
        },
      },
    },
    size: {
      sm: {
        minHeight: HEIGHT.sm,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: HEIGHT.md,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.md,
      },
    },
    iconOnly: {
      true: { paddingInline: 0 },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'sm' }, style: { width: HEIGHT.sm } },
    { variants: { iconOnly: true, size: 'md' }, style: { width: HEIGHT.md } },
  ],
  defaultVariants: { variant: 'primary', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = Omit<NonNullable<RecipeVariants<typeof button>>, 'iconOnly'>;

export const label = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });
