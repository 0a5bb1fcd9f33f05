// POST /events: storefront embeds post batches of viewer analytics events (doc 3 §7). Anyone may
// post (storefronts are anonymous, any shop's origin, no cookies), so the body is bounded,
// validated field by field, the group is derived from the layout, and every address is rate
// limited. 202 means the accepted events are committed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  EVENTS_PATH,
  EVENT_MESSAGES,
  MAX_EVENTS_BODY_BYTES,
  parseEventBatchText,
  type RejectedEvent,
} from '@vendy/client/domain';
import type { HttpRoute, HttpRouteContext } from '../../http/routes';
import { clientIp } from '../auth';
import type { EventIngest } from './ingest';
import { detachBatch, prepareEventBatch } from './scan';
import { WriterBusyError, WriterClosedError } from './writer';

export const RATE_LIMITED_EVENTS_MESSAGE = 'Too many events. Please try again later.';
export const BUSY_MESSAGE = 'The server is busy. Please send these events again later.';
export const UNSUPPORTED_TYPE_MESSAGE = 'Send the events as application/json or text/plain.';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
};

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(json);
}

const JSON_HEADERS = {
  ...CORS_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/** 202 with what was accepted (the frequent answer, without building an object to stringify). */
function sendAccepted(res: ServerResponse, accepted: number, rejected: readonly RejectedEvent[]) {
  const json =
    rejected.length === 0
      ? `{"accepted":${accepted},"rejected":[]}`
      : JSON.stringify({ accepted, rejected });
  for (const name in JSON_HEADERS) {
    res.setHeader(name, JSON_HEADERS[name as keyof typeof JSON_HEADERS]);
  }
  res.setHeader('content-length', Buffer.byteLength(json));
  res.writeHead(202);
  res.end(json);
}

/** A body being read (readLimited). */
interface BodyRead {
  chunks: Buffer[];
  size: number;
  limit: number;
  resolve: (body: Buffer | null) => void;
  reject: (error: Error) => void;
}

// The listeners are shared functions that find their request's state here, rather than closures
// made for every request (this path runs for every POST /events).
const reading = new WeakMap<IncomingMessage, BodyRead>();

function stopReading(req: IncomingMessage): void {
  reading.delete(req);
  req.off('data', onBodyData);
  req.off('end', onBodyEnd);
  req.off('error', onBodyError);
  req.off('aborted', onBodyAborted);
}

function onBodyData(this: IncomingMessage, chunk: Buffer): void {
  const read = reading.get(this);
  if (!read) return;
  read.size += chunk.length;
  if (read.size > read.limit) {
    stopReading(this);
    this.pause();
    read.resolve(null);
    return;
  }
  read.chunks.push(chunk);
}

function onBodyEnd(this: IncomingMessage): void {
  const read = reading.get(this);
  if (!read) return;
  stopReading(this);
  read.resolve(read.chunks.length === 1 ? read.chunks[0]! : Buffer.concat(read.chunks, read.size));
}

function onBodyError(this: IncomingMessage, error: Error): void {
  const read = reading.get(this);
  if (!read) return;
  stopReading(this);
  read.reject(error);
}

/** The sender went away mid-body. */
function onBodyAborted(this: IncomingMessage): void {
  onBodyError.call(this, new Error('aborted'));
}

/** The body, or null when it grows past the limit (the rest is not read). */
function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    reading.set(req, { chunks: [], size: 0, limit, resolve, reject });
    req.on('data', onBodyData);
    req.on('end', onBodyEnd);
    req.on('error', onBodyError);
    req.on('aborted', onBodyAborted);
  });
}

/** application/json, text/plain (sendBeacon with a string) or none (a Blob without a type). */
function acceptedType(header: string | undefined): boolean {
  if (header === undefined || header === '') return true;
  const type = header.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || type === 'text/plain';
}

async function postEvents(req: IncomingMessage, res: ServerResponse, ctx: HttpRouteContext) {
  const ingest = ctx.eventIngest.pipeline(() => ctx.logger);
  const address = clientIp(req);
  // An exhausted address is refused before its body costs anything; the connection is closed so
  // the unread body does not have to be drained.
  if (!ingest.limiter.hasTokens(address)) {
    const retry = String(ingest.limiter.retryAfterSeconds(address));
    send(
      res,
      429,
      { error: RATE_LIMITED_EVENTS_MESSAGE },
      { 'retry-after': retry, connection: 'close' },
    );
    return;
  }
  if (!acceptedType(req.headers['content-type'])) {
    send(res, 415, { error: UNSUPPORTED_TYPE_MESSAGE }, { connection: 'close' });
    return;
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_EVENTS_BODY_BYTES) {
    send(res, 413, { error: EVENT_MESSAGES.tooLarge }, { connection: 'close' });
    return;
  }

  let body: Buffer | null;
  try {
    body = await readLimited(req, MAX_EVENTS_BODY_BYTES);
  } catch {
    // The sender went away mid-body: nothing to answer.
    res.destroy();
    return;
  }
  if (body === null) {
    send(res, 413, { error: EVENT_MESSAGES.tooLarge }, { connection: 'close' });
    return;
  }

  if (ingest.copyWriter) {
    await storeEncoded(res, ingest, ingest.copyWriter, address, body, ctx);
    return;
  }

  const parsed = parseEventBatchText(body.toString('utf8'));
  if (!parsed.ok) {
    send(
      res,
      400,
      parsed.rejected
        ? { error: parsed.error, rejected: parsed.rejected }
        : { error: parsed.error },
    );
    return;
  }
  if (!ingest.limiter.take(address, parsed.events.length)) {
    const retry = String(ingest.limiter.retryAfterSeconds(address, parsed.events.length));
    send(res, 429, { error: RATE_LIMITED_EVENTS_MESSAGE }, { 'retry-after': retry });
    return;
  }

  try {
    const now = Date.now();
    const { rows, rejected } = await ingest.resolve(parsed.events, parsed.indexes, now);
    const allRejected = [...parsed.rejected, ...rejected].sort((a, b) => a.index - b.index);
    if (rows.length === 0) {
      send(res, 400, { error: EVENT_MESSAGES.noneValid, rejected: allRejected });
      return;
    }
    await ingest.writer.write(rows);
    send(res, 202, { accepted: rows.length, rejected: allRejected });
  } catch (error) {
    answerFailure(res, ctx, error);
  }
}

/** Nothing was acknowledged: the sender keeps the batch and tries again. */
function answerFailure(res: ServerResponse, ctx: HttpRouteContext, error: unknown): void {
  if (!(error instanceof WriterBusyError || error instanceof WriterClosedError)) {
    ctx.logger.error({ err: error }, 'analytics events could not be stored');
  }
  send(res, 503, { error: BUSY_MESSAGE }, { 'retry-after': '1' });
}

/**
 * The PostgreSQL path: the body is checked and written as binary COPY rows in one pass (scan.ts,
 * same answers as the shared validator), then queued for the group-commit COPY.
 */
async function storeEncoded(
  res: ServerResponse,
  ingest: EventIngest,
  writer: NonNullable<EventIngest['copyWriter']>,
  address: string,
  body: Buffer,
  ctx: HttpRouteContext,
): Promise<void> {
  const prepared = prepareEventBatch(body, Date.now());
  if (!prepared.ok) {
    send(
      res,
      400,
      prepared.rejected
        ? { error: prepared.error, rejected: prepared.rejected }
        : { error: prepared.error },
    );
    return;
  }
  // The batch is reused by the next request: take what is needed before any wait.
  const batch = prepared.batch;
  const scanRejected = batch.rejected;
  const valid = batch.slots.length;
  if (!ingest.limiter.take(address, valid)) {
    const retry = String(ingest.limiter.retryAfterSeconds(address, valid));
    send(res, 429, { error: RATE_LIMITED_EVENTS_MESSAGE }, { 'retry-after': retry });
    return;
  }
  try {
    // Usually every layout is cached: no waiting, and the reused batch is used at once.
    const resolved =
      ingest.resolveCached(batch) ?? (await ingest.resolvePrepared(detachBatch(batch)));
    const { count, rejected } = resolved;
    const allRejected =
      rejected.length === 0
        ? scanRejected
        : [...scanRejected, ...rejected].sort((a, b) => a.index - b.index);
    if (count === 0) {
      send(res, 400, { error: EVENT_MESSAGES.noneValid, rejected: allRejected });
      return;
    }
    await writer.write([{ data: ingest.keep(resolved.rows), groups: resolved.groups }], count);
    sendAccepted(res, count, allRejected);
  } catch (error) {
    answerFailure(res, ctx, error);
  }
}

function preflight(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, { ...CORS_HEADERS, 'cache-control': 'no-store' });
  res.end();
}

export const eventsRoutes: readonly HttpRoute[] = [
  // Many small anonymous requests: the logger, URL, cookies and reply are made only when used.
  { method: 'POST', path: EVENTS_PATH, handle: postEvents, lazyContext: true },
  { method: 'OPTIONS', path: EVENTS_PATH, handle: preflight, lazyContext: true },
];
