import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';
import { focusRing } from '../theme/focus.css';

export const link = recipe({
  base: {
    color: vars.color.primary,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    outline: 'none',
    textUnderlineOffset: '0.15em',
    selectors: {
      '&[data-hovered]': { color: vars.color.primaryHover },
      '&[data-pressed]': { color: vars.color.primaryPressed },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': {
        color: vars.color.disabledText,
        cursor: 'not-allowed',
        textDecoration: 'none',
      },
    },
  },
  variants: {
    variant: {
      // Inside running text a link must not rely on colour alone: always underlined.
      inline: { textDecoration: 'underline' },
      // On its own line (navigation, 'Switch Groups') the underline appears on hover.
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xs,
        minHeight: 24,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style({ marginInlineStart: '0.2em', verticalAlign: '-0.15em' });
