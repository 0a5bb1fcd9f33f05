// Content coding shared by the static files (static.ts) and the stored public answers
// (modules/layouts/public-fast-path.ts): which compression a request accepts, and one ETag per
// encoding.

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding Accept-Encoding allows: br, then gzip, else identity (the bytes as they are). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(param))) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') br = gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** `"abc"` → `"abc-gz"` (and `W/"abc"` → `W/"abc-gz"`): each encoding is its own representation. */
export function etagFor(etag: string, suffix: string): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${suffix}"` : `${etag}-${suffix}`;
}
