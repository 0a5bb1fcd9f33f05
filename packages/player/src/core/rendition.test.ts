import { describe, expect, it } from 'vitest';
import { MAX_START_PIXEL_RATIO, firstSegment, fittingRendition, masterVariants } from './rendition';

// A portrait ladder as the transcode makes it (hls.js lists levels by bitrate, smallest first).
const portrait = [
  { width: 360, height: 640, bitrate: 800_000 },
  { width: 540, height: 960, bitrate: 1_600_000 },
  { width: 720, height: 1280, bitrate: 2_800_000 },
  { width: 1080, height: 1920, bitrate: 5_000_000 },
];

describe('fittingRendition', () => {
  it('starts at the smallest rendition that fills the frame at the screen density', () => {
    // A phone's portrait frame, 360 × 640 CSS pixels.
    const frame = { width: 360, height: 640 };
    expect(fittingRendition(portrait, frame, 1)).toBe(0);
    expect(fittingRendition(portrait, frame, 1.5)).toBe(1);
    expect(fittingRendition(portrait, frame, 2)).toBe(2);
  });

  it('caps the density it starts for, and takes the largest when none fills the frame', () => {
    const frame = { width: 360, height: 640 };
    expect(MAX_START_PIXEL_RATIO).toBe(2);
    expect(fittingRendition(portrait, frame, 3)).toBe(2);
    expect(fittingRendition(portrait, { width: 1400, height: 2400 }, 1)).toBe(3);
  });

  it('measures the picture shown whole: a portrait video in a wide frame is as high as it', () => {
    // 16:9 frame 640 × 360: a 9:16 picture shows 202 px wide.
    expect(fittingRendition(portrait, { width: 640, height: 360 }, 1)).toBe(0);
    const landscape = [
      { width: 1280, height: 720, bitrate: 2_800_000 },
      { width: 640, height: 360, bitrate: 800_000 },
    ];
    expect(fittingRendition(landscape, { width: 640, height: 360 }, 1)).toBe(1);
    expect(fittingRendition(landscape, { width: 640, height: 360 }, 2)).toBe(0);
  });

  it('has no opinion without a frame or sizes', () => {
    expect(fittingRendition(portrait, null)).toBe(-1);
    expect(fittingRendition(portrait, { width: 0, height: 0 })).toBe(-1);
    expect(fittingRendition([{ bitrate: 1 }], { width: 360, height: 640 })).toBe(-1);
  });
});

describe('playlists', () => {
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=360x640,CODECS="avc1.4d401e,mp4a.40.2"',
    '360p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=720x1280,CODECS="avc1.4d401f,mp4a.40.2"',
    '720p/index.m3u8',
  ].join('\n');
  const base = 'https://media.example.test/v1/manifest/video.m3u8';

  it('reads the variants of a master playlist with their sizes', () => {
    expect(masterVariants(master, base)).toEqual([
      {
        url: 'https://media.example.test/v1/manifest/360p/index.m3u8',
        width: 360,
        height: 640,
        bitrate: 900_000,
      },
      {
        url: 'https://media.example.test/v1/manifest/720p/index.m3u8',
        width: 720,
        height: 1280,
        bitrate: 3_000_000,
      },
    ]);
  });

  it('finds the first media segment of a media playlist', () => {
    const media =
      '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg_000.ts\n#EXTINF:2.0,\nseg_001.ts\n';
    expect(firstSegment(media, 'https://media.example.test/v1/manifest/720p/index.m3u8')).toBe(
      'https://media.example.test/v1/manifest/720p/seg_000.ts',
    );
    expect(masterVariants(media, base)).toEqual([]);
  });
});
