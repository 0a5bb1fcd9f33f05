// HTTP routes outside GraphQL (OAuth redirects, provider sandboxes, webhooks, development pages).
// Modules export their routes; http/module-routes.ts lists them; the server matches them in order.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import type { Logger } from '../logger';
import type { Reply } from './reply';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface HttpRouteContext {
  config: Config;
  db: Database;
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
}

export function matchRoute(
  routes: readonly HttpRoute[],
  method: string,
  pathname: string,
): HttpRoute | undefined {
  return routes.find((route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const methodOk =
      methods.includes(method as HttpMethod) || (method === 'HEAD' && methods.includes('GET'));
    if (!methodOk) return false;
    if (route.path.endsWith('/*')) {
      const prefix = route.path.slice(0, -2);
      return pathname === prefix || pathname.startsWith(`${prefix}/`);
    }
    return pathname === route.path;
  });
}

/** Reads a request body up to `limit` bytes (a larger body is refused with an error). */
export async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > limit) throw new Error(`Request body larger than ${limit} bytes.`);
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
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
