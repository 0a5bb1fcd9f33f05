import { describe, expect, it } from 'vitest';
import { tikTokPageUrl, youTubePageUrl } from './video-pages';

describe('tikTokPageUrl', () => {
  it('keeps the author handle of a pasted page address, on the canonical host', () => {
    expect(tikTokPageUrl('https://m.tiktok.com/@acme.shop/video/7234567890123456789?lang=en')).toBe(
      'https://www.tiktok.com/@acme.shop/video/7234567890123456789',
    );
    expect(tikTokPageUrl('tiktok.com/@acme/video/42')).toBe(
      'https://www.tiktok.com/@acme/video/42',
    );
  });

  it('gives null for addresses without a handle, and for other sites', () => {
    expect(tikTokPageUrl('https://www.tiktok.com/video/42')).toBeNull();
    expect(tikTokPageUrl('https://www.tiktok.com/player/v1/42')).toBeNull();
    expect(tikTokPageUrl('https://www.tiktok.com/@a b/video/42')).toBeNull();
    expect(tikTokPageUrl('https://example.com/@acme/video/42')).toBeNull();
  });
});

describe('youTubePageUrl', () => {
  it('answers the Shorts page for a Short and the watch page otherwise', () => {
    expect(youTubePageUrl('https://youtube.com/shorts/abcdefghijk')).toBe(
      'https://www.youtube.com/shorts/abcdefghijk',
    );
    expect(youTubePageUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    );
    expect(youTubePageUrl('https://vimeo.com/1')).toBeNull();
  });
});
