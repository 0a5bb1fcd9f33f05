// The analytics data API's answers (GET /analytics/api/<endpoint>; apps/api/src/modules/analytics
// README "Data API"): one contract for the server that writes them and the frame that reads them.
import type { AnalyticsCounts, AnalyticsDimension, AnalyticsRates, Interval } from './analytics';

export interface AnalyticsPeriod {
  from: string;
  to: string;
}

/** Counts of a period or a row with the rates computed from them. */
export type MetricRow = AnalyticsCounts & AnalyticsRates;

export interface OrderTotals {
  attributedOrders: number;
  attributedRevenueCents: number;
  storeRevenueCents: number;
  /** attributed / store revenue; null without store revenue. */
  revenueShare: number | null;
  /** The attributed orders' net totals (total − refunds) / their count; null without any. */
  averageOrderValueCents: number | null;
  /** The orders' currency (null without orders; mixed currencies are summed as they are). */
  currency: string | null;
}

export interface RateIntervals {
  viewRate: Interval | null;
  completionRate: Interval | null;
  clickThroughRate: Interval | null;
  addToCartRate: Interval | null;
}

export interface PeriodTotals extends MetricRow {
  intervals: RateIntervals;
  orders: OrderTotals;
}

export type SummaryChangeKey =
  keyof AnalyticsCounts | 'attributedRevenueCents' | 'attributedOrders';

/** `summary` */
export interface SummaryResponse {
  range: AnalyticsPeriod;
  previousRange: AnalyticsPeriod;
  current: PeriodTotals;
  previous: PeriodTotals;
  /** Relative change from the previous period; null from 0. */
  change: Partial<Record<SummaryChangeKey, number | null>>;
  /** The group's attribution window the orders were counted with (absent from older servers). */
  attributionWindowDays?: number;
}

/** `series` */
export interface SeriesResponse {
  range: AnalyticsPeriod;
  bucket: 'hour' | 'day';
  points: Array<MetricRow & { start: string }>;
}

/** `breakdown` */
export interface BreakdownResponse {
  range: AnalyticsPeriod;
  dimension: AnalyticsDimension;
  /**
   * `title`: the server's name for a row of the layout or feed breakdown (a layout's or a feed's
   * title, or the shoppable video and slider page an item of a public slider page plays), null
   * when it has none (another dimension, or the thing was deleted).
   */
  rows: Array<MetricRow & { key: string; title: string | null }>;
}

export interface TopProduct extends MetricRow {
  productId: string;
  attributedRevenueCents: number;
  attributedOrders: number;
}

/** `top-products` */
export interface TopProductsResponse {
  range: AnalyticsPeriod;
  products: TopProduct[];
}

export interface AttributedOrder {
  id: string;
  /** The store's order name, e.g. "#1001". */
  name: string;
  createdAt: string;
  currency: string;
  totalCents: number;
  refundedCents: number;
  netCents: number;
  attributedRevenueCents: number;
}

/** `orders` */
export interface OrdersResponse {
  range: AnalyticsPeriod;
  orders: AttributedOrder[];
  /** The group's attribution window the orders were counted with (absent from older servers). */
  attributionWindowDays?: number;
}

export interface PathEvent {
  eventId: string;
  type: string;
  occurredAt: string;
  viewId: string | null;
  layoutId: string | null;
  feedId: string | null;
  videoId: string | null;
  productId: string | null;
  secondsWatched: number | null;
}

/** `orders/<id>/path` */
export interface OrderPathResponse {
  order: AttributedOrder;
  /** The attributed lines' add-to-carts (event ids) the path starts from. */
  addToCarts: string[];
  /** In time order. */
  events: PathEvent[];
}

/** One arm (strategy) of an experiment over the period. */
export interface ExperimentArm {
  strategyId: string;
  /** The strategy's title. */
  title: string;
  /** Position in the experiment: 0 is the fallback strategy, the control the others are compared with. */
  rank: number;
  /** The share of viewers the experiment sends to this arm (0-100). */
  rangePercentage: number;
  /** Viewers in the arm, counted by view (a playback of a video placed with this strategy). */
  views: number;
  addToCarts: number;
  /** add-to-carts / views; null without views. */
  addToCartRate: number | null;
  addToCartInterval: Interval | null;
  attributedOrders: number;
  attributedRevenueCents: number;
  /** attributed orders / views; null without views. */
  orderRate: number | null;
  orderInterval: Interval | null;
  /** attributed revenue / views (cents); null without views. */
  revenuePerViewCents: number | null;
  /** 95 % interval of the revenue per view (cents); null with fewer than 2 views. */
  revenuePerViewInterval: Interval | null;
  /**
   * This arm against the control (rank 0) on add-to-cart rate; null for the control itself or
   * when either arm has no views.
   */
  versusControl: {
    /** Difference of add-to-cart rates (this − control). */
    addToCartRateDifference: number;
    /** Two-sided p-value of the two-proportion z-test. */
    pValue: number;
    /** pValue < 0.05 */
    significant: boolean;
  } | null;
}

export interface ExperimentResult {
  experimentId: string;
  title: string;
  /** What the experiment runs on: a shoppable video (virtual video) or an Instagram feed. */
  virtualVideoId: string | null;
  instagramFeedId: string | null;
  /** Arms in rank order. */
  arms: ExperimentArm[];
  /** The orders' currency; null without attributed orders. */
  currency: string | null;
  /**
   * The arm whose add-to-cart rate beats the control significantly and is the highest of those;
   * null while no arm does.
   */
  leaderStrategyId: string | null;
}

/** `experiments` */
export interface ExperimentsResponse {
  range: AnalyticsPeriod;
  experiments: ExperimentResult[];
}
