// Fixtures and msw handlers for the analytics frame's data API (GET /analytics/api/<endpoint>,
// Bearer token; apps/api/src/modules/analytics/routes.ts), for stories and component tests.
import { delay, graphql, http, HttpResponse, type GraphQLHandler, type HttpHandler } from 'msw';
import {
  rateIntervals,
  ratesOf,
  wilsonInterval,
  ZERO_COUNTS,
  type AnalyticsCounts,
} from '@vendy/client/domain';
import type {
  AnalyticsData,
  AttributedOrder,
  Breakdown,
  BreakdownDimension,
  ExperimentArm,
  ExperimentsResponse,
  OrderPathResponse,
  OrderTotals,
  PathEvent,
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
  intervals: rateIntervals(c),
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
    attributionWindowDays: 7,
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
      title: null,
      ...withRates(counts(900, 340, 8200, 80, 50, 20)),
    },
    {
      key: '9c41d7e0-8b2a-4f3e-a1d5-6e7f8091a2b3',
      title: null,
      ...withRates(counts(540, 180, 4350, 32, 26, 10)),
    },
    // An item of a public slider page: the merchant's layouts do not name it, the server does.
    {
      key: '3e8d2c1b-6a5f-4e7d-8c9b-0a1f2e3d4c5b',
      title: '“Weekend edit” on the slider page “Spring looks”',
      ...withRates(counts(0, 40, 980, 6, 4, 1)),
    },
  ],
  video: [
    {
      key: '0f3a9b1c-2d4e-4f60-8a7b-9c0d1e2f3a4b',
      title: null,
      ...withRates(counts(0, 300, 7300, 70, 44, 18)),
    },
    {
      key: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      title: null,
      ...withRates(counts(0, 220, 5250, 42, 32, 12)),
    },
  ],
  product: [
    { key: '8072365447213', title: null, ...withRates(counts(0, 0, 0, 0, 40, 18)) },
    { key: '8072365479981', title: null, ...withRates(counts(0, 0, 0, 0, 36, 12)) },
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
    experiments: { status: 'ready', data: experimentsOf(from, to) },
    orders: { status: 'ready', data: { range: { from, to }, orders: ANALYTICS_ORDERS } },
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
    experiments: { status: 'ready', data: { range: { from, to }, experiments: [] } },
    orders: { status: 'ready', data: { range: { from, to }, orders: [] } },
  };
}

/** The data story's numbers without experiments or attributed orders. */
export function noExperimentsOrOrders(from: string, to: string): AnalyticsData {
  return {
    ...analyticsData(from, to),
    experiments: { status: 'ready', data: { range: { from, to }, experiments: [] } },
    orders: { status: 'ready', data: { range: { from, to }, orders: [] } },
  };
}

/** The data story's numbers with the experiments' and orders' requests failing. */
export function experimentsAndOrdersFailing(from: string, to: string): AnalyticsData {
  return {
    ...analyticsData(from, to),
    experiments: { status: 'error', message: 'Internal error' },
    orders: { status: 'error', message: 'Internal error' },
  };
}

type Make = (from: string, to: string) => AnalyticsData;

const API = '*/analytics/api/:endpoint';
const PATH_API = '*/analytics/api/orders/:id/path';

const refused = () =>
  HttpResponse.json(
    { error: 'The analytics access token has expired. Open Analytics again.' },
    { status: 401 },
  );

/** How the fixtures' `orders/<id>/path` answers: the path, a failure, or never. */
export type PathAnswer = 'ready' | 'error' | 'pending';

/** The data API answering with `make`'s numbers to requests carrying one of `tokens`. */
export function analyticsApi(
  make: Make = analyticsData,
  tokens = [ANALYTICS_TOKEN],
  { path = 'ready' }: { path?: PathAnswer } = {},
): HttpHandler[] {
  const authorized = (request: Request) => {
    const auth = request.headers.get('authorization') ?? '';
    return tokens.some((t) => auth === `Bearer ${t}`);
  };
  return [
    http.get(PATH_API, async ({ request, params }) => {
      if (!authorized(request)) return refused();
      if (path === 'pending') await delay('infinite');
      if (path === 'error') return HttpResponse.json({ error: 'Internal error' }, { status: 500 });
      const found = ANALYTICS_PATHS[params.id as string];
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: 'No such order.' }, { status: 404 });
    }),
    http.get(API, ({ request, params }) => {
      if (!authorized(request)) return refused();
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
        case 'experiments':
        case 'orders': {
          const part = data[params.endpoint];
          return part.status === 'ready'
            ? HttpResponse.json(part.data)
            : HttpResponse.json({ error: part.message }, { status: 500 });
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

// Experiments: one with a significant leader, one without views in the period.
const arm = (
  strategyId: string,
  title: string,
  rank: number,
  rangePercentage: number,
  views: number,
  addToCarts: number,
  attributedOrders: number,
  attributedRevenueCents: number,
  revenuePerViewInterval: { low: number; high: number } | null,
  versusControl: ExperimentArm['versusControl'],
): ExperimentArm => ({
  strategyId,
  title,
  rank,
  rangePercentage,
  views,
  addToCarts,
  addToCartRate: views > 0 ? addToCarts / views : null,
  addToCartInterval: wilsonInterval(addToCarts, views),
  attributedOrders,
  attributedRevenueCents,
  orderRate: views > 0 ? attributedOrders / views : null,
  orderInterval: wilsonInterval(attributedOrders, views),
  revenuePerViewCents: views > 0 ? attributedRevenueCents / views : null,
  revenuePerViewInterval,
  versusControl,
});

export const EXPERIMENT_IDS = {
  leader: 'e1a2b3c4-0000-4000-8000-000000000001',
  noData: 'e1a2b3c4-0000-4000-8000-000000000002',
};

/**
 * 'Summer lookbook placements': control 'Products in video order' 400 views, 12 add-to-carts (3%);
 * 'Bestsellers first' 410 views, 29 (7.07%, +4.07 points, p = 0.007: the leader); 'Bundle banner'
 * 300 views, 11 (3.67%, +0.67 points, p = 0.624). 'Carousel order': no views yet.
 */
export function experimentsOf(from: string, to: string): ExperimentsResponse {
  return {
    range: { from, to },
    experiments: [
      {
        experimentId: EXPERIMENT_IDS.leader,
        title: 'Summer lookbook placements',
        virtualVideoId: '0f3a9b1c-2d4e-4f60-8a7b-9c0d1e2f3a4b',
        instagramFeedId: null,
        currency: 'USD',
        leaderStrategyId: 's-bestsellers',
        arms: [
          arm(
            's-control',
            'Products in video order',
            0,
            40,
            400,
            12,
            4,
            21000,
            { low: 18, high: 87 },
            null,
          ),
          arm(
            's-bestsellers',
            'Bestsellers first',
            1,
            30,
            410,
            29,
            9,
            48600,
            { low: 64, high: 173 },
            {
              addToCartRateDifference: 29 / 410 - 12 / 400,
              pValue: 0.0072,
              significant: true,
            },
          ),
          arm(
            's-bundle',
            'Bundle banner',
            2,
            30,
            300,
            11,
            3,
            13500,
            { low: 0, high: 96 },
            {
              addToCartRateDifference: 11 / 300 - 12 / 400,
              pValue: 0.624,
              significant: false,
            },
          ),
        ],
      },
      {
        experimentId: EXPERIMENT_IDS.noData,
        title: 'Carousel order',
        virtualVideoId: null,
        instagramFeedId: 'f7e6d5c4-b3a2-4190-8f7e-6d5c4b3a2910',
        currency: null,
        leaderStrategyId: null,
        arms: [
          arm('s-newest', 'Newest first', 0, 50, 0, 0, 0, 0, null, null),
          arm('s-price', 'Lowest price first', 1, 50, 0, 0, 0, 0, null, null),
        ],
      },
    ],
  };
}

const order = (
  id: string,
  name: string,
  createdAt: string,
  totalCents: number,
  refundedCents: number,
  attributedRevenueCents: number,
): AttributedOrder => ({
  id,
  name,
  createdAt,
  currency: 'USD',
  totalCents,
  refundedCents,
  netCents: totalCents - refundedCents,
  attributedRevenueCents,
});

/** The period's attributed orders, newest first (as the API gives them). */
export const ANALYTICS_ORDERS: AttributedOrder[] = [
  order('a0000000-0000-4000-8000-000000001003', '#1003', '2026-11-26T15:42:10Z', 12900, 0, 8900),
  order(
    'a0000000-0000-4000-8000-000000001002',
    '#1002',
    '2026-11-24T09:05:00Z',
    20500,
    4500,
    16000,
  ),
  order('a0000000-0000-4000-8000-000000001001', '#1001', '2026-11-21T18:30:00Z', 4900, 0, 4900),
];

const LAYOUT = '5b0e8a52-3c1f-4d2a-9f6e-1a2b3c4d5e6f';
const VIDEO = '0f3a9b1c-2d4e-4f60-8a7b-9c0d1e2f3a4b';
const PRODUCT = '8072365447213';
const VIEW = 'c0ffee00-0000-4000-8000-000000000001';

const event = (
  eventId: string,
  type: string,
  occurredAt: string,
  more: Partial<PathEvent> = {},
): PathEvent => ({
  eventId,
  type,
  occurredAt,
  viewId: VIEW,
  layoutId: LAYOUT,
  feedId: null,
  videoId: VIDEO,
  productId: null,
  secondsWatched: null,
  ...more,
});

/**
 * Order #1003's path (time order): impression, view, watched to 10 s, a 'View in video' click,
 * watched to 15 s, the add-to-cart that led to the order, watched to the end; the player's
 * 'playing' is left out.
 */
export const ORDER_PATH: OrderPathResponse = {
  order: ANALYTICS_ORDERS[0]!,
  addToCarts: ['ev-07'],
  events: [
    event('ev-01', 'impression', '2026-11-26T15:30:02Z', { viewId: null }),
    event('ev-02', 'view', '2026-11-26T15:30:05Z'),
    event('ev-03', 'playing', '2026-11-26T15:30:05Z'),
    event('ev-04', 'watch', '2026-11-26T15:30:10Z', { secondsWatched: 5 }),
    event('ev-05', 'watch', '2026-11-26T15:30:15Z', { secondsWatched: 10 }),
    event('ev-06', 'view-in-video', '2026-11-26T15:30:16Z', { productId: PRODUCT }),
    event('ev-06b', 'watch', '2026-11-26T15:30:20Z', { secondsWatched: 15 }),
    event('ev-07', 'add-to-cart', '2026-11-26T15:30:24Z', { productId: PRODUCT }),
    event('ev-08', 'ended', '2026-11-26T15:31:02Z'),
  ],
};

/** Every fixture order's path by order id. */
export const ANALYTICS_PATHS: Record<string, OrderPathResponse> = {
  [ANALYTICS_ORDERS[0]!.id]: ORDER_PATH,
  [ANALYTICS_ORDERS[1]!.id]: {
    order: ANALYTICS_ORDERS[1]!,
    addToCarts: ['ev-12'],
    events: [
      event('ev-11', 'view', '2026-11-24T08:50:00Z', {
        layoutId: null,
        feedId: 'f7e6d5c4-b3a2-4190-8f7e-6d5c4b3a2910',
        viewId: 'c0ffee00-0000-4000-8000-000000000002',
      }),
      event('ev-12', 'add-to-cart', '2026-11-24T08:51:30Z', {
        layoutId: null,
        feedId: 'f7e6d5c4-b3a2-4190-8f7e-6d5c4b3a2910',
        viewId: 'c0ffee00-0000-4000-8000-000000000002',
        productId: '8072365479981',
      }),
    ],
  },
  [ANALYTICS_ORDERS[2]!.id]: { order: ANALYTICS_ORDERS[2]!, addToCarts: [], events: [] },
};

/** The data story's numbers counted with another attribution window (the answer says which). */
export const withAttributionWindow =
  (days: number, make: Make = analyticsData): Make =>
  (from, to) => {
    const data = make(from, to);
    return { ...data, summary: { ...data.summary, attributionWindowDays: days } };
  };

/**
 * getAnalyticsSettings and updateAnalyticsSettings for the group's attribution window, starting
 * at `days`; a save keeps the new value (checked like the server does), or fails when asked.
 */
export function analyticsSettingsApi(
  days = 7,
  { saveFails = false }: { saveFails?: boolean } = {},
): GraphQLHandler[] {
  let saved = days;
  return [
    graphql.query('getAnalyticsSettings', () =>
      HttpResponse.json({ data: { getAnalyticsSettings: { attributionWindowDays: saved } } }),
    ),
    graphql.mutation<Record<string, unknown>, { attributionWindowDays: number }>(
      'updateAnalyticsSettings',
      ({ variables }) => {
        if (saveFails || ![1, 7, 30].includes(variables.attributionWindowDays)) {
          return HttpResponse.json({
            errors: [
              {
                message: saveFails
                  ? 'Unable to save settings.'
                  : 'Choose an attribution window of 1, 7 or 30 days.',
              },
            ],
            data: null,
          });
        }
        saved = variables.attributionWindowDays;
        return HttpResponse.json({
          data: { updateAnalyticsSettings: { attributionWindowDays: saved } },
        });
      },
    ),
  ];
}
