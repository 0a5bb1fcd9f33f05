// argon2id password hashing with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane).
import { hash, verify, type Options } from '@node-rs/argon2';

// Algorithm is an ambient const enum the compiler cannot inline under verbatimModuleSyntax;
// 2 is its Argon2id member.
const ARGON2ID = 2;

const OPTIONS: Options = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against an account that may not exist (or has no password). Without an
 * account a dummy hash is verified anyway, so the answer takes as long either way and the response
 * time does not tell whether an email has an account.
 */
export async function verifyPasswordOrDummy(
  passwordHash: string | null | undefined,
  plain: string,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, plain);
  dummyHash ??= hashPassword('vendy-timing-equaliser');
  await verifyPassword(await dummyHash, plain);
  return false;
}
