// GET|HEAD /media/<key>: stored objects with their type, validators and byte ranges (audio and
// video players seek with Range requests).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isValidKey } from './keys';
import type { LocalStorage } from './local';
import { ObjectNotFoundError, type ByteRange } from './types';

const DEFAULT_CACHE = 'public, max-age=300';
// Playlists change while a video is being processed; their segments never do.
const PLAYLIST_CACHE = 'no-cache';

/**
 * Media is public: embeds on store pages and players (hls.js fetches playlists and segments, with
 * Range when seeking) read it from any origin, without credentials.
 */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Content-Length, Content-Range, Accept-Ranges, ETag',
} as const;

/** Answers a CORS preflight for /media (sent by browsers before a Range request). */
export function mediaPreflight(res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    'access-control-allow-methods': 'GET, HEAD, OPTIONS',
    'access-control-allow-headers': 'Range',
    'access-control-max-age': '86400',
  });
  res.end();
}

function plain(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'cache-control': 'no-store',
    'content-length': '0',
    ...CORS_HEADERS,
    ...headers,
  });
  res.end();
}

/** Parses a single-range header; null means "serve the whole file", 'unsatisfiable' means 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Multiple ranges or other units: ignoring Range and sending everything is allowed (RFC 9110).
  if (!match) return null;
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

function notModified(req: IncomingMessage, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === etag || t === '*');
  }
  const since = req.headers['if-modified-since'];
  if (since === undefined) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(lastModified.getTime() / 1000) * 1000 <= time;
}

/** If-Range: honour Range only when the client's copy is the current one. */
function rangeStillValid(req: IncomingMessage, etag: string, lastModified: Date): boolean {
  const ifRange = req.headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return ifRange === etag;
  const time = Date.parse(ifRange);
  return !Number.isNaN(time) && Math.floor(lastModified.getTime() / 1000) * 1000 === time;
}

export async function serveMedia(
  storage: LocalStorage,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!isValidKey(key)) return plain(res, 404);
  const object = await storage.head(key);
  if (!object) return plain(res, 404);

  const headers: Record<string, string> = {
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'cache-control':
      object.cacheControl ?? (key.endsWith('.m3u8') ? PLAYLIST_CACHE : DEFAULT_CACHE),
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    // Opened directly, a stored file can never run script on this origin.
    'content-security-policy': "default-src 'none'; sandbox",
    ...CORS_HEADERS,
    'cross-origin-resource-policy': 'cross-origin',
  };

  if (notModified(req, object.etag, object.lastModified)) {
    delete headers['content-type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }

  const range = rangeStillValid(req, object.etag, object.lastModified)
    ? parseRange(req.headers.range, object.size)
    : null;
  if (range === 'unsatisfiable') {
    return plain(res, 416, { 'content-range': `bytes */${object.size}`, 'accept-ranges': 'bytes' });
  }
  const head = req.method === 'HEAD';
  // Opened before the status is sent, so a file deleted meanwhile still gets a clean 404.
  let stream: Readable | null = null;
  if (!head && object.size > 0) {
    try {
      stream = await storage.readStream(key, range ?? undefined);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return plain(res, 404);
      throw error;
    }
  }
  if (range) {
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${object.size}`,
      'content-length': String(range.end - range.start + 1),
    });
  } else {
    res.writeHead(200, { ...headers, 'content-length': String(object.size) });
  }
  if (!stream) {
    res.end();
    return;
  }
  try {
    await pipeline(stream, res);
  } catch (error) {
    // A player that seeks elsewhere drops its request: normal, not a server failure.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}
