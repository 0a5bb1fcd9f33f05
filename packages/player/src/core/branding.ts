/**
 * A group's branding as CSS variable overrides for the player's scoped theme: put the class
 * `playerTheme` and the style `brandingStyle(branding)` on the layout's root.
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import {
  DEFAULT_FONT_VARIANT,
  brandFont,
  fallbackFontFamily,
  type BrandingValues,
} from '@vendy/client/domain';
import { FONT_FALLBACK, playerVars } from '../styles/theme.css';

export type Branding = Partial<BrandingValues>;

export interface FontFace {
  family: string;
  weight: string;
  style: 'normal' | 'italic';
}

/**
 * A stored font name ('family-variant', e.g. 'roboto-n4' or 'open-sans-i7') as a CSS font:
 * variant n = normal, i = italic, digit = weight in hundreds. A name without a variant uses n4.
 */
export function parseFontName(name: string): FontFace {
  const match = /^(.+)-([ni])([1-9])$/.exec(name.trim());
  const family = match ? match[1]! : name.trim();
  const variant = match ? `${match[2]}${match[3]}` : DEFAULT_FONT_VARIANT;
  return {
    family,
    weight: `${variant.slice(1)}00`,
    style: variant.startsWith('i') ? 'italic' : 'normal',
  };
}

/**
 * An offered font, then its fallback face (a local font at its width and line box, declared by
 * our stylesheet, so text drawn while the file loads takes the same room), then the kit's font.
 */
function fontStack(family: string): string {
  const label = brandFont(family)?.label;
  const spaced = family.replace(/-/g, ' ');
  const names = label
    ? [label, fallbackFontFamily(label)]
    : spaced === family
      ? [family]
      : [family, spaced];
  return [...names.map((n) => `"${n.replace(/"/g, '')}"`), FONT_FALLBACK].join(', ');
}

/** Inline style setting the theme variables a branding overrides (unset fields keep defaults). */
export function brandingStyle(branding: Branding | null | undefined): Record<string, string> {
  if (!branding) return {};
  const v = playerVars;
  const vars: Record<string, string> = {};
  const put = (variable: string, value: string | null | undefined) => {
    if (value) vars[variable] = value;
  };
  put(v.color.buttonBackground, branding.buttonBackgroundColor);
  put(v.color.buttonText, branding.buttonTextColor);
  put(v.color.text, branding.textColor);
  put(v.color.highlight, branding.textHighlightColor);
  put(v.color.bannerHighlight, branding.bannerHighlightColor);
  put(v.color.cardBackground, branding.productCardBackgroundColor);
  if (typeof branding.buttonBorderRadius === 'number' && branding.buttonBorderRadius >= 0) {
    put(v.radius.button, `${branding.buttonBorderRadius}px`);
  }
  if (branding.buttonFontName) {
    const font = parseFontName(branding.buttonFontName);
    put(v.font.button, fontStack(font.family));
    put(v.fontWeight.button, font.weight);
    put(v.fontStyle.button, font.style);
  }
  if (branding.textFontName) {
    const font = parseFontName(branding.textFontName);
    put(v.font.text, fontStack(font.family));
    put(v.fontWeight.text, font.weight);
    put(v.fontStyle.text, font.style);
  }
  return assignInlineVars(vars);
}

/**
 * The branding's fonts as `document.fonts.load()` takes them (`italic 700 1em "Open Sans"`), each
 * with the stylesheet that declares it: loading them once the stylesheet is in fetches the files
 * before any text needs them, so the shopper never sees the swap.
 */
export function brandingFontLoads(
  branding: Branding | null | undefined,
): Array<{ url: string; font: string }> {
  const loads: Array<{ url: string; font: string }> = [];
  const add = (url: string | null | undefined, name: string | null | undefined) => {
    if (!url || !name) return;
    const face = parseFontName(name);
    const family = brandFont(face.family)?.label ?? face.family;
    loads.push({ url, font: `${face.style} ${face.weight} 1em "${family.replace(/"/g, '')}"` });
  };
  add(branding?.buttonFontUrl, branding?.buttonFontName);
  add(branding?.textFontUrl, branding?.textFontName);
  return loads;
}

/** Stylesheets that load the branding's fonts (for the embedding app to add to the page). */
export function brandingFontUrls(branding: Branding | null | undefined): string[] {
  return [branding?.buttonFontUrl, branding?.textFontUrl].filter(
    (url, index, all): url is string => Boolean(url) && all.indexOf(url) === index,
  );
}
