// Random secrets handed to browsers and mailboxes (session cookies, verification and reset links).
// Only their SHA-256 is stored, so reading the database does not give anyone a usable secret.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), base64url: safe in cookies and query strings as they are. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Hex SHA-256; tokens carry 256 bits of entropy, so an unsalted fast hash is enough. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
