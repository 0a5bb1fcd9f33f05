// TikTok Re-Sync: the merchant app knows a TikTok video by its id only, but TikTok's oEmbed reads
// the page address with the author's @handle. The page address recorded at import is what the
// app's oEmbed endpoint forwards, as a stand-in for TikTok's endpoint records here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast, dataOf, type Cast } from '../groups/fixtures';
import { signInAs } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { Q } from '../videos/fixtures';
import { startHost, type LocalHost } from './fixtures';

let tiktok: LocalHost;
let server: TestServer;
let cast: Cast;
const asked: string[] = [];
const cookies: Record<'owner' | 'outsider', string> = { owner: '', outsider: '' };

beforeAll(async () => {
  tiktok = await startHost({
    '/oembed': (req, res) => {
      const url = new URL(req.url ?? '/', 'http://tiktok.test').searchParams.get('url') ?? '';
      asked.push(url);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          title: 'Fresh title',
          author_name: 'Acme',
          thumbnail_url: null,
          provider_name: 'TikTok',
          width: '100%',
          height: '100%',
        }),
      );
    },
  });
  server = await startTestServer({
    env: {
      TIKTOK_OEMBED_URL: `${tiktok.origin}/oembed`,
      YOUTUBE_OEMBED_URL: `${tiktok.origin}/youtube`,
    },
  });
  cast = await createCast(server);
  const bare = (cookie: string) => `vendy_session=${encodeURIComponent(cookie)}`;
  cookies.owner = bare((await signInAs(server, cast.olivia.email)).cookie);
  cookies.outsider = bare((await signInAs(server, cast.otto.email)).cookie);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await tiktok?.close();
});

const ID = '7234567890123456789';

async function oembed(who: 'owner' | 'outsider', url: string) {
  const response = await fetch(`${server.url}/oembed/tiktok?url=${encodeURIComponent(url)}`, {
    headers: { cookie: cookies[who] },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { title: string };
}

describe('TikTok Re-Sync', () => {
  it('asks TikTok with the page address saved at import, handle included', async () => {
    dataOf(
      await cast.as.owner(Q.upsertVideo, {
        title: 'Dance',
        source: 'TIKTOK',
        url: `https://www.tiktok.com/@acme.shop/video/${ID}?is_from_webapp=1`,
        duration: 60,
        aspectRatio: 0.5625,
      }),
    );
    asked.length = 0;
    // What Re-Sync sends: the id only.
    expect((await oembed('owner', `https://www.tiktok.com/video/${ID}`)).title).toBe('Fresh title');
    expect(asked).toEqual([`https://www.tiktok.com/@acme.shop/video/${ID}`]);
  });

  it('forwards a pasted page address as it is', async () => {
    asked.length = 0;
    await oembed('owner', `https://www.tiktok.com/@someone/video/${ID}`);
    expect(asked).toEqual([`https://www.tiktok.com/@someone/video/${ID}`]);
  });

  it("never lends one group's saved page address to another group", async () => {
    asked.length = 0;
    await oembed('outsider', `https://www.tiktok.com/video/${ID}`);
    expect(asked).toEqual([`https://www.tiktok.com/video/${ID}`]);
  });
});
