// GET /sandbox/shopify/{shop}/cdn/shop/files/{name}.png: the shop's product and collection images,
// as its CDN would serve them (public, cached for a long time).
import type { ServerResponse } from 'node:http';
import { sendJsonBody } from '../../../http/routes';
import type { SandboxContext } from '../context';
import { sandboxCatalogue } from './generate';
import { productImagePng } from './png';

export function serveCatalogueImage(
  res: ServerResponse,
  ctx: SandboxContext,
  fileName: string,
  head: boolean,
): void {
  const image = sandboxCatalogue(ctx.shop).imageByFileName.get(fileName);
  if (!image) {
    sendJsonBody(res, 404, { error: 'Not found.' });
    return;
  }
  const png = productImagePng(`${ctx.shop}/${fileName}`, image);
  res.writeHead(200, {
    'content-type': 'image/png',
    'content-length': String(png.length),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
  });
  res.end(head ? undefined : png);
}
