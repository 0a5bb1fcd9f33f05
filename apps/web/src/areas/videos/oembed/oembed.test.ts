import { describe, expect, it, vi } from 'vitest';
import { fetchOEmbed } from './oembed';
import { oembedEndpoints, PROVIDER_OEMBED_ENDPOINTS } from './config';

const endpoints = { youtube: 'https://oembed.test/youtube', tiktok: '/sandbox/tiktok/oembed' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('fetchOEmbed', () => {
  it('GETs the endpoint with the video url and reads title, thumbnail and size', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      json({
        title: 'Packing list',
        thumbnail_url: 'https://i.test/t.jpg',
        width: 480,
        height: 270,
      }),
    );
    const info = await fetchOEmbed('youtube', 'https://www.youtube.com/watch?v=abcdefghijk', {
      fetch,
      endpoints,
    });
    expect(info).toEqual({
      title: 'Packing list',
      thumbnailUrl: 'https://i.test/t.jpg',
      width: 480,
      height: 270,
    });
    const [address, init] = fetch.mock.calls[0]!;
    const url = new URL(String(address));
    expect(url.origin + url.pathname).toBe('https://oembed.test/youtube');
    expect(url.searchParams.get('url')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(url.searchParams.get('format')).toBe('json');
    expect(init?.method).toBe('GET');
  });

  it('resolves a relative endpoint against the page address', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => json({ title: 'Shoes' }));
    await fetchOEmbed('tiktok', 'https://www.tiktok.com/@shop/video/1', { fetch, endpoints });
    expect(new URL(String(fetch.mock.calls[0]![0])).pathname).toBe('/sandbox/tiktok/oembed');
  });

  it("reports the provider's HTTP status", async () => {
    const fetch = vi.fn(async () => json({}, 404));
    await expect(fetchOEmbed('youtube', 'u', { fetch, endpoints })).rejects.toThrow(
      'Youtube returned HTTP 404',
    );
    await expect(fetchOEmbed('tiktok', 'u', { fetch, endpoints })).rejects.toThrow(
      'TikTok returned HTTP 404',
    );
  });

  it('says the information could not be fetched when the network or the answer fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchOEmbed('youtube', 'u', { fetch: offline, endpoints })).rejects.toThrow(
      'Could not fetch YouTube video information.',
    );
    const garbage = vi.fn(async () => new Response('<html>', { status: 200 }));
    await expect(fetchOEmbed('tiktok', 'u', { fetch: garbage, endpoints })).rejects.toThrow(
      'Could not fetch TikTok video information.',
    );
  });
});

describe('oembedEndpoints', () => {
  it("uses the providers' endpoints unless the page names others", () => {
    const empty = { querySelector: () => null };
    expect(oembedEndpoints(empty)).toEqual(PROVIDER_OEMBED_ENDPOINTS);

    const meta = document.createElement('meta');
    meta.name = 'vendy:oembed-youtube';
    meta.content = '/sandbox/youtube/oembed';
    document.head.append(meta);
    try {
      expect(oembedEndpoints(document)).toEqual({
        youtube: '/sandbox/youtube/oembed',
        tiktok: PROVIDER_OEMBED_ENDPOINTS.tiktok,
      });
    } finally {
      meta.remove();
    }
  });
});
