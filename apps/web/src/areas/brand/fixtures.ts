// Branding answers for stories and tests: the defaults (nothing saved) and a group's own.
import { DEFAULT_BRANDING } from '@vendy/client/domain';
import type { BrandingSettings } from './brandActions';

/** What getBrandingSettings answers when nothing is saved. */
export const defaultBranding: BrandingSettings = { ...DEFAULT_BRANDING };

/** A group's saved branding: dark buttons, serif text, a warm card, the logo hidden. */
export const customBranding: BrandingSettings = {
  buttonBackgroundColor: '#1d3557',
  buttonTextColor: '#ffffff',
  buttonBorderRadius: 20,
  buttonFontName: 'montserrat-n7',
  buttonFontUrl: '/media/fonts/montserrat/n7.css',
  textColor: '#2b2d42',
  textHighlightColor: '#e63946',
  textFontName: 'merriweather-n4',
  textFontUrl: '/media/fonts/merriweather/n4.css',
  bannerHighlightColor: '#e63946',
  productCardBackgroundColor: '#fdf6ec',
  hideVendyBranding: true,
};

/** Light grey text on a white card and yellow buttons with white text: both below AA. */
export const lowContrastBranding: BrandingSettings = {
  ...DEFAULT_BRANDING,
  buttonBackgroundColor: '#ffd166',
  buttonTextColor: '#ffffff',
  textColor: '#b0b0b0',
};
