// uploadVideoFromUrl against the real app, storage and ffmpeg: an Instagram-like import from the
// local sandbox (the app's own media host) transcoded to READY, addresses that must never be
// fetched (loopback, metadata service, private ranges, IPv6 loopback, numeric spellings, redirects
// to them), files too large or not videos, the plan's minutes, and who may import.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedVideos } from '../../src/db/schema';
import { objectKey } from '../../src/modules/storage';
import { importVideoFromUrl } from '../../src/modules/video-import/import-video';
import { setImportNetworkFor } from '../../src/modules/videos/network';
import { uploadDir } from '../../src/modules/videos/paths';
import { FORBIDDEN, NOT_LOGGED_IN, errorOf } from '../groups/fixtures';
import type { Gql } from '../harness/accounts';
import { PNG_BYTES } from '../storage/fixtures';
import {
  createVideoCast,
  dataOf,
  errorMessage,
  makeClip,
  Q,
  removeClips,
  startVideoServer,
  waitForVideo,
  type VideoCast,
  type VideoResult,
  type VideoServer,
} from '../videos/fixtures';
import {
  groupWithPlan,
  redirect,
  send,
  startHost,
  UPLOAD_FROM_URL,
  type LocalHost,
} from './fixtures';

let server: VideoServer;
let cast: VideoCast;
let cdn: LocalHost;
let internal: LocalHost;
let clip: Buffer;

beforeAll(async () => {
  server = await startVideoServer();
  cast = await createVideoCast(server);
  clip = await readFile(await makeClip({ width: 320, height: 240, seconds: 2 }));
  internal = await startHost({ '/secret': send('text/plain', 'internal data') });
  const internalPort = new URL(internal.origin).port;
  cdn = await startHost({
    '/reel.mp4': send('video/mp4', clip),
    '/page.html': send('text/html', '<!doctype html><p>Not a video</p>'),
    '/cover.png': send('image/png', PNG_BYTES),
    // MP4 magic bytes in front of nothing playable.
    '/broken.mp4': send(
      'video/mp4',
      Buffer.concat([
        Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
        Buffer.alloc(4000, 3),
      ]),
    ),
    '/expired.mp4': send('text/plain', 'URL signature expired', 403),
    '/huge.mp4': (_req, res) => {
      // Announces 20 GB; the import must give up on the header alone.
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(20 * 1024 ** 3) });
      res.write(clip.subarray(0, 1024));
    },
    '/chunked.mp4': (_req, res) => {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      res.end(clip);
    },
    '/to-loopback': redirect(`http://127.0.0.1:${internalPort}/secret`),
    '/to-localhost': redirect(`http://localhost:${internalPort}/secret`),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-ipv6-loopback': redirect(`http://[::1]:${internalPort}/secret`),
  });
  // The stand-in CDN is reachable like a public host; the "internal" server is not registered.
  setImportNetworkFor(server.app.services, { allowedOrigins: [cdn.origin] });
}, 120_000);

afterAll(async () => {
  await cdn?.close();
  await internal?.close();
  await server?.close();
  await removeClips();
});

const importAs = (gql: Gql, url: string, title = 'Instagram Video 1') =>
  gql<{ uploadVideoFromUrl: string }>(UPLOAD_FROM_URL, { url, title });

async function hostedOf(groupId: string) {
  return server.database.db.select().from(hostedVideos).where(eq(hostedVideos.groupId, groupId));
}

async function uploadFolderFiles(): Promise<string[]> {
  return readdir(uploadDir(server.config)).catch(() => []);
}

describe('importing a video from the Instagram sandbox', () => {
  it('fetches the file, transcodes it to READY and counts its minutes', async () => {
    // The sandbox serves its media from this server (the app's own origin).
    const key = objectKey('sandbox', 'instagram', 'media', 'reel-1.mp4');
    await server.app.services.storage.putFile(key, clip, 'video/mp4');
    const mediaUrl = server.app.services.storage.publicUrl(key);
    expect(mediaUrl.startsWith(server.url)).toBe(true);

    const { groupId, gql } = await groupWithPlan(server, 'starter');
    const id = dataOf(await importAs(gql, mediaUrl)).uploadVideoFromUrl;
    const [hosted] = await hostedOf(groupId);
    expect(hosted).toMatchObject({
      id,
      origin: 'URL',
      status: 'PROCESSING',
      fileName: 'reel-1.mp4',
      size: clip.length,
      declaredSeconds: 2,
    });

    const saved = dataOf(
      await gql<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Instagram Video 1',
        externalId: id,
        duration: 2,
        aspectRatio: 4 / 3,
        loop: true,
        source: 'INSTAGRAM',
        sourceId: '17900000000000001',
      }),
    ).upsertVideo;
    expect(saved).toMatchObject({ status: 'PROCESSING', source: 'INSTAGRAM', externalId: id });

    const ready = await waitForVideo(gql, saved.id, 90_000);
    expect(ready.status).toBe('READY');
    expect(ready.duration).toBeCloseTo(2, 0);
    expect(ready.url).toBe(`${server.url}/media/${id}/manifest/video.m3u8`);
    const manifest = await fetch(ready.url);
    expect(manifest.status).toBe(200);
    expect(await manifest.text()).toContain('#EXTM3U');
    // The poster stands in as thumbnail, and it is an image.
    const poster = await fetch(ready.thumbnailUrl ?? '');
    expect(poster.headers.get('content-type')).toBe('image/jpeg');

    const usage = dataOf(
      await gql<{ getVideoUploadUsage: { usedMinutes: number; remainingMinutes: number } }>(
        Q.getVideoUploadUsage,
      ),
    ).getVideoUploadUsage;
    expect(usage).toMatchObject({ usedMinutes: 1, remainingMinutes: 299 });
    // The downloaded file is gone once transcoded.
    expect(await uploadFolderFiles()).not.toContain(hosted?.uploadId);
  }, 120_000);

  it('imports from a public video host (a stand-in CDN), with or without a length header', async () => {
    const { groupId, gql } = await groupWithPlan(server, 'standard');
    const a = dataOf(await importAs(gql, `${cdn.origin}/reel.mp4?sig=abc`)).uploadVideoFromUrl;
    const b = dataOf(await importAs(gql, `${cdn.origin}/chunked.mp4`)).uploadVideoFromUrl;
    const rows = await hostedOf(groupId);
    expect(rows.map((r) => r.id).sort()).toEqual([a, b].sort());
    expect(rows.every((r) => r.size === clip.length)).toBe(true);
  });
});

describe('addresses that must not be fetched', () => {
  const internalUrl = () => internal.origin;
  const port = () => new URL(internal.origin).port;

  it.each([
    ['loopback', () => `${internalUrl()}/secret`],
    ['localhost by name', () => `http://localhost:${port()}/secret`],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a 10/8 private address', () => 'http://10.0.0.1/video.mp4'],
    ['a 192.168/16 private address', () => 'http://192.168.1.20/video.mp4'],
    ['a 172.16/12 private address', () => 'http://172.16.5.4/video.mp4'],
    ['IPv6 loopback', () => `http://[::1]:${port()}/secret`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${port()}/secret`],
    ['loopback as a decimal number', () => `http://2130706433:${port()}/secret`],
    ['loopback in hexadecimal', () => `http://0x7f.0.0.1:${port()}/secret`],
    ['the unspecified address', () => `http://0.0.0.0:${port()}/secret`],
    ['a redirect to loopback from an allowed host', () => `${cdn.origin}/to-loopback`],
    ['a redirect to localhost from an allowed host', () => `${cdn.origin}/to-localhost`],
    ['a redirect to IPv6 loopback from an allowed host', () => `${cdn.origin}/to-ipv6-loopback`],
    ['a redirect to the metadata service', () => `${cdn.origin}/to-metadata`],
  ])('refuses %s with the import message, reaching nothing', async (_name, url) => {
    const before = (await hostedOf(cast.groupA)).length;
    expect(errorMessage(await importAs(cast.as.owner, url()))).toBe('Error importing video.');
    expect(internal.hits).toEqual([]);
    expect((await hostedOf(cast.groupA)).length).toBe(before);
  });

  it('refuses what is not an http(s) address before fetching anything', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/a.mp4', 'not a url']) {
      expect(errorMessage(await importAs(cast.as.owner, url))).toBe('Invalid URL.');
    }
    expect(
      errorMessage(
        await importAs(cast.as.owner, `http://user:pw@${new URL(cdn.origin).host}/reel.mp4`),
      ),
    ).toBe('Error importing video.');
  });
});

describe('files that are refused', () => {
  it('refuses a file larger than the upload limit on its announced length', async () => {
    expect(errorMessage(await importAs(cast.as.owner, `${cdn.origin}/huge.mp4`))).toBe(
      'This video file is too large to upload.',
    );
  });

  it('stops a body that grows past the limit, leaving no file behind', async () => {
    const before = await uploadFolderFiles();
    const deps = { ...server.app.services, logger: server.app.logger };
    await expect(
      importVideoFromUrl(
        deps,
        { groupId: cast.groupA, url: `${cdn.origin}/chunked.mp4`, title: 'Too big' },
        { maxBytes: 10_000, connectTimeoutMs: 5_000, downloadTimeoutMs: 10_000 },
      ),
    ).rejects.toThrow('This video file is too large to upload.');
    // Nothing new (an earlier test's background work may still remove its own files meanwhile).
    expect((await uploadFolderFiles()).filter((file) => !before.includes(file))).toEqual([]);
    const scratch = path.join(server.dataDir, 'work', 'imports');
    expect(await readdir(scratch).catch(() => [])).toEqual([]);
  });

  it('refuses pages and images: the bytes must be a video', async () => {
    for (const file of ['page.html', 'cover.png']) {
      expect(errorMessage(await importAs(cast.as.owner, `${cdn.origin}/${file}`))).toBe(
        'Upload must be a video file.',
      );
    }
  });

  it('refuses a file that only looks like a video', async () => {
    expect(errorMessage(await importAs(cast.as.owner, `${cdn.origin}/broken.mp4`))).toBe(
      'Unable to extract duration from file.',
    );
  });

  it("reports the remote server's refusal", async () => {
    expect(errorMessage(await importAs(cast.as.owner, `${cdn.origin}/expired.mp4`))).toBe(
      "Error importing video. The video's address answered HTTP 403.",
    );
    expect(errorMessage(await importAs(cast.as.owner, `${cdn.origin}/nothing-here.mp4`))).toBe(
      "Error importing video. The video's address answered HTTP 404.",
    );
  });
});

describe("the plan's upload minutes", () => {
  it('refuses groups without a paid plan, without downloading', async () => {
    const { gql } = await groupWithPlan(server, null);
    const hits = cdn.hits.length;
    expect(errorMessage(await importAs(gql, `${cdn.origin}/reel.mp4`))).toBe(
      'Your plan does not include video uploads. Upgrade your plan to upload videos.',
    );
    expect(cdn.hits.length).toBe(hits);
  });

  it('counts the measured length and refuses a video longer than what is left', async () => {
    const { groupId, gql } = await groupWithPlan(server, 'starter');
    // 299 minutes and 59 seconds used already.
    await server.database.db.insert(hostedVideos).values({
      groupId,
      origin: 'UPLOAD',
      fileName: 'long.mp4',
      size: 1,
      declaredSeconds: 300 * 60 - 1,
      status: 'READY',
    });
    const refused = await importAs(gql, `${cdn.origin}/reel.mp4`);
    expect(errorMessage(refused)).toBe(
      "This video needs 1 minute of upload time, but only 0 minutes of your plan's 300 are left " +
        'this billing month. Upgrade your plan or upload a shorter video.',
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UPLOAD_LIMIT_REACHED');
    expect(await hostedOf(groupId)).toHaveLength(1);
  });
});

describe('who may import', () => {
  it('asks anonymous visitors to log in', async () => {
    expect(errorOf(await importAs(cast.as.anonymous, `${cdn.origin}/reel.mp4`))).toEqual(
      NOT_LOGGED_IN,
    );
  });

  it('refuses the admin, who is no member of the group', async () => {
    expect(errorOf(await importAs(cast.as.admin, `${cdn.origin}/reel.mp4`))).toEqual(FORBIDDEN);
  });

  it('lets the OWNER and a USER import into their group', async () => {
    const byOwner = dataOf(
      await importAs(cast.as.owner, `${cdn.origin}/reel.mp4`),
    ).uploadVideoFromUrl;
    const byUser = dataOf(
      await importAs(cast.as.user, `${cdn.origin}/reel.mp4`),
    ).uploadVideoFromUrl;
    const ids = (await hostedOf(cast.groupA)).map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([byOwner, byUser]));
    // Either member saves the other's import as a video of the group.
    const saved = dataOf(
      await cast.as.user<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Imported by the owner',
        externalId: byOwner,
        duration: 2,
        aspectRatio: 4 / 3,
        source: 'INSTAGRAM',
        sourceId: '17900000000000002',
      }),
    ).upsertVideo;
    expect(saved.externalId).toBe(byOwner);
  });

  it("keeps another group's import to itself", async () => {
    // Group B has no plan: nothing is imported for it.
    expect(errorMessage(await importAs(cast.as.outsider, `${cdn.origin}/reel.mp4`))).toBe(
      'Your plan does not include video uploads. Upgrade your plan to upload videos.',
    );
    const other = await groupWithPlan(server, 'starter');
    const theirs = dataOf(await importAs(other.gql, `${cdn.origin}/reel.mp4`)).uploadVideoFromUrl;
    expect((await hostedOf(other.groupId)).map((r) => r.id)).toEqual([theirs]);
    // Group A cannot save group B's import, nor the other way round.
    const mine = dataOf(await importAs(cast.as.owner, `${cdn.origin}/reel.mp4`)).uploadVideoFromUrl;
    for (const [gql, externalId] of [
      [cast.as.owner, theirs],
      [other.gql, mine],
    ] as const) {
      expect(
        errorMessage(
          await gql(Q.upsertVideo, {
            title: 'Borrowed',
            externalId,
            duration: 2,
            aspectRatio: 1,
            source: 'INSTAGRAM',
          }),
        ),
      ).toBe('This upload was not found. Please upload the video again.');
    }
  });
});
