// Writing strategies and experiments of a group. Callers have authorized the group; every product,
// affiliate link, product collection, strategy and shoppable video named is resolved here to one
// of that group (another group's: FORBIDDEN; unknown, archived or deleted: not found).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
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
  type AdTypeValue,
  type ExperimentRow,
  type StrategyRow,
} from '../../db/schema';
import { UserError } from '../../errors';
import { DEFAULT_BANNER_INTERVAL, type CohortRange } from '@vendy/client/domain';
import { FORBIDDEN_MESSAGE } from '../auth';
import { isUuid } from '../../db/ids';
import { ownVirtualVideos } from '../layouts';
import { instagramFeedGroup, ownInstagramMedia } from './feeds';
import { experimentWhere, type ExperimentShape } from './load';
import {
  ASSIGNMENT_NEEDS_ONE_TARGET,
  DUPLICATE_STRATEGY,
  EXPERIMENT_NOT_FOUND,
  INSTAGRAM_FEED_NOT_FOUND,
  LINK_NOT_FOUND,
  NO_ID_SPECIFIED,
  ONE_TARGET_ONLY,
  PRODUCT_COLLECTION_NOT_FOUND,
  PRODUCT_NOT_FOUND,
  STRATEGY_NOT_FOUND,
  TARGET_HAS_EXPERIMENT,
  TOO_MANY_ASSIGNMENTS,
  TOO_MANY_COLLECTIONS,
} from './messages';
import { settleRanges } from './ranges';

export const MAX_INDIVIDUAL_ASSIGNMENTS = 500;
export const MAX_MULTIPLE_ASSIGNMENTS = 100;

const forbidden = () => new UserError(FORBIDDEN_MESSAGE, { code: 'FORBIDDEN' });
const notFound = (message: string) => new UserError(message, { code: 'NOT_FOUND' });

// ---------------------------------------------------------------------------------------------
// Ownership

/** Lower-case UUIDs; anything else names nothing. */
function uuids(ids: Iterable<string>, message: string): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    if (!isUuid(id)) throw notFound(message);
    out.add(id.toLowerCase());
  }
  return [...out];
}

function requireOwned<T extends { id: string; groupId: string }>(
  ids: readonly string[],
  rows: readonly T[],
  groupId: string,
  message: string,
  isLive: (row: T) => boolean = () => true,
): void {
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = byId.get(id);
    if (row && row.groupId !== groupId) throw forbidden();
    if (!row || !isLive(row)) throw notFound(message);
  }
}

async function ownStrategy(db: Database, groupId: string, id: string): Promise<StrategyRow> {
  const [wanted] = uuids([id], STRATEGY_NOT_FOUND);
  const [row] = await db.select().from(strategies).where(eq(strategies.id, wanted!));
  requireOwned([wanted!], row ? [row] : [], groupId, STRATEGY_NOT_FOUND);
  return row!;
}

async function ownExperiment(db: Database, groupId: string, id: string): Promise<ExperimentRow> {
  const [wanted] = uuids([id], EXPERIMENT_NOT_FOUND);
  const [row] = await db.select().from(experiments).where(eq(experiments.id, wanted!));
  requireOwned([wanted!], row ? [row] : [], groupId, EXPERIMENT_NOT_FOUND);
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Strategies

export interface IndividualInput {
  id?: string | null;
  productId?: string | null;
  affiliateLinkId?: string | null;
  adType: AdTypeValue;
  name?: string | null;
  rank: number;
  startTimeIndex?: number | null;
  instagramMediaId?: string | null;
}

export interface MultipleInput {
  id?: string | null;
  productCollectionId: string;
  adType: AdTypeValue;
  name?: string | null;
  rank: number;
  startTimeIndex?: number | null;
  bannerInterval?: number | null;
}

export interface StrategyInput {
  id?: string | null;
  title: string;
  individualAssignments: IndividualInput[];
  multipleAssignments: MultipleInput[];
}

/** By rank, keeping the given order among equal ranks; stored as 0, 1, 2... */
const ranked = <T extends { rank: number }>(list: readonly T[]): T[] =>
  list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.rank - b.item.rank || a.index - b.index)
    .map(({ item }) => item);

async function checkPlacedItems(db: Database, groupId: string, input: StrategyInput) {
  for (const a of input.individualAssignments) {
    if (!a.productId === !a.affiliateLinkId) throw new UserError(ASSIGNMENT_NEEDS_ONE_TARGET);
  }
  const productIds = uuids(
    input.individualAssignments.flatMap((a) => (a.productId ? [a.productId] : [])),
    PRODUCT_NOT_FOUND,
  );
  const linkIds = uuids(
    input.individualAssignments.flatMap((a) => (a.affiliateLinkId ? [a.affiliateLinkId] : [])),
    LINK_NOT_FOUND,
  );
  const collectionIds = uuids(
    input.multipleAssignments.map((a) => a.productCollectionId),
    PRODUCT_COLLECTION_NOT_FOUND,
  );
  const [productRows, linkRows, collectionRows] = await Promise.all([
    productIds.length
      ? db
          .select({ id: products.id, groupId: products.groupId, archivedAt: products.archivedAt })
          .from(products)
          .where(inArray(products.id, productIds))
      : [],
    linkIds.length
      ? db
          .select({
            id: affiliateLinks.id,
            groupId: affiliateLinks.groupId,
            archived: affiliateLinks.archived,
          })
          .from(affiliateLinks)
          .where(inArray(affiliateLinks.id, linkIds))
      : [],
    collectionIds.length
      ? db
          .select({ id: productCollections.id, groupId: productCollections.groupId })
          .from(productCollections)
          .where(inArray(productCollections.id, collectionIds))
      : [],
  ]);
  requireOwned(productIds, productRows, groupId, PRODUCT_NOT_FOUND, (row) => !row.archivedAt);
  requireOwned(linkIds, linkRows, groupId, LINK_NOT_FOUND, (row) => !row.archived);
  requireOwned(collectionIds, collectionRows, groupId, PRODUCT_COLLECTION_NOT_FOUND);
}

/** An id the client sent that names a row of `kept` (and is not used twice), else a new one. */
function reuse(kept: Set<string>, id: string | null | undefined): { id?: string } {
  const wanted = id?.toLowerCase();
  if (!wanted || !kept.has(wanted)) return {};
  kept.delete(wanted);
  return { id: wanted };
}

/** upsertStrategy: creates or replaces a strategy and all its assignments; answers its id. */
export async function upsertStrategy(
  db: Database,
  groupId: string,
  input: StrategyInput,
): Promise<string> {
  if (input.individualAssignments.length > MAX_INDIVIDUAL_ASSIGNMENTS) {
    throw new UserError(TOO_MANY_ASSIGNMENTS);
  }
  if (input.multipleAssignments.length > MAX_MULTIPLE_ASSIGNMENTS) {
    throw new UserError(TOO_MANY_COLLECTIONS);
  }
  const current = input.id ? await ownStrategy(db, groupId, input.id) : undefined;
  await checkPlacedItems(db, groupId, input);
  // A product placed on an Instagram post is kept only for a post of the group: one removed from
  // Instagram since (a sync drops it) or another group's is left out, never an error to the editor.
  const onPosts = input.individualAssignments.flatMap((a) =>
    a.instagramMediaId ? [a.instagramMediaId] : [],
  );
  if (onPosts.length > 0) {
    const posts = await ownInstagramMedia(db, groupId, onPosts);
    input = {
      ...input,
      individualAssignments: input.individualAssignments.filter(
        (a) => !a.instagramMediaId || posts.has(a.instagramMediaId.toLowerCase()),
      ),
    };
  }
  const id = await db.transaction(async (tx) => {
    const [row] = current
      ? await tx
          .update(strategies)
          .set({ title: input.title, updatedAt: new Date() })
          .where(eq(strategies.id, current.id))
          .returning()
      : await tx.insert(strategies).values({ groupId, title: input.title }).returning();
    if (!row) throw notFound(STRATEGY_NOT_FOUND);
    const [oldIndividual, oldMultiple] = await Promise.all([
      tx
        .select({ id: individualAssignments.id })
        .from(individualAssignments)
        .where(eq(individualAssignments.strategyId, row.id)),
      tx
        .select({ id: multipleAssignments.id })
        .from(multipleAssignments)
        .where(eq(multipleAssignments.strategyId, row.id)),
    ]);
    const keptIndividual = new Set(oldIndividual.map((a) => a.id));
    const keptMultiple = new Set(oldMultiple.map((a) => a.id));
    await tx.delete(individualAssignments).where(eq(individualAssignments.strategyId, row.id));
    await tx.delete(multipleAssignments).where(eq(multipleAssignments.strategyId, row.id));
    const individual = ranked(input.individualAssignments);
    if (individual.length > 0) {
      await tx.insert(individualAssignments).values(
        individual.map((a, rank) => ({
          ...reuse(keptIndividual, a.id),
          strategyId: row.id,
          rank,
          productId: a.productId?.toLowerCase() ?? null,
          affiliateLinkId: a.affiliateLinkId?.toLowerCase() ?? null,
          adType: a.adType,
          name: a.name || null,
          // Static banners show from the start (doc 3 §4).
          startTimeIndex: a.adType === 'banner_static' ? 0 : (a.startTimeIndex ?? 0),
          instagramMediaId: a.instagramMediaId || null,
        })),
      );
    }
    const multiple = ranked(input.multipleAssignments);
    if (multiple.length > 0) {
      await tx.insert(multipleAssignments).values(
        multiple.map((a, rank) => ({
          ...reuse(keptMultiple, a.id),
          strategyId: row.id,
          rank,
          productCollectionId: a.productCollectionId.toLowerCase(),
          adType: a.adType,
          name: a.name || null,
          startTimeIndex: a.adType === 'banner_static' ? 0 : (a.startTimeIndex ?? 0),
          bannerInterval: a.bannerInterval ?? DEFAULT_BANNER_INTERVAL,
        })),
      );
    }
    return row.id;
  });
  return id;
}

/**
 * deleteStrategy: the strategy leaves every experiment it competed in. The other items keep their
 * ranges; a viewer whose number no longer falls in any range sees the first item's strategy.
 */
export async function deleteStrategy(db: Database, groupId: string, id: string): Promise<void> {
  const strategy = await ownStrategy(db, groupId, id);
  await db.delete(strategies).where(eq(strategies.id, strategy.id));
}

/** Strategies among `ids` that no experiment uses any more (placements belong to one video). */
async function deleteUnplaced(tx: Database, groupId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(strategies).where(
    and(
      eq(strategies.groupId, groupId),
      inArray(strategies.id, [...ids]),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(experimentItems)
          .where(eq(experimentItems.strategyId, strategies.id)),
      ),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Experiments

export interface ExperimentItemInput {
  id?: string | null;
  strategyId: string;
  rangePercentage: number;
  ranges: Array<CohortRange & { id?: string | null }>;
}

export interface ExperimentInput {
  id?: string | null;
  title: string;
  virtualVideoId?: string | null;
  instagramFeedId?: string | null;
  /** Already checked against the shared placement percentages schema (total 100). */
  items: ExperimentItemInput[];
}

type Target =
  | { virtualVideoId: string; instagramFeedId: null }
  | {
      virtualVideoId: null;
      instagramFeedId: string;
    };

/** The shoppable video or feed an experiment is for: exactly one, and the group's own. */
export async function experimentTarget(
  db: Database,
  groupId: string,
  ids: { virtualVideoId?: string | null; instagramFeedId?: string | null },
): Promise<Target> {
  const virtualVideoId = ids.virtualVideoId?.trim() || null;
  const instagramFeedId = ids.instagramFeedId?.trim() || null;
  if (!virtualVideoId && !instagramFeedId) throw new UserError(NO_ID_SPECIFIED);
  if (virtualVideoId && instagramFeedId) throw new UserError(ONE_TARGET_ONLY);
  if (virtualVideoId) {
    const [shoppable] = (await ownVirtualVideos(db, groupId, [virtualVideoId])).values();
    return { virtualVideoId: shoppable!.id, instagramFeedId: null };
  }
  const owner = await instagramFeedGroup(db, instagramFeedId!);
  if (owner && owner !== groupId) throw forbidden();
  if (!owner) throw notFound(INSTAGRAM_FEED_NOT_FOUND);
  return { virtualVideoId: null, instagramFeedId: instagramFeedId! };
}

const targetCondition = (groupId: string, target: Target) =>
  target.virtualVideoId !== null
    ? eq(experiments.virtualVideoId, target.virtualVideoId)
    : and(
        eq(experiments.groupId, groupId),
        eq(experiments.instagramFeedId, target.instagramFeedId),
      );

/**
 * upsertExperiment: creates or replaces the experiment of a shoppable video or feed (without an
 * id, the target's existing experiment is replaced). Items left out are removed and their
 * strategies deleted with them unless another experiment still uses them.
 */
export async function upsertExperiment(
  db: Database,
  groupId: string,
  input: ExperimentInput,
): Promise<ExperimentShape> {
  const target = await experimentTarget(db, groupId, input);
  const strategyIds = uuids(
    input.items.map((item) => item.strategyId),
    STRATEGY_NOT_FOUND,
  );
  if (strategyIds.length !== input.items.length) throw new UserError(DUPLICATE_STRATEGY);
  const items = settleRanges(input.items);
  if (strategyIds.length > 0) {
    const rows = await db
      .select({ id: strategies.id, groupId: strategies.groupId })
      .from(strategies)
      .where(inArray(strategies.id, strategyIds));
    requireOwned(strategyIds, rows, groupId, STRATEGY_NOT_FOUND);
  }
  const [onTarget] = await db.select().from(experiments).where(targetCondition(groupId, target));
  const current = input.id ? await ownExperiment(db, groupId, input.id) : onTarget;
  if (current && onTarget && onTarget.id !== current.id) throw new UserError(TARGET_HAS_EXPERIMENT);

  const id = await db.transaction(async (tx) => {
    const values = { title: input.title, ...target };
    const [row] = current
      ? await tx
          .update(experiments)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(experiments.id, current.id))
          .returning()
      : await tx
          .insert(experiments)
          .values({ ...values, groupId })
          .returning();
    if (!row) throw notFound(EXPERIMENT_NOT_FOUND);
    const oldItems = await tx
      .select({ id: experimentItems.id, strategyId: experimentItems.strategyId })
      .from(experimentItems)
      .where(eq(experimentItems.experimentId, row.id));
    const oldRanges = oldItems.length
      ? await tx
          .select({ id: experimentRanges.id })
          .from(experimentRanges)
          .where(
            inArray(
              experimentRanges.itemId,
              oldItems.map((item) => item.id),
            ),
          )
      : [];
    const keptItems = new Set(oldItems.map((item) => item.id));
    const keptRanges = new Set(oldRanges.map((range) => range.id));
    await tx.delete(experimentItems).where(eq(experimentItems.experimentId, row.id));
    // Ids are chosen here so that items and their ranges go in with one insert each.
    const savedItems = items.map((item, rank) => ({
      id: reuse(keptItems, item.id).id ?? randomUUID(),
      experimentId: row.id,
      rank,
      strategyId: item.strategyId.toLowerCase(),
      rangePercentage: item.rangePercentage,
    }));
    if (savedItems.length > 0) await tx.insert(experimentItems).values(savedItems);
    const savedRanges = items.flatMap((item, index) =>
      item.ranges.map((range) => ({
        ...reuse(keptRanges, 'id' in range ? range.id : null),
        itemId: savedItems[index]!.id,
        start: range.start,
        end: range.end,
      })),
    );
    if (savedRanges.length > 0) await tx.insert(experimentRanges).values(savedRanges);
    const placed = new Set(strategyIds);
    await deleteUnplaced(
      tx,
      groupId,
      oldItems.map((item) => item.strategyId).filter((strategyId) => !placed.has(strategyId)),
    );
    return row.id;
  });
  return (await experimentWhere(db, eq(experiments.id, id)))!;
}

/** deleteExperiment: the experiment, and its strategies unless another experiment uses them. */
export async function deleteExperiment(db: Database, groupId: string, id: string): Promise<void> {
  const experiment = await ownExperiment(db, groupId, id);
  await db.transaction(async (tx) => {
    const items = await tx
      .select({ strategyId: experimentItems.strategyId })
      .from(experimentItems)
      .where(eq(experimentItems.experimentId, experiment.id));
    await tx.delete(experiments).where(eq(experiments.id, experiment.id));
    await deleteUnplaced(
      tx,
      groupId,
      items.map((item) => item.strategyId),
    );
  });
}

/** getExperimentForVirtualVideo: the experiment on one of the group's shoppable videos, or null. */
export async function experimentForVirtualVideo(
  db: Database,
  groupId: string,
  virtualVideoId: string,
): Promise<ExperimentShape | null> {
  const [shoppable] = (await ownVirtualVideos(db, groupId, [virtualVideoId])).values();
  return experimentWhere(db, eq(experiments.virtualVideoId, shoppable!.id));
}

/** getExperimentForInstagramFeed: the group's experiment on that feed, or null. */
export async function experimentForFeed(
  db: Database,
  groupId: string,
  feedId: string,
): Promise<ExperimentShape | null> {
  // Feed ids are UUIDs: anything else names no feed (and is never sent to the database).
  if (!isUuid(feedId)) return null;
  return experimentWhere(
    db,
    eq(experiments.groupId, groupId),
    eq(experiments.instagramFeedId, feedId),
  );
}

/** The group's strategies, for getResourceCounts. */
export function countStrategies(db: Database, groupId: string): Promise<number> {
  return db.$count(strategies, eq(strategies.groupId, groupId));
}
