// The Synthesia sandbox's HTTP routes, mounted under /sandbox/synthesia while it is in use (no
// SYNTHESIA_API_KEY, no SYNTHESIA_BASE_URL, not production; otherwise 404). Same protocol as
// Synthesia's API v2:
//   POST /sandbox/synthesia/v2/videos          starts a video: in_progress, rendered with ffmpeg
//   GET  /sandbox/synthesia/v2/videos/{id}     its status; once complete, `download` and `duration`
//   GET  /sandbox/synthesia/v2/videos          the key's videos (how a key is checked)
//   GET  /sandbox/synthesia/files/{id}.mp4     the rendered file (signed address)
// When a render ends the sandbox delivers `video.completed` (or `video.failed`) to
// `${PUBLIC_URL}/webhooks/synthesia`, signed as Synthesia signs (Synthesia-Timestamp,
// Synthesia-Signature) with the sandbox's webhook secret (providers/synthesia/app.ts).
// Keys: 16 to 200 letters, digits, - or _; keys beginning `invalid` get 401, `ratelimit` 429;
// videos of keys beginning `pending` stay in_progress (a long queue at the platform).
// A scene whose script contains `[sandbox:fail]` makes the render fail. Videos live in
// `${DATA_DIR}/sandbox/synthesia/` (a JSON record and the MP4), so they survive a restart; a render
// cut short by a restart starts again at the next status read.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Config } from '../../config';
import {
  BodyTooLargeError,
  readBody,
  sendJsonBody,
  type HttpRoute,
  type HttpRouteContext,
} from '../../http/routes';
import type { Logger } from '../../logger';
import {
  SYNTHESIA_SANDBOX_PATH,
  SYNTHESIA_WEBHOOK_PATH,
  signSynthesiaWebhook,
  synthesiaApi,
  synthesiaSandboxInUse,
} from '../../providers/synthesia';
import { renderScenes, type RenderScene } from './render';

const KEY = /^[A-Za-z0-9_-]{16,200}$/;
const ID = /^[0-9a-f-]{36}$/;
const MAX_SCENES = 20;
const MAX_SCRIPT = 5000;
export const SANDBOX_FAIL_MARK = '[sandbox:fail]';
/** How long a video waits in the sandbox's queue before its render starts. */
const QUEUE_MS = 1000;

interface SandboxVideo {
  id: string;
  title: string;
  /** sha256 of the key that made it: other keys do not see it. */
  owner: string;
  status: 'in_progress' | 'complete' | 'failed';
  createdAt: number;
  lastUpdatedAt: number;
  duration: number | null;
  scenes: RenderScene[];
  /** Never rendered (a `pending…` key). */
  held?: boolean;
}

const dirOf = (config: Config) => path.join(config.dataDir, 'sandbox', 'synthesia');
const recordFile = (config: Config, id: string) => path.join(dirOf(config), `${id}.json`);
const mp4File = (config: Config, id: string) => path.join(dirOf(config), `${id}.mp4`);
const hash = (key: string) => createHash('sha256').update(key).digest('hex');
const fileSignature = (config: Config, id: string) =>
  createHmac('sha256', config.sessionSecret).update(`synthesia sandbox file ${id}`).digest('hex');

/** Renders running in this process. */
const rendering = new Map<string, Promise<void>>();

async function load(config: Config, id: string): Promise<SandboxVideo | null> {
  try {
    return JSON.parse(await readFile(recordFile(config, id), 'utf8')) as SandboxVideo;
  } catch {
    return null;
  }
}

/**
 * Written to a file of its own, then renamed over the record: a status read while the render
 * updates the record sees the old one or the new one, never a half-written file.
 */
async function save(config: Config, video: SandboxVideo): Promise<void> {
  await mkdir(dirOf(config), { recursive: true });
  const file = recordFile(config, video.id);
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, JSON.stringify(video));
  await rename(partial, file);
}

function error(res: ServerResponse, status: number, context: string) {
  sendJsonBody(res, status, { context });
}

const keyText = (req: IncomingMessage) => (req.headers.authorization ?? '').trim();

/** The caller's key hash, or null when the answer (401, 429) was sent. */
function keyOf(req: IncomingMessage, res: ServerResponse): string | null {
  const key = keyText(req);
  if (!KEY.test(key) || key.startsWith('invalid')) {
    error(res, 401, 'Unauthorized: invalid API key.');
    return null;
  }
  if (key.startsWith('ratelimit')) {
    error(res, 429, 'Too many requests.');
    return null;
  }
  return hash(key);
}

function downloadUrl(config: Config, id: string): string {
  return `${config.publicUrl}${SYNTHESIA_SANDBOX_PATH}/files/${id}.mp4?signature=${fileSignature(config, id)}`;
}

function answer(config: Config, video: SandboxVideo) {
  return {
    id: video.id,
    title: video.title,
    visibility: 'private',
    status: video.status,
    createdAt: Math.floor(video.createdAt / 1000),
    lastUpdatedAt: Math.floor(video.lastUpdatedAt / 1000),
    ...(video.status === 'complete'
      ? {
          download: downloadUrl(config, video.id),
          duration: `0:00:${(video.duration ?? 0).toFixed(2).padStart(5, '0')}`,
        }
      : {}),
  };
}

/** Delivers the video's event to the server's webhook, signed; failures are only logged. */
async function deliver(config: Config, logger: Logger, video: SandboxVideo): Promise<void> {
  const secret = synthesiaApi(config).webhookSecret;
  if (!secret) return;
  const body = JSON.stringify({
    type: video.status === 'complete' ? 'video.completed' : 'video.failed',
    data: answer(config, video),
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const response = await fetch(`${config.publicUrl}${SYNTHESIA_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'synthesia-timestamp': timestamp,
        'synthesia-signature': signSynthesiaWebhook(secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
  } catch (err) {
    logger.warn({ err, videoId: video.id }, 'synthesia sandbox: webhook delivery failed');
  }
}

function startRender(config: Config, logger: Logger, video: SandboxVideo): void {
  if (rendering.has(video.id)) return;
  const work = (async () => {
    // A moment in the platform's queue first, as at Synthesia: the caller has recorded its job
    // before the video can end (and the webhook arrive).
    await new Promise((resolve) => setTimeout(resolve, QUEUE_MS));
    const failed = video.scenes.some((scene) => scene.scriptText.includes(SANDBOX_FAIL_MARK));
    try {
      if (failed) throw new Error('render refused by the sandbox mark');
      video.duration = await renderScenes(mp4File(config, video.id), video.scenes);
      video.status = 'complete';
    } catch (err) {
      if (!failed) logger.warn({ err, videoId: video.id }, 'synthesia sandbox: render failed');
      video.status = 'failed';
    }
    video.lastUpdatedAt = Date.now();
    await save(config, video);
    await deliver(config, logger, video);
  })().finally(() => rendering.delete(video.id));
  rendering.set(video.id, work);
}

/** Tests: resolves once every render of this process has ended and its webhook was delivered. */
export async function sandboxRendersSettled(): Promise<void> {
  while (rendering.size > 0) await Promise.allSettled([...rendering.values()]);
}

type SceneBody = {
  scriptText?: unknown;
  avatar?: unknown;
  background?: unknown;
  avatarSettings?: unknown;
};

function scenesOf(input: unknown): RenderScene[] | string {
  if (!Array.isArray(input) || input.length === 0) return 'input must list at least one scene.';
  if (input.length > MAX_SCENES) return `input may list at most ${MAX_SCENES} scenes.`;
  const scenes: RenderScene[] = [];
  for (const raw of input as SceneBody[]) {
    if (typeof raw?.scriptText !== 'string' || !raw.scriptText.trim()) {
      return 'Each scene needs a scriptText.';
    }
    if (raw.scriptText.length > MAX_SCRIPT) return 'scriptText is too long.';
    if (typeof raw.avatar !== 'string' || !raw.avatar) return 'Each scene needs an avatar.';
    if (typeof raw.background !== 'string' || !raw.background) {
      return 'Each scene needs a background.';
    }
    scenes.push({ scriptText: raw.scriptText, avatar: raw.avatar, background: raw.background });
  }
  return scenes;
}

async function create(req: IncomingMessage, res: ServerResponse, route: HttpRouteContext) {
  const owner = keyOf(req, res);
  if (!owner) return;
  let body: { title?: unknown; input?: unknown };
  try {
    body = JSON.parse((await readBody(req, 500_000)).toString('utf8')) as typeof body;
  } catch (e) {
    return error(res, e instanceof BodyTooLargeError ? 413 : 400, 'Invalid JSON body.');
  }
  const scenes = scenesOf(body.input);
  if (typeof scenes === 'string') return error(res, 400, scenes);
  const now = Date.now();
  const video: SandboxVideo = {
    id: randomUUID(),
    title: typeof body.title === 'string' && body.title.trim() ? body.title.trim() : 'Untitled',
    owner,
    status: 'in_progress',
    createdAt: now,
    lastUpdatedAt: now,
    duration: null,
    scenes,
    ...(keyText(req).startsWith('pending') ? { held: true } : {}),
  };
  await save(route.config, video);
  if (!video.held) startRender(route.config, route.logger, video);
  sendJsonBody(res, 201, answer(route.config, video));
}

async function read(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
  id: string,
) {
  const owner = keyOf(req, res);
  if (!owner) return;
  const video = ID.test(id) ? await load(route.config, id) : null;
  if (!video || video.owner !== owner) return error(res, 404, 'Video not found.');
  // A render this process does not run (the server restarted meanwhile) starts again.
  if (video.status === 'in_progress' && !video.held) {
    startRender(route.config, route.logger, video);
  }
  sendJsonBody(res, 200, answer(route.config, video));
}

async function file(res: ServerResponse, route: HttpRouteContext, name: string) {
  const id = /^([0-9a-f-]{36})\.mp4$/.exec(name)?.[1];
  const given = Buffer.from(route.url.searchParams.get('signature') ?? '');
  const expected = id ? Buffer.from(fileSignature(route.config, id)) : Buffer.alloc(0);
  if (!id || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return error(res, 403, 'Forbidden.');
  }
  const target = mp4File(route.config, id);
  let size: number;
  try {
    size = (await stat(target)).size;
  } catch {
    return error(res, 404, 'Not found.');
  }
  res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(size) });
  createReadStream(target).pipe(res);
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
): Promise<void> {
  if (!synthesiaSandboxInUse(route.config)) return error(res, 404, 'Not found.');
  const sub = route.url.pathname.slice(SYNTHESIA_SANDBOX_PATH.length);
  if (sub === '/v2/videos' && req.method === 'POST') return create(req, res, route);
  if (sub === '/v2/videos' && req.method === 'GET') {
    if (!keyOf(req, res)) return;
    return sendJsonBody(res, 200, { videos: [] });
  }
  const one = /^\/v2\/videos\/([^/]+)$/.exec(sub);
  if (one && req.method === 'GET') return read(req, res, route, one[1]!);
  const served = /^\/files\/([^/]+)$/.exec(sub);
  if (served && req.method === 'GET') return file(res, route, served[1]!);
  error(res, 404, 'Not found.');
}

export const synthesiaSandboxRoutes: HttpRoute[] = [
  { method: ['GET', 'POST'], path: `${SYNTHESIA_SANDBOX_PATH}/*`, handle },
];
