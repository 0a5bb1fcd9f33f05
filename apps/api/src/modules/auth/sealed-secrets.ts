// Providers' access tokens at rest (Shopify stores, Instagram accounts): AES-256-GCM with a key
// derived from SESSION_SECRET for each purpose, so a copy of the database alone gives access to no
// merchant's store or account, and a token sealed for one purpose does not open as another.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** What a sealed token is for: each has its own key. */
export type SealPurpose = 'shopify access token' | 'instagram access token' | 'generative ai key';

function keyFrom(secret: string, purpose: SealPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'vendy', purpose, 32));
}

export function encryptToken(
  token: string,
  secret: string,
  purpose: SealPurpose = 'shopify access token',
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The token, or null when it was erased or cannot be decrypted (e.g. SESSION_SECRET changed). */
export function decryptToken(
  sealed: string,
  secret: string,
  purpose: SealPurpose = 'shopify access token',
): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      keyFrom(secret, purpose),
      Buffer.from(iv, 'base64url'),
    );
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
