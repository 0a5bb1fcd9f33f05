// The analytics frame's data API (README "Data API"): GET /analytics/api/<endpoint>, JSON,
// authorized only by the analytics token (Authorization: Bearer), same origin only (no CORS
// headers; a foreign Origin is refused). Query parameters are checked with the shared parsers
// (@vendy/client/domain), so a bad one is a 400 saying what to send, never a 5xx.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  change,
  parseAnalyticsRange,
  parseBucket,
  parseDimension,
  parseLimit,
  previousPeriod,
  rateIntervals,
  ratesOf,
  type AnalyticsCounts,
  type BreakdownResponse,
  type DateRange,
  type ExperimentsResponse,
  type OrderPathResponse,
  type OrdersResponse,
  type Parsed,
  type SeriesResponse,
  type SummaryResponse,
  type TopProductsResponse,
} from '@vendy/client/domain';
import { COMMON_SECURITY_HEADERS } from '../../http/security-headers';
import type { HttpRoute, HttpRouteContext } from '../../http/routes';
import { authorize } from './access';
import { ORDER_NOT_FOUND, UNKNOWN_ENDPOINT } from './messages';
import { experimentResults } from './experiments';
import { attributedOrders, orderPath, orderTotals, productRevenue } from './orders';
import { breakdownTitles, periodBreakdown, periodCounts, periodSeries } from './queries';
import { attributionWindowOf } from './settings';

export const ANALYTICS_API_PREFIX = '/analytics/api';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function send(res: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  if (status === 401) res.setHeader('www-authenticate', 'Bearer realm="analytics"');
  res.writeHead(status, {
    ...COMMON_SECURITY_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    'cache-control': 'no-store',
    vary: 'Authorization, Origin',
  });
  res.end(json);
}

class BadRequest extends Error {}

function value<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new BadRequest(parsed.error);
  return parsed.value;
}

const rangeOf = (q: URLSearchParams) => value(parseAnalyticsRange(q.get('from'), q.get('to')));
const iso = ({ from, to }: DateRange) => ({ from: from.toISOString(), to: to.toISOString() });
const withRates = (counts: AnalyticsCounts) => ({ ...counts, ...ratesOf(counts) });

/** A request's context: the route's, plus the group's attribution window (read once). */
type Ctx = HttpRouteContext & { windowDays: number };
type Endpoint = (groupId: string, q: URLSearchParams, ctx: Ctx, rest: string[]) => Promise<unknown>;

const endpoints: Record<string, Endpoint> = {
  /** Totals and rates of the period and of the period of the same length just before it. */
  async summary(groupId, q, { db, windowDays }): Promise<SummaryResponse> {
    const range = rangeOf(q);
    const previous = previousPeriod(range);
    const [now, before, orders, ordersBefore] = await Promise.all([
      periodCounts(db, groupId, range),
      periodCounts(db, groupId, previous),
      orderTotals(db, groupId, range, windowDays),
      orderTotals(db, groupId, previous, windowDays),
    ]);
    const changes = Object.fromEntries(
      (Object.keys(now) as Array<keyof AnalyticsCounts>).map((name) => [
        name,
        change(now[name], before[name]),
      ]),
    );
    return {
      range: iso(range),
      previousRange: iso(previous),
      current: { ...withRates(now), intervals: rateIntervals(now), orders },
      previous: { ...withRates(before), intervals: rateIntervals(before), orders: ordersBefore },
      change: {
        ...changes,
        attributedRevenueCents: change(
          orders.attributedRevenueCents,
          ordersBefore.attributedRevenueCents,
        ),
        attributedOrders: change(orders.attributedOrders, ordersBefore.attributedOrders),
      },
      attributionWindowDays: windowDays,
    };
  },

  /** The totals per hour or day of the period. */
  async series(groupId, q, { db }): Promise<SeriesResponse> {
    const range = rangeOf(q);
    const bucket = value(parseBucket(q.get('bucket')));
    const points = await periodSeries(db, groupId, range, bucket);
    return {
      range: iso(range),
      bucket,
      points: points.map((point) => ({ start: point.start, ...withRates(point.counts) })),
    };
  },

  /** Each layout, video, product, feed, strategy or experiment with its numbers. */
  async breakdown(groupId, q, { db }): Promise<BreakdownResponse> {
    const range = rangeOf(q);
    const dimension = value(parseDimension(q.get('dimension')));
    const limit = value(parseLimit(q.get('limit'), 50));
    const rows = await periodBreakdown(db, groupId, range, dimension, limit);
    const titles = await breakdownTitles(
      db,
      groupId,
      dimension,
      rows.map((row) => row.key),
    );
    return {
      range: iso(range),
      dimension,
      rows: rows.map((row) => ({
        key: row.key,
        title: titles.get(row.key) ?? null,
        ...withRates(row.counts),
      })),
    };
  },

  /** Products by add-to-carts (then clicks), with the revenue of their attributed order lines. */
  async 'top-products'(groupId, q, { db, windowDays }): Promise<TopProductsResponse> {
    const range = rangeOf(q);
    const limit = value(parseLimit(q.get('limit')));
    const [rows, revenue] = await Promise.all([
      periodBreakdown(db, groupId, range, 'product', limit, 'add_to_carts'),
      productRevenue(db, groupId, range, windowDays),
    ]);
    return {
      range: iso(range),
      products: rows.map((row) => ({
        productId: row.key,
        ...withRates(row.counts),
        attributedRevenueCents: revenue.get(row.key)?.attributedRevenueCents ?? 0,
        attributedOrders: revenue.get(row.key)?.attributedOrders ?? 0,
      })),
    };
  },

  /** Each experiment with its arms: views, add-to-carts, orders, revenue, the test vs control. */
  async experiments(groupId, q, { db, windowDays }): Promise<ExperimentsResponse> {
    const range = rangeOf(q);
    return {
      range: iso(range),
      experiments: await experimentResults(db, groupId, range, windowDays),
    };
  },

  /** The attributed orders of the period (newest first), or one order's path. */
  async orders(
    groupId,
    q,
    { db, windowDays },
    rest,
  ): Promise<OrdersResponse | OrderPathResponse | null> {
    if (rest.length === 0) {
      const range = rangeOf(q);
      const limit = value(parseLimit(q.get('limit'), 50));
      return {
        range: iso(range),
        orders: await attributedOrders(db, groupId, range, limit, windowDays),
        attributionWindowDays: windowDays,
      };
    }
    const [orderId, tail, ...more] = rest;
    if (tail !== 'path' || more.length > 0) return null;
    const path =
      orderId && UUID.test(orderId) ? await orderPath(db, groupId, orderId, windowDays) : null;
    if (!path) throw new NotFound(ORDER_NOT_FOUND);
    return path;
  },
};

class NotFound extends Error {}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: HttpRouteContext,
): Promise<void> {
  const segments = ctx.url.pathname.slice(ANALYTICS_API_PREFIX.length).split('/').filter(Boolean);
  const [name, ...rest] = segments;
  const endpoint = name && Object.hasOwn(endpoints, name) ? endpoints[name] : undefined;
  const access = await authorize(req, ctx.db, ctx.config);
  if (!access.ok) {
    send(res, access.status, { error: access.error });
    return;
  }
  if (!endpoint) {
    send(res, 404, { error: UNKNOWN_ENDPOINT });
    return;
  }
  try {
    const groupId = access.claims.groupId;
    const windowDays = await attributionWindowOf(ctx.db, groupId);
    const body = await endpoint(groupId, ctx.url.searchParams, { ...ctx, windowDays }, rest);
    if (body === null) send(res, 404, { error: UNKNOWN_ENDPOINT });
    else send(res, 200, body);
  } catch (error) {
    if (error instanceof BadRequest) send(res, 400, { error: error.message });
    else if (error instanceof NotFound) send(res, 404, { error: error.message });
    else throw error;
  }
}

function notAllowed(_req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('allow', 'GET, HEAD');
  send(res, 405, { error: 'Use GET.' });
}

export const analyticsRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: `${ANALYTICS_API_PREFIX}/*`, handle },
  {
    method: ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    path: `${ANALYTICS_API_PREFIX}/*`,
    handle: notAllowed,
  },
];

// Kept for the README's list and tests: the endpoints the frame may call.
export const ANALYTICS_ENDPOINTS = Object.keys(endpoints);
