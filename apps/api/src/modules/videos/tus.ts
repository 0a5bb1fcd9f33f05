// Resumable video uploads (tus 1.0, @tus/server with a FileStore under the data folder, so an
// upload survives restarts). Uploads are created only by getVideoUploadUrl, with the file's
// declared length; the browser then HEADs and PATCHes {publicUrl}/uploads/videos/{uploadId}. Every
// request must carry the session of a member of the group the upload belongs to.
//
// Of tus's extensions only `expiration` is offered (PATCH answers carry Upload-Expires): creating
// uploads over tus (POST) is refused and so is terminating them (DELETE); deleteVideo removes an
// upload with its video.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { HEADERS, TUS_RESUMABLE, TUS_VERSION, Upload } from '@tus/utils';
import type { Config } from '../../config';
import type { HttpRoute, HttpRouteContext } from '../../http/routes';
import { UserError } from '../../errors';
import { requireMember } from '../auth';
import { findHostedByUploadId, markUploaded, type HostedVideoRow } from './hosted';
import { isUploadId, MAX_VIDEO_BYTES, UPLOAD_EXPIRY_MS, UPLOAD_ROUTE, uploadDir } from './paths';

interface Binding {
  ctx: HttpRouteContext;
  hosted: HostedVideoRow;
}

/**
 * The route context of each request the tus server is handling, for its hooks (which get only the
 * request): set when the request is handed over, gone with the request.
 */
const bindings = new WeakMap<IncomingMessage, Binding>();

type TusRequest = { runtime?: { node?: { req?: IncomingMessage } } };

function findBinding(req: unknown): Binding | undefined {
  const node = (req as TusRequest).runtime?.node?.req;
  return node ? bindings.get(node) : undefined;
}

function bindingOf(req: unknown): Binding {
  const binding = findBinding(req);
  if (!binding) throw new Error('tus request without its route context');
  return binding;
}

const refusal = (status: number, body: string) => ({ status_code: status, body: `${body}\n` });

/** What this endpoint implements, and so all it advertises. */
const EXTENSIONS = ['expiration'];
const VERSIONS: readonly string[] = TUS_VERSION;
const METHODS = 'HEAD, PATCH, OPTIONS';
/** Response headers a browser's tus client reads (Upload-Expires is not in @tus/utils' list). */
const EXPOSED = [...HEADERS, 'Upload-Expires'];
const PREFLIGHT_MAX_AGE_SECONDS = 86_400;

/**
 * CORS headers for a request from the merchant app's origin (with its cookies); none for any
 * other origin, so a browser elsewhere cannot read the answers.
 */
function corsHeaders(req: IncomingMessage, config: Config): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin || origin !== new URL(config.publicUrl).origin) return { vary: 'Origin' };
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-expose-headers': EXPOSED.join(', '),
    vary: 'Origin',
  };
}

/** The tus server: a shared service (`tus`), made once per app by the composition root. */
export function createTusServer(config: Config): Server {
  const server = new Server({
    path: UPLOAD_ROUTE,
    datastore: new FileStore({
      directory: uploadDir(config),
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    }),
    maxSize: MAX_VIDEO_BYTES,
    relativeLocation: true,
    // The merchant app uploads from this origin only.
    allowedOrigins: [new URL(config.publicUrl).origin],
    allowedCredentials: true,
    exposedHeaders: ['Upload-Expires'],
    disableTerminationForFinishedUploads: true,
    onUploadCreate: () => {
      throw refusal(403, 'Uploads are prepared with getVideoUploadUrl.');
    },
    // Runs before the last PATCH is answered: when the browser hears "done", the video is queued.
    onUploadFinish: async (req) => {
      const { ctx, hosted } = bindingOf(req);
      await markUploaded(ctx, hosted.id);
      return {};
    },
    onResponseError: (req, error) => {
      if ('status_code' in error) return undefined;
      findBinding(req)?.ctx.logger.error({ err: error }, 'video upload failed');
      return refusal(500, 'Upload failed.');
    },
  });
  // The FileStore lists every extension it could serve; this endpoint serves one of them.
  server.datastore.extensions = [...EXTENSIONS];
  return server;
}

/** Creates the empty upload of `size` bytes that the browser then fills. */
export async function createTusUpload(
  tus: Server,
  uploadId: string,
  size: number,
  metadata: Record<string, string>,
): Promise<void> {
  await tus.datastore.create(
    new Upload({
      id: uploadId,
      size,
      offset: 0,
      metadata,
      creation_date: new Date().toISOString(),
    }),
  );
}

/** Bytes received so far; null when the upload no longer exists. */
export async function tusOffset(
  tus: Server,
  uploadId: string,
): Promise<{ offset: number; size: number } | null> {
  try {
    const upload = await tus.datastore.getUpload(uploadId);
    return { offset: upload.offset, size: upload.size ?? 0 };
  } catch {
    return null;
  }
}

/** Deletes an upload's file and record (nothing happens when it is already gone). */
export async function removeTusUpload(tus: Server, uploadId: string): Promise<void> {
  try {
    await tus.datastore.remove(uploadId);
  } catch {
    // Already removed.
  }
}

function sendPlain(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: HttpRouteContext,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'tus-resumable': TUS_RESUMABLE,
    ...corsHeaders(req, ctx.config),
    ...headers,
  });
  res.end(body);
}

/** The preflight and tus's discovery request: what is supported, and nothing more. */
function sendOptions(req: IncomingMessage, res: ServerResponse, ctx: HttpRouteContext): void {
  res.writeHead(204, {
    'tus-resumable': TUS_RESUMABLE,
    'tus-version': VERSIONS.join(','),
    'tus-extension': EXTENSIONS.join(','),
    'tus-max-size': String(MAX_VIDEO_BYTES),
    ...corsHeaders(req, ctx.config),
    'access-control-allow-methods': METHODS,
    'access-control-allow-headers': HEADERS.join(', '),
    'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
  });
  res.end();
}

async function handleUpload(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: HttpRouteContext,
): Promise<void> {
  const { tus } = ctx;
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') return sendOptions(req, res, ctx);
  const plain = (status: number, body: string, headers?: Record<string, string>) =>
    sendPlain(req, res, ctx, status, body, headers);
  // Every other tus request names the protocol version; one this server does not speak gets 412
  // with the versions it does (tus 1.0 §Tus-Resumable).
  const version = req.headers['tus-resumable'];
  if (method !== 'GET' && !VERSIONS.includes(String(version))) {
    const reason = version === undefined ? 'Tus-Resumable required' : 'Unsupported tus version';
    return plain(412, `${reason}\n`, { 'tus-version': VERSIONS.join(',') });
  }
  if (method === 'POST') return plain(403, 'Uploads are prepared with getVideoUploadUrl.\n');
  if (method === 'DELETE') return plain(405, 'Method not allowed\n', { allow: METHODS });

  const uploadId = ctx.url.pathname.slice(UPLOAD_ROUTE.length + 1);
  if (!isUploadId(uploadId) || (method !== 'HEAD' && method !== 'PATCH')) {
    return plain(404, 'Not found\n');
  }
  const hosted = await findHostedByUploadId(ctx.db, uploadId);
  if (!hosted || hosted.deletedAt) return plain(404, 'Not found\n');
  try {
    await requireMember(ctx, hosted.groupId);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const anonymous = error.extensions.code === 'UNAUTHENTICATED';
    return plain(anonymous ? 401 : 403, `${error.message}\n`);
  }
  ctx.reply.applyTo(res);
  bindings.set(req, { ctx, hosted });
  await tus.handle(req, res);
}

export const videoUploadRoutes: HttpRoute[] = [
  {
    method: ['OPTIONS', 'HEAD', 'PATCH', 'POST', 'DELETE', 'GET'],
    path: `${UPLOAD_ROUTE}/*`,
    handle: handleUpload,
  },
];
