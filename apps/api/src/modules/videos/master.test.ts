import { describe, expect, it } from 'vitest';
import { bitrates, codecsByUri, masterPlaylist, readMediaPlaylist } from './master';

const rendition = (name: string, width: number, height: number) => ({
  name,
  width,
  height,
  maxVideoKbps: 800,
  audioKbps: 96,
});

describe('bitrates', () => {
  it('declares the worst segment, not the encoder cap, and the mean over the whole length', () => {
    // 4 s at 1 Mbit/s, then a short 1.5 s segment at 2 Mbit/s (a burst the buffer allowed).
    const rates = bitrates([
      { bytes: 500_000, durationSeconds: 4 },
      { bytes: 375_000, durationSeconds: 1.5 },
    ]);
    expect(rates.peakBps).toBe(2_000_000);
    expect(rates.averageBps).toBe(Math.ceil((875_000 * 8) / 5.5));
  });

  it('rounds up so the declaration is never a bit below', () => {
    expect(bitrates([{ bytes: 1, durationSeconds: 3 }]).peakBps).toBe(3);
  });
});

describe('readMediaPlaylist', () => {
  it('pairs each EXTINF with its segment', () => {
    const text = [
      '#EXTM3U',
      '#EXT-X-VERSION:6',
      '#EXT-X-TARGETDURATION:4',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXTINF:4.000000,',
      'seg_00000.ts',
      '#EXTINF:1.134000,',
      'seg_00001.ts',
      '#EXT-X-ENDLIST',
    ].join('\n');
    expect(readMediaPlaylist(text)).toEqual([
      { uri: 'seg_00000.ts', durationSeconds: 4 },
      { uri: 'seg_00001.ts', durationSeconds: 1.134 },
    ]);
  });
});

describe('masterPlaylist', () => {
  it('states measured bandwidths, frame rate and independent segments', () => {
    const codecs = codecsByUri(
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1,RESOLUTION=640x360,CODECS="avc1.64001e,mp4a.40.2"\n360p/index.m3u8\n',
    );
    const text = masterPlaylist(
      [
        {
          rendition: rendition('360p', 640, 360),
          peakBps: 1_200_000,
          averageBps: 900_000,
          codecs: codecs.get('360p/index.m3u8') ?? null,
        },
      ],
      { num: 30000, den: 1001 },
    );
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        '#EXT-X-STREAM-INF:BANDWIDTH=1200000,AVERAGE-BANDWIDTH=900000,RESOLUTION=640x360,' +
          'FRAME-RATE=29.970,CODECS="avc1.64001e,mp4a.40.2"',
        '360p/index.m3u8',
        '',
      ].join('\n'),
    );
  });
});
