// Reading strategies and experiments in one round of queries, whatever their size: every table is
// read once with a sub-select on the experiments or strategies asked for, all at the same time.
// Assignments of archived products or links, or of another group's (which saving never allows),
// are left out.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  affiliateLinks,
  experimentItems,
  experimentRanges,
  experiments,
  individualAssignments,
  multipleAssignments,
  productCollections,
  products,
  strategies,
  type StrategyRow,
} from '../../db/schema';
import type { Experiment, Strategy } from '../../graphql/generated/resolvers-types';

/** The SDL's Strategy, with the group it belongs to (for the ownership checks). */
export type StrategyShape = Strategy & { groupId: string };

/** The SDL's Experiment, with the group it belongs to (for the ownership checks). */
export type ExperimentShape = Experiment & { groupId: string };

function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of list) {
    const bucket = map.get(key(item));
    if (bucket) bucket.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

const newestFirst = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);

/** Strategies matching `where` (on strategies), newest first, with their live assignments. */
export async function loadStrategies(db: Database, where: SQL): Promise<StrategyShape[]> {
  const ids = db.select({ id: strategies.id }).from(strategies).where(where);
  const [rows, individual, multiple] = await Promise.all([
    db.select().from(strategies).where(where),
    db
      .select({
        assignment: individualAssignments,
        productGroup: products.groupId,
        productArchivedAt: products.archivedAt,
        linkGroup: affiliateLinks.groupId,
        linkArchived: affiliateLinks.archived,
      })
      .from(individualAssignments)
      .leftJoin(products, eq(products.id, individualAssignments.productId))
      .leftJoin(affiliateLinks, eq(affiliateLinks.id, individualAssignments.affiliateLinkId))
      .where(inArray(individualAssignments.strategyId, ids))
      .orderBy(asc(individualAssignments.rank)),
    db
      .select({ assignment: multipleAssignments, collectionGroup: productCollections.groupId })
      .from(multipleAssignments)
      .innerJoin(
        productCollections,
        eq(productCollections.id, multipleAssignments.productCollectionId),
      )
      .where(inArray(multipleAssignments.strategyId, ids))
      .orderBy(asc(multipleAssignments.rank)),
  ]);
  const groupOf = new Map(rows.map((row) => [row.id, row.groupId]));
  const individualOf = groupBy(
    individual.filter(({ assignment, ...target }) => {
      const groupId = groupOf.get(assignment.strategyId);
      if (assignment.productId) return target.productGroup === groupId && !target.productArchivedAt;
      return target.linkGroup === groupId && target.linkArchived === false;
    }),
    (row) => row.assignment.strategyId,
  );
  const multipleOf = groupBy(
    multiple.filter((row) => row.collectionGroup === groupOf.get(row.assignment.strategyId)),
    (row) => row.assignment.strategyId,
  );
  return [...rows].sort(newestFirst).map((row: StrategyRow) => ({
    id: row.id,
    groupId: row.groupId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    title: row.title,
    individualAssignments: (individualOf.get(row.id) ?? []).map(({ assignment: a }) => ({
      id: a.id,
      productId: a.productId,
      affiliateLinkId: a.affiliateLinkId,
      adType: a.adType,
      name: a.name,
      rank: a.rank,
      startTimeIndex: a.startTimeIndex,
      instagramMediaId: a.instagramMediaId,
    })),
    multipleAssignments: (multipleOf.get(row.id) ?? []).map(({ assignment: a }) => ({
      id: a.id,
      productCollectionId: a.productCollectionId,
      adType: a.adType,
      name: a.name,
      rank: a.rank,
      startTimeIndex: a.startTimeIndex,
      bannerInterval: a.bannerInterval,
    })),
  }));
}

/** Experiments matching `where` (on experiments), newest first, with items, ranges, strategies. */
export async function loadExperiments(db: Database, where: SQL): Promise<ExperimentShape[]> {
  const experimentIds = db.select({ id: experiments.id }).from(experiments).where(where);
  const itemIds = db
    .select({ id: experimentItems.id })
    .from(experimentItems)
    .where(inArray(experimentItems.experimentId, experimentIds));
  const strategyIds = db
    .select({ id: experimentItems.strategyId })
    .from(experimentItems)
    .where(inArray(experimentItems.experimentId, experimentIds));
  const [rows, items, ranges, placed] = await Promise.all([
    db.select().from(experiments).where(where),
    db
      .select()
      .from(experimentItems)
      .where(inArray(experimentItems.experimentId, experimentIds))
      .orderBy(asc(experimentItems.rank)),
    db
      .select()
      .from(experimentRanges)
      .where(inArray(experimentRanges.itemId, itemIds))
      .orderBy(asc(experimentRanges.start)),
    loadStrategies(db, inArray(strategies.id, strategyIds)),
  ]);
  const strategyById = new Map(placed.map((strategy) => [strategy.id, strategy]));
  const itemsOf = groupBy(items, (item) => item.experimentId);
  const rangesOf = groupBy(ranges, (range) => range.itemId);
  return [...rows].sort(newestFirst).map((row) => ({
    id: row.id,
    groupId: row.groupId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    title: row.title,
    virtualVideoId: row.virtualVideoId,
    instagramFeedId: row.instagramFeedId,
    items: (itemsOf.get(row.id) ?? []).flatMap((item) => {
      const strategy = strategyById.get(item.strategyId);
      if (!strategy || strategy.groupId !== row.groupId) return [];
      return [
        {
          id: item.id,
          strategyId: item.strategyId,
          strategy,
          rangePercentage: item.rangePercentage,
          ranges: (rangesOf.get(item.id) ?? []).map((r) => ({
            id: r.id,
            start: r.start,
            end: r.end,
          })),
        },
      ];
    }),
  }));
}

export const groupStrategies = (db: Database, groupId: string) =>
  loadStrategies(db, eq(strategies.groupId, groupId));

export const groupExperiments = (db: Database, groupId: string) =>
  loadExperiments(db, eq(experiments.groupId, groupId));

export async function experimentWhere(
  db: Database,
  ...conditions: SQL[]
): Promise<ExperimentShape | null> {
  const [experiment] = await loadExperiments(db, and(...conditions) as SQL);
  return experiment ?? null;
}
