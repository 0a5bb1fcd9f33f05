import type * as Argon2 from '@node-rs/argon2';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts argon2 verifications, so the test can see that an unknown account costs one too.
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof Argon2>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      verifications.count += 1;
      return original.verify(...args);
    },
  };
});

// The api tests share one module graph per worker (isolate: false): another file may have loaded
// ./passwords with the real argon2 already, so it is loaded afresh here, with the mock.
vi.resetModules();
const { hashPassword, verifyPassword, verifyPasswordOrDummy } = await import('./passwords');

beforeEach(() => {
  verifications.count = 0;
});

describe('passwords', () => {
  it('hashes with argon2id at m=19456, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });

  it('spends an argon2 verification even when there is no account or no password', async () => {
    expect(await verifyPasswordOrDummy(undefined, 'guess')).toBe(false);
    expect(await verifyPasswordOrDummy(null, 'vendy-timing-equaliser')).toBe(false);
    expect(verifications.count).toBe(2);
    const hash = await hashPassword('known');
    expect(await verifyPasswordOrDummy(hash, 'known')).toBe(true);
    expect(verifications.count).toBe(3);
  });
});
