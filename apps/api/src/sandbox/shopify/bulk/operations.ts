// A sandbox shop's bulk operations: started by bulkOperationRunQuery, CREATED for a moment, then
// RUNNING (objectCount growing), then COMPLETED with a signed result URL that stays valid for seven
// days, as on Shopify. One bulk query runs at a time per shop (API versions before 2026-01).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { GraphQLSchema } from 'graphql';
import { sandboxShopifyBulkOperations } from '../../../db/schema';
import { toGid, type SandboxContext } from '../context';
import { BulkQueryError, checkBulkQuery, runBulkQuery, serializeLine } from './query';

export type BulkOperationRow = typeof sandboxShopifyBulkOperations.$inferSelect;
export type BulkOperationStatus =
  'CREATED' | 'RUNNING' | 'COMPLETED' | 'CANCELING' | 'CANCELED' | 'FAILED' | 'EXPIRED';

/** How long an operation stays CREATED before it runs. */
export const CREATED_MS = 150;
const MIN_DURATION_MS = 800;
const MAX_DURATION_MS = 4_000;
/** Result URLs expire seven days after completion. */
export const RESULT_LIFETIME_MS = 7 * 86_400_000;

export function statusOf(row: BulkOperationRow, now = Date.now()): BulkOperationStatus {
  if (row.canceledAt) return 'CANCELED';
  if (row.errorCode) return 'FAILED';
  const elapsed = now - row.createdAt.getTime();
  if (elapsed < CREATED_MS) return 'CREATED';
  return elapsed < row.durationMs ? 'RUNNING' : 'COMPLETED';
}

const isRunning = (status: BulkOperationStatus) => status === 'CREATED' || status === 'RUNNING';

function completedAt(row: BulkOperationRow): Date {
  return new Date(row.createdAt.getTime() + row.durationMs);
}

function signature(secret: string, shop: string, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`${shop}\n${id}\n${expires}`).digest('base64url');
}

export function resultUrl(ctx: SandboxContext, row: BulkOperationRow): string {
  const expires = Math.floor((completedAt(row).getTime() + RESULT_LIFETIME_MS) / 1000);
  const url = new URL(`${ctx.app.shopBaseUrl(ctx.shop)}/bulk-operation-outputs/${row.id}.jsonl`);
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('signature', signature(ctx.app.apiSecret, ctx.shop, row.id, expires));
  return url.toString();
}

/** Checks a result URL's signature and expiry (like a signed storage URL: no token needed). */
export function verifyResultUrl(
  ctx: SandboxContext,
  id: number,
  params: URLSearchParams,
  now = Date.now(),
): 'ok' | 'expired' | 'forbidden' {
  const expires = Number(params.get('expires'));
  const given = Buffer.from(params.get('signature') ?? '');
  const expected = Buffer.from(signature(ctx.app.apiSecret, ctx.shop, id, expires));
  if (!Number.isSafeInteger(expires) || given.length !== expected.length) return 'forbidden';
  if (!timingSafeEqual(given, expected)) return 'forbidden';
  return now > expires * 1000 ? 'expired' : 'ok';
}

/**
 * Operations this process has shown as RUNNING. A client that polls slowly (a busy machine, a
 * long request) still sees CREATED → RUNNING → COMPLETED in that order: the first answer after an
 * operation's run time has passed shows it RUNNING, nearly done, unless it was shown so already
 * or completed over a minute ago; the next one shows it COMPLETED. The oldest entries leave once
 * there are more than MAX_SHOWN.
 */
const shownRunning = new Set<string>();
const MAX_SHOWN = 10_000;
const LATE_CLIENT_MS = 60_000;
const keyOf = (ctx: SandboxContext, row: BulkOperationRow) =>
  `${ctx.shop}/${row.id}/${row.createdAt.getTime()}`;

function remember(key: string) {
  shownRunning.add(key);
  if (shownRunning.size <= MAX_SHOWN) return;
  const oldest = shownRunning.values().next();
  if (!oldest.done) shownRunning.delete(oldest.value);
}

/** The status a client is shown now: statusOf, except that RUNNING is never skipped. */
function shownStatus(ctx: SandboxContext, row: BulkOperationRow, now: number): BulkOperationStatus {
  const status = statusOf(row, now);
  const key = keyOf(ctx, row);
  if (status === 'RUNNING') remember(key);
  if (status !== 'COMPLETED' || shownRunning.has(key)) return status;
  if (now - completedAt(row).getTime() > LATE_CLIENT_MS) return status;
  remember(key);
  return 'RUNNING';
}

/**
 * The BulkOperation object of the Admin API. bulkOperationRunQuery answers with the operation as
 * it was created (CREATED, no counts), as Shopify does, however long the request took.
 */
export function toBulkOperation(
  ctx: SandboxContext,
  row: BulkOperationRow,
  now = Date.now(),
  { asCreated = false } = {},
) {
  const status: BulkOperationStatus = asCreated ? 'CREATED' : shownStatus(ctx, row, now);
  const done = status === 'COMPLETED';
  const running = Math.max(0, now - row.createdAt.getTime() - CREATED_MS);
  const share = done
    ? 1
    : status === 'CREATED'
      ? 0
      : Math.min(0.99, running / Math.max(1, row.durationMs - CREATED_MS));
  return {
    __typename: 'BulkOperation',
    id: toGid('BulkOperation', row.id),
    status,
    type: 'QUERY',
    errorCode: row.errorCode,
    query: row.query,
    createdAt: row.createdAt.toISOString(),
    completedAt: done ? completedAt(row).toISOString() : null,
    // UnsignedInt64 is written as a string.
    objectCount: String(status === 'CREATED' ? 0 : Math.floor(row.objectCount * share)),
    rootObjectCount: String(status === 'CREATED' ? 0 : Math.floor(row.rootObjectCount * share)),
    fileSize: done && row.objectCount > 0 ? String(row.fileSize) : null,
    // A query that found nothing completes without a file.
    url: done && row.objectCount > 0 ? resultUrl(ctx, row) : null,
    partialDataUrl: null,
  };
}

export async function findBulkOperation(
  ctx: SandboxContext,
  id: number,
): Promise<BulkOperationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(sandboxShopifyBulkOperations)
    .where(
      and(eq(sandboxShopifyBulkOperations.id, id), eq(sandboxShopifyBulkOperations.shop, ctx.shop)),
    );
  return row ?? null;
}

export async function currentBulkOperation(ctx: SandboxContext): Promise<BulkOperationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(sandboxShopifyBulkOperations)
    .where(eq(sandboxShopifyBulkOperations.shop, ctx.shop))
    .orderBy(desc(sandboxShopifyBulkOperations.createdAt), desc(sandboxShopifyBulkOperations.id))
    .limit(1);
  return row ?? null;
}

/**
 * Starts a bulk query: refused while another runs, or when the query is not a valid bulk query
 * (the message Shopify gives). Its result is sized now and produced again at download.
 */
export async function startBulkQuery(
  schema: GraphQLSchema,
  ctx: SandboxContext,
  query: string,
): Promise<{ row: BulkOperationRow } | { error: string }> {
  const current = await currentBulkOperation(ctx);
  if (current && isRunning(statusOf(current))) {
    return {
      error: `A bulk query operation for this app and shop is already in progress: ${toGid('BulkOperation', current.id)}.`,
    };
  }
  let objectCount = 0;
  let rootObjectCount = 0;
  let fileSize = 0;
  try {
    checkBulkQuery(schema, query);
    for (const line of await runBulkQuery(schema, ctx, query)) {
      objectCount += 1;
      if (line.root) rootObjectCount += 1;
      fileSize += Buffer.byteLength(serializeLine(line.record));
    }
  } catch (error) {
    if (error instanceof BulkQueryError) return { error: error.message };
    throw error;
  }
  const durationMs = Math.round(
    Math.min(MAX_DURATION_MS, Math.max(MIN_DURATION_MS, 500 + objectCount * 0.3)),
  );
  const [row] = await ctx.db
    .insert(sandboxShopifyBulkOperations)
    .values({ shop: ctx.shop, query, durationMs, objectCount, rootObjectCount, fileSize })
    .returning();
  if (!row) throw new Error('bulk operation insert returned nothing');
  return { row };
}

export async function cancelBulkOperation(
  ctx: SandboxContext,
  row: BulkOperationRow,
): Promise<{ row: BulkOperationRow } | { error: string }> {
  const status = statusOf(row);
  if (!isRunning(status)) {
    return { error: `A bulk operation cannot be canceled when it is ${status.toLowerCase()}` };
  }
  const [updated] = await ctx.db
    .update(sandboxShopifyBulkOperations)
    .set({ canceledAt: new Date() })
    .where(eq(sandboxShopifyBulkOperations.id, row.id))
    .returning();
  return { row: updated ?? row };
}
