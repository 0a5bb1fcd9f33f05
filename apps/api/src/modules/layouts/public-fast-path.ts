// The storefront's public reads (getEmbeddedWidget, getExperimentData, getBrandingSettings over
// `GET /graphql?query=...`) answered from their stored bytes, in front of the GraphQL server.
//
// - Recognised by the request's exact address: the first request of an address has its query text
//   compared with the accepted documents (public-reads.ts, normalised text, parsed once per text);
//   anything else goes to the GraphQL server as before. No client-supplied hash is trusted.
// - A miss runs the normal GraphQL path once (concurrent misses of one address share that run) for
//   a cookie-less copy of the request, and answers with its bytes. Those are kept only when the
//   GraphQL path itself called them public (Cache-Control public, ETag, no Set-Cookie), and only
//   while every public cache entry they were built from is current (public-cache.ts: each write
//   of the group bumps its generation; entries live 10 s). A draft previewed by its group is a
//   private answer: never kept, never served to anyone else.
// - Requests that carry a session (Cookie, Authorization) always take the normal path: the
//   merchant's preview sees their draft, privately, as before. A request that asks to revalidate
//   (`Cache-Control: no-cache` / `max-age=0`, as the preview's `cache: 'no-cache'` sends) gets the
//   stored bytes: they are current by construction (the GraphQL path would read the same entries).
// - The stored answer is also kept gzip- and brotli-compressed (made on first demand), chosen by
//   Accept-Encoding, each encoding with its own ETag; If-None-Match that names the chosen one
//   gets 304. Without Accept-Encoding the bytes and headers are exactly the GraphQL path's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { GraphQLServer } from '../../graphql/yoga';
import { chooseEncoding, etagFor, type Encoding } from '../../http/encoding';
import type { FastPath } from '../../http/fast-path';
import type { ServerContext } from '../../http/routes';
import { stillCurrent, trackPublicReads, type PublicRead } from './public-cache';
import {
  matches,
  PUBLIC_CACHE_CONTROL,
  publicOperationOf,
  preparePublicDocuments,
} from './public-reads';

export const FAST_PATH_MAX_ENTRIES = 1_000;
export const FAST_PATH_MAX_BYTES = 64 * 1024 * 1024;
/** Smaller bodies go out as they are: compressing them saves less than the headers it adds. */
export const COMPRESS_MIN_BYTES = 512;

type OutgoingHeaders = Record<string, string | string[]>;

interface Variant {
  body: Buffer;
  etag: string;
  /** Headers of the 200 answer (content-length and content-encoding included), as name, value... */
  ok: string[];
  /** Headers of the 304 answer, as name, value... */
  notModified: string[];
  /**
   * `ok` and `notModified` after an `x-request-id` slot (index 1, set just before each write):
   * made once, so an answer allocates no header list (writeHead reads it synchronously).
   */
  okWithId: string[];
  notModifiedWithId: string[];
}

interface Entry {
  accept: string;
  url: string;
  fingerprint: number;
  reads: PublicRead[];
  bytes: number;
  /** What the GraphQL path answered, in its order. */
  headers: Array<[string, string]>;
  identity: Variant;
  /** undefined: not made yet; null: not worth it (the compressed body is not smaller). */
  gzip?: Variant | null;
  br?: Variant | null;
}

/** What one GraphQL run gave; `entry` when it may be kept and served to others. */
interface Filled {
  entry: Entry | null;
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
}

/**
 * handle() answers the request when it is a public read (synchronously, true, on a hit); false when
 * it is not (the server goes on to the GraphQL server). answerStored() is the synchronous hit.
 */
export interface PublicFastPath extends FastPath {
  /** Number of stored answers. */
  readonly size: number;
}

export interface PublicFastPathOptions {
  graphql: GraphQLServer;
  maxEntries?: number;
  maxBytes?: number;
}

const hasSession = (req: IncomingMessage) =>
  req.headers.cookie !== undefined || req.headers.authorization !== undefined;

function variant(
  headers: ReadonlyArray<[string, string]>,
  body: Buffer,
  etag: string,
  encoding: Encoding,
): Variant {
  // In the GraphQL path's order, with this body's length, encoding and ETag.
  const ok: OutgoingHeaders = {};
  const notModified: OutgoingHeaders = {};
  for (const [name, value] of headers) {
    if (name === 'content-length') {
      ok[name] = String(body.length);
      if (encoding !== 'identity') ok['content-encoding'] = encoding;
      continue;
    }
    const sent = name === 'etag' ? etag : value;
    ok[name] = sent;
    // As the GraphQL path answers 304: the 200's headers without the body's length and type.
    if (name !== 'content-type') notModified[name] = sent;
  }
  if (ok['content-length'] === undefined) {
    ok['content-length'] = String(body.length);
    if (encoding !== 'identity') ok['content-encoding'] = encoding;
  }
  const okList = flat(ok);
  const notModifiedList = flat(notModified);
  return {
    body,
    etag,
    ok: okList,
    notModified: notModifiedList,
    okWithId: ['x-request-id', '', ...okList],
    notModifiedWithId: ['x-request-id', '', ...notModifiedList],
  };
}

function compressed(entry: Entry, encoding: 'br' | 'gzip'): Variant | null {
  const existing = entry[encoding];
  if (existing !== undefined) return existing;
  const source = entry.identity.body;
  let made: Variant | null = null;
  if (source.length >= COMPRESS_MIN_BYTES) {
    const body =
      encoding === 'gzip'
        ? gzipSync(source, { level: 6 })
        : brotliCompressSync(source, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 6,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
              [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          });
    if (body.length < source.length) {
      const suffix = encoding === 'gzip' ? 'gz' : 'br';
      made = variant(entry.headers, body, etagFor(entry.identity.etag, suffix), encoding);
      entry.bytes += body.length;
    }
  }
  entry[encoding] = made;
  return made;
}

const flat = (headers: OutgoingHeaders): string[] =>
  Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((one) => [name, one]),
  );

function withRequestId(
  headers: string[],
  withId: string[],
  requestId: string | undefined,
): string[] {
  if (requestId === undefined) return headers;
  withId[1] = requestId;
  return withId;
}

/**
 * Where a stored answer is looked up: a number made from the address's length and its first and
 * last characters after the `?` (where the variables are, whichever way round the client puts
 * them), so a hit never hashes the whole address (about 3 KB: the query text) the way a Map keyed
 * by it would. Entries in one bucket are told apart by their full address and Accept.
 */
const FINGERPRINT_CHARS = 48;

export function addressFingerprint(url: string): number {
  const length = url.length;
  let hash = 0x811c9dc5 ^ length;
  const query = url.indexOf('?') + 1;
  const headEnd = Math.min(length, query + FINGERPRINT_CHARS);
  for (let i = query; i < headEnd; i++) hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193);
  for (let i = Math.max(headEnd, length - FINGERPRINT_CHARS); i < length; i++)
    hash = Math.imul(hash ^ url.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * Writes the chosen variant. With `requestId` the response has no header yet and gets
 * x-request-id first, as the server sets it on every other answer (Node then takes the headers
 * as they are instead of merging them one by one).
 */
function send(req: IncomingMessage, res: ServerResponse, entry: Entry, requestId?: string): void {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const chosen =
    (encoding === 'identity' ? null : compressed(entry, encoding)) ??
    (encoding === 'br' ? compressed(entry, 'gzip') : null) ??
    entry.identity;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, chosen.etag)) {
    res.writeHead(304, withRequestId(chosen.notModified, chosen.notModifiedWithId, requestId));
    res.end();
    return;
  }
  res.writeHead(200, withRequestId(chosen.ok, chosen.okWithId, requestId));
  res.end(chosen.body);
}

function sendAsIs(res: ServerResponse, filled: Filled): void {
  const headers: OutgoingHeaders = {};
  for (const [name, value] of filled.headers) {
    const existing = headers[name];
    if (existing === undefined) headers[name] = value;
    else headers[name] = [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  res.writeHead(filled.status, headers);
  res.end(filled.body);
}

export function createPublicFastPath(options: PublicFastPathOptions): PublicFastPath {
  const { graphql } = options;
  const maxEntries = options.maxEntries ?? FAST_PATH_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? FAST_PATH_MAX_BYTES;
  // Keyed by `${accept}\n${url}` (kept and forgotten on misses); found on hits through
  // byFingerprint (addressFingerprint), without building or hashing that string.
  const entries = new Map<string, Entry>();
  const byFingerprint = new Map<number, Entry[]>();
  const inflight = new Map<string, Promise<Filled>>();
  let totalBytes = 0;
  preparePublicDocuments();

  function forget(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const bucket = byFingerprint.get(entry.fingerprint);
    if (bucket) {
      const at = bucket.indexOf(entry);
      if (at !== -1) bucket.splice(at, 1);
      if (bucket.length === 0) byFingerprint.delete(entry.fingerprint);
    }
    totalBytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry): void {
    forget(key);
    // Map keeps insertion order: the first keys are the oldest entries.
    for (const oldest of entries.keys()) {
      if (entries.size < maxEntries && totalBytes + entry.bytes <= maxBytes) break;
      forget(oldest);
    }
    if (entry.bytes > maxBytes) return;
    entries.set(key, entry);
    const bucket = byFingerprint.get(entry.fingerprint);
    if (bucket) bucket.push(entry);
    else byFingerprint.set(entry.fingerprint, [entry]);
    totalBytes += entry.bytes;
  }

  async function fill(
    key: string,
    url: string,
    accept: string | undefined,
    context: () => ServerContext,
  ): Promise<Filled> {
    // The request as the GraphQL path sees it, less what cannot change a public answer: no
    // session (there was none), no condition (applied here, per encoding).
    const { value: response, reads } = await trackPublicReads(() =>
      Promise.resolve(
        graphql.fetch(
          `http://localhost${url}`,
          { method: 'GET', headers: accept === undefined ? {} : { accept } },
          context(),
        ),
      ),
    );
    const body = Buffer.from(await response.arrayBuffer());
    // As Node writes a Response's headers: the last value of a name wins, Set-Cookie apart.
    const byName = new Map<string, string>();
    response.headers.forEach((value, name) => {
      const lower = name.toLowerCase();
      if (lower !== 'set-cookie') byName.set(lower, value);
    });
    if (byName.has('content-length')) byName.set('content-length', String(body.length));
    const headers = [...byName];
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    const etag = response.headers.get('etag');
    const cacheable =
      response.status === 200 &&
      response.headers.get('cache-control') === PUBLIC_CACHE_CONTROL &&
      !response.headers.has('set-cookie') &&
      etag !== null &&
      reads.length > 0 &&
      stillCurrent(reads);
    if (!cacheable) return { entry: null, status: response.status, headers, body };
    const entry: Entry = {
      accept: accept ?? '',
      url,
      fingerprint: addressFingerprint(url),
      reads,
      bytes: body.length + url.length,
      headers,
      identity: variant(headers, body, etag, 'identity'),
    };
    keep(key, entry);
    return { entry, status: response.status, headers, body };
  }

  function answerStored(req: IncomingMessage, res: ServerResponse, requestId?: string): boolean {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '/';
    const bucket = byFingerprint.get(addressFingerprint(url));
    if (bucket === undefined) return false;
    const { headers } = req;
    if (headers.cookie !== undefined || headers.authorization !== undefined) return false;
    const accept = headers.accept ?? '';
    for (const entry of bucket) {
      if (entry.url !== url || entry.accept !== accept) continue;
      if (!stillCurrent(entry.reads)) return false;
      send(req, res, entry, requestId);
      return true;
    }
    return false;
  }

  function handle(
    req: IncomingMessage,
    res: ServerResponse,
    context: () => ServerContext,
  ): boolean | Promise<boolean> {
    if (answerStored(req, res)) return true;
    if (req.method !== 'GET' || hasSession(req)) return false;
    const url = req.url ?? '/';
    const accept = req.headers.accept;
    const key = `${accept ?? ''}\n${url}`;
    forget(key);
    const queryAt = url.indexOf('?');
    if (queryAt === -1) return false;
    let query: string | null;
    try {
      query = new URLSearchParams(url.slice(queryAt + 1)).get('query');
    } catch {
      return false;
    }
    if (!query || publicOperationOf(query) === null) return false;
    let running = inflight.get(key);
    if (!running) {
      running = fill(key, url, accept, context).finally(() => inflight.delete(key));
      inflight.set(key, running);
    }
    return running.then((filled) => {
      if (filled.entry) send(req, res, filled.entry);
      else sendAsIs(res, filled);
      return true;
    });
  }

  return {
    answerStored,
    handle,
    get size() {
      return entries.size;
    },
  };
}
