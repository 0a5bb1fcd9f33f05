// In-memory sliding-window rate limiting. Counters live in this process: several API processes
// behind a load balancer each count on their own (see README: a shared store is needed there).
import type { IncomingMessage } from 'node:http';
import { UserError } from '../../errors';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';

export interface RateLimitOptions {
  /** Attempts allowed within the window. */
  limit: number;
  windowMs: number;
}

/** Timestamps of recent attempts per bucket and key. */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Records an attempt; false when it exceeds the limit (the refused attempt is not recorded). */
  attempt(key: string, { limit, windowMs }: RateLimitOptions): boolean {
    const now = this.now();
    this.sweep(now, windowMs);
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  /** Drops idle keys now and then so that one-off keys (IPs, emails) do not accumulate forever. */
  private sweep(now: number, windowMs: number): void {
    if (now - this.lastSweep < windowMs) return;
    this.lastSweep = now;
    for (const [key, times] of this.hits) {
      if (times.every((t) => t <= now - windowMs)) this.hits.delete(key);
    }
  }
}

/** The app's limiter (the `rateLimiter` service): two apps in one process do not share counters. */
export interface RateLimitContext {
  rateLimiter: SlidingWindowLimiter;
}

/** Throws 'Too many attempts. Please try again later.' (code RATE_LIMITED) past the limit. */
export function rateLimit(
  ctx: RateLimitContext,
  bucket: string,
  key: string,
  options: RateLimitOptions,
): void {
  if (!ctx.rateLimiter.attempt(`${bucket}\u0000${key}`, options)) {
    throw new UserError(RATE_LIMITED_MESSAGE, { code: 'RATE_LIMITED' });
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The caller's address. Forwarding headers can be sent by anyone, so `x-forwarded-for` is only
 * believed when the TCP peer is this machine (a reverse proxy on the same host), and then only its
 * last entry, the one that proxy appended.
 */
export function clientIp(req: IncomingMessage | undefined): string {
  const peer = req?.socket?.remoteAddress;
  if (!peer) return 'unknown';
  if (LOOPBACK.has(peer)) {
    const forwarded = req.headers['x-forwarded-for'];
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return peer;
}

/** The Node request behind a GraphQL context (graphql-yoga's Node adapter puts it in `req`). */
export function nodeRequestOf(ctx: object): IncomingMessage | undefined {
  return (ctx as { req?: IncomingMessage }).req;
}
