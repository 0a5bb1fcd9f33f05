// HTTP side of local storage: PUT /storage/upload/<key> (signed URLs) and GET /media/<key>.
// With S3 configured both answer 404: uploads and downloads then go to the bucket.
import type { HttpRoute } from '../../http/routes';
import { LocalStorage, MEDIA_PATH, UPLOAD_PATH } from './local';
import { mediaPreflight, serveMedia } from './serve';
import { receiveUpload } from './upload';
import type { ServerResponse } from 'node:http';

function notFound(res: ServerResponse): void {
  const body = JSON.stringify({ error: 'Not found.' });
  res.writeHead(404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

function keyAfter(pathname: string, prefix: string): string | null {
  if (!pathname.startsWith(`${prefix}/`)) return null;
  try {
    return decodeURIComponent(pathname.slice(prefix.length + 1));
  } catch {
    return null;
  }
}

export const storageRoutes: HttpRoute[] = [
  {
    // The signature is the only credential, as with S3 presigned URLs, so any origin may use it
    // (the merchant app in development runs on another port).
    method: ['PUT', 'OPTIONS'],
    path: `${UPLOAD_PATH}/*`,
    async handle(req, res, ctx) {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'PUT',
          'access-control-allow-headers': 'content-type',
          'access-control-max-age': '600',
        });
        res.end();
        return;
      }
      const storage = ctx.storage;
      const key = keyAfter(ctx.url.pathname, UPLOAD_PATH);
      if (!(storage instanceof LocalStorage) || key === null) return notFound(res);
      await receiveUpload(storage, ctx.config.sessionSecret, key, req, res, ctx);
    },
  },
  {
    method: ['GET', 'OPTIONS'],
    path: `${MEDIA_PATH}/*`,
    async handle(req, res, ctx) {
      if (req.method === 'OPTIONS') return mediaPreflight(res);
      const storage = ctx.storage;
      const key = keyAfter(ctx.url.pathname, MEDIA_PATH);
      if (!(storage instanceof LocalStorage) || key === null) return notFound(res);
      const maker = ctx.mediaMaker;
      if (maker?.makes(key) && !(await storage.exists(key))) {
        await maker.make({ storage, logger: ctx.logger }, key);
      }
      await serveMedia(storage, key, req, res);
    },
  },
];
