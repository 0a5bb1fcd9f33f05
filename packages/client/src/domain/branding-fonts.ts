/**
 * The fonts a group can choose for its viewers' buttons and text (doc 3 §5, §9): 13 families,
 * weights Thin to Black. A chosen font is stored as 'family-variant' (e.g. 'roboto-n4'); its
 * stylesheet is served by our own server under /media/fonts, never by a font CDN.
 */

/** A weight and style: 'n' (normal) or 'i' (italic), then the weight / 100 ('n4' = 400 normal). */
export type FontVariant = `${'n' | 'i'}${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

export interface BrandFont {
  /** Lower-case family id, as in stored font names and URLs ('work-sans'). */
  readonly id: string;
  /** The family as shown and as the CSS font-family ('Work Sans'). */
  readonly label: string;
  /** The variants the family's files provide, lightest first, each normal before its italic. */
  readonly variants: readonly FontVariant[];
}

/** The variant used when only a family is given (the default font is the bare 'roboto'). */
export const DEFAULT_FONT_VARIANT: FontVariant = 'n4';

/** Fonts are loaded this many at a time by the Brand Management page (doc 3 §9). */
export const FONT_LOAD_CONCURRENCY = 10;

function variants(weights: readonly number[]): FontVariant[] {
  return weights.flatMap((w) => [`n${w}`, `i${w}`] as FontVariant[]);
}

const ALL_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The families offered, alphabetical. Each variant list is what the family's files provide
 * (latin subset, woff2) in the pinned @fontsource packages the server serves them from.
 */
export const BRAND_FONTS: readonly BrandFont[] = [
  { id: 'barlow', label: 'Barlow', variants: variants(ALL_WEIGHTS) },
  { id: 'fira-sans', label: 'Fira Sans', variants: variants(ALL_WEIGHTS) },
  { id: 'inter', label: 'Inter', variants: variants(ALL_WEIGHTS) },
  { id: 'kanit', label: 'Kanit', variants: variants(ALL_WEIGHTS) },
  { id: 'lato', label: 'Lato', variants: variants([1, 3, 4, 7, 9]) },
  { id: 'merriweather', label: 'Merriweather', variants: variants([3, 4, 5, 6, 7, 8, 9]) },
  { id: 'montserrat', label: 'Montserrat', variants: variants(ALL_WEIGHTS) },
  { id: 'open-sans', label: 'Open Sans', variants: variants([3, 4, 5, 6, 7, 8]) },
  { id: 'playfair-display', label: 'Playfair Display', variants: variants([4, 5, 6, 7, 8, 9]) },
  { id: 'poppins', label: 'Poppins', variants: variants(ALL_WEIGHTS) },
  { id: 'raleway', label: 'Raleway', variants: variants(ALL_WEIGHTS) },
  { id: 'roboto', label: 'Roboto', variants: variants(ALL_WEIGHTS) },
  { id: 'work-sans', label: 'Work Sans', variants: variants(ALL_WEIGHTS) },
];

const FONTS_BY_ID = new Map(BRAND_FONTS.map((font) => [font.id, font]));

/** The offered family with this id, or undefined. */
export function brandFont(family: string): BrandFont | undefined {
  return FONTS_BY_ID.get(family);
}

/** Whether the family is offered with this variant. */
export function isBrandFontVariant(family: string, variant: string): variant is FontVariant {
  return (brandFont(family)?.variants as readonly string[] | undefined)?.includes(variant) ?? false;
}

/** The stored name of a font: 'roboto' + 'n4' → 'roboto-n4'. */
export function fontName(family: string, variant: FontVariant): string {
  return `${family}-${variant}`;
}

/**
 * The offered family and variant a stored name stands for: 'roboto-i7' → roboto, i7; a bare
 * family ('roboto', the default) → its DEFAULT_FONT_VARIANT. Null when the family or variant is
 * not offered.
 */
export function parseFontName(name: string): { family: string; variant: FontVariant } | null {
  const bare = brandFont(name);
  if (bare) {
    return bare.variants.includes(DEFAULT_FONT_VARIANT)
      ? { family: bare.id, variant: DEFAULT_FONT_VARIANT }
      : null;
  }
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([ni][1-9])$/.exec(name);
  if (!match) return null;
  const [, family, variant] = match as unknown as [string, string, string];
  return isBrandFontVariant(family, variant) ? { family, variant } : null;
}

const WEIGHT_LABELS: Record<string, string> = {
  '1': 'Thin',
  '2': 'Extra Light',
  '3': 'Light',
  '4': 'Regular',
  '5': 'Medium',
  '6': 'Semi Bold',
  '7': 'Bold',
  '8': 'Extra Bold',
  '9': 'Black',
};

/** A variant as offered in the picker: 'n7' → 'Bold', 'i4' → 'Regular Italic'. */
export function variantLabel(variant: FontVariant): string {
  const weight = WEIGHT_LABELS[variant.slice(1)] ?? variant;
  return variant.startsWith('i') ? `${weight} Italic` : weight;
}

/** The CSS font-weight and font-style of a variant: 'i7' → 700, 'italic'. */
export function variantCss(variant: FontVariant): { weight: number; style: 'normal' | 'italic' } {
  return {
    weight: Number(variant.slice(1)) * 100,
    style: variant.startsWith('i') ? 'italic' : 'normal',
  };
}

/**
 * The family our stylesheets declare beside each offered font: a local sans-serif (Arial or a
 * metric-compatible face) scaled to the font's average width and given its vertical metrics, so
 * text drawn while the font file loads takes the room the font will take ('Work Sans Fallback').
 * Listed right after the font in a font-family.
 */
export function fallbackFontFamily(label: string): string {
  return `${label} Fallback`;
}

/** Where fonts are served (our own server, under the /media route). */
export const FONT_PATH_PREFIX = '/media/fonts';

/**
 * The path of our stylesheet (one @font-face) for a stored font name: 'roboto-n4' →
 * '/media/fonts/roboto/n4.css'; a bare family loads its default variant. Null for a font that is
 * not offered. This is the only font URL a group can save.
 */
export function fontStylesheetPath(name: string): string | null {
  const parsed = parseFontName(name);
  return parsed ? `${FONT_PATH_PREFIX}/${parsed.family}/${parsed.variant}.css` : null;
}
