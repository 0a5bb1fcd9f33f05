// Restarts: an upload continues where it stopped after the API restarts, and a transcode cut off
// by a restart (orderly stop, or the process killed outright) finishes afterwards.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { UPLOAD_RETRY_DELAYS } from '@vendy/client/domain';
import { eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../src/db/connection';
import { hostedVideos } from '../../src/db/schema';
import { createTestDatabase } from '../harness/database';
import {
  createVideoCast,
  dataOf,
  freePort,
  makeClip,
  removeClips,
  Q,
  sha256,
  startVideoServer,
  tusHead,
  tusPatch,
  waitForVideo,
  type VideoCast,
  type VideoResult,
  type VideoServer,
} from './fixtures';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TSX = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('restarting the API in an orderly way', () => {
  let database: DatabaseConnection;
  let dataDir: string;
  let port: number;
  let server: VideoServer | undefined;
  let cast: VideoCast;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-videos-restart-'));
    port = await freePort();
    server = await startVideoServer({ database, dataDir, port });
    cast = await createVideoCast(server);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function restart(): Promise<VideoServer> {
    await server?.close();
    // Let this test's HTTP client see its kept-alive connections to the old server close.
    await new Promise((r) => setTimeout(r, 300));
    server = await startVideoServer({ database, dataDir, port });
    return server;
  }

  it('keeps an upload across a restart: tus-js-client resumes it where the server stopped', async () => {
    const clip = await makeClip({ width: 320, height: 240, seconds: 3 });
    const bytes = await readFile(clip);
    const { id, url } = dataOf(
      await cast.as.owner<{ getVideoUploadUrl: { id: string; url: string } }>(Q.getVideoUploadUrl, {
        fileName: 'clip.mp4',
        size: bytes.length,
        duration: 3,
      }),
    ).getVideoUploadUrl;
    const half = Math.floor(bytes.length / 2);
    expect((await tusPatch(url, 0, bytes.subarray(0, half), cast.cookies.owner)).status).toBe(204);

    await restart();

    expect((await tusHead(url, cast.cookies.owner)).headers.get('upload-offset')).toBe(
      String(half),
    );
    const sentFrom: number[] = [];
    await new Promise<void>((resolve, reject) => {
      new tus.Upload(bytes, {
        uploadUrl: url,
        chunkSize: 10_485_760,
        retryDelays: [...UPLOAD_RETRY_DELAYS],
        headers: { cookie: cast.cookies.owner },
        onProgress: (sent) => sentFrom.push(sent),
        onSuccess: () => resolve(),
        onError: reject,
      }).start();
    });
    // Only the second half travelled after the restart.
    expect(Math.min(...sentFrom)).toBeGreaterThanOrEqual(half);

    const saved = dataOf(
      await cast.as.owner<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Survivor',
        externalId: id,
        duration: 3,
        aspectRatio: 4 / 3,
      }),
    ).upsertVideo;
    const ready = await waitForVideo(cast.as.owner, saved.id);
    expect(ready.status).toBe('READY');
    expect(ready.duration).toBeCloseTo(3, 1);
  }, 120_000);

  it('finishes a transcode that a restart interrupted', async () => {
    const clip = await makeClip({ width: 1280, height: 720, seconds: 8 });
    const bytes = await readFile(clip);
    const { id, url } = dataOf(
      await cast.as.owner<{ getVideoUploadUrl: { id: string; url: string } }>(Q.getVideoUploadUrl, {
        fileName: 'long.mp4',
        size: bytes.length,
        duration: 8,
      }),
    ).getVideoUploadUrl;
    expect((await tusPatch(url, 0, bytes, cast.cookies.owner)).status).toBe(204);
    const saved = dataOf(
      await cast.as.owner<{ upsertVideo: VideoResult }>(Q.upsertVideo, {
        title: 'Interrupted',
        externalId: id,
        duration: 8,
        aspectRatio: 16 / 9,
      }),
    ).upsertVideo;

    // ffmpeg is at work once the job's scratch folder exists: stop the server then.
    const scratch = path.join(dataDir, 'work', 'videos', id);
    await until(() => exists(scratch), 30_000, 'the transcode to start');
    await restart();
    const [hosted] = await database.db.select().from(hostedVideos).where(eq(hostedVideos.id, id));
    expect(hosted?.status).toBe('PROCESSING');

    const ready = await waitForVideo(cast.as.owner, saved.id, 120_000);
    expect(ready.status).toBe('READY');
    expect(ready.duration).toBeCloseTo(8, 1);
    expect((await fetch(ready.url)).status).toBe(200);
  }, 180_000);
});

describe('the API process killed outright', () => {
  let dataDir: string;
  let port: number;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-videos-crash-'));
    port = await freePort();
  });

  afterAll(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      process.kill(-child.pid, 'SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
    await removeClips();
  });

  const base = () => `http://127.0.0.1:${port}`;

  /**
   * `npm start -w @vendy/api` as a deployment runs it, in its own process group. Ready when this
   * process says it listens (its own log line, not just any answer on the port: a port found free
   * can be taken by another test's server before this one binds it) and /healthz answers.
   */
  async function boot(): Promise<void> {
    const started = spawn(TSX, ['src/main.ts'], {
      cwd: API_DIR,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: base(),
        DATA_DIR: dataDir,
      },
    });
    child = started;
    const output: string[] = [];
    let listening = false;
    let exited: string | undefined;
    for (const stream of [started.stdout, started.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        output.push(line);
        if (output.length > 40) output.shift();
        if (line.includes(`Vendy is listening on http://127.0.0.1:${port}`)) listening = true;
      });
    }
    started.once('exit', (code, signal) => {
      exited = `exited (${signal ?? code}) before it listened:\n${output.join('\n')}`;
    });
    await until(
      async () => {
        if (exited !== undefined && !listening) throw new Error(`The API ${exited}`);
        return listening && (await fetch(`${base()}/healthz`).catch(() => null))?.status === 200;
      },
      90_000,
      'the API to start',
    );
  }

  /** SIGKILL to the whole process group: the API and its ffmpeg die at once, as in a crash. */
  async function crash(): Promise<void> {
    const pid = child?.pid;
    if (!pid) throw new Error('not running');
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(-pid, 'SIGKILL');
    await exited;
    child = undefined;
  }

  async function gql<T>(query: string, variables: Record<string, unknown>, cookie?: string) {
    const response = await fetch(`${base()}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-vendy-csrf': '1',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { data: body.data as T, headers: response.headers };
  }

  it('keeps the upload and finishes the transcode after the process is killed twice', async () => {
    // The first start may take another port if this one was taken meanwhile; the restarts must
    // keep it (the upload's address names it).
    for (let attempt = 1; ; attempt++) {
      try {
        await boot();
        break;
      } catch (error) {
        if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
        port = await freePort();
      }
    }
    // The demo merchant of a development server (group 'Demo Store', Standard plan).
    const login = await gql<{ login: { success: boolean } }>(
      'mutation login($email: String!, $password: String!) { login(email: $email, password: $password) { success } }',
      { email: 'demo@vendy.app', password: 'vendy-demo-1' },
    );
    const cookie =
      (login.headers.getSetCookie().find((c) => c.startsWith('vendy_session=')) ?? '').split(
        ';',
      )[0] ?? '';
    expect(cookie).toMatch(/^vendy_session=./);

    const clip = await makeClip({ width: 1280, height: 720, seconds: 8 });
    const bytes = await readFile(clip);
    const { id, url } = (
      await gql<{ getVideoUploadUrl: { id: string; url: string } }>(
        Q.getVideoUploadUrl,
        { fileName: 'crash.mp4', size: bytes.length, duration: 8 },
        cookie,
      )
    ).data.getVideoUploadUrl;
    const half = Math.floor(bytes.length / 2);
    expect((await tusPatch(url, 0, bytes.subarray(0, half), cookie)).status).toBe(204);

    await crash();
    await boot();

    const offset = Number((await tusHead(url, cookie)).headers.get('upload-offset'));
    expect(offset).toBe(half);
    const end = bytes.length - 1;
    expect((await tusPatch(url, offset, bytes.subarray(offset, end), cookie)).status).toBe(204);
    // What the killed process had stored, plus the rest, is the file byte for byte.
    const uploadId = new URL(url).pathname.split('/').pop() ?? '';
    const stored = await readFile(path.join(dataDir, 'uploads', 'videos', uploadId));
    expect(sha256(stored)).toBe(sha256(bytes.subarray(0, end)));
    expect((await tusPatch(url, end, bytes.subarray(end), cookie)).status).toBe(204);
    const saved = (
      await gql<{ upsertVideo: VideoResult }>(
        Q.upsertVideo,
        { title: 'Crash test', externalId: id, duration: 8, aspectRatio: 16 / 9 },
        cookie,
      )
    ).data.upsertVideo;

    await until(
      () => exists(path.join(dataDir, 'work', 'videos', id)),
      30_000,
      'the transcode to start',
    );
    await crash();
    await boot();

    const deadline = Date.now() + 120_000;
    let video: VideoResult;
    for (;;) {
      video = (
        await gql<{ checkAndUpdateVideoStatus: VideoResult }>(
          Q.checkAndUpdateVideoStatus,
          { videoId: saved.id },
          cookie,
        )
      ).data.checkAndUpdateVideoStatus;
      if (video.status !== 'PROCESSING' || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(video.status).toBe('READY');
    expect(video.duration).toBeCloseTo(8, 1);
    const master = await fetch(video.url);
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('RESOLUTION=1280x720');
  }, 300_000);
});
