// The experiments endpoint (README "Experiments"): each experiment of the group with its arms
// (strategies), their views and add-to-carts from the rollups (dimension experiment-strategy, so a
// strategy in two experiments is counted in each only for its own), attributed orders and revenue
// from the cart adds' experiment and strategy, and the statistics against the control (rank 0).
import { sql } from 'drizzle-orm';
import {
  experimentArmKey,
  meanInterval,
  ratio,
  twoProportionZTest,
  wilsonInterval,
  type DateRange,
  type ExperimentArm,
  type ExperimentResult,
} from '@vendy/client/domain';
import type { Database } from '../../db/connection';
import { attributed, NET_LINE, ordersInPeriod } from './orders';

/** An arm beats the control when its add-to-cart rate differs with a p-value below this. */
export const SIGNIFICANCE_LEVEL = 0.05;

interface ArmRow {
  experiment_id: string;
  experiment_title: string;
  virtual_video_id: string | null;
  instagram_feed_id: string | null;
  strategy_id: string | null;
  strategy_title: string | null;
  rank: number | null;
  range_percentage: number | null;
  [column: string]: unknown;
}

interface ArmCounts {
  views: number;
  addToCarts: number;
}

interface ArmRevenue {
  orders: number;
  revenue: number;
  /** Σ over playbacks of (revenue of the playback)²; playbacks without revenue add 0. */
  revenueSquares: number;
}

async function experimentArms(db: Database, groupId: string): Promise<ArmRow[]> {
  const result = await db.execute<ArmRow>(sql`
    select e.id as experiment_id, e.title as experiment_title, e.virtual_video_id,
           e.instagram_feed_id, i.strategy_id, s.title as strategy_title, i.rank,
           i.range_percentage
    from experiments e
    left join experiment_items i on i.experiment_id = e.id
    left join strategies s on s.id = i.strategy_id
    where e.group_id = ${groupId}
    order by e.created_at, e.id, i.rank, i.id`);
  return result.rows;
}

async function armCounts(
  db: Database,
  groupId: string,
  { from, to }: DateRange,
): Promise<Map<string, ArmCounts>> {
  const result = await db.execute<{ key: string; views: number | string; add_to_carts: number }>(
    sql`
    select key, coalesce(sum(views), 0)::float8 as views,
           coalesce(sum(add_to_carts), 0)::float8 as add_to_carts
    from analytics_hourly
    where group_id = ${groupId} and dimension = 'experiment-strategy'
      and hour >= ${from.toISOString()}::timestamptz and hour < ${to.toISOString()}::timestamptz
    group by key`,
  );
  return new Map(
    result.rows.map((row) => [
      row.key,
      { views: Number(row.views), addToCarts: Number(row.add_to_carts) },
    ]),
  );
}

/**
 * Attributed orders and revenue per arm, with the sum of squares of the revenue per playback
 * (the add-to-cart's view_id; an add-to-cart without one is a playback of its own).
 */
async function armRevenue(
  db: Database,
  groupId: string,
  range: DateRange,
  windowDays: number,
): Promise<{ byArm: Map<string, ArmRevenue>; currency: Map<string, string> }> {
  const ATTRIBUTED = attributed(windowDays);
  const result = await db.execute<{
    experiment_id: string;
    strategy_id: string;
    orders: number | string;
    revenue: number | string;
    revenue_squares: number | string;
    currency: string | null;
  }>(sql`
    with lines as (
      select c.experiment_id, c.strategy_id, coalesce(c.view_id, c.event_id) as playback,
             o.id as order_id, o.currency, ${NET_LINE} as net
      from store_orders o
      join store_order_lines l on l.order_id = o.id
      join analytics_cart_adds c on ${ATTRIBUTED}
      where ${ordersInPeriod(groupId, range)}
        and c.experiment_id is not null and c.strategy_id is not null
    ),
    playbacks as (
      select experiment_id, strategy_id, playback, sum(net)::float8 as revenue
      from lines group by experiment_id, strategy_id, playback
    ),
    arms as (
      select experiment_id, strategy_id, sum(revenue) as revenue,
             sum(revenue * revenue) as revenue_squares
      from playbacks group by experiment_id, strategy_id
    )
    select a.experiment_id, a.strategy_id, a.revenue, a.revenue_squares,
           (select count(distinct order_id) from lines l
             where l.experiment_id = a.experiment_id and l.strategy_id = a.strategy_id)::float8
             as orders,
           (select min(currency) from lines l where l.experiment_id = a.experiment_id)
             as currency
    from arms a`);
  const byArm = new Map<string, ArmRevenue>();
  const currency = new Map<string, string>();
  for (const row of result.rows) {
    byArm.set(experimentArmKey(row.experiment_id, row.strategy_id), {
      orders: Number(row.orders),
      revenue: Number(row.revenue),
      revenueSquares: Number(row.revenue_squares),
    });
    if (row.currency) currency.set(row.experiment_id, row.currency);
  }
  return { byArm, currency };
}

/** One arm's numbers before the comparison with the control. */
function armOf(row: ArmRow, counts: ArmCounts | undefined, money: ArmRevenue | undefined) {
  const views = counts?.views ?? 0;
  const addToCarts = counts?.addToCarts ?? 0;
  const attributedOrders = money?.orders ?? 0;
  const revenue = money?.revenue ?? 0;
  return {
    strategyId: row.strategy_id!,
    title: row.strategy_title ?? '',
    rank: Number(row.rank),
    rangePercentage: Number(row.range_percentage),
    views,
    addToCarts,
    addToCartRate: ratio(addToCarts, views),
    addToCartInterval: wilsonInterval(addToCarts, views),
    attributedOrders,
    attributedRevenueCents: revenue,
    orderRate: ratio(attributedOrders, views),
    orderInterval: wilsonInterval(attributedOrders, views),
    revenuePerViewCents: ratio(revenue, views),
    revenuePerViewInterval: meanInterval(views, revenue, money?.revenueSquares ?? 0, { floor: 0 }),
  };
}

/** Each experiment of the group (oldest first) with its arms in rank order. */
export async function experimentResults(
  db: Database,
  groupId: string,
  range: DateRange,
  windowDays: number,
): Promise<ExperimentResult[]> {
  const [rows, counts, money] = await Promise.all([
    experimentArms(db, groupId),
    armCounts(db, groupId, range),
    armRevenue(db, groupId, range, windowDays),
  ]);
  const results = new Map<string, ExperimentResult>();
  for (const row of rows) {
    let result = results.get(row.experiment_id);
    if (!result) {
      result = {
        experimentId: row.experiment_id,
        title: row.experiment_title,
        virtualVideoId: row.virtual_video_id,
        instagramFeedId: row.instagram_feed_id,
        arms: [],
        currency: money.currency.get(row.experiment_id) ?? null,
        leaderStrategyId: null,
      };
      results.set(row.experiment_id, result);
    }
    if (row.strategy_id === null) continue;
    const key = experimentArmKey(row.experiment_id, row.strategy_id);
    result.arms.push({
      ...armOf(row, counts.get(key), money.byArm.get(key)),
      versusControl: null,
    });
  }
  for (const result of results.values()) compareWithControl(result);
  return [...results.values()];
}

/**
 * Fills each arm's comparison with the control (the rank 0 arm; the first one when no arm has
 * rank 0) and the leader: the arm with the highest add-to-cart rate among those that beat the
 * control significantly (ties: the lower rank).
 */
function compareWithControl(result: ExperimentResult): void {
  const control = result.arms.find((arm) => arm.rank === 0) ?? result.arms[0];
  if (!control) return;
  let leader: ExperimentArm | null = null;
  for (const arm of result.arms) {
    if (arm === control) continue;
    const test = twoProportionZTest(arm.addToCarts, arm.views, control.addToCarts, control.views);
    if (!test) continue;
    arm.versusControl = {
      addToCartRateDifference: test.difference,
      pValue: test.pValue,
      significant: test.pValue < SIGNIFICANCE_LEVEL,
    };
    if (
      arm.versusControl.significant &&
      test.difference > 0 &&
      (leader === null || (arm.addToCartRate ?? 0) > (leader.addToCartRate ?? 0))
    ) {
      leader = arm;
    }
  }
  result.leaderStrategyId = leader?.strategyId ?? null;
}
