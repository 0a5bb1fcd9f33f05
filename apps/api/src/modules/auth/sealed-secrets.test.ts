import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken } from './sealed-secrets';

const SECRET = 'a-session-secret-of-at-least-32-characters';

describe('sealed access tokens', () => {
  it('round-trips, never stores the token in clear and differs each time', () => {
    const sealed = encryptToken('shpua_secret', SECRET);
    expect(sealed).not.toContain('shpua_secret');
    expect(encryptToken('shpua_secret', SECRET)).not.toBe(sealed);
    expect(decryptToken(sealed, SECRET)).toBe('shpua_secret');
  });

  it('gives null for another secret, a tampered value or an erased token', () => {
    const sealed = encryptToken('shpua_secret', SECRET);
    expect(decryptToken(sealed, `${SECRET}!`)).toBeNull();
    expect(decryptToken(`${sealed.slice(0, -2)}AA`, SECRET)).toBeNull();
    expect(decryptToken('', SECRET)).toBeNull();
  });

  it('opens only for the purpose it was sealed for', () => {
    const sealed = encryptToken('IGAA_secret', SECRET, 'instagram access token');
    expect(decryptToken(sealed, SECRET, 'instagram access token')).toBe('IGAA_secret');
    expect(decryptToken(sealed, SECRET)).toBeNull();
  });
});
