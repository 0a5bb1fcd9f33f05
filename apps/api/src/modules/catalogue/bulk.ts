// The store's bulk operations, as the import uses them: getProductsBulk / getProductCollectionsBulk
// start one with the group's store token; getBulkOperationStatus follows it. The results url it
// answers is Vendy's own (routes.ts), never Shopify's signed storage URL: the server downloads the
// file from the store, filters it record by record while it streams, and passes it on.
import { UserError } from '../../errors';
import type { BulkOperationStatus as BulkOperationStatusShape } from '../../graphql/generated/resolvers-types';
import {
  bulkOperationRunQuery,
  COLLECTIONS_BULK_QUERY,
  getBulkOperation,
  PRODUCTS_BULK_QUERY,
  ShopifyError,
  type BulkOperation,
} from '../../providers/shopify';
import { findGroupStore, storeClient, type StoreDeps, type StoreRow } from '../stores';
import { UNABLE_TO_GET_STATUS, UNABLE_TO_START_BULK } from './messages';

export type BulkKind = 'products' | 'collections';

export const BULK_RESULTS_PATH = '/catalogue/bulk-results';
const OPERATION_GID = /^gid:\/\/shopify\/BulkOperation\/(\d{1,19})$/;

/** The number of a BulkOperation GID, or null. */
export function operationNumber(operationId: string): string | null {
  return OPERATION_GID.exec(operationId.trim())?.[1] ?? null;
}

/** Where the browser downloads an operation's results: on our own origin, behind the session. */
export function bulkResultsUrl(publicUrl: string, number: string): string {
  return `${publicUrl}${BULK_RESULTS_PATH}/${number}.jsonl`;
}

async function groupStore(deps: StoreDeps, groupId: string, message: string): Promise<StoreRow> {
  const store = await findGroupStore(deps.db, groupId);
  if (!store) throw new UserError(message);
  return store;
}

export async function startBulk(
  deps: StoreDeps,
  groupId: string,
  kind: BulkKind,
): Promise<{ operationId: string }> {
  const store = await groupStore(deps, groupId, UNABLE_TO_START_BULK);
  try {
    const query = kind === 'products' ? PRODUCTS_BULK_QUERY : COLLECTIONS_BULK_QUERY;
    const operation = await bulkOperationRunQuery(storeClient(deps, store), query);
    return { operationId: operation.id };
  } catch (error) {
    if (!(error instanceof ShopifyError)) throw error;
    deps.logger.warn({ err: error, store: store.storeName, kind }, 'bulk query not started');
    throw new UserError(UNABLE_TO_START_BULK);
  }
}

/** The operation as the group's store reports it; null when the store has no such operation. */
export async function findGroupOperation(
  deps: StoreDeps,
  groupId: string,
  number: string,
): Promise<{ store: StoreRow; operation: BulkOperation } | null> {
  const store = await findGroupStore(deps.db, groupId);
  if (!store) return null;
  const operation = await getBulkOperation(
    storeClient(deps, store),
    `gid://shopify/BulkOperation/${number}`,
  );
  return operation ? { store, operation } : null;
}

export async function bulkStatus(
  deps: StoreDeps,
  groupId: string,
  operationId: string,
): Promise<BulkOperationStatusShape> {
  const number = operationNumber(operationId);
  if (!number) throw new UserError(UNABLE_TO_GET_STATUS);
  let found: Awaited<ReturnType<typeof findGroupOperation>>;
  try {
    found = await findGroupOperation(deps, groupId, number);
  } catch (error) {
    if (!(error instanceof ShopifyError)) throw error;
    deps.logger.warn({ err: error, groupId }, 'bulk operation status unavailable');
    throw new UserError(UNABLE_TO_GET_STATUS);
  }
  if (!found) throw new UserError(UNABLE_TO_GET_STATUS);
  const { operation } = found;
  const completed = operation.status === 'COMPLETED';
  return {
    url: completed && operation.url ? bulkResultsUrl(deps.config.publicUrl, number) : null,
    completed,
    status: operation.status,
    objectCount: Math.min(operation.objectCount, 2_147_483_647),
  };
}
