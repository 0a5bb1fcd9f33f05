// Forms of doc 3: layouts, placement percentages, branding, AI keys, Synthesia videos, slider pages
// and the product card's quantity.
import { array, number as yupNumber, object, string } from 'yup';
import {
  AI_KEY_MAX,
  DEFAULT_SLIDER_TITLE,
  fontStylesheetPath,
  parseFontName,
  PLACEMENT_TOTAL,
  QUANTITY_MIN,
  SYNTHESIA_ALIGNMENTS,
  SYNTHESIA_AVATAR_STYLE,
  SYNTHESIA_AVATARS,
  SYNTHESIA_BACKGROUNDS,
  SYNTHESIA_SCENE_DEFAULTS,
  TEXT_MAX,
  URL_MAX,
} from '../../domain';
import { thumbnailFile } from '../media';
import {
  INPUT_TOO_LONG,
  INVALID_ALIGNMENT,
  INVALID_AVATAR,
  INVALID_BACKGROUND,
  INVALID_COLOUR,
  INVALID_FONT,
  INVALID_FONT_URL,
  MUST_BE_POSITIVE,
  NOT_A_NUMBER,
  PERCENTAGE_OUT_OF_RANGE,
  PERCENTAGES_MUST_TOTAL_100,
  PLEASE_ENTER_A_NUMBER,
  PLEASE_SELECT_A_STRATEGY,
  REQUIRED_TEXT,
} from '../messages';
import { boolean, integer, layoutType, optionalText, positive, slug, title } from '../primitives';

export const layoutSchema = object({ title, type: layoutType });

const isBlank = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

/** A percentage as typed: blank means not entered yet, rather than "not a number". */
const percentage = yupNumber()
  .transform((value: unknown, original: unknown) => (isBlank(original) ? undefined : value))
  .typeError(NOT_A_NUMBER)
  .required(PLEASE_ENTER_A_NUMBER)
  .min(0, PERCENTAGE_OUT_OF_RANGE)
  .max(PLACEMENT_TOTAL, PERCENTAGE_OUT_OF_RANGE);

export const placementPercentageItemSchema = object({
  strategyId: string().required(PLEASE_SELECT_A_STRATEGY),
  rangePercentage: percentage,
});

/** Floating-point sums of decimals (33.3 + 33.3 + 33.4) must still count as 100. */
const sumsToTotal = (values: number[]): boolean =>
  Math.abs(values.reduce((sum, value) => sum + value, 0) - PLACEMENT_TOTAL) < 1e-9;

/**
 * An experiment's split of viewers between strategies. An empty list is allowed (it removes the
 * experiment); the total is only judged once every percentage is itself valid.
 */
export const placementPercentagesSchema = object({
  items: array()
    .of(placementPercentageItemSchema)
    .required(REQUIRED_TEXT)
    .test({
      name: 'percentages-total',
      message: PERCENTAGES_MUST_TOTAL_100,
      test: (items) => {
        if (!items || items.length === 0) return true;
        const values = items.map((item) => item.rangePercentage);
        const isValidShare = (value: unknown) =>
          typeof value === 'number' && value >= 0 && value <= PLACEMENT_TOTAL;
        if (!values.every(isValidShare)) return true;
        return sumsToTotal(values);
      },
    }),
});

/** A colour as the pickers give it, #rrggbb (kept in lower case); absent or null takes its default. */
const colour = string()
  .trim()
  .lowercase()
  .matches(/^#[0-9a-f]{6}$/, { message: INVALID_COLOUR, excludeEmptyString: false })
  .nullable();

/** A stored font name of an offered font: 'family-variant' (or a bare family, its n4). */
const fontNameField = string()
  .nullable()
  .test('offered-font', INVALID_FONT, (name) => name == null || parseFontName(name) !== null);

/**
 * A font's stylesheet: null, or our own stylesheet of the font named beside it (a font without a
 * name loads nothing). Our server serves it; no other address is accepted.
 */
const fontUrlOf = (nameField: 'buttonFontName' | 'textFontName') =>
  string()
    .max(URL_MAX, INPUT_TOO_LONG)
    .nullable()
    .test('own-font-url', INVALID_FONT_URL, function ownFontUrl(url) {
      if (url == null) return true;
      const name = (this.parent as Record<string, unknown>)[nameField];
      // A name that is not an offered font is refused on its own field.
      if (typeof name === 'string' && parseFontName(name) === null) return true;
      return typeof name === 'string' && fontStylesheetPath(name) === url;
    });

/**
 * Group branding (doc 3 §5); a cleared border radius is sent as null (viewers then use the
 * default). The server runs it too: colours #rrggbb, fonts from BRAND_FONTS, font URLs only ours.
 */
export const brandingSchema = object({
  buttonBackgroundColor: colour,
  buttonTextColor: colour,
  buttonBorderRadius: integer
    .transform((value: unknown, original: unknown) => (isBlank(original) ? null : value))
    .positive(MUST_BE_POSITIVE)
    .nullable(),
  buttonFontName: fontNameField,
  buttonFontUrl: fontUrlOf('buttonFontName'),
  textColor: colour,
  textHighlightColor: colour,
  textFontName: fontNameField,
  textFontUrl: fontUrlOf('textFontName'),
  bannerHighlightColor: colour,
  productCardBackgroundColor: colour,
  hideVendyBranding: boolean.default(false),
});

/**
 * The stored font name (`family-variant`, e.g. roboto-n7), or null when the family or the variant
 * is still unchosen: a half-chosen font is not saved.
 */
export function brandingFontName(
  family: string | null | undefined,
  variant: string | null | undefined,
): string | null {
  const chosenFamily = family?.trim();
  const chosenVariant = variant?.trim();
  return chosenFamily && chosenVariant ? `${chosenFamily}-${chosenVariant}` : null;
}

export const aiKeySchema = object({
  key: string().trim().required(REQUIRED_TEXT).max(AI_KEY_MAX, INPUT_TOO_LONG),
});

/** One of a fixed list, defaulted when absent; a blank or unknown value gets `message`. */
function choice<T extends string>(values: readonly T[], message: string, fallback: T) {
  return string().oneOf(values, message).nonNullable(message).default(fallback);
}

export const synthesiaSceneSchema = object({
  scriptText: string().trim().required(REQUIRED_TEXT),
  avatar: choice(SYNTHESIA_AVATARS, INVALID_AVATAR, SYNTHESIA_SCENE_DEFAULTS.avatar),
  background: choice(
    SYNTHESIA_BACKGROUNDS,
    INVALID_BACKGROUND,
    SYNTHESIA_SCENE_DEFAULTS.background,
  ),
  avatarSettings: object({
    style: choice([SYNTHESIA_AVATAR_STYLE], INVALID_AVATAR, SYNTHESIA_AVATAR_STYLE),
    horizontalAlign: choice(
      SYNTHESIA_ALIGNMENTS,
      INVALID_ALIGNMENT,
      SYNTHESIA_SCENE_DEFAULTS.horizontalAlign,
    ),
    scale: positive.required(REQUIRED_TEXT).default(SYNTHESIA_SCENE_DEFAULTS.scale),
  }),
});

/** createSynthesiaVideo's videoInput: a title and at least one scene. */
export const synthesiaVideoInputSchema = object({
  title,
  input: array().of(synthesiaSceneSchema).min(1, REQUIRED_TEXT).required(REQUIRED_TEXT),
});

/** The 'Generate Video' form: the video input plus the thumbnail image to upload. */
export const synthesiaSchema = synthesiaVideoInputSchema.shape({ thumbnail: thumbnailFile });

const untitled = string()
  .trim()
  .max(TEXT_MAX, INPUT_TOO_LONG)
  .required(REQUIRED_TEXT)
  .default(DEFAULT_SLIDER_TITLE);

export const sliderSchema = object({
  id: string().required(REQUIRED_TEXT),
  title: untitled,
});

export const sliderPageSchema = object({
  id: string().required(REQUIRED_TEXT),
  title: untitled,
  slug,
  description: optionalText.trim(),
  sliders: array().of(sliderSchema).default([]),
  featuredSlider: sliderSchema.default(undefined).nullable(),
});

/** Quantity on the product card: a whole number, never below 1. */
export const quantity = integer.min(QUANTITY_MIN, MUST_BE_POSITIVE).required(REQUIRED_TEXT);

/** The quantity a stepper may show: whole and at least 1. */
export function clampQuantity(value: number): number {
  return Number.isFinite(value) ? Math.max(QUANTITY_MIN, Math.floor(value)) : QUANTITY_MIN;
}
