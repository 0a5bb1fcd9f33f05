import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@vendy/client/domain';
import {
  draftOf,
  hasChanges,
  previewBranding,
  radiusError,
  settingsInput,
  withFamily,
} from './brandingForm';

const defaults = draftOf(DEFAULT_BRANDING);

describe('draftOf', () => {
  it('reads a bare family as its regular variant and a radius as text', () => {
    expect(defaults.buttonFont).toEqual({ family: 'roboto', variant: 'n4' });
    expect(defaults.textFont).toEqual({ family: 'roboto', variant: 'n4' });
    expect(defaults.buttonBorderRadius).toBe('8');
    expect(draftOf({ ...DEFAULT_BRANDING, buttonBorderRadius: null }).buttonBorderRadius).toBe('');
  });

  it('reads a stored family-variant, and leaves a font that is no longer offered unchosen', () => {
    const draft = draftOf({
      ...DEFAULT_BRANDING,
      buttonFontName: 'open-sans-i7',
      textFontName: 'comic-sans-n4',
    });
    expect(draft.buttonFont).toEqual({ family: 'open-sans', variant: 'i7' });
    expect(draft.textFont).toEqual({ family: null, variant: null });
  });
});

describe('withFamily', () => {
  it('keeps the variant when the new family has it, else asks for one', () => {
    expect(withFamily({ family: 'roboto', variant: 'n7' }, 'lato')).toEqual({
      family: 'lato',
      variant: 'n7',
    });
    // Lato has no Semi Bold.
    expect(withFamily({ family: 'roboto', variant: 'n6' }, 'lato')).toEqual({
      family: 'lato',
      variant: null,
    });
  });
});

describe('radiusError', () => {
  it("takes a positive integer or nothing, with the shared schema's messages", () => {
    expect(radiusError('12')).toBeNull();
    expect(radiusError('')).toBeNull();
    expect(radiusError('  ')).toBeNull();
    expect(radiusError('0')).toMatch(/positive/i);
    expect(radiusError('2.5')).not.toBeNull();
    expect(radiusError('round')).not.toBeNull();
  });
});

describe('settingsInput', () => {
  it('sends every field; a font with its own stylesheet path', () => {
    expect(settingsInput(defaults)).toEqual({
      buttonBackgroundColor: '#0393fb',
      buttonTextColor: '#ffffff',
      buttonBorderRadius: 8,
      buttonFontName: 'roboto-n4',
      buttonFontUrl: '/media/fonts/roboto/n4.css',
      textColor: '#000000',
      textHighlightColor: '#0393fb',
      textFontName: 'roboto-n4',
      textFontUrl: '/media/fonts/roboto/n4.css',
      bannerHighlightColor: '#0393fb',
      productCardBackgroundColor: '#ffffff',
      hideVendyBranding: false,
    });
  });

  it('sends no font while its family or variant is unchosen, and a blank radius as null', () => {
    const input = settingsInput({
      ...defaults,
      buttonBorderRadius: ' ',
      buttonFont: { family: 'lato', variant: null },
      textFont: { family: null, variant: 'n4' },
    });
    expect(input).toMatchObject({
      buttonBorderRadius: null,
      buttonFontName: null,
      buttonFontUrl: null,
      textFontName: null,
      textFontUrl: null,
    });
  });
});

describe('previewBranding', () => {
  it('leaves an invalid radius and a half-chosen font to the defaults', () => {
    const preview = previewBranding({
      ...defaults,
      buttonBorderRadius: '-3',
      buttonFont: { family: 'lato', variant: null },
    });
    expect(preview.buttonBorderRadius).toBeNull();
    expect(preview.buttonFontName).toBeUndefined();
    expect(preview.textFontName).toBe('roboto-n4');
  });
});

describe('hasChanges', () => {
  it('compares what would be sent', () => {
    expect(hasChanges({ ...defaults }, defaults)).toBe(false);
    expect(hasChanges({ ...defaults, textColor: '#111111' }, defaults)).toBe(true);
    // Choosing another family without a variant changes what is sent (no font).
    expect(hasChanges({ ...defaults, textFont: { family: 'lato', variant: null } }, defaults)).toBe(
      true,
    );
  });
});
