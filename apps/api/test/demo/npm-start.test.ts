// `npm start` as a new user runs it: the process started the way package.json starts it
// (`node scripts/start.mjs`), on a machine with no ffmpeg of its own (PATH without one, no system
// directories), must still make the demo playable with the build `npm install` brought; and
// Ctrl-C or a SIGTERM to it must stop the server and free the port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EMBEDDED_WIDGET, graphqlGet } from '../layouts/public-path';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves true when something accepts connections on the port, false when it is refused. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface Started {
  child: ChildProcess;
  url: string;
  port: number;
  /** The server's JSON log lines so far. */
  logs: Array<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const running: Started[] = [];
const dataDirs: string[] = [];

afterEach(async () => {
  for (const started of running.splice(0)) {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      // The whole group: the server too, should `npm start` have died without it.
      process.kill(-started.child.pid!, 'SIGKILL');
    }
  }
  await Promise.all(dataDirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

async function startLikeNpmStart(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vendy-npm-start-'));
  dataDirs.push(dataDir);
  // PATH holds node and nothing else (node may live in /usr/bin, next to a system ffmpeg).
  const bin = path.join(dataDir, 'bin');
  await mkdir(bin);
  await symlink(process.execPath, path.join(bin, 'node'));
  const base: Record<string, string> = {};
  // Only what a shell would hand over; nothing of the test run's own settings.
  for (const name of ['HOME', 'TMPDIR', 'LANG']) {
    const value = process.env[name];
    if (value !== undefined) base[name] = value;
  }
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...base,
      PATH: bin,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // The apps' builds are not what this is about, and a clean clone runs this before building.
      START_SKIP_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, as a terminal gives a command: Ctrl-C signals the whole group.
    detached: true,
  });
  const logs: Array<Record<string, unknown>> = [];
  let pending = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = { child, url: `http://127.0.0.1:${port}`, port, logs, exited };
  running.push(started);

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early: ${stderr}`);
    const ok = await fetch(`${started.url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return started;
    if (Date.now() > deadline) throw new Error(`npm start never answered /healthz: ${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function waitForLog(
  started: Started,
  message: RegExp,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const line = started.logs.find((l) => typeof l.msg === 'string' && message.test(l.msg));
    if (line) return line;
    const failed = started.logs.find(
      (l) => typeof l.msg === 'string' && /demo (video not ready|layouts not created)/.test(l.msg),
    );
    if (failed) throw new Error(`the demo failed: ${JSON.stringify(failed)}`);
    if (Date.now() > deadline) {
      throw new Error(`no log line ${message}; got ${started.logs.map((l) => l.msg).join(' | ')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * Stops `npm start` (SIGTERM to its process, or Ctrl-C: SIGINT to its whole process group) and
 * asserts it ends and the port refuses connections.
 */
async function stopAndExpectPortFree(started: Started, how: 'SIGTERM' | 'Ctrl-C'): Promise<number> {
  const sent = Date.now();
  if (how === 'SIGTERM') started.child.kill('SIGTERM');
  else process.kill(-started.child.pid!, 'SIGINT');
  const outcome = await Promise.race([
    started.exited,
    new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 8_000)),
  ]);
  expect(outcome).toEqual({ code: 0, signal: null });
  expect(await listening(started.port)).toBe(false);
  return Date.now() - sent;
}

// `npm start` runs on its own embedded database whatever TEST_DATABASE_URL says, so the
// PostgreSQL pass of the suite would only repeat it.
describe.skipIf(!!process.env.TEST_DATABASE_URL)('npm start', () => {
  // Ctrl-C reaches `npm start` and the server at once, and `npm start` passes it on too: the
  // repeated signal must not cut the server's shutdown short.
  it('stops on Ctrl-C: the server shuts down gracefully and the port is free', async () => {
    const started = await startLikeNpmStart({ DEMO_DATA: 'off', NODE_ENV: 'development' });
    expect(await listening(started.port)).toBe(true);
    const ms = await stopAndExpectPortFree(started, 'Ctrl-C');
    expect(ms).toBeLessThan(8_000);
    expect(started.logs.some((l) => l.msg === 'shutting down' && l.signal === 'SIGINT')).toBe(true);
  }, 120_000);

  it('plays the demo on a machine without ffmpeg, with the build npm install brought', async () => {
    const started = await startLikeNpmStart({
      DEMO_DATA: 'on',
      NODE_ENV: 'development',
      // No system directories searched, and PATH holds only node: no ffmpeg anywhere.
      FFMPEG_SYSTEM_DIRS: '',
      DEMO_VIDEO_SECONDS: '4',
    });
    const which = started.logs.find((l) => typeof l.msg === 'string' && /^ffmpeg:/.test(l.msg));
    expect(which?.msg).toMatch(/static build installed by npm .*@ffmpeg-installer/);

    const ready = await waitForLog(started, /^demo layouts ready/, 150_000);
    const layoutId = ready.layoutId as string;
    const answer = await graphqlGet<{
      getEmbeddedWidget: {
        status: string;
        virtualVideo: { segments: Array<{ video: { status: string; url: string } }> };
      };
    }>(started, EMBEDDED_WIDGET, { widgetId: layoutId });
    const widget = answer.body.data?.getEmbeddedWidget;
    expect(widget?.status).toBe('READY');
    const video = widget?.virtualVideo.segments[0]?.video;
    expect(video?.status).toBe('READY');

    const master = await fetch(video!.url);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    const text = await master.text();
    const variants = text.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(variants).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
    expect(text).toMatch(/RESOLUTION=720x1280,.*CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"/);
    const rendition = await fetch(new URL(variants[1]!, video!.url));
    expect(rendition.status).toBe(200);
    const segment = (await rendition.text()).split('\n').find((l) => l.endsWith('.ts'));
    const bytes = await fetch(new URL(`720p/${segment}`, video!.url));
    expect(bytes.status).toBe(200);
    expect((await bytes.arrayBuffer()).byteLength).toBeGreaterThan(10_000);

    // SIGTERM to `npm start` alone (a service manager, `kill`): it must reach the server.
    await stopAndExpectPortFree(started, 'SIGTERM');
    expect(started.logs.some((l) => l.msg === 'shutting down' && l.signal === 'SIGTERM')).toBe(
      true,
    );
  }, 300_000);
});
