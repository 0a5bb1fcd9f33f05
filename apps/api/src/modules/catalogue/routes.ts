// GET /catalogue/bulk-results/{number}.jsonl: the results of one of the current group's store bulk
// operations (the url getBulkOperationStatus answers). The session must belong to a member of the
// group; the operation must be one the group's store knows and has completed. The server fetches
// the store's file (only from Shopify's storage or the shop's sandbox), reads it record by record,
// keeps the records and fields the import uses (parseBulkLine) and streams them on. Memory stays
// bounded by one record, whatever the size of the catalogue.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { bulkLineToJson, parseBulkLine } from '@vendy/client/domain';
import { UserError } from '../../errors';
import { sendJsonBody, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { openBulkResult, shopifyApp, ShopifyError } from '../../providers/shopify';
import { rateLimit, requireMember, type RateLimitOptions } from '../auth';
import { BULK_RESULTS_PATH, findGroupOperation } from './bulk';

/** Each download makes the server fetch a whole catalogue: a few per minute is what an import needs. */
export const DOWNLOAD_LIMIT: RateLimitOptions = { limit: 20, windowMs: 10 * 60_000 };

const PATH = new RegExp(`^${BULK_RESULTS_PATH}/(\\d{1,19})\\.jsonl$`);

/** Resolves once the response can take more data, or has closed. */
function drained(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

function fail(res: ServerResponse, ctx: HttpRouteContext, status: number, error: string): void {
  sendJsonBody(res, status, { error }, ctx.reply);
}

async function download(
  _req: IncomingMessage,
  res: ServerResponse,
  ctx: HttpRouteContext,
): Promise<void> {
  const number = PATH.exec(ctx.url.pathname)?.[1];
  if (!number) return fail(res, ctx, 404, 'Not found.');
  let groupId: string;
  let userId: string;
  try {
    const membership = await requireMember(ctx);
    groupId = membership.groupId;
    userId = membership.viewer.id;
    rateLimit(ctx, 'catalogue bulk download', userId, DOWNLOAD_LIMIT);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    const code = error.extensions.code;
    const status = code === 'UNAUTHENTICATED' ? 401 : code === 'RATE_LIMITED' ? 429 : 403;
    return fail(res, ctx, status, error.message);
  }

  let opened: Awaited<ReturnType<typeof openBulkResult>>;
  try {
    const found = await findGroupOperation(ctx, groupId, number);
    if (!found || found.operation.status !== 'COMPLETED' || !found.operation.url) {
      return fail(res, ctx, 404, 'Not found.');
    }
    opened = await openBulkResult(
      shopifyApp(ctx.config),
      found.store.storeName,
      found.operation.url,
    );
  } catch (error) {
    if (!(error instanceof ShopifyError)) throw error;
    ctx.logger.warn({ err: error, groupId }, 'bulk results unavailable');
    return fail(res, ctx, 502, 'The store did not answer.');
  }

  ctx.reply.applyTo(res);
  res.writeHead(200, {
    'content-type': 'application/jsonl; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  // The browser went away: stop downloading from the store.
  const stop = () => void opened.close();
  res.once('close', stop);
  try {
    for await (const record of opened.records) {
      if (res.destroyed) break;
      const line = parseBulkLine(record);
      if (!line) continue;
      if (!res.write(`${JSON.stringify(bulkLineToJson(line))}\n`)) await drained(res);
    }
    res.end();
  } catch (error) {
    // Headers are gone: the only way to tell the browser is to cut the response short.
    ctx.logger.warn({ err: error, groupId }, 'bulk results stream failed');
    res.destroy();
  } finally {
    res.off('close', stop);
    await opened.close();
  }
}

export const catalogueRoutes: HttpRoute[] = [
  { method: 'GET', path: `${BULK_RESULTS_PATH}/*`, handle: download },
];
