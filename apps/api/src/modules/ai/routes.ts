// POST /webhooks/synthesia: Synthesia's video events (video.completed, video.failed). A delivery
// must carry a valid signature (Synthesia-Signature over `${Synthesia-Timestamp}.${body}`) made
// within the last five minutes, and be newer than the last delivery accepted for its video: forged,
// unsigned and stale deliveries get 401, replays 409, and change nothing. An accepted one only
// makes the server ask Synthesia about the video (video-jobs.ts): its content is not trusted.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  BodyTooLargeError,
  readBody,
  sendJsonBody,
  type HttpRoute,
  type HttpRouteContext,
} from '../../http/routes';
import {
  SYNTHESIA_WEBHOOK_PATH,
  synthesiaApi,
  verifySynthesiaWebhook,
} from '../../providers/synthesia';
import { acceptWebhook } from './video-jobs';

const MAX_BODY = 256 * 1024;

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

async function handle(req: IncomingMessage, res: ServerResponse, ctx: HttpRouteContext) {
  const secret = synthesiaApi(ctx.config).webhookSecret;
  if (!secret) return sendJsonBody(res, 404, { error: 'Not found.' });
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return sendJsonBody(res, 413, { error: 'Request body too large.' });
    }
    throw error;
  }
  const check = verifySynthesiaWebhook(
    secret,
    {
      timestamp: header(req, 'synthesia-timestamp'),
      signature: header(req, 'synthesia-signature'),
    },
    body,
  );
  if (!check.ok) {
    ctx.logger.warn({ reason: check.reason }, 'synthesia webhook refused');
    return sendJsonBody(res, 401, { error: 'Invalid signature.' });
  }
  let id: unknown;
  try {
    id = (JSON.parse(body.toString('utf8')) as { data?: { id?: unknown } }).data?.id;
  } catch {
    id = undefined;
  }
  if (typeof id !== 'string' || !id || id.length > 200) {
    return sendJsonBody(res, 400, { error: 'Malformed event.' });
  }
  const outcome = await acceptWebhook(ctx, id, check.timestamp);
  if (outcome === 'replayed') {
    ctx.logger.warn({ videoId: id }, 'synthesia webhook replayed');
    return sendJsonBody(res, 409, { error: 'Already received.' });
  }
  sendJsonBody(res, 200, { ok: true });
}

export const aiRoutes: HttpRoute[] = [{ method: 'POST', path: SYNTHESIA_WEBHOOK_PATH, handle }];
