// The videos tests' set-up: a server whose PUBLIC_URL is its own address (so upload and media
// URLs are fetched as the browser would), a data folder of its own, small clips made by ffmpeg,
// tus requests, and the GraphQL documents of the operations.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { createApp, type App } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseConnection } from '../../src/db/connection';
import { sessions } from '../../src/db/schema';
import { hashToken, randomToken, SESSION_TTL_MS } from '../../src/modules/auth';
import { appendEntry } from '../../src/modules/billing/history';
import { createCast, type Cast } from '../groups/fixtures';
import { gqlWithCookie, type Gql } from '../harness/accounts';
import { createTestDatabase } from '../harness/database';
import { freePort } from '../harness/own-address';
import { gqlAt, type GqlResponse } from '../harness/server';

const exec = promisify(execFile);

export interface VideoServer {
  url: string;
  app: App;
  config: Config;
  database: DatabaseConnection;
  dataDir: string;
  gql: Gql;
  close(): Promise<void>;
}

export { freePort };

export interface VideoServerOptions {
  /** Shared by servers that play "the same deployment before and after a restart". */
  database?: DatabaseConnection;
  dataDir?: string;
  port?: number;
}

/** The real app with its own data folder; the database is closed with it unless it was given. */
export async function startVideoServer(options: VideoServerOptions = {}): Promise<VideoServer> {
  const port = options.port ?? (await freePort());
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'vendy-videos-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
  });
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const app = await createApp(config, { database });
  const url = await app.listen(port);
  const gql: Gql = gqlAt(url);
  return {
    url,
    app,
    config,
    database,
    dataDir,
    gql,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gives the group a plan, active from `since` (the start of its billing month). */
export async function givePlan(
  server: Pick<VideoServer, 'database'>,
  groupId: string,
  planId: 'free' | 'starter' | 'standard' | 'growth',
): Promise<void> {
  await appendEntry(server.database.db, { groupId, planId, status: 'ACTIVE' });
}

/** A session of the user: the Cookie header value and a gql() that sends it. */
export async function sessionOf(
  server: Pick<VideoServer, 'database' | 'gql'>,
  userId: string,
): Promise<{ cookie: string; gql: Gql }> {
  const token = randomToken();
  await server.database.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { cookie: `vendy_session=${token}`, gql: gqlWithCookie(server, token) };
}

export interface VideoCast extends Cast {
  /** Cookie headers for tus requests. */
  cookies: { owner: string; user: string; outsider: string; admin: string };
}

/** The groups cast (see groups/fixtures) with cookies, group A on the Starter plan. */
export async function createVideoCast(server: VideoServer): Promise<VideoCast> {
  const cast = await createCast(server);
  await givePlan(server, cast.groupA, 'starter');
  const [owner, user, outsider, admin] = await Promise.all(
    [cast.olivia, cast.uma, cast.otto, cast.ada].map((u) => sessionOf(server, u.id)),
  );
  return {
    ...cast,
    cookies: {
      owner: owner!.cookie,
      user: user!.cookie,
      outsider: outsider!.cookie,
      admin: admin!.cookie,
    },
  };
}

// Clips ---------------------------------------------------------------------------------------

export interface ClipOptions {
  width?: number;
  height?: number;
  seconds?: number;
  audio?: boolean;
  /** Container by extension: mp4 (default) or mov. */
  ext?: 'mp4' | 'mov';
}

let clipDir: Promise<string> | undefined;
const clips = new Map<string, Promise<string>>();

/** A test-pattern clip with a tone, made once per test file and option set. */
export function makeClip(options: ClipOptions = {}): Promise<string> {
  const { width = 320, height = 240, seconds = 2, audio = true, ext = 'mp4' } = options;
  const name = `clip-${width}x${height}-${seconds}s-${audio ? 'av' : 'v'}.${ext}`;
  let clip = clips.get(name);
  if (!clip) {
    clip = (async () => {
      clipDir ??= mkdtemp(path.join(tmpdir(), 'vendy-clips-'));
      const file = path.join(await clipDir, name);
      const inputs = ['-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=25`];
      if (audio) inputs.push('-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000');
      const codecs = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
      if (audio) codecs.push('-c:a', 'aac');
      await exec('/usr/bin/ffmpeg', [
        '-nostdin',
        '-v',
        'error',
        '-y',
        ...inputs,
        '-t',
        String(seconds),
        ...codecs,
        file,
      ]);
      return file;
    })();
    clips.set(name, clip);
  }
  return clip;
}

/** Removes this test file's clips (call in afterAll). */
export async function removeClips(): Promise<void> {
  if (clipDir) await rm(await clipDir, { recursive: true, force: true });
  clipDir = undefined;
  clips.clear();
}

/** Bytes that are no video at all, with a video's name. */
export async function junkFile(bytes = 50_000): Promise<string> {
  clipDir ??= mkdtemp(path.join(tmpdir(), 'vendy-clips-'));
  const file = path.join(await clipDir, `junk-${bytes}.mp4`);
  const data = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i += 1) data[i] = (i * 7919) % 251;
  await writeFile(file, data);
  return file;
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export async function fileSize(file: string): Promise<number> {
  return (await stat(file)).size;
}

export { readFile };

// tus -----------------------------------------------------------------------------------------

export interface TusResponse {
  status: number;
  headers: Headers;
  body: string;
}

export async function tusHead(uploadUrl: string, cookie?: string): Promise<TusResponse> {
  const response = await fetch(uploadUrl, {
    method: 'HEAD',
    headers: { 'tus-resumable': '1.0.0', ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, headers: response.headers, body: '' };
}

export async function tusPatch(
  uploadUrl: string,
  offset: number,
  body: Buffer,
  cookie?: string,
): Promise<TusResponse> {
  const response = await fetch(uploadUrl, {
    method: 'PATCH',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      ...(cookie ? { cookie } : {}),
    },
    body: new Uint8Array(body),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/**
 * A PATCH whose connection drops after `sent` of the bytes were written: the network failing in
 * the middle of a chunk. Resolves once the server has seen the connection close.
 */
export function tusPatchCutOff(
  uploadUrl: string,
  offset: number,
  body: Buffer,
  sent: number,
  cookie: string,
): Promise<void> {
  return new Promise((resolve) => {
    const req = request(uploadUrl, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
        cookie,
      },
    });
    req.on('error', () => resolve());
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve());
    });
    req.write(body.subarray(0, sent), () => {
      // Let the bytes reach the server before the connection is cut.
      setTimeout(() => {
        req.destroy();
        setTimeout(resolve, 300);
      }, 200);
    });
  });
}

export function sessionCookie(value: string): string {
  return `vendy_session=${value}`;
}

// GraphQL -------------------------------------------------------------------------------------

export const VIDEO_FIELDS = `id createdAt updatedAt title description url duration aspectRatio
  status thumbnailUrl externalId source sourceId loop`;

export const Q = {
  getVideos: `query getVideos { getVideos { ${VIDEO_FIELDS} } }`,
  adminGetVideos: `query adminGetVideos($groupId: ID!) { adminGetVideos(groupId: $groupId) { ${VIDEO_FIELDS} } }`,
  getVideoUploadUrl: `query getVideoUploadUrl($fileName: String!, $size: Float!, $duration: Int!) {
    getVideoUploadUrl(fileName: $fileName, size: $size, duration: $duration) { id url } }`,
  getVideoImageUploadUrl: `query getVideoImageUploadUrl($fileName: String!, $fileType: String!) {
    getVideoImageUploadUrl(fileName: $fileName, fileType: $fileType) { fileName fileKey url objectExists } }`,
  upsertVideo: `mutation upsertVideo($id: ID, $title: String!, $description: String, $url: String,
      $thumbnailUrl: String, $duration: Float, $aspectRatio: Float, $externalId: String,
      $loop: Boolean, $source: VideoSource, $sourceId: String) {
    upsertVideo(id: $id, title: $title, description: $description, url: $url,
      thumbnailUrl: $thumbnailUrl, duration: $duration, aspectRatio: $aspectRatio,
      externalId: $externalId, loop: $loop, source: $source, sourceId: $sourceId) { ${VIDEO_FIELDS} } }`,
  checkAndUpdateVideoStatus: `mutation checkAndUpdateVideoStatus($videoId: ID!) {
    checkAndUpdateVideoStatus(videoId: $videoId) { ${VIDEO_FIELDS} } }`,
  getVideoUploadUsage: `query getVideoUploadUsage { getVideoUploadUsage {
    planId limitMinutes usedMinutes remainingMinutes periodStart periodEnd } }`,
  deleteVideo: `mutation deleteVideo($videoId: ID!) { deleteVideo(videoId: $videoId) { success message } }`,
};

export interface VideoResult {
  id: string;
  title: string;
  description: string | null;
  url: string;
  duration: number;
  aspectRatio: number;
  status: 'PROCESSING' | 'READY' | 'ERROR';
  thumbnailUrl: string | null;
  externalId: string | null;
  source: string;
  sourceId: string | null;
  loop: boolean;
}

export function dataOf<T>(response: GqlResponse<T>): T {
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data as T;
}

export function errorMessage(response: GqlResponse<unknown>): string {
  const error = response.body.errors?.[0];
  expect(error, 'expected an error').toBeDefined();
  return error?.message ?? '';
}

/** Polls checkAndUpdateVideoStatus until the video leaves PROCESSING. */
export async function waitForVideo(
  gql: Gql,
  videoId: string,
  timeoutMs = 60_000,
): Promise<VideoResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await gql<{ checkAndUpdateVideoStatus: VideoResult }>(
      Q.checkAndUpdateVideoStatus,
      { videoId },
    );
    const video = dataOf(response).checkAndUpdateVideoStatus;
    if (video.status !== 'PROCESSING') return video;
    if (Date.now() > deadline) throw new Error(`video ${videoId} still PROCESSING`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
