import { describe, expect, it, vi } from 'vitest';
import { sampleVideo } from '../testing';
import { prefetchTimeline } from './prefetch';
import { timelineOfVideo } from './timeline';

const MASTER = 'https://media.example.test/v1/manifest/video.m3u8';
const files: Record<string, string> = {
  [MASTER]: [
    '#EXTM3U',
    '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=360x640',
    '360p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=3000000,RESOLUTION=720x1280',
    '720p/index.m3u8',
  ].join('\n'),
  'https://media.example.test/v1/manifest/360p/index.m3u8': '#EXTM3U\n#EXTINF:2,\nseg_0.ts\n',
  'https://media.example.test/v1/manifest/720p/index.m3u8': '#EXTM3U\n#EXTINF:2,\nseg_0.ts\n',
  'https://media.example.test/v1/manifest/720p/seg_0.ts': 'bytes',
  'https://media.example.test/v1/manifest/360p/seg_0.ts': 'bytes',
};

function fakeFetch() {
  return vi.fn<typeof fetch>(async (input) => {
    const body = files[String(input)];
    return new Response(body ?? 'missing', { status: body ? 200 : 404 });
  });
}

const hlsTimeline = () => timelineOfVideo(sampleVideo({ source: 'UPLOAD', url: MASTER }));

describe('prefetchTimeline', () => {
  it('fetches the master playlist and the playlist of the rendition that fills the frame', async () => {
    const fetch = fakeFetch();
    const fetched = await prefetchTimeline(hlsTimeline(), {
      frame: { width: 360, height: 640 },
      pixelRatio: 2,
      fetch,
    });
    // The first segment of this rendition (3 Mb/s × 2 s = 750 kB) is too heavy to fetch ahead.
    expect(fetched).toEqual([MASTER, 'https://media.example.test/v1/manifest/720p/index.m3u8']);
    // Low priority, with the credentials and mode hls.js asks with, so its requests hit the cache.
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: 'same-origin', priority: 'low' });
  });

  it('adds the first media segment when it is cheap (its bitrate × duration within budget)', async () => {
    const fetch = fakeFetch();
    const frame = { width: 360, height: 640 };
    // 900 kb/s × 2 s = 225 kB: within the default 256 KiB.
    const fetched = await prefetchTimeline(hlsTimeline(), { frame, pixelRatio: 1, fetch });
    expect(fetched.at(-1)).toBe('https://media.example.test/v1/manifest/360p/seg_0.ts');
    const none = await prefetchTimeline(hlsTimeline(), { frame, segmentBytes: 0, fetch });
    expect(none).toHaveLength(2);
  });

  it('contacts nobody for YouTube or TikTok, and stays quiet when a fetch fails', async () => {
    const fetch = fakeFetch();
    const youtube = timelineOfVideo(
      sampleVideo({ source: 'YOUTUBE', url: 'https://www.youtube.com/watch?v=x', sourceId: 'x' }),
    );
    expect(await prefetchTimeline(youtube, { fetch })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    const failing = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('offline');
    });
    await expect(prefetchTimeline(hlsTimeline(), { fetch: failing })).resolves.toEqual([]);
  });
});
