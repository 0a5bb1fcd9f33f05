// HTTP routes outside GraphQL (OAuth redirects, provider sandboxes, webhooks, development pages).
// Modules declare their routes in their descriptor (modules/<name>/module.ts, `routes`); the
// composition root hands the list to the server, which matches them in order.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../logger';
import type { Services } from '../services';
import type { Reply } from './reply';
import { COMMON_SECURITY_HEADERS } from './security-headers';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Given by the HTTP layer for each request (the GraphQL server gets it as its server context). */
export interface ServerContext {
  requestId: string;
  /** Child logger carrying the request id. */
  logger: Logger;
  reply: Reply;
}

/** What a route gets: the shared services (config, db, jobs, storage...) and its request's. */
export interface HttpRouteContext extends Services {
  logger: Logger;
  requestId: string;
  /** The request's full address (on config.publicUrl's origin). */
  url: URL;
  /** Cookies of the request, by name. */
  cookies: ReadonlyMap<string, string>;
  /** Headers and cookies to set on the response: call `reply.applyTo(res)` before writing it. */
  reply: Reply;
}

export interface HttpRoute {
  method: HttpMethod | HttpMethod[];
  /** An exact path ('/healthz') or a prefix ending in '/*' ('/sandbox/shopify/*'). */
  path: string;
  handle: (
    req: IncomingMessage,
    res: ServerResponse,
    ctx: HttpRouteContext,
  ) => Promise<void> | void;
  /**
   * The context's `url`, `cookies`, `reply` and `logger` are made when the handler first reads
   * them instead of for every request (a route answering many small anonymous requests, such as
   * POST /events, seldom reads them). Its context has the services through its prototype, so it
   * must not be spread.
   */
  lazyContext?: boolean;
}

export function matchRoute(
  routes: readonly HttpRoute[],
  method: string,
  pathname: string,
): HttpRoute | undefined {
  const allows = (route: HttpRoute, wanted: string) =>
    Array.isArray(route.method)
      ? route.method.includes(wanted as HttpMethod)
      : route.method === wanted;
  return routes.find((route) => {
    const methodOk = allows(route, method) || (method === 'HEAD' && allows(route, 'GET'));
    if (!methodOk) return false;
    if (route.path.endsWith('/*')) {
      const prefix = route.path.slice(0, -2);
      return pathname === prefix || pathname.startsWith(`${prefix}/`);
    }
    return pathname === route.path;
  });
}

/** A request body over a route's limit: the server answers 413 (see http/server.ts). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body up to `limit` bytes. A larger body (declared or sent) throws
 * BodyTooLargeError, without reading past the limit.
 */
export async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new BodyTooLargeError(limit);
  const chunks: Buffer[] = [];
  let size = 0;
  // Not destroyed on the throw: the 413 must reach the sender first (see sendBodyTooLarge).
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export const BODY_TOO_LARGE_MESSAGE = 'Request body too large.';

/** How long the rest of a refused body is read and dropped before the connection is cut. */
const LINGER_MS = 5_000;

/**
 * Answers 413 with `connection: close`, then reads and drops the rest of a body still arriving
 * (LINGER_MS at most) instead of cutting the connection as soon as the answer is out: cutting it
 * while the sender still writes resets it, and a reset can throw the answer away before the
 * sender reads it. Node closes a `connection: close` answer's socket with destroySoon(); for this
 * socket that becomes a half-close (the answer, then end of stream) that lingers.
 */
export function sendBodyTooLarge(req: IncomingMessage, res: ServerResponse, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(413, {
    ...COMMON_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    connection: 'close',
  });
  if (!req.readableEnded) {
    const socket = req.socket as IncomingMessage['socket'] & { destroySoon?: () => void };
    socket.destroySoon = () => {
      socket.end();
      const linger = setTimeout(() => socket.destroy(), LINGER_MS);
      linger.unref();
      socket.once('close', () => clearTimeout(linger));
      socket.resume();
    };
    req.resume();
  }
  res.end(json);
}

export function sendHtml(res: ServerResponse, status: number, html: string, reply?: Reply): void {
  reply?.applyTo(res);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'self'; style-src 'self' 'unsafe-inline'; form-action 'self'",
  });
  res.end(html);
}

export function sendJsonBody(
  res: ServerResponse,
  status: number,
  body: unknown,
  reply?: Reply,
): void {
  reply?.applyTo(res);
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(json);
}

export function redirect(res: ServerResponse, location: string, reply?: Reply, status = 302): void {
  reply?.applyTo(res);
  res.writeHead(status, { location, 'cache-control': 'no-store' });
  res.end();
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
