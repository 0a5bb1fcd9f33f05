import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('parseCookies', () => {
  it('reads names and decoded values, first occurrence winning', () => {
    const cookies = parseCookies('a=1; session=x%20y; a=2; quoted="v"');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['session', 'x y'],
      ['quoted', 'v'],
    ]);
  });

  it('ignores malformed parts instead of failing', () => {
    expect([...parseCookies('novalue; =x; bad name=1; ok=%E0%A4%A; good=1')]).toEqual([
      ['good', '1'],
    ]);
    expect(parseCookies(null).size).toBe(0);
  });
});

describe('serializeCookie', () => {
  afterEach(() => vi.useRealTimers());

  it('is HttpOnly, SameSite=Lax and site-wide by default', () => {
    expect(serializeCookie('s', 'a b')).toBe('s=a%20b; Path=/; HttpOnly; SameSite=Lax');
  });

  it('writes expiry, Secure and the chosen attributes', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect(
      serializeCookie('s', 'v', {
        maxAge: 60,
        secure: true,
        sameSite: 'Strict',
        httpOnly: false,
        path: '/embed',
      }),
    ).toBe(
      's=v; Path=/embed; Max-Age=60; Expires=Thu, 01 Jan 2026 00:01:00 GMT; Secure; SameSite=Strict',
    );
  });

  it('refuses a name that would break the header', () => {
    expect(() => serializeCookie('a;b', 'v')).toThrow('Invalid cookie name');
  });
});
