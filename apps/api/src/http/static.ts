// Serves a built single-page app (a Vite dist folder): its files, and its index.html for any other
// page address so that client-side routes work on reload.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export interface SpaSite {
  /** Absolute path of the dist folder. */
  root: string;
  /** URL prefix the site is mounted at, with a trailing slash ('/' or '/embed/'). */
  prefix: string;
  /** Shown when the dist folder has no index.html. */
  name: string;
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

/** Vite puts content-hashed files under assets/: a new build gives them new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else may change at the next deploy: revalidate every time (cheap with the ETag). */
const REVALIDATE = 'no-cache';

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

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  cacheControl: string,
): Promise<boolean> {
  const stats = await fileStats(file);
  if (!stats) return false;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = {
    'content-type': contentType(file),
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
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
  await sendFile(req, res, index, REVALIDATE);
}
