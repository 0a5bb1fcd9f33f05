// GET /sandbox/shopify/{shop}/bulk-operation-outputs/{id}.jsonl?expires=&signature=: a completed
// operation's result, streamed line by line. Like Shopify's storage URLs it needs no token: the
// signature is the credential, and it expires; any origin may read it (CORS), as storage allows.
import type { ServerResponse } from 'node:http';
import { once } from 'node:events';
import { sendJsonBody } from '../../../http/routes';
import { sandboxSchema } from '../admin-api';
import type { SandboxContext } from '../context';
import { findBulkOperation, statusOf, verifyResultUrl } from './operations';
import { runBulkQuery, serializeLine } from './query';

export async function downloadBulkOutput(
  res: ServerResponse,
  ctx: SandboxContext,
  id: number,
  url: URL,
): Promise<void> {
  const check = verifyResultUrl(ctx, id, url.searchParams);
  if (check !== 'ok') {
    sendJsonBody(res, 403, {
      error: check === 'expired' ? 'Request has expired.' : 'Access denied.',
    });
    return;
  }
  const row = await findBulkOperation(ctx, id);
  if (!row || statusOf(row) !== 'COMPLETED') {
    sendJsonBody(res, 404, { error: 'No such object.' });
    return;
  }
  const lines = await runBulkQuery(sandboxSchema(), ctx, row.query);
  res.writeHead(200, {
    'content-type': 'application/jsonl',
    'content-length': String(row.fileSize),
    'cache-control': 'private, max-age=0',
    'x-content-type-options': 'nosniff',
    'access-control-allow-origin': '*',
  });
  for (const line of lines) {
    if (res.destroyed) return;
    if (!res.write(serializeLine(line.record))) await once(res, 'drain');
  }
  res.end();
}
