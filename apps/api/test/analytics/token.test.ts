// The analytics access token on its own: it names its group and user, runs out after 15 minutes
// (exactly at expiry it is refused), and any change to it, or another server's secret, makes it
// invalid.
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_TOKEN_TTL_MS,
  mintAnalyticsToken,
  verifyAnalyticsToken,
} from '../../src/modules/analytics';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const GROUP = '11111111-1111-4111-8111-111111111111';
const OTHER_GROUP = '22222222-2222-4222-8222-222222222222';
const USER = '33333333-3333-4333-8333-333333333333';
const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('the analytics access token', () => {
  const { token, expiresAt } = mintAnalyticsToken(SECRET, { groupId: GROUP, userId: USER }, NOW);

  it('names its group and user and lasts 15 minutes', () => {
    expect(ANALYTICS_TOKEN_TTL_MS).toBe(15 * 60 * 1000);
    expect(expiresAt.toISOString()).toBe('2026-03-01T12:15:00.000Z');
    expect(verifyAnalyticsToken(SECRET, token, NOW + ANALYTICS_TOKEN_TTL_MS - 1)).toEqual({
      ok: true,
      claims: { groupId: GROUP, userId: USER, expiresAt: expiresAt.getTime() },
    });
  });

  it('is refused as expired from its expiry on', () => {
    expect(verifyAnalyticsToken(SECRET, token, expiresAt.getTime())).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('is invalid when its group, expiry or signature is changed, or under another secret', () => {
    const [version, body, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = (changes: Record<string, unknown>) =>
      `${version}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`;
    for (const tampered of [
      forged({ g: OTHER_GROUP }),
      forged({ e: NOW + 365 * 24 * 3600 * 1000 }),
      `${version}.${body}.${signature.slice(0, -2)}AA`,
      `${version}.${body}`,
      `xx1.${body}.${signature}`,
      '',
      'Bearer',
      '...',
    ]) {
      expect(verifyAnalyticsToken(SECRET, tampered, NOW), tampered).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(verifyAnalyticsToken(`${SECRET}-other`, token, NOW)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('is invalid when a correctly signed body does not hold the claims', () => {
    // Signed with the right key but made by hand: only well-formed claims are accepted.
    const made = mintAnalyticsToken(SECRET, { groupId: 'not-a-uuid', userId: USER }, NOW);
    expect(verifyAnalyticsToken(SECRET, made.token, NOW).ok).toBe(false);
  });
});
