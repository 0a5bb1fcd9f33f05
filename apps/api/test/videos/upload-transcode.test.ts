// Uploading and transcoding with the real tus server and Debian's ffmpeg: tus-js-client in
// chunks, the HLS ladder served as a player fetches it, unreadable files, who may send bytes, a
// connection cut off mid-chunk, and deletion.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { UPLOAD_RETRY_DELAYS } from '@vendy/client/domain';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedVideos } from '../../src/db/schema';
import { uploadUsage } from '../../src/modules/videos/usage';
import type { Gql } from '../harness/accounts';
import { PNG_BYTES } from '../storage/fixtures';
import {
  createVideoCast,
  dataOf,
  junkFile,
  makeClip,
  removeClips,
  Q,
  sha256,
  startVideoServer,
  tusHead,
  tusPatch,
  tusPatchCutOff,
  waitForVideo,
  type VideoCast,
  type VideoResult,
  type VideoServer,
} from './fixtures';
import { expectSoundLadder, readLadder } from './hls-check';

const exec = promisify(execFile);

let server: VideoServer;
let cast: VideoCast;

beforeAll(async () => {
  server = await startVideoServer();
  cast = await createVideoCast(server);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await removeClips();
});

async function prepare(gql: Gql, file: string, duration: number) {
  const bytes = await readFile(file);
  const upload = dataOf(
    await gql<{ getVideoUploadUrl: { id: string; url: string } }>(Q.getVideoUploadUrl, {
      fileName: path.basename(file),
      size: bytes.length,
      duration,
    }),
  ).getVideoUploadUrl;
  return { ...upload, bytes };
}

/** The browser's way: tus-js-client on the prepared upload URL, reporting progress. */
function tusUpload(
  url: string,
  bytes: Buffer,
  cookie: string,
  chunkSize: number,
): Promise<Array<[number, number]>> {
  const progress: Array<[number, number]> = [];
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(bytes, {
      uploadUrl: url,
      chunkSize,
      retryDelays: [...UPLOAD_RETRY_DELAYS],
      headers: { cookie },
      onProgress: (sent, total) => progress.push([sent, total]),
      onError: reject,
      onSuccess: () => resolve(progress),
    });
    upload.start();
  });
}

async function save(gql: Gql, externalId: string, extra: Record<string, unknown> = {}) {
  return dataOf(
    await gql<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
      title: 'Uploaded clip',
      externalId,
      duration: 2,
      aspectRatio: 16 / 9,
      loop: true,
      ...extra,
    }),
  ).upsertVideo;
}

describe('upload and transcode', () => {
  it('uploads with tus-js-client in chunks and plays as an HLS ladder that is never upscaled', async () => {
    const clip = await makeClip({ width: 1280, height: 720, seconds: 5 });
    const { id, url, bytes } = await prepare(cast.as.owner, clip, 5);
    const progress = await tusUpload(url, bytes, cast.cookies.owner, 64 * 1024);
    // Several chunks, the progress bar ending at 100 %.
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toEqual([bytes.length, bytes.length]);

    const thumbnail = dataOf(
      await cast.as.owner<{ getVideoImageUploadUrl: { fileKey: string; url: string } }>(
        Q.getVideoImageUploadUrl,
        { fileName: `${id}.png`, fileType: 'image/png' },
      ),
    ).getVideoImageUploadUrl;
    const put = await fetch(thumbnail.url, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(PNG_BYTES),
    });
    expect(put.status).toBe(200);

    const saved = await save(cast.as.owner, id, {
      thumbnailUrl: thumbnail.fileKey,
      duration: 5,
    });
    const manifest = `${server.url}/media/${id}/manifest/video.m3u8`;
    expect(saved.url).toBe(manifest);

    const ready = await waitForVideo(cast.as.owner, saved.id);
    expect(ready).toMatchObject({
      status: 'READY',
      loop: true,
      aspectRatio: 1.7778,
      thumbnailUrl: `${server.url}/media/${thumbnail.fileKey}`,
    });
    expect(ready.duration).toBeCloseTo(5, 1);

    const master = await fetch(manifest);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('public, max-age=60');
    expect(master.headers.get('access-control-allow-origin')).toBe('*');
    const ladder = await readLadder(manifest);
    expectSoundLadder(ladder, 5);
    expect(ladder.variants.map(({ variant }) => variant.resolution)).toEqual([
      { width: 640, height: 360 },
      { width: 1280, height: 720 },
    ]);
    for (const { variant } of ladder.variants) {
      expect(variant.codecs).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
      expect(variant.frameRate).toBe(25);
    }

    // Renditions share their segment boundaries (aligned keyframes): players switch cleanly.
    const playlists = await Promise.all(
      ['360p', '720p'].map(async (name) => {
        const response = await fetch(`${server.url}/media/${id}/manifest/${name}/index.m3u8`);
        expect(response.status).toBe(200);
        return response.text();
      }),
    );
    const durations = playlists.map((p) => p.split('\n').filter((l) => l.startsWith('#EXTINF')));
    expect(durations[0]).toEqual(['#EXTINF:4.000000,', '#EXTINF:1.000000,']);
    expect(durations[1]).toEqual(durations[0]);
    expect(playlists[0]).toContain('#EXT-X-TARGETDURATION:4');
    expect(playlists[0]).toContain('#EXT-X-ENDLIST');

    const segment = await fetch(`${server.url}/media/${id}/manifest/720p/seg_00000.ts`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp2t');
    expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    // A player reading it over HTTP finds the whole video.
    const { stdout } = await exec('/usr/bin/ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format=duration',
      '-of',
      'csv=p=0',
      manifest,
    ]);
    expect(Number(stdout.trim())).toBeCloseTo(5, 0);

    const poster = await fetch(`${server.url}/media/${id}/poster.jpg`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');

    // The uploaded original is gone once the ladder exists.
    await expect(
      readFile(path.join(server.dataDir, 'uploads', 'videos', url.split('/').pop() ?? '')),
    ).rejects.toThrow();
  }, 120_000);

  it('makes one rendition at the source size for a small file without sound', async () => {
    const clip = await makeClip({ width: 320, height: 240, seconds: 2, audio: false });
    const { id, url, bytes } = await prepare(cast.as.user, clip, 2);
    expect((await tusPatch(url, 0, bytes, cast.cookies.user)).status).toBe(204);
    const saved = await save(cast.as.user, id, { aspectRatio: 4 / 3, loop: false });
    const ready = await waitForVideo(cast.as.user, saved.id);
    expect(ready.status).toBe('READY');
    // The poster stands in for a thumbnail that was not saved.
    expect(ready.thumbnailUrl).toBe(`${server.url}/media/${id}/poster.jpg`);
    const ladder = await readLadder(ready.url);
    expectSoundLadder(ladder, 2);
    expect(ladder.variants).toHaveLength(1);
    expect(ladder.variants[0]?.variant.resolution).toEqual({ width: 320, height: 240 });
    expect(ladder.variants[0]?.variant.codecs).toMatch(/^avc1\.[0-9a-f]{6}$/);
  }, 120_000);

  it('marks a file that is no video ERROR with the specification message', async () => {
    const junk = await junkFile();
    const usedBefore = (await uploadUsage(server.database.db, cast.groupA)).usedSeconds;
    const { id, url, bytes } = await prepare(cast.as.owner, junk, 5);
    // Minutes are taken when the upload is prepared...
    expect((await uploadUsage(server.database.db, cast.groupA)).usedSeconds).toBe(usedBefore + 5);
    expect((await tusPatch(url, 0, bytes, cast.cookies.owner)).status).toBe(204);
    const saved = await save(cast.as.owner, id, { duration: 5 });
    const failed = await waitForVideo(cast.as.owner, saved.id);
    expect(failed.status).toBe('ERROR');
    const [hosted] = await server.database.db
      .select()
      .from(hostedVideos)
      .where(eq(hostedVideos.id, id));
    expect(hosted?.errorMessage).toBe('Unable to extract duration from file.');
    // ...and given back when the file turns out unusable.
    expect((await uploadUsage(server.database.db, cast.groupA)).usedSeconds).toBe(usedBefore);
    const listed = dataOf(await cast.as.owner<{ getVideos: VideoResult[] }>(Q.getVideos));
    expect(listed.getVideos.find((v) => v.id === saved.id)?.status).toBe('ERROR');
  }, 60_000);

  it('resumes a PATCH cut off mid-chunk where the server stopped, byte for byte', async () => {
    const clip = await makeClip({ width: 320, height: 240, seconds: 3 });
    const { id, url, bytes } = await prepare(cast.as.owner, clip, 3);
    const cookie = cast.cookies.owner;
    const firstChunk = bytes.subarray(0, Math.floor(bytes.length / 2));
    // The connection drops after 40 % of the first chunk.
    await tusPatchCutOff(url, 0, firstChunk, Math.floor(firstChunk.length * 0.4), cookie);
    // The server keeps what it received once it has seen the connection end: on a loaded machine
    // that can come after the client's next request, so the offset is asked until it moves.
    let head = await tusHead(url, cookie);
    await expect
      .poll(
        async () => {
          head = await tusHead(url, cookie);
          return Number(head.headers.get('upload-offset'));
        },
        { timeout: 60_000, message: 'the server keeps the bytes of the cut-off PATCH' },
      )
      .toBeGreaterThan(0);
    expect(head.status).toBe(200);
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeLessThan(firstChunk.length);
    expect(Number(head.headers.get('upload-length'))).toBe(bytes.length);

    // Sending from a stale offset is refused; from the server's offset it continues.
    expect((await tusPatch(url, 0, bytes, cookie)).status).toBe(409);
    const resumed = await tusPatch(url, offset, bytes.subarray(offset, bytes.length - 1), cookie);
    expect(resumed.status).toBe(204);
    expect(Number(resumed.headers.get('upload-offset'))).toBe(bytes.length - 1);

    // Everything but the last byte is on disk exactly as sent.
    const uploadId = new URL(url).pathname.split('/').pop() ?? '';
    const stored = await readFile(path.join(server.dataDir, 'uploads', 'videos', uploadId));
    expect(sha256(stored)).toBe(sha256(bytes.subarray(0, bytes.length - 1)));

    // More bytes than declared are refused; the last byte completes the upload.
    expect((await tusPatch(url, bytes.length - 1, Buffer.from([1, 2]), cookie)).status).toBe(413);
    const last = await tusPatch(url, bytes.length - 1, bytes.subarray(bytes.length - 1), cookie);
    expect(last.status).toBe(204);
    const saved = await save(cast.as.owner, id, { duration: 3, aspectRatio: 4 / 3 });
    const ready = await waitForVideo(cast.as.owner, saved.id);
    expect(ready.status).toBe('READY');
    expect(ready.duration).toBeCloseTo(3, 1);
  }, 120_000);
});

describe('who may send the bytes', () => {
  it('only members of the upload group, only to uploads prepared by getVideoUploadUrl', async () => {
    const clip = await makeClip({ width: 320, height: 240, seconds: 2 });
    const { url, bytes } = await prepare(cast.as.user, clip, 2);

    expect((await tusHead(url)).status).toBe(401);
    expect((await tusPatch(url, 0, bytes)).status).toBe(401);
    expect((await tusHead(url, cast.cookies.outsider)).status).toBe(403);
    expect((await tusPatch(url, 0, bytes, cast.cookies.outsider)).status).toBe(403);
    expect((await tusHead(url, cast.cookies.admin)).status).toBe(403);
    expect((await tusHead(url, cast.cookies.owner)).status).toBe(200);

    // Creating uploads directly (tus POST), unknown ids and terminating (not offered) are refused.
    const endpoint = `${server.url}/uploads/videos`;
    const create = await fetch(endpoint, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', 'upload-length': '100', cookie: cast.cookies.owner },
    });
    expect(create.status).toBe(403);
    expect((await tusHead(`${endpoint}/${'A'.repeat(32)}`, cast.cookies.owner)).status).toBe(404);
    expect((await tusHead(`${endpoint}/..%2F..%2Fetc`, cast.cookies.owner)).status).toBe(404);
    const remove = await fetch(url, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', cookie: cast.cookies.owner },
    });
    expect(remove.status).toBe(405);
    expect((await tusHead(url, cast.cookies.owner)).headers.get('upload-offset')).toBe('0');
  });
});

describe('deleting', () => {
  it('removes the video and its hosted files', async () => {
    const clip = await makeClip({ width: 320, height: 240, seconds: 2 });
    const { id, url, bytes } = await prepare(cast.as.owner, clip, 2);
    expect((await tusPatch(url, 0, bytes, cast.cookies.owner)).status).toBe(204);
    const saved = await save(cast.as.owner, id);
    const ready = await waitForVideo(cast.as.owner, saved.id);
    expect((await fetch(ready.url)).status).toBe(200);

    expect(
      dataOf(
        await cast.as.user<{ deleteVideo: { success: boolean } }>(Q.deleteVideo, {
          videoId: saved.id,
        }),
      ).deleteVideo.success,
    ).toBe(true);
    expect((await fetch(ready.url)).status).toBe(404);
    expect((await fetch(`${server.url}/media/${id}/poster.jpg`)).status).toBe(404);
    const listed = dataOf(await cast.as.owner<{ getVideos: VideoResult[] }>(Q.getVideos));
    expect(listed.getVideos.map((v) => v.id)).not.toContain(saved.id);
  }, 60_000);
});
