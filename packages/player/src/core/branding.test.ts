import { describe, expect, it } from 'vitest';
import { playerVars } from '../styles/theme.css';
import { brandingFontLoads, brandingFontUrls, brandingStyle, parseFontName } from './branding';

const cssName = (variable: string) => variable.replace(/^var\((--[^)]+)\)$/, '$1');

describe('branding', () => {
  it('turns saved branding into the scoped theme variables', () => {
    const style = brandingStyle({
      buttonBackgroundColor: '#111111',
      buttonBorderRadius: 0,
      buttonFontName: 'open-sans-i7',
      productCardBackgroundColor: '#fafafa',
    });
    expect(style[cssName(playerVars.color.buttonBackground)]).toBe('#111111');
    expect(style[cssName(playerVars.radius.button)]).toBe('0px');
    expect(style[cssName(playerVars.color.cardBackground)]).toBe('#fafafa');
    expect(style[cssName(playerVars.font.button)]).toMatch(/^"Open Sans", "Open Sans Fallback", /);
    expect(style[cssName(playerVars.fontWeight.button)]).toBe('700');
    expect(style[cssName(playerVars.fontStyle.button)]).toBe('italic');
    // Unset fields keep the theme's defaults.
    expect(style[cssName(playerVars.color.text)]).toBeUndefined();
    expect(brandingStyle(null)).toEqual({});
  });

  it('reads family-variant font names', () => {
    expect(parseFontName('roboto-n4')).toEqual({
      family: 'roboto',
      weight: '400',
      style: 'normal',
    });
    expect(parseFontName('lato')).toEqual({ family: 'lato', weight: '400', style: 'normal' });
  });

  it('names each font to load with the stylesheet that declares it', () => {
    expect(
      brandingFontLoads({
        buttonFontName: 'work-sans-i7',
        buttonFontUrl: '/media/fonts/work-sans/i7.css',
        textFontName: 'roboto',
        textFontUrl: null,
      }),
    ).toEqual([{ url: '/media/fonts/work-sans/i7.css', font: 'italic 700 1em "Work Sans"' }]);
    expect(brandingFontLoads(null)).toEqual([]);
  });

  it('lists the font stylesheets once each', () => {
    expect(brandingFontUrls({ buttonFontUrl: 'a.css', textFontUrl: 'a.css' })).toEqual(['a.css']);
    expect(brandingFontUrls({ buttonFontUrl: null })).toEqual([]);
  });
});
