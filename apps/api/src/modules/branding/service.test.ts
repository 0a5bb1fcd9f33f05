import { DEFAULT_BRANDING } from '@vendy/client/domain';
import { describe, expect, it } from 'vitest';
import { brandingInForce, brandingValuesOf, type BrandingRow } from './service';

const row: BrandingRow = {
  ...DEFAULT_BRANDING,
  groupId: 'g',
  buttonBackgroundColor: '#112233',
  hideVendyBranding: true,
  updatedAt: new Date(0),
};

describe('the branding in force for the embeds', () => {
  it('is the saved settings on a plan with white-label branding', () => {
    for (const plan of ['standard', 'growth']) {
      expect(brandingInForce(row, plan)).toMatchObject({
        buttonBackgroundColor: '#112233',
        hideVendyBranding: true,
      });
    }
  });

  it('is the defaults, Powered-by logo shown, on any other plan or none', () => {
    for (const plan of ['free', 'starter', 'unknown', null]) {
      expect(brandingInForce(row, plan)).toEqual(DEFAULT_BRANDING);
    }
  });

  it('is the defaults when nothing is saved', () => {
    expect(brandingInForce(undefined, 'growth')).toEqual(DEFAULT_BRANDING);
  });
});

describe('what a save stores', () => {
  it('takes the defaults for what is left out or null', () => {
    expect(brandingValuesOf({})).toEqual(DEFAULT_BRANDING);
    expect(brandingValuesOf({ textColor: null, hideVendyBranding: null })).toEqual(
      DEFAULT_BRANDING,
    );
  });

  it('keeps a cleared radius as null', () => {
    expect(brandingValuesOf({ buttonBorderRadius: null }).buttonBorderRadius).toBeNull();
    expect(brandingValuesOf({ buttonBorderRadius: 3 }).buttonBorderRadius).toBe(3);
  });

  it('gives a chosen font our stylesheet, the default font none', () => {
    expect(brandingValuesOf({ buttonFontName: 'lato-i7' })).toMatchObject({
      buttonFontName: 'lato-i7',
      buttonFontUrl: '/media/fonts/lato/i7.css',
      textFontName: 'roboto',
      textFontUrl: null,
    });
    expect(brandingValuesOf({ textFontName: 'roboto' }).textFontUrl).toBe(
      '/media/fonts/roboto/n4.css',
    );
  });
});
