// The analytics access token (getAnalyticsToken): a short-lived bearer token naming one group and
// the user it was made for, signed with HMAC-SHA256 under a key derived from the server's secret
// (SESSION_SECRET; HKDF with its own purpose, so it signs nothing else). Stateless: any API
// process checks it without a database read; what may change after it was made (membership, the
// plan) is checked again on every request (access.ts).
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** 15 minutes: the frame asks for a new one (getAnalyticsToken) when its token runs out. */
export const ANALYTICS_TOKEN_TTL_MS = 15 * 60 * 1000;
const VERSION = 'va1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AnalyticsTokenClaims {
  groupId: string;
  userId: string;
  /** Expiry in milliseconds since the epoch. */
  expiresAt: number;
}

export type TokenCheck =
  { ok: true; claims: AnalyticsTokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'vendy', 'analytics-token', 32));
    keys.set(secret, key);
  }
  return key;
}

function sign(secret: string, body: string): Buffer {
  return createHmac('sha256', keyOf(secret)).update(`${VERSION}.${body}`).digest();
}

export function mintAnalyticsToken(
  secret: string,
  subject: { groupId: string; userId: string },
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expiresAt = now + ANALYTICS_TOKEN_TTL_MS;
  const body = Buffer.from(
    JSON.stringify({ g: subject.groupId, u: subject.userId, e: expiresAt }),
  ).toString('base64url');
  return {
    token: `${VERSION}.${body}.${sign(secret, body).toString('base64url')}`,
    expiresAt: new Date(expiresAt),
  };
}

/** Checks the signature first, then the claims, then the expiry (exactly at expiry: expired). */
export function verifyAnalyticsToken(secret: string, token: string, now = Date.now()): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, reason: 'invalid' };
  const [, body = '', signature = ''] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { g, u, e } = (claims ?? {}) as { g?: unknown; u?: unknown; e?: unknown };
  if (typeof g !== 'string' || typeof u !== 'string' || typeof e !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (!UUID.test(g) || !UUID.test(u) || !Number.isSafeInteger(e)) {
    return { ok: false, reason: 'invalid' };
  }
  if (now >= e) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { groupId: g, userId: u, expiresAt: e } };
}
