// The summary cards and the 'How we count' text: each metric as the data API defines it
// (apps/api/src/modules/analytics/README.md), in the merchant's words.
import { ATTRIBUTION_WINDOW_DAYS, change, VIEW_SECONDS } from '@vendy/client/domain';
import type { Summary } from './api';
import { formatCount, formatDuration, formatMoney, formatRate, formatSeconds } from './format';

export interface CardModel {
  id: string;
  label: string;
  value: string;
  /** Relative change against the previous period; null when that period had none. */
  change: number | null;
  /** A second line under the value (e.g. the share of store revenue). */
  detail?: string;
}

export function summaryCards({ current, previous, change: changes }: Summary): CardModel[] {
  const money = (cents: number | null) => formatMoney(cents, current.orders.currency);
  const rateChange = (now: number | null, before: number | null) =>
    now === null || before === null ? null : change(now, before);
  return [
    {
      id: 'impressions',
      label: 'Impressions',
      value: formatCount(current.impressions),
      change: changes.impressions ?? null,
    },
    {
      id: 'views',
      label: 'Views',
      value: formatCount(current.views),
      change: changes.views ?? null,
    },
    {
      id: 'viewRate',
      label: 'View rate',
      value: formatRate(current.viewRate),
      change: rateChange(current.viewRate, previous.viewRate),
    },
    {
      id: 'watchTime',
      label: 'Watch time',
      value: formatDuration(current.watchSeconds),
      change: changes.watchSeconds ?? null,
    },
    {
      id: 'averageSecondsWatched',
      label: 'Average seconds watched',
      value: formatSeconds(current.averageSecondsWatched),
      change: rateChange(current.averageSecondsWatched, previous.averageSecondsWatched),
    },
    {
      id: 'completionRate',
      label: 'Completion rate',
      value: formatRate(current.completionRate),
      change: rateChange(current.completionRate, previous.completionRate),
    },
    {
      id: 'clicks',
      label: 'Banner clicks',
      value: formatCount(current.clicks),
      change: changes.clicks ?? null,
    },
    {
      id: 'clickThroughRate',
      label: 'Click-through rate',
      value: formatRate(current.clickThroughRate),
      change: rateChange(current.clickThroughRate, previous.clickThroughRate),
    },
    {
      id: 'addToCarts',
      label: 'Add-to-carts',
      value: formatCount(current.addToCarts),
      change: changes.addToCarts ?? null,
    },
    {
      id: 'addToCartRate',
      label: 'Add-to-cart rate',
      value: formatRate(current.addToCartRate),
      change: rateChange(current.addToCartRate, previous.addToCartRate),
    },
    {
      id: 'attributedOrders',
      label: 'Attributed orders',
      value: formatCount(current.orders.attributedOrders),
      change: changes.attributedOrders ?? null,
    },
    {
      id: 'attributedRevenue',
      label: 'Attributed revenue',
      value: money(current.orders.attributedRevenueCents),
      change: changes.attributedRevenueCents ?? null,
      detail:
        current.orders.revenueShare === null
          ? 'No store revenue in this period'
          : `${formatRate(current.orders.revenueShare)} of store revenue (${money(current.orders.storeRevenueCents)})`,
    },
    {
      id: 'revenueShare',
      label: 'Share of store revenue',
      value: formatRate(current.orders.revenueShare),
      change: rateChange(current.orders.revenueShare, previous.orders.revenueShare),
    },
    {
      id: 'averageOrderValue',
      label: 'Average order value',
      value: money(current.orders.averageOrderValueCents),
      change: rateChange(
        current.orders.averageOrderValueCents,
        previous.orders.averageOrderValueCents,
      ),
    },
  ];
}

/** Nothing at all happened in the period or the one before: the group has no events yet. */
export function isEmpty({ current, previous }: Summary): boolean {
  const none = (p: Summary['current']) =>
    p.impressions === 0 &&
    p.views === 0 &&
    p.clicks === 0 &&
    p.addToCarts === 0 &&
    p.orders.attributedOrders === 0;
  return none(current) && none(previous);
}

/** '1 day', '7 days', '30 days'. */
export const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** What each number means, with the group's attribution window (from the data API's answer). */
export const definitions = (
  windowDays: number = ATTRIBUTION_WINDOW_DAYS,
): ReadonlyArray<{ term: string; text: string }> => [
  {
    term: 'Impressions',
    text: 'A layout or feed is counted once per page view when at least half of it is visible on the shopper’s screen.',
  },
  {
    term: 'Views',
    text: `A view is counted when a shopper presses play, or when a video that plays by itself has played for ${VIEW_SECONDS} seconds; once per video per page view.`,
  },
  { term: 'View rate', text: 'Views divided by impressions.' },
  {
    term: 'Watch time',
    text: 'For each view, how far the shopper watched (measured every 5 seconds); watch time adds these up.',
  },
  { term: 'Average seconds watched', text: 'Watch time divided by views.' },
  {
    term: 'Completion rate',
    text: 'The share of views in which the video was watched to its end.',
  },
  {
    term: 'Banner clicks and click-through rate',
    text: 'Clicks on a product banner’s ‘View in video’ and ‘Shop now’. The click-through rate is clicks divided by views.',
  },
  {
    term: 'Add-to-carts and add-to-cart rate',
    text: 'Products added to the cart from your layouts and feeds. The rate is add-to-carts divided by views.',
  },
  {
    term: 'Attributed orders',
    text: `An order of your store counts when at least one of its items was added to the cart from a Vendy layout or feed at most ${daysText(windowDays)} before the order was placed. Cancelled orders do not count.`,
  },
  {
    term: 'Attributed revenue and share of store revenue',
    text: 'The price of those items times the quantity ordered, less refunded items. The share compares it with the same sum over every item of every order of your store in the period (cancelled orders left out).',
  },
  {
    term: 'Average order value',
    text: 'The attributed orders’ totals, less refunds, divided by their number.',
  },
  {
    term: 'Experiments: share of viewers and control',
    text: 'An experiment shows each of its strategies (product placements) to its share of viewers. The first strategy is the control: every other strategy is compared with it.',
  },
  {
    term: 'Experiments: views, add-to-carts and orders of a strategy',
    text: 'The views of videos shown with the strategy’s placements, the add-to-carts from them, and the attributed orders and revenue those add-to-carts led to.',
  },
  {
    term: 'Revenue per view',
    text: 'A strategy’s attributed revenue divided by its views.',
  },
  {
    term: '95% interval',
    text: 'The range the true rate (or revenue per view) is in with 95% confidence. With few views it is wide: a 10% rate from 20 views may really be anywhere from 3% to 30%.',
  },
  {
    term: 'Add-to-cart rate vs control and significance',
    text: 'The strategy’s add-to-cart rate minus the control’s, in percentage points. ‘Significant’ means a difference this large would happen by chance less than 5% of the time (p below 0.05; two-proportion z-test); ‘Not significant yet’ means the views so far cannot tell the two apart. The leader is the strategy with the highest add-to-cart rate among those significantly better than the control.',
  },
  {
    term: 'Order path',
    text: `For an attributed order, what the shopper did in the video where they added the item to the cart and, if they allowed analytics on your store, their other views in the ${daysText(windowDays)} before the order. ‘Led to this order’ marks the add-to-carts of the order’s items. Times are in your time zone.`,
  },
  {
    term: 'Good to know',
    text: 'Each event is counted once, even when a shopper’s browser sends it twice. Previews in Vendy are never counted. Days are UTC days, and new activity shows within a few minutes. Without a shopper’s consent to analytics nothing is kept in their browser, and their views are still counted. Changes compare the period with the period of the same length just before it.',
  },
];

/** The definitions with the default window (7 days). */
export const DEFINITIONS = definitions();
