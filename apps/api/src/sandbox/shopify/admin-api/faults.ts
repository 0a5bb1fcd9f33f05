// Answers Shopify gives when it cannot serve a call, on demand, so the app's handling of them can be
// tried against the sandbox: the next Admin API calls to a shop are refused as Shopify would refuse
// them (GraphQL THROTTLED with the query cost report, or HTTP 503), then it answers normally again.
import type { ServerResponse } from 'node:http';
import { sendJsonBody } from '../../../http/routes';

export type AdminApiFault = 'THROTTLED' | 'UNAVAILABLE';

interface Pending {
  fault: AdminApiFault;
  /** Only calls whose query names this field (e.g. metafieldsSet) are refused. */
  field?: string;
  left: number;
}

const pending = new Map<string, Pending[]>();

/** The next `count` Admin API calls to `shop` (those naming `field`, if given) fail with `fault`. */
export function failNextAdminCalls(
  shop: string,
  fault: AdminApiFault,
  options: { count?: number; field?: string } = {},
): void {
  const entry: Pending = { fault, left: options.count ?? 1 };
  if (options.field) entry.field = options.field;
  pending.set(shop, [...(pending.get(shop) ?? []), entry]);
}

/** Calls to `shop` answer normally again; returns how many refusals were still pending. */
export function clearAdminFaults(shop: string): number {
  const left = (pending.get(shop) ?? []).reduce((sum, entry) => sum + entry.left, 0);
  pending.delete(shop);
  return left;
}

function takeFault(shop: string, query: string): AdminApiFault | null {
  const queue = pending.get(shop) ?? [];
  const entry = queue.find((e) => !e.field || new RegExp(`\\b${e.field}\\b`).test(query));
  if (!entry) return null;
  entry.left -= 1;
  if (entry.left <= 0) queue.splice(queue.indexOf(entry), 1);
  if (queue.length === 0) pending.delete(shop);
  return entry.fault;
}

/** Answers the call with the shop's next pending fault for `query`; false when there is none. */
export function answerWithFault(res: ServerResponse, shop: string, query: string): boolean {
  const fault = takeFault(shop, query);
  if (fault === 'THROTTLED') {
    // Shopify's leaky bucket: 100 points a second refill, the call's cost not yet available.
    sendJsonBody(res, 200, {
      errors: [
        {
          message: 'Throttled',
          extensions: {
            code: 'THROTTLED',
            documentation: 'https://shopify.dev/api/usage/rate-limits',
          },
        },
      ],
      extensions: {
        cost: {
          requestedQueryCost: 10,
          actualQueryCost: null,
          throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 0, restoreRate: 100 },
        },
      },
    });
    return true;
  }
  if (fault === 'UNAVAILABLE') {
    sendJsonBody(res, 503, { errors: 'Service Unavailable' });
    return true;
  }
  return false;
}
