// The app's oEmbed endpoints over the YouTube and TikTok sandbox: what the import forms get back
// for good, refused and malformed addresses, and who may ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signInAs } from '../harness/accounts';
import { startShopifyTestServer, type ShopifyTestServer } from '../stores/harness';

let server: ShopifyTestServer;
let cookie: string;

beforeAll(async () => {
  server = await startShopifyTestServer();
  await createUser(server.database.db, { email: 'olivia@example.com' });
  cookie = `vendy_session=${encodeURIComponent((await signInAs(server, 'olivia@example.com')).cookie)}`;
});
afterAll(() => server.close());

const ask = (path: string, withCookie = true) =>
  fetch(`${server.url}${path}`, { headers: withCookie ? { cookie } : {} });
const oembed = (provider: string, url: string) =>
  ask(`/oembed/${provider}?url=${encodeURIComponent(url)}`);

describe('GET /oembed/youtube', () => {
  it("answers a video's oEmbed: title, author, thumbnail and player size", async () => {
    const response = await oembed('youtube', 'https://youtu.be/dQw4w9WgXcQ');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      title: expect.any(String),
      author_name: expect.any(String),
      width: 200,
      height: 113,
      provider_name: 'YouTube',
    });
    // The thumbnail it names is a real image.
    const thumbnail = await fetch(body.thumbnail_url as string);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await thumbnail.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('gives the same answer for the same video every time, and portrait sizes for shorts', async () => {
    const a = await (await oembed('youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')).json();
    const b = await (await oembed('youtube', 'youtube.com/embed/dQw4w9WgXcQ')).json();
    expect(a).toEqual(b);
    const short = await (
      await oembed('youtube', 'https://www.youtube.com/shorts/abcdefghijk')
    ).json();
    expect(short).toMatchObject({ width: 113, height: 200 });
  });

  it("keeps the provider's refusal as 'Youtube returned HTTP {status}'", async () => {
    const missing = await oembed('youtube', 'https://youtu.be/missing0001');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Youtube returned HTTP 404' });
    const locked = await oembed('youtube', 'https://youtu.be/private0001');
    expect(locked.status).toBe(401);
    expect(await locked.json()).toEqual({ error: 'Youtube returned HTTP 401' });
  });

  it("refuses other sites with the form's messages, without asking anyone", async () => {
    const vimeo = await oembed('youtube', 'https://vimeo.com/123');
    expect(vimeo.status).toBe(400);
    expect(await vimeo.json()).toEqual({ error: 'URL must be from Youtube.' });
    const internal = await oembed('youtube', 'http://127.0.0.1:5432/watch?v=dQw4w9WgXcQ');
    expect(await internal.json()).toEqual({ error: 'URL must be from Youtube.' });
    const noId = await oembed('youtube', 'https://www.youtube.com/feed');
    expect(await noId.json()).toEqual({ error: 'No video ID found.' });
  });
});

describe('GET /oembed/tiktok', () => {
  it("answers a TikTok video's oEmbed", async () => {
    const response = await oembed(
      'tiktok',
      'https://www.tiktok.com/@acme/video/7234567890123456789',
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ provider_name: 'TikTok', title: expect.any(String) });
    // TikTok answers '100%' for its size, which carries no pixels.
    expect(body.width).toBeNull();
    expect(body.thumbnail_width).toBe(576);
  });

  it("keeps TikTok's refusal, and refuses malformed ids", async () => {
    const missing = await oembed('tiktok', 'https://www.tiktok.com/@acme/video/4041234567');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'TikTok returned HTTP 404' });
    const bad = await oembed('tiktok', 'https://www.tiktok.com/@acme/video/abc');
    expect(await bad.json()).toEqual({ error: 'Invalid video ID.' });
    const other = await oembed('tiktok', 'https://youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await other.json()).toEqual({ error: 'URL must be from TikTok.' });
  });
});

describe('who may ask', () => {
  it('refuses anonymous visitors', async () => {
    const response = await ask(
      `/oembed/youtube?url=${encodeURIComponent('https://youtu.be/dQw4w9WgXcQ')}`,
      false,
    );
    expect(response.status).toBe(401);
  });
});
