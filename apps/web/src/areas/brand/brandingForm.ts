// The Brand Management form as the merchant edits it, and what is sent and previewed from it
// (doc 3 §3, §5, §9): colours as #rrggbb, the border radius as typed (blank for none), each font
// as a family and a variant chosen apart. A font is saved only when both are chosen.
import {
  fontName,
  fontStylesheetPath,
  isBrandFontVariant,
  parseFontName,
  type BrandingValues,
  type FontVariant,
} from '@vendy/client/domain';
import type { BrandingSettingsInput } from '@vendy/client/generated';
import { brandingSchema } from '@vendy/client/validation';
import { ValidationError } from 'yup';

export interface FontChoice {
  family: string | null;
  variant: FontVariant | null;
}

export interface BrandingDraft {
  buttonBackgroundColor: string;
  buttonTextColor: string;
  /** As typed; blank means none (viewers then use the default). */
  buttonBorderRadius: string;
  buttonFont: FontChoice;
  textColor: string;
  textHighlightColor: string;
  textFont: FontChoice;
  bannerHighlightColor: string;
  productCardBackgroundColor: string;
  hideVendyBranding: boolean;
}

export type ColorKey =
  | 'buttonBackgroundColor'
  | 'buttonTextColor'
  | 'textColor'
  | 'textHighlightColor'
  | 'bannerHighlightColor'
  | 'productCardBackgroundColor';

const NO_FONT: FontChoice = { family: null, variant: null };

function fontChoice(name: string): FontChoice {
  return parseFontName(name) ?? NO_FONT;
}

/** The form showing saved settings (or the defaults the server answers with). */
export function draftOf(settings: BrandingValues): BrandingDraft {
  return {
    buttonBackgroundColor: settings.buttonBackgroundColor,
    buttonTextColor: settings.buttonTextColor,
    buttonBorderRadius:
      settings.buttonBorderRadius === null ? '' : String(settings.buttonBorderRadius),
    buttonFont: fontChoice(settings.buttonFontName),
    textColor: settings.textColor,
    textHighlightColor: settings.textHighlightColor,
    textFont: fontChoice(settings.textFontName),
    bannerHighlightColor: settings.bannerHighlightColor,
    productCardBackgroundColor: settings.productCardBackgroundColor,
    hideVendyBranding: settings.hideVendyBranding,
  };
}

/** Another family: the variant stays when the new family has it, else it is to be chosen. */
export function withFamily(choice: FontChoice, family: string | null): FontChoice {
  const variant =
    family && choice.variant && isBrandFontVariant(family, choice.variant) ? choice.variant : null;
  return { family, variant };
}

/** The stored name of a fully chosen font, else null (a half-chosen font is not saved). */
export function chosenFontName(choice: FontChoice): string | null {
  return choice.family && choice.variant ? fontName(choice.family, choice.variant) : null;
}

/** The shared schema's message for the typed border radius, or null when it is valid. */
export function radiusError(typed: string): string | null {
  try {
    brandingSchema.validateSyncAt('buttonBorderRadius', { buttonBorderRadius: typed.trim() });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

function radiusOf(typed: string): number | null {
  return typed.trim() === '' ? null : Number(typed.trim());
}

/** What 'Save Settings' sends: the whole settings; a font and its URL only when fully chosen. */
export function settingsInput(draft: BrandingDraft): BrandingSettingsInput {
  const buttonFontName = chosenFontName(draft.buttonFont);
  const textFontName = chosenFontName(draft.textFont);
  return {
    buttonBackgroundColor: draft.buttonBackgroundColor,
    buttonTextColor: draft.buttonTextColor,
    buttonBorderRadius: radiusOf(draft.buttonBorderRadius),
    buttonFontName,
    buttonFontUrl: buttonFontName && fontStylesheetPath(buttonFontName),
    textColor: draft.textColor,
    textHighlightColor: draft.textHighlightColor,
    textFontName,
    textFontUrl: textFontName && fontStylesheetPath(textFontName),
    bannerHighlightColor: draft.bannerHighlightColor,
    productCardBackgroundColor: draft.productCardBackgroundColor,
    hideVendyBranding: draft.hideVendyBranding,
  };
}

/**
 * The branding the preview applies (the player's `brandingStyle`): what is typed, with an
 * invalid radius or a half-chosen font left to the defaults, as the viewers would.
 */
export function previewBranding(draft: BrandingDraft): Partial<BrandingValues> {
  const buttonFontName = chosenFontName(draft.buttonFont);
  const textFontName = chosenFontName(draft.textFont);
  return {
    buttonBackgroundColor: draft.buttonBackgroundColor,
    buttonTextColor: draft.buttonTextColor,
    buttonBorderRadius: radiusError(draft.buttonBorderRadius)
      ? null
      : radiusOf(draft.buttonBorderRadius),
    ...(buttonFontName ? { buttonFontName } : {}),
    textColor: draft.textColor,
    textHighlightColor: draft.textHighlightColor,
    ...(textFontName ? { textFontName } : {}),
    bannerHighlightColor: draft.bannerHighlightColor,
    productCardBackgroundColor: draft.productCardBackgroundColor,
    hideVendyBranding: draft.hideVendyBranding,
  };
}

/** Whether the form differs from what is saved (the same inputs would be sent). */
export function hasChanges(draft: BrandingDraft, saved: BrandingDraft): boolean {
  return JSON.stringify(settingsInput(draft)) !== JSON.stringify(settingsInput(saved));
}
