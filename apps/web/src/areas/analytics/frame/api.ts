// The frame's reads of the analytics data API (GET /analytics/api/<endpoint>, JSON, authorized by
// `Authorization: Bearer <token>`; apps/api/src/modules/analytics/routes.ts). A refused token
// (401) is renewed once through the page; a second refusal, or a 403, ends with a clear message.
import type {
  AnalyticsCounts,
  AnalyticsDimension,
  AnalyticsRates,
  DateRange,
} from '@vendy/client/domain';
import { rangeQuery } from './ranges';

export const API_PREFIX = '/analytics/api';

export type MetricRow = AnalyticsCounts & AnalyticsRates;

export interface OrderTotals {
  attributedOrders: number;
  attributedRevenueCents: number;
  storeRevenueCents: number;
  revenueShare: number | null;
  averageOrderValueCents: number | null;
  currency: string | null;
}

export interface PeriodTotals extends MetricRow {
  orders: OrderTotals;
}

export interface Summary {
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  current: PeriodTotals;
  previous: PeriodTotals;
  change: Partial<
    Record<keyof AnalyticsCounts | 'attributedRevenueCents' | 'attributedOrders', number | null>
  >;
}

export interface Series {
  bucket: 'hour' | 'day';
  points: Array<MetricRow & { start: string }>;
}

export interface Breakdown {
  dimension: AnalyticsDimension;
  rows: Array<MetricRow & { key: string }>;
}

export interface TopProducts {
  products: Array<
    MetricRow & { productId: string; attributedRevenueCents: number; attributedOrders: number }
  >;
}

export const BREAKDOWNS = ['layout', 'video', 'product', 'feed'] as const;
export type BreakdownDimension = (typeof BREAKDOWNS)[number];

export interface AnalyticsData {
  summary: Summary;
  series: Series;
  breakdowns: Record<BreakdownDimension, Breakdown>;
  topProducts: TopProducts;
}

/** The token was refused and no new one could be had: say so, offer nothing to retry. */
export class AccessError extends Error {}

/** A fresh token from the page, or a rejection with the message to show. */
export type RenewToken = () => Promise<string>;

export const ACCESS_ENDED =
  'Your access to analytics has ended. Reload the page to open Analytics again.';
export const LOAD_FAILED = 'Unable to load analytics. Please try again.';

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
  const url = `${API_PREFIX}/${endpoint}?${new URLSearchParams(params).toString()}`;
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
  const [series, topProducts, ...breakdowns] = await Promise.all([
    getJson<Series>(holder, 'series', { ...period, bucket: 'day' }, signal),
    getJson<TopProducts>(holder, 'top-products', { ...period, limit: '10' }, signal),
    ...BREAKDOWNS.map((dimension) =>
      getJson<Breakdown>(holder, 'breakdown', { ...period, dimension, limit: '50' }, signal),
    ),
  ]);
  return {
    summary,
    series,
    topProducts,
    breakdowns: Object.fromEntries(
      BREAKDOWNS.map((dimension, i) => [dimension, breakdowns[i]!]),
    ) as Record<BreakdownDimension, Breakdown>,
  };
}
