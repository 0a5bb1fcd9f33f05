// The player's design tokens: a theme contract scoped to the player's root (not :root), so a
// group's branding applies to one widget only. Branding tokens default to the specification's
// default branding (doc 3 §9) and `brandingStyle` turns saved branding into inline overrides; the
// others are aliases of the ui-kit's tokens (the one contract), falling back to its light theme
// where the page has none (a store page). Only the contract is imported, never the kit itself.
import { createTheme, createThemeContract, fallbackVar } from '@vanilla-extract/css';
import { DEFAULT_BRANDING } from '@vendy/client/domain';
import { lightTheme, vars } from '@vendy/ui-kit/tokens';

export const playerVars = createThemeContract({
  color: {
    buttonBackground: null,
    buttonText: null,
    text: null,
    highlight: null,
    bannerHighlight: null,
    cardBackground: null,
    /** Controls drawn over the picture. */
    onMedia: null,
    mediaScrim: null,
    focusRing: null,
    danger: null,
  },
  font: { button: null, text: null },
  fontWeight: { button: null, text: null },
  fontStyle: { button: null, text: null },
  radius: { button: null, card: null },
  shadow: { card: null },
  duration: { fast: null },
});

/** The font stack after a branding font: the ui-kit's body font. */
const FONT_FALLBACK = lightTheme.font.body;

// The ui-kit's tokens, or their light-theme values where the page sets no kit theme.
const kitFont = fallbackVar(vars.font.body, lightTheme.font.body);

export const playerTheme = createTheme(playerVars, {
  color: {
    buttonBackground: DEFAULT_BRANDING.buttonBackgroundColor,
    buttonText: DEFAULT_BRANDING.buttonTextColor,
    text: DEFAULT_BRANDING.textColor,
    highlight: DEFAULT_BRANDING.textHighlightColor,
    bannerHighlight: DEFAULT_BRANDING.bannerHighlightColor,
    cardBackground: DEFAULT_BRANDING.productCardBackgroundColor,
    onMedia: '#ffffff',
    mediaScrim: 'rgba(0, 0, 0, 0.72)',
    focusRing: fallbackVar(vars.color.focusRing, lightTheme.color.focusRing),
    danger: fallbackVar(vars.color.danger, lightTheme.color.danger),
  },
  font: { button: kitFont, text: kitFont },
  fontWeight: {
    button: fallbackVar(vars.fontWeight.medium, lightTheme.fontWeight.medium),
    text: fallbackVar(vars.fontWeight.regular, lightTheme.fontWeight.regular),
  },
  fontStyle: { button: 'normal', text: 'normal' },
  radius: {
    button: `${DEFAULT_BRANDING.buttonBorderRadius}px`,
    card: fallbackVar(vars.radius.lg, lightTheme.radius.lg),
  },
  shadow: { card: '0 12px 32px rgba(15, 20, 28, 0.28)' },
  duration: { fast: '150ms' },
});

export { FONT_FALLBACK };
