import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    minHeight: 24,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.pill,
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    // Each pair is text on its own background colour with at least 4.5:1 contrast.
    tone: {
      neutral: {
        background: vars.color.surfaceHover,
        color: vars.color.text,
        borderColor: vars.color.border,
      },
      primary: { background: vars.color.primary, color: vars.color.onPrimary },
      success: { background: vars.color.success, color: vars.color.onSuccess },
      danger: { background: vars.color.danger, color: vars.color.onDanger },
      info: { background: vars.color.info, color: vars.color.onInfo },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;
export type ChipTone = NonNullable<ChipVariants['tone']>;

export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });
