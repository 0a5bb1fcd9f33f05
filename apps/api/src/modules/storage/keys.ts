// Storage keys: '/'-joined segments the server chooses. Checked everywhere a key enters the
// module, so no client-controlled path can reach the disk or the bucket.
import { InvalidKeyError } from './types';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;
const MAX_KEY_LENGTH = 1024;

export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment));
}

export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
  return key;
}

/** A prefix is a valid key followed by '/'. */
export function assertValidPrefix(prefix: string): string {
  if (!prefix.endsWith('/') || !isValidKey(prefix.slice(0, -1))) throw new InvalidKeyError(prefix);
  return prefix;
}

/** Joins segments into a key; every segment must be valid on its own (no '/' inside). */
export function objectKey(...segments: string[]): string {
  for (const segment of segments) {
    if (segment.includes('/')) throw new InvalidKeyError(segments.join('/'));
  }
  return assertValidKey(segments.join('/'));
}

/**
 * A user's file name made safe as one key segment: letters, digits, '.', '_' and '-' kept, runs of
 * anything else become '-', the extension (lower-cased) kept, length capped.
 */
export function safeFileSegment(fileName: string, fallback = 'file'): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const rawExt = dot > 0 ? base.slice(dot + 1) : '';
  const ext = /^[A-Za-z0-9]{1,10}$/.test(rawExt) ? rawExt.toLowerCase() : '';
  const stem = (dot > 0 && ext ? base.slice(0, dot) : base)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 150);
  const name = `${stem || fallback}${ext ? `.${ext}` : ''}`;
  return assertValidKey(name);
}
