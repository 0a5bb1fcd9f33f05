// Fixtures and msw handlers for the analytics frame's data API (GET /analytics/api/<endpoint>,
// Bearer token; apps/api/src/modules/analytics/routes.ts), for stories and component tests.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ratesOf, ZERO_COUNTS, type AnalyticsCounts } from '@vendy/client/domain';
import type {
  AnalyticsData,
  Breakdown,
  BreakdownDimension,
  OrderTotals,
  PeriodTotals,
  Series,
  Summary,
  TopProducts,
} from '../areas/analytics/frame/api';

/** The present the stories and tests count back from: Nov 27, 2026, 10:30 UTC. */
export const ANALYTICS_NOW = new Date('2026-11-27T10:30:00Z');
/** The token the fixtures accept. */
export const ANALYTICS_TOKEN = 'token-1';

const DAY_MS = 24 * 60 * 60 * 1000;
const withRates = (counts: AnalyticsCounts) => ({ ...counts, ...ratesOf(counts) });

const counts = (
  impressions: number,
  views: number,
  watchSeconds: number,
  completions: number,
  clicks: number,
  addToCarts: number,
): AnalyticsCounts => ({ impressions, views, watchSeconds, completions, clicks, addToCarts });

const orders = (
  attributedOrders: number,
  attributedRevenueCents: number,
  storeRevenueCents: number,
  attributedNetCents: number,
): OrderTotals => ({
  attributedOrders,
  attributedRevenueCents,
  storeRevenueCents,
  revenueShare: storeRevenueCents > 0 ? attributedRevenueCents / storeRevenueCents : null,
  averageOrderValueCents: attributedOrders > 0 ? attributedNetCents / attributedOrders : null,
  currency: 'USD',
});

const period = (c: AnalyticsCounts, o: OrderTotals): PeriodTotals => ({
  ...withRates(c),
  orders: o,
});
const relative = (now: number, before: number) => (before === 0 ? null : (now - before) / before);

function summaryOf(
  from: string,
  to: string,
  now: AnalyticsCounts,
  before: AnalyticsCounts,
  o: OrderTotals,
  ob: OrderTotals,
): Summary {
  const length = Date.parse(to) - Date.parse(from);
  const keys = Object.keys(now) as Array<keyof AnalyticsCounts>;
  return {
    range: { from, to },
    previousRange: {
      from: new Date(Date.parse(from) - length).toISOString(),
      to: from,
    },
    current: period(now, o),
    previous: period(before, ob),
    change: {
      ...Object.fromEntries(keys.map((k) => [k, relative(now[k], before[k])])),
      attributedRevenueCents: relative(o.attributedRevenueCents, ob.attributedRevenueCents),
      attributedOrders: relative(o.attributedOrders, ob.attributedOrders),
    },
  };
}

/** The fixtures' daily numbers (impressions, views, ...) for 7 days. */
const DAILY: AnalyticsCounts[] = [
  counts(180, 64, 1540, 12, 9, 3),
  counts(205, 71, 1710, 15, 11, 4),
  counts(160, 52, 1230, 10, 6, 2),
  counts(240, 90, 2250, 21, 14, 6),
  counts(230, 85, 2010, 18, 12, 5),
  counts(310, 118, 2890, 27, 19, 8),
  counts(115, 40, 920, 9, 5, 2),
];
const sum = (rows: AnalyticsCounts[]) =>
  rows.reduce(
    (a, b) => ({
      impressions: a.impressions + b.impressions,
      views: a.views + b.views,
      watchSeconds: a.watchSeconds + b.watchSeconds,
      completions: a.completions + b.completions,
      clicks: a.clicks + b.clicks,
      addToCarts: a.addToCarts + b.addToCarts,
    }),
    { ...ZERO_COUNTS },
  );

export const TOTALS = sum(DAILY); // 1440 impressions, 520 views, 12550 s, 112, 76, 30
export const PREVIOUS_TOTALS = counts(1200, 400, 10000, 80, 80, 24);

function seriesOf(from: string, to: string, daily: AnalyticsCounts[]): Series {
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
  return {
    bucket: 'day',
    points: Array.from({ length: days }, (_, i) => ({
      start: new Date(Date.parse(from) + i * DAY_MS).toISOString(),
      ...withRates(daily[i - (days - daily.length)] ?? { ...ZERO_COUNTS }),
    })),
  };
}

const breakdownRows: Record<BreakdownDimension, Breakdown['rows']> = {
  layout: [
    {
      key: '5b0e8a52-3c1f-4d2a-9f6e-1a2b3c4d5e6f',
      ...withRates(counts(900, 340, 8200, 80, 50, 20)),
    },
    {
      key: '9c41d7e0-8b2a-4f3e-a1d5-6e7f8091a2b3',
      ...withRates(counts(540, 180, 4350, 32, 26, 10)),
    },
  ],
  video: [
    { key: '0f3a9b1c-2d4e-4f60-8a7b-9c0d1e2f3a4b', ...withRates(counts(0, 300, 7300, 70, 44, 18)) },
    { key: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d', ...withRates(counts(0, 220, 5250, 42, 32, 12)) },
  ],
  product: [
    { key: '8072365447213', ...withRates(counts(0, 0, 0, 0, 40, 18)) },
    { key: '8072365479981', ...withRates(counts(0, 0, 0, 0, 36, 12)) },
  ],
  feed: [],
};

const topProducts: TopProducts = {
  products: [
    {
      productId: '8072365447213',
      ...withRates(counts(0, 0, 0, 0, 40, 18)),
      attributedOrders: 7,
      attributedRevenueCents: 48300,
    },
    {
      productId: '8072365479981',
      ...withRates(counts(0, 0, 0, 0, 36, 12)),
      attributedOrders: 5,
      attributedRevenueCents: 41000,
    },
  ],
};

/** Everything the frame shows for [from, to), the data story's numbers. */
export function analyticsData(from: string, to: string): AnalyticsData {
  return {
    summary: summaryOf(
      from,
      to,
      TOTALS,
      PREVIOUS_TOTALS,
      orders(12, 89300, 412000, 95400),
      orders(10, 70000, 400000, 72000),
    ),
    series: seriesOf(from, to, DAILY),
    breakdowns: Object.fromEntries(
      Object.entries(breakdownRows).map(([dimension, rows]) => [dimension, { dimension, rows }]),
    ) as AnalyticsData['breakdowns'],
    topProducts,
  };
}

/** Nothing yet: every count 0 in both periods. */
export function emptyAnalyticsData(from: string, to: string): AnalyticsData {
  const none = orders(0, 0, 0, 0);
  return {
    summary: summaryOf(from, to, { ...ZERO_COUNTS }, { ...ZERO_COUNTS }, none, none),
    series: seriesOf(from, to, []),
    breakdowns: {
      layout: { dimension: 'layout', rows: [] },
      video: { dimension: 'video', rows: [] },
      product: { dimension: 'product', rows: [] },
      feed: { dimension: 'feed', rows: [] },
    },
    topProducts: { products: [] },
  };
}

type Make = (from: string, to: string) => AnalyticsData;

const API = '*/analytics/api/:endpoint';

/** The data API answering with `make`'s numbers to requests carrying one of `tokens`. */
export function analyticsApi(
  make: Make = analyticsData,
  tokens = [ANALYTICS_TOKEN],
): HttpHandler[] {
  return [
    http.get(API, ({ request, params }) => {
      const auth = request.headers.get('authorization') ?? '';
      if (!tokens.some((t) => auth === `Bearer ${t}`)) {
        return HttpResponse.json(
          { error: 'The analytics access token has expired. Open Analytics again.' },
          { status: 401 },
        );
      }
      const url = new URL(request.url);
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      const data = make(from, to);
      switch (params.endpoint) {
        case 'summary':
          return HttpResponse.json(data.summary);
        case 'series':
          return HttpResponse.json({ range: { from, to }, ...data.series });
        case 'top-products':
          return HttpResponse.json({ range: { from, to }, ...data.topProducts });
        case 'breakdown': {
          const dimension = url.searchParams.get('dimension') as BreakdownDimension;
          return HttpResponse.json({ range: { from, to }, ...data.breakdowns[dimension] });
        }
        default:
          return HttpResponse.json({ error: 'No such analytics endpoint.' }, { status: 404 });
      }
    }),
  ];
}

/** The data API failing (a 500 with no useful body). */
export const analyticsApiError = (): HttpHandler[] => [
  http.get(API, () => HttpResponse.json({ error: 'Internal error' }, { status: 500 })),
];

/** The data API never answering, to show the loading state. */
export const analyticsApiPending = (): HttpHandler[] => [
  http.get(API, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/** The titles the page sends the frame for the fixtures' ids. */
export const ANALYTICS_NAMES = {
  layout: {
    '5b0e8a52-3c1f-4d2a-9f6e-1a2b3c4d5e6f': 'Summer lookbook',
    '9c41d7e0-8b2a-4f3e-a1d5-6e7f8091a2b3': 'Home page carousel',
  },
  video: {
    '0f3a9b1c-2d4e-4f60-8a7b-9c0d1e2f3a4b': 'Linen shirt styling',
    '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d': 'Sandals, three ways',
  },
  product: { '8072365447213': 'Linen shirt', '8072365479981': 'Leather sandals "Riva"' },
};
