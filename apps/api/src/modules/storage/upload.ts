// PUT /storage/upload/<key>?ct&max&kind&imm&exp&sig: the local counterpart of an S3 presigned PUT.
// The body is streamed to a temporary file with the size limit enforced while it arrives, its
// first bytes are checked against the signed kind, and only then is it moved into place. Each
// signed URL stores one file once: a replayed PUT could otherwise overwrite it until the URL expires.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import path from 'node:path';
import type { HttpRouteContext } from '../../http/routes';
import { pipeToFile } from '../../net/pipe-to-file';
import { isValidKey } from './keys';
import { IMMUTABLE_CACHE, type LocalStorage } from './local';
import { detectKind, sniffContentType } from './magic';
import { verifyGrant, type UploadGrant } from './signing';

export const UPLOAD_MESSAGES = {
  forbidden: 'Invalid or expired upload URL.',
  contentType: 'Content-Type does not match the upload URL.',
  tooLarge: 'File too large.',
  wrongType: 'File content does not match its type.',
  incomplete: 'Upload incomplete.',
  used: 'This upload URL has already been used. Request a new one to upload again.',
} as const;

/** Where used grants are recorded: next to the files, so every process serving them sees it. */
const GRANTS_DIR = '.grants';
/** Records of expired grants are swept at most this often. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Claims a grant (by its signature) for one upload: false when it was used or is in use. The
 * record is created exclusively on the shared file system, so two processes cannot both claim it.
 * Its name ends with the grant's expiry so that expired records can be swept.
 */
async function claimGrant(storage: LocalStorage, signature: string, expires: number) {
  const dir = path.join(storage.root, GRANTS_DIR);
  await fs.mkdir(dir, { recursive: true });
  const id = createHash('sha256').update(signature).digest('hex');
  const record = path.join(dir, `${id}.${expires}`);
  try {
    await (await fs.open(record, 'wx')).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
  void sweepExpiredGrants(storage, dir);
  // A failed upload gives the grant back, so the browser may try the same URL again.
  return { release: () => fs.rm(record, { force: true }) };
}

async function sweepExpiredGrants(storage: LocalStorage, dir: string): Promise<void> {
  const now = Date.now();
  if (now - storage.lastGrantSweep < SWEEP_EVERY_MS) return;
  storage.lastGrantSweep = now;
  try {
    for (const name of await fs.readdir(dir)) {
      const expires = Number(name.split('.')[1]);
      // An expired URL is refused by its signature check; its record is no longer needed.
      if (expires * 1000 < now) await fs.rm(path.join(dir, name), { force: true });
    }
  } catch {
    // Sweeping is housekeeping: the next claim tries again.
  }
}

class TooLargeError extends Error {}

function send(
  res: ServerResponse,
  status: number,
  body: Record<string, unknown>,
  close = false,
): void {
  if (res.headersSent) return;
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(json);
}

/** Answers an error and stops reading a body the client may still be sending. */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, error: string): void {
  const bodyPending = !req.readableEnded;
  send(res, status, { error }, bodyPending);
  if (bodyPending) res.once('finish', () => req.destroy());
}

function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

export async function receiveUpload(
  storage: LocalStorage,
  secret: string,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
  ctx: HttpRouteContext,
): Promise<void> {
  if (!isValidKey(key)) return refuse(req, res, 403, UPLOAD_MESSAGES.forbidden);
  const check = verifyGrant(key, ctx.url.searchParams, secret);
  if (!check.ok) return refuse(req, res, 403, UPLOAD_MESSAGES.forbidden);
  const { grant } = check;

  if (mediaType(req.headers['content-type']) !== mediaType(grant.contentType)) {
    return refuse(req, res, 415, UPLOAD_MESSAGES.contentType);
  }
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > grant.maxBytes) {
    return refuse(req, res, 413, UPLOAD_MESSAGES.tooLarge);
  }

  const claim = await claimGrant(storage, ctx.url.searchParams.get('sig') ?? '', grant.expires);
  if (!claim) return refuse(req, res, 409, UPLOAD_MESSAGES.used);
  let outcome: Refusal | null;
  try {
    outcome = await store(storage, grant, key, req, ctx);
  } catch (error) {
    await claim.release();
    throw error;
  }
  if (outcome === null) return send(res, 200, { fileKey: key });
  // The URL is given back before the refusal is answered: a client that sends the right file as
  // soon as it reads the refusal must find the URL free again, not 'already used'.
  await claim.release();
  if (outcome.drain) refuse(req, res, outcome.status, outcome.error);
  else send(res, outcome.status, { error: outcome.error });
}

/** Why an upload was not stored: the answer, and whether the request body may still be coming. */
interface Refusal {
  status: number;
  error: string;
  drain: boolean;
}

/** Stores the body under `key`; null when stored, else the refusal to answer. */
async function store(
  storage: LocalStorage,
  grant: UploadGrant,
  key: string,
  req: IncomingMessage,
  ctx: HttpRouteContext,
): Promise<Refusal | null> {
  const tmp = await storage.tempPath();
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > grant.maxBytes) callback(new TooLargeError());
      else callback(null, chunk);
    },
  });
  try {
    await pipeToFile(req, [limit], tmp, { flags: 'wx' });
  } catch (error) {
    if (error instanceof TooLargeError) {
      return { status: 413, error: UPLOAD_MESSAGES.tooLarge, drain: true };
    }
    // The client went away mid-body: nothing was stored and nobody is listening.
    ctx.logger.info({ err: error, key }, 'upload aborted');
    return { status: 400, error: UPLOAD_MESSAGES.incomplete, drain: true };
  }

  try {
    const head = await storage.readHead(tmp);
    if (grant.kind !== 'any' && (await detectKind(head)) !== grant.kind) {
      await fs.rm(tmp, { force: true });
      return { status: 415, error: UPLOAD_MESSAGES.wrongType, drain: false };
    }
    // Served with the type the bytes have (a PNG sent as image/jpeg is still served as PNG).
    const sniffed = grant.kind === 'any' ? null : await sniffContentType(head);
    await storage.commit(tmp, key, {
      contentType: sniffed ?? grant.contentType,
      ...(grant.immutable ? { cacheControl: IMMUTABLE_CACHE } : {}),
    });
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
  return null;
}
