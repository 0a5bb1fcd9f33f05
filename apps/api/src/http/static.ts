// Serves a built single-page app (a Vite dist folder): its files, and its index.html for any other
// page address so that client-side routes work on reload.
//
// Text files (scripts, styles, HTML, JSON, SVG...) also go out gzip- or brotli-compressed when the
// browser accepts it: each file is compressed once (gzip on its first request, brotli beside it in
// the background) and kept by path, size and modification time. Each encoding has its own ETag and
// every answer of such a file says `Vary: Accept-Encoding`. Media and fonts are already compressed
// and go out as they are; a request with a Range header always gets the plain file.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { chooseEncoding, etagFor } from './encoding';

export interface SpaSite {
  /** Absolute path of the dist folder. */
  root: string;
  /** URL prefix the site is mounted at, with a trailing slash ('/' or '/embed/'). */
  prefix: string;
  /** Shown when the dist folder has no index.html. */
  name: string;
  /**
   * What a request's cookies say about the visitor: null without a live session. With one, a page
   * the build rendered as the signed-in frame (`prerendered/signed-in/<path>.html`: the shell, no
   * one's data) goes to signed-in visitors, and its version with the guided tour's welcome card
   * (`prerendered/signed-in-tour/<path>.html`) to a user the tour opens for; the others get what
   * they got before.
   */
  signedInFrame?: (cookieHeader: string | undefined) => Promise<SignedInFrame | null>;
}

/** The signed-in visitor, as far as the page's HTML depends on them. */
export interface SignedInFrame {
  /** The guided tour opens on their dashboard (their showGuidedTour flag and a paid plan). */
  guidedTour: boolean;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};

/** Where the web build puts the pages it rendered ahead, as `<path>.html` (apps/web vite.config). */
const PRERENDERED_DIR = 'prerendered';
/** ... and those it rendered as the signed-in frame, for visitors with a live session. */
const SIGNED_IN_DIR = `${PRERENDERED_DIR}/signed-in`;
/** ... and again with the guided tour's welcome card, for a user the tour opens for. */
const GUIDED_TOUR_DIR = `${PRERENDERED_DIR}/signed-in-tour`;

/** Vite puts content-hashed files under assets/: a new build gives them new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change at the next deploy: revalidate every time (cheap with the ETag). */
const REVALIDATE = 'no-cache';
/** A page whose HTML depends on the visitor's session: the same, in the browser's cache only. */
const PRIVATE_REVALIDATE = 'private, no-cache';

export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a URL path names inside `root`, or null when the path tries to leave it (`..`, encoded
 * slashes, NUL bytes) or is not valid percent-encoding.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const file = path.resolve(root, `.${path.posix.sep}${decoded}`);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

function acceptsHtml(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

async function fileStats(file: string) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

function sendText(res: ServerResponse, status: number, type: string, body: string, head: boolean) {
  res.writeHead(status, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(head ? undefined : body);
}

/** Formats worth compressing: text. Images, audio, video and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.md',
  '.xml',
  '.svg',
  '.wasm',
  '.ico',
]);
/** Below this a compressed copy saves less than it costs; above it the file is streamed plain. */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESS_MAX_BYTES = 16 * 1024 * 1024;
const COMPRESSED_FILES_MAX = 1_000;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

interface CompressedFile {
  /** size and mtime of the file the copies were made from */
  stamp: string;
  gzip: Promise<Buffer | null>;
  /** Made in the background (slow at the best setting); used once ready. */
  br: Buffer | null | undefined;
}

const compressedFiles = new Map<string, CompressedFile>();

/** null when the compressed copy is not smaller. */
const smaller = (source: Buffer, copy: Buffer) => (copy.length < source.length ? copy : null);

function compressedCopies(file: string, stamp: string): CompressedFile {
  const known = compressedFiles.get(file);
  if (known?.stamp === stamp) return known;
  if (known) compressedFiles.delete(file);
  if (compressedFiles.size >= COMPRESSED_FILES_MAX) {
    const oldest = compressedFiles.keys().next().value;
    if (oldest !== undefined) compressedFiles.delete(oldest);
  }
  const source = readFile(file);
  const copies: CompressedFile = {
    stamp,
    gzip: source.then(async (bytes) => smaller(bytes, await gzipAsync(bytes, { level: 9 }))),
    br: undefined,
  };
  source
    .then(async (bytes) => {
      const br = await brotliAsync(bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 11,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      });
      copies.br = smaller(bytes, br);
    })
    .catch(() => {
      copies.br = null;
    });
  // A file replaced or removed while being read: forget the copies, the next request retries.
  copies.gzip.catch(() => {
    if (compressedFiles.get(file) === copies) compressedFiles.delete(file);
  });
  compressedFiles.set(file, copies);
  return copies;
}

/** The compressed copy to send, if the request accepts one and it is worth it. */
async function encodedCopy(
  req: IncomingMessage,
  file: string,
  size: number,
  stamp: string,
): Promise<{ encoding: 'br' | 'gzip'; body: Buffer } | null> {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) return null;
  if (size < COMPRESS_MIN_BYTES || size > COMPRESS_MAX_BYTES) return null;
  // Ranges are served on the plain bytes only.
  if (req.headers.range !== undefined) return null;
  const accepted = chooseEncoding(req.headers['accept-encoding']);
  if (accepted === 'identity') return null;
  const copies = compressedCopies(file, stamp);
  if (accepted === 'br' && copies.br) return { encoding: 'br', body: copies.br };
  try {
    const gzipped = await copies.gzip;
    return gzipped ? { encoding: 'gzip', body: gzipped } : null;
  } catch {
    return null;
  }
}

/** True when an If-None-Match header names `etag` (or `*`). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag;
  });
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
  varyOnCookie = false,
): Promise<boolean> {
  const stats = await fileStats(file);
  if (!stats) return false;
  const stamp = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  const compressible =
    COMPRESSIBLE.has(path.extname(file).toLowerCase()) && stats.size >= COMPRESS_MIN_BYTES;
  const copy = await encodedCopy(req, file, stats.size, stamp);
  const etag = copy
    ? etagFor(`W/"${stamp}"`, copy.encoding === 'gzip' ? 'gz' : 'br')
    : `W/"${stamp}"`;
  const headers: Record<string, string> = {
    'content-type': contentType(file),
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  const vary = [...(compressible ? ['Accept-Encoding'] : []), ...(varyOnCookie ? ['Cookie'] : [])];
  if (vary.length > 0) headers.vary = vary.join(', ');
  if (notModified(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  if (copy) {
    res.writeHead(200, {
      ...headers,
      'content-encoding': copy.encoding,
      'content-length': copy.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : copy.body);
    return true;
  }
  res.writeHead(200, { ...headers, 'content-length': stats.size });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  try {
    await pipeline(createReadStream(file), res);
  } catch (error) {
    // The browser went away mid-download (navigation, cancelled request): nothing to report.
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
  return true;
}

function notBuiltPage(name: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><h1>The ${name} has not been built: run npm run build</h1></body></html>
`;
}

/**
 * Answers a GET or HEAD for a path under `site.prefix`: the file if it exists; otherwise the app's
 * index.html for page navigations (Accept: text/html), 404 for anything else.
 */
export async function serveSpa(
  req: IncomingMessage,
  res: ServerResponse,
  site: SpaSite,
  pathname: string,
): Promise<void> {
  const head = req.method === 'HEAD';
  const relative = pathname.slice(site.prefix.length);
  const file = resolveInside(site.root, relative);
  if (file === null) {
    sendText(res, 400, 'text/plain; charset=utf-8', 'Bad request path.\n', head);
    return;
  }
  const index = path.join(site.root, 'index.html');
  if (!(await fileStats(index))) {
    sendText(res, 503, 'text/html; charset=utf-8', notBuiltPage(site.name), head);
    return;
  }
  if (file !== site.root && file !== index) {
    const underAssets = relative.startsWith('assets/');
    if (await sendFile(req, res, file, underAssets ? IMMUTABLE : REVALIDATE)) return;
    // A missing asset must not get index.html: the browser would try to run HTML as a script.
    if (underAssets || !acceptsHtml(req)) {
      sendText(res, 404, 'text/plain; charset=utf-8', 'Not found.\n', head);
      return;
    }
  }
  // A page the web build rendered as the signed-in frame (apps/web src/prerender.tsx: the
  // dashboard) goes to a visitor with a live session; which file a visitor gets depends on their
  // cookie, and neither may be kept for anyone else.
  const { signedInFrame } = site;
  const framed =
    relative && signedInFrame
      ? resolveInside(site.root, `${SIGNED_IN_DIR}/${relative}.html`)
      : null;
  const hasFrame = framed !== null && (await fileStats(framed)) !== null;
  const visitor = hasFrame && signedInFrame ? await signedInFrame(req.headers.cookie) : null;
  if (visitor && framed) {
    const withTour = visitor.guidedTour
      ? resolveInside(site.root, `${GUIDED_TOUR_DIR}/${relative}.html`)
      : null;
    if (withTour && (await sendFile(req, res, withTour, PRIVATE_REVALIDATE, true))) return;
    if (await sendFile(req, res, framed, PRIVATE_REVALIDATE, true)) return;
  }
  const cacheControl = hasFrame ? PRIVATE_REVALIDATE : REVALIDATE;
  // A page the web build rendered ahead (apps/web src/prerender.tsx: the sign-in page) goes out
  // with its HTML in place, to paint before the scripts have loaded.
  const prerendered = relative && resolveInside(site.root, `${PRERENDERED_DIR}/${relative}.html`);
  if (prerendered && (await sendFile(req, res, prerendered, cacheControl, hasFrame))) return;
  await sendFile(req, res, index, cacheControl, hasFrame);
}
