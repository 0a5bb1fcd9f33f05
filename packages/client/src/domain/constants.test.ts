import { describe, expect, it } from 'vitest';
import * as domain from './index';
import {
  DEFAULT_BRANDING,
  DEFAULT_PAGE_SIZES,
  PAGE_SIZE_OPTIONS,
  PICKER_PAGE_SIZES,
  UPLOAD_CHUNK_SIZE,
  UPLOAD_RETRY_DELAYS,
  defaultInstagramVideoTitle,
} from './constants';

describe('constants', () => {
  it('offers page sizes 5, 10, 25, 50 and defaults from that list', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50]);
    expect(DEFAULT_PAGE_SIZES).toMatchObject({
      table: 5,
      products: 25,
      affiliateLinks: 25,
      productCollections: 10,
      videos: 10,
      audios: 10,
      imageCollections: 10,
    });
    expect(PICKER_PAGE_SIZES).toEqual({
      products: 9,
      affiliateLinks: 9,
      productCollections: 4,
      videos: 6,
      imageCollections: 6,
      audios: 6,
    });
  });

  it('uploads in 10 MiB chunks with the given retry delays', () => {
    expect(UPLOAD_CHUNK_SIZE).toBe(10 * 1024 * 1024);
    expect(UPLOAD_RETRY_DELAYS).toEqual([0, 3000, 5000, 10000, 20000]);
  });

  it('has the default branding of the specification', () => {
    expect(DEFAULT_BRANDING).toEqual({
      buttonBackgroundColor: '#0393fb',
      buttonTextColor: '#ffffff',
      buttonBorderRadius: 8,
      buttonFontName: 'roboto',
      buttonFontUrl: null,
      textColor: '#000000',
      textHighlightColor: '#0393fb',
      textFontName: 'roboto',
      textFontUrl: null,
      bannerHighlightColor: '#0393fb',
      productCardBackgroundColor: '#ffffff',
      hideVendyBranding: false,
    });
  });

  it('numbers imported social videos', () => {
    expect(defaultInstagramVideoTitle(3)).toBe('Instagram Video 3');
  });

  it('re-exports every module from the index', () => {
    for (const name of [
      'resolveRedirect',
      'parseYouTubeUrl',
      'parseTikTokUrl',
      'bannerSchedule',
      'activePlan',
      'LAYOUT_TYPES',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
