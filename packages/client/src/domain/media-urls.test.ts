import { describe, expect, it } from 'vitest';
import {
  hlsManifestUrl,
  parseTikTokUrl,
  parseYouTubeUrl,
  TIKTOK_DEFAULTS,
  tikTokEmbedUrl,
  youTubeWatchUrl,
} from './media-urls';

const ID = 'dQw4w9WgXcQ';

describe('parseYouTubeUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `youtu.be/${ID}`,
    `  https://WWW.YOUTUBE.COM/watch?v=${ID}  `,
  ])('reads the video id of %s', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({
      ok: true,
      videoId: ID,
      isShort: false,
      aspectRatio: 16 / 9,
    });
  });

  it('recognises shorts, which are portrait (0.5625)', () => {
    expect(parseYouTubeUrl(`https://www.youtube.com/shorts/${ID}`)).toEqual({
      ok: true,
      videoId: ID,
      isShort: true,
      aspectRatio: 0.5625,
    });
  });

  it.each([
    'https://vimeo.com/123',
    'https://youtube.co/watch?v=abc',
    'https://music.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
  ])('refuses %s as not from YouTube', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: false, message: 'URL must be from Youtube.' });
  });

  it.each([
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/shorts/',
    'https://www.youtube.com/@channel',
    'https://youtu.be/',
  ])('finds no video id in %s', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: false, message: 'No video ID found.' });
  });

  it.each([
    '',
    '   ',
    'http://',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/short',
  ])('calls %j an invalid URL', (url) => {
    expect(parseYouTubeUrl(url)).toEqual({ ok: false, message: 'Invalid URL.' });
  });
});

describe('parseTikTokUrl', () => {
  const VIDEO = '7234567890123456789';

  it.each([
    `https://www.tiktok.com/@shop/video/${VIDEO}`,
    `https://tiktok.com/@shop/video/${VIDEO}/`,
    `https://m.tiktok.com/v/${VIDEO}?lang=en`,
    `www.tiktok.com/@shop/video/${VIDEO}`,
  ])('reads the video id of %s, exactly, as a string', (url) => {
    expect(parseTikTokUrl(url)).toEqual({ ok: true, videoId: VIDEO });
  });

  it('refuses other sites', () => {
    expect(parseTikTokUrl('https://www.youtube.com/watch?v=1')).toEqual({
      ok: false,
      message: 'URL must be from TikTok.',
    });
    expect(parseTikTokUrl('https://tiktok.com.evil.example/@a/video/1')).toEqual({
      ok: false,
      message: 'URL must be from TikTok.',
    });
  });

  it('needs a last path segment', () => {
    expect(parseTikTokUrl('https://www.tiktok.com/')).toEqual({
      ok: false,
      message: 'No video ID found.',
    });
  });

  it('needs the last path segment to be an integer', () => {
    expect(parseTikTokUrl('https://www.tiktok.com/@shop')).toEqual({
      ok: false,
      message: 'Invalid video ID.',
    });
    expect(parseTikTokUrl('https://www.tiktok.com/@shop/video/12a3')).toEqual({
      ok: false,
      message: 'Invalid video ID.',
    });
  });

  it('calls an unreadable address an invalid URL', () => {
    expect(parseTikTokUrl('')).toEqual({ ok: false, message: 'Invalid URL.' });
  });

  it('assumes a minute-long portrait video', () => {
    expect(TIKTOK_DEFAULTS).toEqual({ duration: 60, aspectRatio: 0.5625 });
  });
});

describe('playback addresses', () => {
  it('builds the HLS manifest address of an uploaded video', () => {
    expect(hlsManifestUrl('https://media.vendy.test', 'v1')).toBe(
      'https://media.vendy.test/v1/manifest/video.m3u8',
    );
    expect(hlsManifestUrl('https://media.vendy.test/', 'v1')).toBe(
      'https://media.vendy.test/v1/manifest/video.m3u8',
    );
  });

  it('builds YouTube watch and TikTok embed addresses', () => {
    expect(youTubeWatchUrl(ID)).toBe(`https://www.youtube.com/watch?v=${ID}`);
    expect(tikTokEmbedUrl('7234567890123456789')).toBe(
      'https://www.tiktok.com/player/v1/7234567890123456789',
    );
  });
});
