// Minimal RFC 6265 cookie reading and writing: the server sets a handful of its own cookies
// (sessions), so a name/value grammar check plus the attributes below is all it needs.

export interface CookieOptions {
  /** Seconds until the browser drops the cookie; omitted: a session cookie. */
  maxAge?: number;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    // The first occurrence wins: browsers send the most specific path first.
    if (!TOKEN.test(name) || cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(value));
    } catch {
      // A malformed escape belongs to someone else's cookie; ignore it rather than fail the request.
    }
  }
  return cookies;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) {
    const seconds = Math.max(0, Math.floor(options.maxAge));
    parts.push(`Max-Age=${seconds}`);
    parts.push(`Expires=${new Date(Date.now() + seconds * 1000).toUTCString()}`);
  }
  if (options.httpOnly ?? true) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  return parts.join('; ');
}
