// Synthesia's API v2: POST /v2/videos (title and input scenes of scriptText, avatar, background and
// avatarSettings) starts a video; GET /v2/videos/{id} reads its status and, once complete, its
// download address; GET /v2/videos?limit=1 checks a key. The key is sent as the Authorization
// header itself, as Synthesia expects. Failures become a SynthesiaError.
import type { SynthesiaApi } from './app';

const TIMEOUT_MS = 30_000;

/** An avatar's speaking pace (about 150 words a minute), for times within a script. */
export const SPEAKING_WORDS_PER_SECOND = 2.5;
/** The shortest scene (an avatar's greeting takes a moment, however short the text). */
export const MIN_SCENE_SECONDS = 2;

/** A scene's estimated length: its words at the speaking pace, at least MIN_SCENE_SECONDS. */
export function sceneSpeakingSeconds(scriptText: string): number {
  return Math.max(MIN_SCENE_SECONDS, wordsOf(scriptText).length / SPEAKING_WORDS_PER_SECOND);
}

/** The spoken words of a text (letters and digits, apostrophes kept inside words). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? [];
}

export type SynthesiaErrorKind =
  'auth' | 'rate_limit' | 'refused' | 'not_found' | 'provider' | 'network';

export class SynthesiaError extends Error {
  constructor(
    readonly kind: SynthesiaErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'SynthesiaError';
  }
}

export interface SynthesiaScene {
  scriptText: string;
  avatar: string;
  background: string;
  avatarSettings: { style: string; horizontalAlign: string; scale: number };
}

export interface SynthesiaVideoRequest {
  title: string;
  input: SynthesiaScene[];
}

/** Synthesia's own statuses, as read. */
export type SynthesiaStatus = 'in_progress' | 'complete' | 'failed' | 'rejected' | string;

export interface SynthesiaVideo {
  id: string;
  status: SynthesiaStatus;
  /** Signed address of the MP4, once complete. */
  download: string | null;
  /** Length in seconds when given. */
  duration: number | null;
}

type Json = Record<string, unknown>;

function kindOf(status: number): SynthesiaErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limit';
  if (status >= 400 && status < 500) return 'refused';
  return 'provider';
}

async function call(
  api: SynthesiaApi,
  key: string,
  path: string,
  method: 'GET' | 'POST',
  body?: Json,
): Promise<Json> {
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl}${path}`, {
      method,
      headers: {
        authorization: key,
        accept: 'application/json',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    throw new SynthesiaError('network', `Synthesia could not be reached: ${String(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const context = (parsed as { context?: unknown; message?: unknown } | undefined) ?? {};
    const text =
      typeof context.context === 'string'
        ? context.context
        : typeof context.message === 'string'
          ? context.message
          : `HTTP ${response.status}`;
    throw new SynthesiaError(kindOf(response.status), text, response.status);
  }
  if (!parsed || typeof parsed !== 'object') {
    throw new SynthesiaError('provider', 'Synthesia answered something other than JSON.');
  }
  return parsed as Json;
}

/** Synthesia's duration ("0:00:12.34", or seconds). */
export function durationSeconds(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value !== 'string') return null;
  const parts = value.split(':').map(Number);
  if (parts.some((p) => !Number.isFinite(p))) return null;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

export function videoOf(body: Json): SynthesiaVideo {
  if (typeof body.id !== 'string' || !body.id) {
    throw new SynthesiaError('provider', 'Synthesia answered a video without an id.');
  }
  return {
    id: body.id,
    status: typeof body.status === 'string' ? body.status : 'in_progress',
    download: typeof body.download === 'string' ? body.download : null,
    duration: durationSeconds(body.duration),
  };
}

export async function createSynthesiaVideo(
  api: SynthesiaApi,
  key: string,
  request: SynthesiaVideoRequest,
): Promise<SynthesiaVideo> {
  return videoOf(
    await call(api, key, '/videos', 'POST', {
      title: request.title,
      input: request.input,
      visibility: 'private',
      test: false,
    }),
  );
}

export async function getSynthesiaVideo(
  api: SynthesiaApi,
  key: string,
  id: string,
): Promise<SynthesiaVideo> {
  return videoOf(await call(api, key, `/videos/${encodeURIComponent(id)}`, 'GET'));
}

/** Resolves when Synthesia accepts the key. */
export async function checkSynthesiaKey(api: SynthesiaApi, key: string): Promise<void> {
  await call(api, key, '/videos?limit=1', 'GET');
}
