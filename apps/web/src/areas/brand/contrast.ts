// WCAG 2 contrast between two colours (colord's a11y plugin: relative luminance as WCAG defines
// it, the ratio cut to two decimals), and the Brand Management page's warnings built on it.
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';

extend([a11yPlugin]);

/** WCAG 2.2 AA minimum for normal-size text (success criterion 1.4.3). */
export const WCAG_AA_TEXT = 4.5;

/** The contrast ratio of two colours (1 to 21), or null when either is not a colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = colord(foreground);
  const bg = colord(background);
  if (!fg.isValid() || !bg.isValid()) return null;
  return fg.contrast(bg);
}

/**
 * The warning for text of `foreground` on `background` below AA ('Button text on the button
 * background'), or null when it is readable (or a colour is not valid yet).
 */
export function contrastWarning(
  what: string,
  foreground: string,
  background: string,
): string | null {
  const ratio = contrastRatio(foreground, background);
  if (ratio === null || ratio >= WCAG_AA_TEXT) return null;
  return `${what} has a contrast of ${ratio.toFixed(2)}:1, below the ${WCAG_AA_TEXT}:1 that WCAG AA asks for text. Some shoppers will find it hard to read.`;
}
