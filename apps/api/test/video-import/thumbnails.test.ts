// YouTube and TikTok imports end to end against the oEmbed sandbox: the import form's oEmbed
// lookup, then upsertVideo with the provider's thumbnail address, which the server copies into the
// group's storage; the saved video's thumbnail is then served by our media host. Other thumbnail
// hosts are refused.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../../src/db/schema';
import { thumbnailOrigin } from '../../src/modules/videos/thumbnails';
import { loadConfig } from '../../src/config';
import {
  createVideoCast,
  dataOf,
  errorMessage,
  Q,
  startVideoServer,
  type VideoCast,
  type VideoResult,
  type VideoServer,
} from '../videos/fixtures';

let server: VideoServer;
let cast: VideoCast;

beforeAll(async () => {
  server = await startVideoServer();
  cast = await createVideoCast(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface OEmbed {
  title: string;
  thumbnail_url: string;
  width: number | null;
  height: number | null;
}

/** What the import form does first: the app's oEmbed endpoint, as the signed-in owner. */
async function lookUp(provider: 'youtube' | 'tiktok', url: string): Promise<OEmbed> {
  const response = await fetch(`${server.url}/oembed/${provider}?url=${encodeURIComponent(url)}`, {
    headers: { cookie: cast.cookies.owner },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as OEmbed;
}

const sha = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

async function bytesOf(url: string): Promise<{ type: string | null; hash: string }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), hash: sha(await response.arrayBuffer()) };
}

const save = (variables: Record<string, unknown>) =>
  cast.as.owner<{ upsertVideo: VideoResult }>(Q.upsertVideo, variables);

describe('YouTube import', () => {
  it('stores the thumbnail with the group and serves it from the media host', async () => {
    const info = await lookUp('youtube', 'https://youtu.be/dQw4w9WgXcQ');
    expect(info.thumbnail_url.startsWith(`${server.url}/sandbox/youtube/`)).toBe(true);
    const video = dataOf(
      await save({
        title: info.title,
        source: 'YOUTUBE',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        thumbnailUrl: info.thumbnail_url,
        duration: 60,
        aspectRatio: 16 / 9,
      }),
    ).upsertVideo;
    expect(video.thumbnailUrl).toMatch(
      new RegExp(
        `^${server.url}/media/groups/${cast.groupA}/thumbnails/youtube-dQw4w9WgXcQ-[0-9a-f]{16}\\.png$`,
      ),
    );
    // The same picture as the provider's, now ours.
    const ours = await bytesOf(video.thumbnailUrl ?? '');
    expect(ours.type).toBe('image/png');
    expect(ours.hash).toBe((await bytesOf(info.thumbnail_url)).hash);

    // Re-Sync brings the thumbnail again: the same picture keeps the same stored file.
    const synced = dataOf(
      await save({ id: video.id, title: 'Re-synced title', thumbnailUrl: info.thumbnail_url }),
    ).upsertVideo;
    expect(synced).toMatchObject({ title: 'Re-synced title', thumbnailUrl: video.thumbnailUrl });
  });

  it('replaces the stored thumbnail when Re-Sync brings another picture', async () => {
    const first = await lookUp('youtube', 'https://youtu.be/abcdefghijk');
    const video = dataOf(
      await save({
        title: first.title,
        source: 'YOUTUBE',
        url: 'https://youtu.be/abcdefghijk',
        thumbnailUrl: first.thumbnail_url,
        duration: 60,
        aspectRatio: 16 / 9,
      }),
    ).upsertVideo;
    // The video's picture changed at YouTube: the sandbox draws another id's picture.
    const other = await lookUp('youtube', 'https://youtu.be/zyxwvutsrqp');
    expect((await bytesOf(other.thumbnail_url)).hash).not.toBe(
      (await bytesOf(first.thumbnail_url)).hash,
    );
    const synced = dataOf(
      await save({
        id: video.id,
        title: video.title,
        thumbnailUrl: other.thumbnail_url,
      }),
    ).upsertVideo;
    expect(synced.thumbnailUrl).not.toBe(video.thumbnailUrl);
    expect((await fetch(synced.thumbnailUrl ?? '')).status).toBe(200);
    // The old copy is removed: no video shows it any more.
    expect((await fetch(video.thumbnailUrl ?? '')).status).toBe(404);
  });

  it('refuses thumbnails from any other host', async () => {
    for (const thumbnailUrl of [
      'https://evil.example.com/hqdefault.jpg',
      'http://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      'https://i.ytimg.com.evil.example/vi/dQw4w9WgXcQ/hqdefault.jpg',
      'https://i.ytimg.com:8443/vi/dQw4w9WgXcQ/hqdefault.jpg',
      'http://169.254.169.254/latest/meta-data/',
      `${server.url}/sandbox/tiktok/thumbnails/7234567890123456789.png`,
      `${server.url}/graphql`,
      'https://p16-sign.tiktokcdn.com/obj/cover.jpeg',
    ]) {
      expect(
        errorMessage(
          await save({
            title: 'Odd thumbnail',
            source: 'YOUTUBE',
            url: 'https://youtu.be/dQw4w9WgXcQ',
            thumbnailUrl,
            duration: 60,
            aspectRatio: 16 / 9,
          }),
        ),
        thumbnailUrl,
      ).toBe('Error uploading video thumbnail.');
    }
  });
});

describe('TikTok import', () => {
  const page = 'https://www.tiktok.com/@acme.shop/video/7234567890123456789';

  it('stores the thumbnail and the page address Re-Sync asks about', async () => {
    const info = await lookUp('tiktok', page);
    const video = dataOf(
      await save({
        title: info.title,
        source: 'TIKTOK',
        url: page,
        thumbnailUrl: info.thumbnail_url,
        duration: 60,
        aspectRatio: 0.5625,
      }),
    ).upsertVideo;
    expect(video).toMatchObject({
      url: 'https://www.tiktok.com/player/v1/7234567890123456789',
      sourceId: '7234567890123456789',
    });
    expect(video.thumbnailUrl).toMatch(
      new RegExp(
        `^${server.url}/media/groups/${cast.groupA}/thumbnails/tiktok-7234567890123456789-[0-9a-f]{16}\\.png$`,
      ),
    );
    expect((await bytesOf(video.thumbnailUrl ?? '')).type).toBe('image/png');
    const [row] = await server.database.db
      .select({ sourceUrl: videos.sourceUrl })
      .from(videos)
      .where(eq(videos.id, video.id));
    expect(row?.sourceUrl).toBe(page);
  });

  it('refuses thumbnails that are not images', async () => {
    expect(
      errorMessage(
        await save({
          title: 'Not a picture',
          source: 'TIKTOK',
          url: page,
          thumbnailUrl: `${server.url}/sandbox/tiktok/oembed?url=${encodeURIComponent(page)}`,
          duration: 60,
          aspectRatio: 0.5625,
        }),
      ),
    ).toBe('Error uploading video thumbnail.');
  });
});

describe('allowed thumbnail hosts', () => {
  const live = loadConfig({
    NODE_ENV: 'test',
    OEMBED: 'live',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const sandbox = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' });
  const at = (url: string) => new URL(url);

  it("takes YouTube's and TikTok's image hosts over https, each for its own videos", () => {
    expect(thumbnailOrigin(live, 'YOUTUBE', at('https://i.ytimg.com/vi/x/hqdefault.jpg'))).toBe(
      'provider',
    );
    expect(thumbnailOrigin(live, 'YOUTUBE', at('https://i9.ytimg.com/vi/x/1.jpg'))).toBe(
      'provider',
    );
    for (const host of [
      'p16-sign-va.tiktokcdn.com',
      'p19.tiktokcdn-us.com',
      'p77.tiktokcdn-eu.com',
    ]) {
      expect(thumbnailOrigin(live, 'TIKTOK', at(`https://${host}/obj/a.jpeg`))).toBe('provider');
      expect(thumbnailOrigin(live, 'YOUTUBE', at(`https://${host}/obj/a.jpeg`))).toBeNull();
    }
    expect(
      thumbnailOrigin(live, 'TIKTOK', at('https://i.ytimg.com/vi/x/hqdefault.jpg')),
    ).toBeNull();
    expect(
      thumbnailOrigin(live, 'TIKTOK', at('https://tiktokcdn.com.evil.example/a.jpeg')),
    ).toBeNull();
    expect(thumbnailOrigin(live, 'TIKTOK', at('https://eviltiktokcdn.com/a.jpeg'))).toBeNull();
  });

  it('takes the oEmbed sandbox only while it is mounted', () => {
    const url = at('http://localhost:3000/sandbox/youtube/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(thumbnailOrigin(sandbox, 'YOUTUBE', url)).toBe('sandbox');
    expect(thumbnailOrigin(live, 'YOUTUBE', url)).toBeNull();
    expect(thumbnailOrigin(sandbox, 'YOUTUBE', at('http://localhost:3000/media/a.png'))).toBeNull();
    expect(
      thumbnailOrigin(
        sandbox,
        'YOUTUBE',
        at('http://localhost:3001/sandbox/youtube/vi/x/hqdefault.jpg'),
      ),
    ).toBeNull();
  });
});
