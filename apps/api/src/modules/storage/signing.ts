// Signed upload URLs of the local adapter: HMAC-SHA256 with the session secret over everything the
// PUT is allowed to do (key, content type, size limit, kind, cache policy, expiry).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UploadKind } from './types';

export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  kind: UploadKind;
  /** The stored object is never rewritten under this key, so it may be cached forever. */
  immutable: boolean;
  /** Unix time in seconds. */
  expires: number;
}

const KINDS: readonly UploadKind[] = ['image', 'audio', 'video', 'any'];
// A distinct derivation so an upload signature can never be replayed as another kind of token.
const PURPOSE = 'vendy-storage-upload-v1';

function payload(grant: UploadGrant): string {
  return [
    PURPOSE,
    grant.key,
    grant.contentType,
    String(grant.maxBytes),
    grant.kind,
    grant.immutable ? '1' : '0',
    String(grant.expires),
  ].join('\n');
}

export function signGrant(grant: UploadGrant, secret: string): string {
  return createHmac('sha256', secret).update(payload(grant)).digest('base64url');
}

/** Query string for a grant (the key travels in the path). */
export function grantQuery(grant: UploadGrant, secret: string): URLSearchParams {
  return new URLSearchParams({
    ct: grant.contentType,
    max: String(grant.maxBytes),
    kind: grant.kind,
    imm: grant.immutable ? '1' : '0',
    exp: String(grant.expires),
    sig: signGrant(grant, secret),
  });
}

export type GrantCheck =
  | { ok: true; grant: UploadGrant }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

/** Reads and verifies a grant from an upload request (signature first, then expiry). */
export function verifyGrant(
  key: string,
  query: URLSearchParams,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): GrantCheck {
  const ct = query.get('ct');
  const max = query.get('max');
  const kind = query.get('kind');
  const imm = query.get('imm');
  const exp = query.get('exp');
  const sig = query.get('sig');
  if (
    ct === null ||
    sig === null ||
    !/^\d{1,15}$/.test(max ?? '') ||
    !/^\d{1,12}$/.test(exp ?? '') ||
    !KINDS.includes(kind as UploadKind) ||
    (imm !== '0' && imm !== '1')
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const grant: UploadGrant = {
    key,
    contentType: ct,
    maxBytes: Number(max),
    kind: kind as UploadKind,
    immutable: imm === '1',
    expires: Number(exp),
  };
  const expected = Buffer.from(signGrant(grant, secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (grant.expires < nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, grant };
}
