// The theme's stylesheet and script (assets/theme.css, assets/theme.js), read once and served under
// {root}assets/ with a content hash in the address, so browsers keep them until they change.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { Storefront } from './shop';

interface Asset {
  body: Buffer;
  type: string;
  version: string;
}

const ASSETS = new Map<string, Asset>(
  [
    ['theme.css', 'text/css; charset=utf-8'],
    ['theme.js', 'text/javascript; charset=utf-8'],
  ].map(([name, type]) => {
    const body = readFileSync(new URL(`./assets/${name}`, import.meta.url));
    const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
    return [name as string, { body, type: type as string, version }];
  }),
);

export function assetPath(sf: Storefront, name: string): string {
  return `${sf.root}assets/${name}?v=${ASSETS.get(name)?.version ?? '0'}`;
}

/** Answers GET {root}assets/{name}; false when there is no such asset. */
export function serveAsset(res: ServerResponse, name: string, head: boolean): boolean {
  const asset = ASSETS.get(name);
  if (!asset) return false;
  res.writeHead(200, {
    'content-type': asset.type,
    'content-length': String(asset.body.length),
    'cache-control': 'public, max-age=31536000, immutable',
    etag: `"${asset.version}"`,
    'x-content-type-options': 'nosniff',
  });
  res.end(head ? undefined : asset.body);
  return true;
}
