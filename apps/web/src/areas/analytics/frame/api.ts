// The frame's reads of the analytics data API (GET /analytics/api/<endpoint>, JSON, authorized by
// `Authorization: Bearer <token>`; apps/api/src/modules/analytics/routes.ts). A refused token
// (401) is renewed once through the page; a second refusal, or a 403, ends with a clear message.
import type {
  BreakdownResponse,
  ExperimentsResponse,
  OrderPathResponse,
  OrdersResponse,
  SeriesResponse,
  SummaryResponse,
  TopProductsResponse,
  DateRange,
} from '@vendy/client/domain';
import { rangeQuery } from './ranges';

export type {
  MetricRow,
  OrderTotals,
  PeriodTotals,
  AttributedOrder,
  OrderPathResponse,
  OrdersResponse,
  PathEvent,
  ExperimentsResponse,
  ExperimentResult,
  ExperimentArm,
} from '@vendy/client/domain';

export const API_PREFIX = '/analytics/api';

// The frame's view of the data API's answers (@vendy/client/domain, analytics-api.ts): the frame
// keeps its own period, so the answers' echoed `range` is not read.
export type Summary = SummaryResponse;
export type Series = Omit<SeriesResponse, 'range'>;
export type Breakdown = Omit<BreakdownResponse, 'range'>;
export type TopProducts = Omit<TopProductsResponse, 'range'>;

export const BREAKDOWNS = ['layout', 'video', 'product', 'feed'] as const;
export type BreakdownDimension = (typeof BREAKDOWNS)[number];

/**
 * A part of the dashboard read on its own (experiments, orders): when its request fails, the rest
 * still shows and the part says so.
 */
export type Part<T> = { status: 'ready'; data: T } | { status: 'error'; message: string };

export interface AnalyticsData {
  summary: Summary;
  series: Series;
  breakdowns: Record<BreakdownDimension, Breakdown>;
  topProducts: TopProducts;
  experiments: Part<ExperimentsResponse>;
  orders: Part<OrdersResponse>;
}

/** The token was refused and no new one could be had: say so, offer nothing to retry. */
export class AccessError extends Error {}

/** A fresh token from the page, or a rejection with the message to show. */
export type RenewToken = () => Promise<string>;

export const ACCESS_ENDED =
  'Your access to analytics has ended. Reload the page to open Analytics again.';
export const LOAD_FAILED = 'Unable to load analytics. Please try again.';
export const EXPERIMENTS_FAILED = 'Unable to load the experiments. Please try again.';
export const ORDERS_FAILED = 'Unable to load the attributed orders. Please try again.';
export const PATH_FAILED = 'Unable to load this order’s path. Please try again.';

export interface TokenHolder {
  current: string | null;
  renew: RenewToken;
}

async function getJson<T>(
  holder: TokenHolder,
  endpoint: string,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<T> {
  const query = new URLSearchParams(params).toString();
  const url = `${API_PREFIX}/${endpoint}${query ? `?${query}` : ''}`;
  const ask = (token: string) =>
    fetch(url, { headers: { authorization: `Bearer ${token}` }, signal, credentials: 'omit' });
  let token = holder.current ?? (await renew(holder));
  let response = await ask(token);
  if (response.status === 401) {
    token = await renew(holder);
    response = await ask(token);
  }
  if (response.status === 401 || response.status === 403) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new AccessError(response.status === 403 && body?.error ? body.error : ACCESS_ENDED);
  }
  if (!response.ok) throw new Error(LOAD_FAILED);
  return (await response.json()) as T;
}

async function renew(holder: TokenHolder): Promise<string> {
  try {
    const token = await holder.renew();
    holder.current = token;
    return token;
  } catch (error) {
    throw new AccessError(error instanceof Error && error.message ? error.message : ACCESS_ENDED);
  }
}

/** Everything the frame shows for a period, in one go. */
export async function loadAnalytics(
  holder: TokenHolder,
  range: DateRange,
  signal?: AbortSignal,
): Promise<AnalyticsData> {
  const period = rangeQuery(range);
  // The first request renews a refused token before the others go out with it.
  const summary = await getJson<Summary>(holder, 'summary', period, signal);
  const [series, topProducts, experiments, orders, ...breakdowns] = await Promise.all([
    getJson<Series>(holder, 'series', { ...period, bucket: 'day' }, signal),
    getJson<TopProducts>(holder, 'top-products', { ...period, limit: '10' }, signal),
    part(getJson<ExperimentsResponse>(holder, 'experiments', period, signal), EXPERIMENTS_FAILED),
    part(
      getJson<OrdersResponse>(holder, 'orders', { ...period, limit: String(ORDERS_LIMIT) }, signal),
      ORDERS_FAILED,
    ),
    ...BREAKDOWNS.map((dimension) =>
      getJson<Breakdown>(holder, 'breakdown', { ...period, dimension, limit: '50' }, signal),
    ),
  ]);
  return {
    summary,
    series,
    topProducts,
    experiments,
    orders,
    breakdowns: Object.fromEntries(
      BREAKDOWNS.map((dimension, i) => [dimension, breakdowns[i]!]),
    ) as Record<BreakdownDimension, Breakdown>,
  };
}

const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/** How many of the period's attributed orders the frame lists (the newest). */
export const ORDERS_LIMIT = 50;

/** A part's answer, or its failure (a refused token still ends everything). */
async function part<T>(request: Promise<T>, failed: string): Promise<Part<T>> {
  try {
    return { status: 'ready', data: await request };
  } catch (error) {
    if (error instanceof AccessError || isAbort(error)) throw error;
    return { status: 'error', message: failed };
  }
}

/** What a shopper did before placing an attributed order (read when the merchant opens it). */
export async function loadOrderPath(
  holder: TokenHolder,
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderPathResponse> {
  try {
    return await getJson<OrderPathResponse>(
      holder,
      `orders/${encodeURIComponent(orderId)}/path`,
      {},
      signal,
    );
  } catch (error) {
    if (error instanceof AccessError || isAbort(error)) throw error;
    throw new Error(PATH_FAILED);
  }
}
