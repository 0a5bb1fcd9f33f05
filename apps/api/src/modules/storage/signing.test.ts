import { describe, expect, it } from 'vitest';
import { grantQuery, verifyGrant, type UploadGrant } from './signing';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const NOW = 1_800_000_000;
const grant: UploadGrant = {
  key: 'groups/g1/audio/a.mp3',
  contentType: 'audio/mpeg',
  maxBytes: 1000,
  kind: 'audio',
  immutable: true,
  expires: NOW + 60,
};

describe('upload URL signatures', () => {
  it('verifies what it signed', () => {
    const result = verifyGrant(grant.key, grantQuery(grant, SECRET), SECRET, NOW);
    expect(result).toEqual({ ok: true, grant });
  });

  it('refuses an expired URL', () => {
    const result = verifyGrant(grant.key, grantQuery(grant, SECRET), SECRET, NOW + 61);
    expect(result).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another key, even with a valid signature', () => {
    const query = grantQuery(grant, SECRET);
    expect(verifyGrant('groups/g2/audio/a.mp3', query, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it.each([
    ['ct', 'text/html'],
    ['max', '999999999'],
    ['kind', 'any'],
    ['imm', '0'],
    ['exp', String(NOW + 99_999)],
    ['sig', 'A'.repeat(43)],
  ])('refuses a URL whose %s was changed', (name, value) => {
    const query = grantQuery(grant, SECRET);
    query.set(name, value);
    expect(verifyGrant(grant.key, query, SECRET, NOW)).toMatchObject({ ok: false });
  });

  it('refuses a URL signed with another secret', () => {
    const query = grantQuery(grant, `${SECRET}-other`);
    expect(verifyGrant(grant.key, query, SECRET, NOW)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
  });

  it('refuses malformed parameters', () => {
    const query = grantQuery(grant, SECRET);
    query.delete('sig');
    expect(verifyGrant(grant.key, query, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    const bad = grantQuery(grant, SECRET);
    bad.set('max', '-1');
    expect(verifyGrant(grant.key, bad, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });
});
