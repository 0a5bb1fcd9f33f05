import { describe, expect, it, vi } from 'vitest';
import { fetchOEmbed } from './oembed';
import { oembedEndpoints } from './config';

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
      duration: null,
    });
    const [address, init] = fetch.mock.calls[0]!;
    const url = new URL(String(address));
    expect(url.origin + url.pathname).toBe('https://oembed.test/youtube');
    expect(url.searchParams.get('url')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
  });

  it('resolves a relative endpoint against the page address', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => json({ title: 'Shoes' }));
    await fetchOEmbed('tiktok', 'https://www.tiktok.com/@shop/video/1', { fetch, endpoints });
    expect(new URL(String(fetch.mock.calls[0]![0])).pathname).toBe('/sandbox/tiktok/oembed');
  });

  it("shows the endpoint's reason for a refusal", async () => {
    const fetch = vi.fn(async () => json({ error: 'URL must be from Youtube.' }, 400));
    await expect(fetchOEmbed('youtube', 'u', { fetch, endpoints })).rejects.toThrow(
      'URL must be from Youtube.',
    );
  });

  it("reports the provider's HTTP status", async () => {
    const fetch = vi.fn(async () => new Response('Not Found', { status: 404 }));
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
  it("are the API's same-origin oEmbed paths", () => {
    expect(oembedEndpoints()).toEqual({ youtube: '/oembed/youtube', tiktok: '/oembed/tiktok' });
  });
});
