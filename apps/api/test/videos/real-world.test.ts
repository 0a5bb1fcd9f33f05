// Real-world clips (clips.ts) through the browser's way in: tus-js-client on the prepared upload,
// the real transcode, the ladder read back over HTTP with an independent playlist parser. Each
// must settle READY with its real, fractional length, its displayed shape and a ladder whose
// declared bitrates hold what its segments carry.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { UPLOAD_RETRY_DELAYS } from '@vendy/client/domain';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostedVideos } from '../../src/db/schema';
import { clip, clipFacts, REAL_WORLD, REFERENCE_FFPROBE, type Recipe } from './clips';
import {
  createVideoCast,
  dataOf,
  Q,
  startVideoServer,
  waitForVideo,
  type VideoCast,
  type VideoResult,
  type VideoServer,
} from './fixtures';
import { downloadRendition, expectSoundLadder, readLadder, type Ladder } from './hls-check';

const exec = promisify(execFile);

let server: VideoServer;
let cast: VideoCast;

beforeAll(async () => {
  // Clips are made while the server starts; later runs find them made.
  const clips = Promise.all(Object.values(REAL_WORLD).map((recipe) => clip(recipe)));
  server = await startVideoServer();
  cast = await createVideoCast(server);
  await clips;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface Uploaded {
  video: VideoResult;
  hosted: typeof hostedVideos.$inferSelect;
  ladder: Ladder;
  /** ffprobe's length of the original file. */
  sourceSeconds: number;
}

/** Uploads a clip as the merchant app does, saves it with its declared length, waits for READY. */
async function uploadAndProcess(recipe: Recipe): Promise<Uploaded> {
  const file = await clip(recipe);
  const facts = await clipFacts(file);
  const bytes = await readFile(file);
  const { id, url } = dataOf(
    await cast.as.owner<{ getVideoUploadUrl: { id: string; url: string } }>(Q.getVideoUploadUrl, {
      fileName: path.basename(file),
      size: bytes.length,
      duration: Math.ceil(facts.durationSeconds),
    }),
  ).getVideoUploadUrl;
  await new Promise<void>((resolve, reject) => {
    new tus.Upload(bytes, {
      uploadUrl: url,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [...UPLOAD_RETRY_DELAYS],
      headers: { cookie: cast.cookies.owner },
      onError: reject,
      onSuccess: () => resolve(),
    }).start();
  });
  const saved = dataOf(
    await cast.as.owner<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
      title: recipe.name,
      externalId: id,
      duration: facts.durationSeconds,
      aspectRatio: 16 / 9,
      loop: true,
    }),
  ).upsertVideo;
  const video = await waitForVideo(cast.as.owner, saved.id, 150_000);
  const [hosted] = await server.database.db
    .select()
    .from(hostedVideos)
    .where(eq(hostedVideos.id, id));
  if (!hosted) throw new Error('hosted media row missing');
  expect(video.status, hosted.errorMessage ?? '').toBe('READY');
  const ladder = await readLadder(video.url);
  return { video, hosted, ladder, sourceSeconds: facts.durationSeconds };
}

const resolutions = (ladder: Ladder) =>
  ladder.variants.map(
    ({ variant }) => `${variant.resolution?.width}x${variant.resolution?.height}`,
  );

/** What a player finds in a downloaded rendition: picture size, rotation, length and pace. */
async function picture(file: string) {
  const { stdout } = await exec(REFERENCE_FFPROBE, [
    ...['-v', 'error', '-select_streams', 'v:0', '-print_format', 'json'],
    ...['-show_streams', '-show_format', file],
  ]);
  const json = JSON.parse(stdout) as {
    streams: Array<{
      width: number;
      height: number;
      side_data_list?: Array<{ rotation?: number }>;
    }>;
    format: { duration: string };
  };
  const stream = json.streams[0];
  return {
    width: stream?.width,
    height: stream?.height,
    rotated: stream?.side_data_list?.some((d) => d.rotation !== undefined) ?? false,
    durationSeconds: Number(json.format.duration),
  };
}

/** Seconds between consecutive video frames of a file, in presentation order. */
async function frameGaps(file: string): Promise<number[]> {
  const { stdout } = await exec(REFERENCE_FFPROBE, [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time'],
    ...['-of', 'csv=p=0', file],
  ]);
  const times = stdout
    .split('\n')
    .map((line) => Number.parseFloat(line))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return times.slice(1).map((t, i) => t - (times[i] ?? t));
}

describe.concurrent('real-world uploads', () => {
  it('keeps a fractional length (10.134 s) and settles READY', async () => {
    const { video, hosted, ladder, sourceSeconds } = await uploadAndProcess(REAL_WORLD.fractional);
    expect(sourceSeconds).toBe(10.134);
    expect(video.duration).toBe(10.134);
    expect(hosted.durationSeconds).toBeCloseTo(10.134, 3);
    // Under a minute, the loop asked for stays on.
    expect(video.loop).toBe(true);
    expect(video.aspectRatio).toBe(1.3333);
    expect(resolutions(ladder)).toEqual(['320x240']);
    expectSoundLadder(ladder, 10.134);
    expect(ladder.variants[0]?.variant.codecs).toMatch(/^avc1\.[0-9a-f]{6},mp4a\.40\.2$/);
  }, 180_000);

  it('processes a noisy portrait phone clip (1080x1920, 29.97 fps) with honest bitrates', async () => {
    const { video, hosted, ladder, sourceSeconds } = await uploadAndProcess(
      REAL_WORLD.portraitPhone,
    );
    expect(video.duration).toBe(Math.round(sourceSeconds * 1000) / 1000);
    expect(video.duration % 1).not.toBe(0);
    expect([hosted.width, hosted.height]).toEqual([1080, 1920]);
    expect(video.aspectRatio).toBe(0.5625);
    expect(resolutions(ladder)).toEqual(['360x640', '720x1280', '1080x1920']);
    expectSoundLadder(ladder, sourceSeconds);
    for (const { variant } of ladder.variants) expect(variant.frameRate).toBe(29.97);
  }, 180_000);

  it('stores the displayed shape of a clip turned by its display matrix (no sound)', async () => {
    const { video, hosted, ladder } = await uploadAndProcess(REAL_WORLD.rotated);
    // Coded 320x180, shown 180x320.
    expect([hosted.width, hosted.height]).toEqual([180, 320]);
    expect(video.aspectRatio).toBe(0.5625);
    expect(video.duration).toBe(2.5);
    expect(resolutions(ladder)).toEqual(['180x320']);
    expect(ladder.variants[0]?.variant.codecs).toMatch(/^avc1\.[0-9a-f]{6}$/);
    expectSoundLadder(ladder, 2.5);
    // The frames themselves are upright: players that ignore rotation show it right too.
    const measured = ladder.variants[0];
    if (!measured) throw new Error('no rendition');
    expect(await picture(await downloadRendition(measured))).toMatchObject({
      width: 180,
      height: 320,
      rotated: false,
    });
  }, 180_000);

  it('plays a variable-frame-rate clip at one constant rate over its whole length', async () => {
    const { video, ladder, sourceSeconds } = await uploadAndProcess(REAL_WORLD.variableRate);
    expect(video.duration).toBe(Math.round(sourceSeconds * 1000) / 1000);
    expect(resolutions(ladder)).toEqual(['320x240']);
    expectSoundLadder(ladder, sourceSeconds);
    // 375/22 on average (30 fps, then 10): not a standard rate, kept to the millisecond.
    expect(ladder.variants[0]?.variant.frameRate).toBe(17.045);
    // Decoded as a player would: every frame there, evenly spaced.
    const measured = ladder.variants[0];
    if (!measured) throw new Error('no rendition');
    const file = await downloadRendition(measured);
    const decoded = await picture(file);
    // Within a frame or so of the source (builds differ in how they end the last frame).
    expect(Math.abs(decoded.durationSeconds - sourceSeconds)).toBeLessThan(0.1);
    // Frames evenly spaced at the stated rate, where the source had gaps of 1/30 and 1/10 s.
    const gaps = await frameGaps(file);
    expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThan(0.002);
    expect(gaps.reduce((a, b) => a + b, 0) / gaps.length).toBeCloseTo(1 / 17.045, 4);
  }, 180_000);

  it('makes even renditions no larger than an odd-sized source (853x479)', async () => {
    const { video, hosted, ladder } = await uploadAndProcess(REAL_WORLD.oddSize);
    expect([hosted.width, hosted.height]).toEqual([853, 479]);
    expect(video.aspectRatio).toBe(1.7808);
    expect(video.duration).toBe(1.52);
    expect(resolutions(ladder)).toEqual(['642x360', '852x478']);
    expectSoundLadder(ladder, 1.52);
  }, 180_000);
});
