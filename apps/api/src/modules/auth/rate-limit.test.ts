import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, SlidingWindowLimiter } from './rate-limit';

describe('SlidingWindowLimiter', () => {
  it('allows `limit` attempts per window per key and frees them as they age out', () => {
    let now = 1_000_000;
    const limiter = new SlidingWindowLimiter(() => now);
    const options = { limit: 3, windowMs: 60_000 };
    expect([1, 2, 3].map(() => limiter.attempt('a', options))).toEqual([true, true, true]);
    expect(limiter.attempt('a', options)).toBe(false);
    expect(limiter.attempt('b', options)).toBe(true);

    now += 59_999; // the first attempts are still inside the window
    expect(limiter.attempt('a', options)).toBe(false);
    now += 1; // now they are out of it
    expect(limiter.attempt('a', options)).toBe(true);
  });

  it('does not count refused attempts', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(() => now);
    const options = { limit: 1, windowMs: 1000 };
    expect(limiter.attempt('k', options)).toBe(true);
    now = 500;
    expect(limiter.attempt('k', options)).toBe(false);
    now = 1000;
    expect(limiter.attempt('k', options)).toBe(true);
  });
});

describe('clientIp', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage;

  it('is the TCP peer, whatever a remote caller claims', () => {
    expect(clientIp(request('203.0.113.5'))).toBe('203.0.113.5');
    expect(clientIp(request('203.0.113.5', '10.0.0.1'))).toBe('203.0.113.5');
  });

  it('believes the last x-forwarded-for entry from a proxy on this machine', () => {
    expect(clientIp(request('127.0.0.1', '1.1.1.1, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientIp(request('::1'))).toBe('::1');
    expect(clientIp(undefined)).toBe('unknown');
  });
});
