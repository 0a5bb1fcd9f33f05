import { describe, expect, it } from 'vitest';
import {
  BRAND_FONTS,
  DEFAULT_FONT_VARIANT,
  FONT_LOAD_CONCURRENCY,
  brandFont,
  fontName,
  fontStylesheetPath,
  isBrandFontVariant,
  parseFontName,
  variantCss,
  variantLabel,
} from './branding-fonts';
import { DEFAULT_BRANDING } from './constants';

describe('brand fonts', () => {
  it('offers 13 families with unique ids, roboto (the default) among them', () => {
    expect(BRAND_FONTS).toHaveLength(13);
    expect(new Set(BRAND_FONTS.map((f) => f.id)).size).toBe(13);
    expect(brandFont('roboto')?.label).toBe('Roboto');
    expect(brandFont(DEFAULT_BRANDING.buttonFontName)).toBeDefined();
    expect(brandFont(DEFAULT_BRANDING.textFontName)).toBeDefined();
    for (const font of BRAND_FONTS) {
      expect(font.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(font.variants).toContain(DEFAULT_FONT_VARIANT);
      expect(new Set(font.variants).size).toBe(font.variants.length);
    }
  });

  it('spans Thin to Black across the families', () => {
    const all = new Set(BRAND_FONTS.flatMap((f) => f.variants));
    expect(all.has('n1')).toBe(true);
    expect(all.has('i9')).toBe(true);
  });

  it('stores family-variant and reads it back', () => {
    expect(DEFAULT_FONT_VARIANT).toBe('n4');
    expect(FONT_LOAD_CONCURRENCY).toBe(10);
    expect(fontName('roboto', 'n4')).toBe('roboto-n4');
    expect(fontName('work-sans', 'i7')).toBe('work-sans-i7');
    expect(parseFontName('roboto-n4')).toEqual({ family: 'roboto', variant: 'n4' });
    expect(parseFontName('work-sans-i7')).toEqual({ family: 'work-sans', variant: 'i7' });
    expect(parseFontName('playfair-display-n9')).toEqual({
      family: 'playfair-display',
      variant: 'n9',
    });
    for (const font of BRAND_FONTS) {
      for (const variant of font.variants) {
        expect(parseFontName(fontName(font.id, variant))).toEqual({ family: font.id, variant });
      }
    }
  });

  it('reads a bare family as its regular weight', () => {
    expect(parseFontName('roboto')).toEqual({ family: 'roboto', variant: 'n4' });
    expect(parseFontName('open-sans')).toEqual({ family: 'open-sans', variant: 'n4' });
  });

  it('refuses families and variants that are not offered', () => {
    for (const name of [
      '',
      'comic-sans-n4',
      'roboto-n0',
      'roboto-x4',
      'roboto-n10',
      'Roboto-n4',
      'roboto-n4 ',
      'lato-n2', // Lato has no Extra Light
      'open-sans-n1', // Open Sans starts at Light
      'playfair-display-n3',
      '../roboto-n4',
      'roboto/../../etc-n4',
      'roboto-',
      '-n4',
    ]) {
      expect(parseFontName(name), name).toBeNull();
      expect(fontStylesheetPath(name), name).toBeNull();
    }
    expect(isBrandFontVariant('lato', 'n4')).toBe(true);
    expect(isBrandFontVariant('lato', 'n5')).toBe(false);
    expect(isBrandFontVariant('nope', 'n4')).toBe(false);
  });

  it('labels variants Thin to Black, italics included', () => {
    expect(variantLabel('n1')).toBe('Thin');
    expect(variantLabel('n2')).toBe('Extra Light');
    expect(variantLabel('n3')).toBe('Light');
    expect(variantLabel('n4')).toBe('Regular');
    expect(variantLabel('n5')).toBe('Medium');
    expect(variantLabel('n6')).toBe('Semi Bold');
    expect(variantLabel('n7')).toBe('Bold');
    expect(variantLabel('n8')).toBe('Extra Bold');
    expect(variantLabel('n9')).toBe('Black');
    expect(variantLabel('i4')).toBe('Regular Italic');
    expect(variantLabel('i9')).toBe('Black Italic');
    expect(variantCss('i7')).toEqual({ weight: 700, style: 'italic' });
    expect(variantCss('n1')).toEqual({ weight: 100, style: 'normal' });
  });

  it('gives our own stylesheet path for a font', () => {
    expect(fontStylesheetPath('roboto-n4')).toBe('/media/fonts/roboto/n4.css');
    expect(fontStylesheetPath('roboto')).toBe('/media/fonts/roboto/n4.css');
    expect(fontStylesheetPath('work-sans-i7')).toBe('/media/fonts/work-sans/i7.css');
  });
});
