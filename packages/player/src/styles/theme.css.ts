// The player's design tokens: a theme contract scoped to the player's root (not :root), so a
// group's branding applies to one widget only. The defaults are the specification's default
// branding (doc 3 §9); `brandingStyle` turns saved branding into inline overrides.
import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { DEFAULT_BRANDING } from '@vendy/client/domain';

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

const FONT_FALLBACK = "Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";

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
    // The ui-kit focus colour when the page has the kit's theme, else a strong blue.
    focusRing: 'var(--vendy-color-focus-ring, #0265b0)',
    danger: '#b3261e',
  },
  font: { button: FONT_FALLBACK, text: FONT_FALLBACK },
  fontWeight: { button: '500', text: '400' },
  fontStyle: { button: 'normal', text: 'normal' },
  radius: { button: `${DEFAULT_BRANDING.buttonBorderRadius}px`, card: '12px' },
  shadow: { card: '0 12px 32px rgba(15, 20, 28, 0.28)' },
  duration: { fast: '150ms' },
});

export { FONT_FALLBACK };
