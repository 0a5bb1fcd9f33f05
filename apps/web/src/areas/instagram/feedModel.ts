// The feed editor's model (doc 2 §2 'Feed editor', doc 3 §3-§4): a feed's title and its competing
// product placements. Each placement is one strategy: products tied to one post (individual
// assignments with instagramMediaId, banner_static) and collections shown on every post (multiple
// assignments). The experiment splits viewers between the placements. Pure: the save plan builds
// the exact variables of upsertInstagramFeed, upsertStrategy and upsertExperiment.
import { buildRanges, DEFAULT_BANNER_INTERVAL } from '@vendy/client/domain';
import type {
  ExperimentFieldsFragment,
  IndividualAssignmentInput,
  UpsertExperimentMutationVariables,
  UpsertInstagramFeedMutationVariables,
  UpsertStrategyMutationVariables,
} from '@vendy/client/generated';
import { defaultPlacementTitle } from '@vendy/timeline';

export interface FeedPlacement {
  /** Stable key on this screen (server ids arrive with the first save). */
  key: string;
  strategyId: string | null;
  /** The experiment item that gives this placement its share of viewers. */
  itemId: string | null;
  title: string;
  /** Share of viewers in percent. */
  percentage: number;
  /** Product ids placed on one post, by the post's id (InstagramMedia.id), in order. */
  postProducts: Readonly<Record<string, readonly string[]>>;
  /** Collection ids shown on every post, in order. */
  collections: readonly string[];
  /**
   * Assignments this editor does not show (affiliate links, products on every post), saved back
   * as they came so that nothing placed elsewhere is lost.
   */
  kept: readonly IndividualAssignmentInput[];
  /** Server ids of the loaded assignments, by `assignmentKey` (kept across saves). */
  assignmentIds: Readonly<Record<string, string>>;
}

export interface FeedDraft {
  feedId: string;
  title: string;
  experimentId: string | null;
  /** At least one; a second is a competing placement. */
  placements: readonly FeedPlacement[];
}

const productKey = (mediaId: string, productId: string) => `${mediaId}/${productId}`;
const collectionKey = (collectionId: string) => `collection/${collectionId}`;

let keyCount = 0;
const newKey = () => `placement-${++keyCount}`;

function emptyPlacement(index: number, percentage: number): FeedPlacement {
  return {
    key: newKey(),
    strategyId: null,
    itemId: null,
    title: defaultPlacementTitle(index + 1),
    percentage,
    postProducts: {},
    collections: [],
    kept: [],
    assignmentIds: {},
  };
}

/** A new feed: the UUID is made here, so placements can name the feed before its first save. */
export function newFeedDraft(feedId: string = crypto.randomUUID()): FeedDraft {
  return { feedId, title: '', experimentId: null, placements: [emptyPlacement(0, 100)] };
}

type Strategy = ExperimentFieldsFragment['items'][number]['strategy'];

function placementOf(
  strategy: Strategy,
  item: { id: string; rangePercentage: number },
): FeedPlacement {
  const postProducts: Record<string, string[]> = {};
  const kept: IndividualAssignmentInput[] = [];
  const assignmentIds: Record<string, string> = {};
  const individual = [...strategy.individualAssignments].sort((a, b) => a.rank - b.rank);
  for (const a of individual) {
    if (a.productId && a.instagramMediaId) {
      (postProducts[a.instagramMediaId] ??= []).push(a.productId);
      assignmentIds[productKey(a.instagramMediaId, a.productId)] = a.id;
    } else {
      kept.push({
        id: a.id,
        productId: a.productId ?? null,
        affiliateLinkId: a.affiliateLinkId ?? null,
        adType: a.adType,
        name: a.name ?? null,
        rank: a.rank,
        startTimeIndex: a.startTimeIndex,
        instagramMediaId: a.instagramMediaId ?? null,
      });
    }
  }
  const multiple = [...strategy.multipleAssignments].sort((a, b) => a.rank - b.rank);
  for (const a of multiple) assignmentIds[collectionKey(a.productCollectionId)] = a.id;
  return {
    key: newKey(),
    strategyId: strategy.id,
    itemId: item.id,
    title: strategy.title,
    percentage: item.rangePercentage,
    postProducts,
    collections: multiple.map((a) => a.productCollectionId),
    kept,
    assignmentIds,
  };
}

/** An existing feed with its experiment (null when nothing is placed on it yet). */
export function feedDraftOf(
  feed: { id: string; title: string },
  experiment: ExperimentFieldsFragment | null,
): FeedDraft {
  const placements = (experiment?.items ?? []).map((item) => placementOf(item.strategy, item));
  return {
    feedId: feed.id,
    title: feed.title,
    experimentId: experiment?.id ?? null,
    placements: placements.length > 0 ? placements : [emptyPlacement(0, 100)],
  };
}

// --- Edits ---------------------------------------------------------------------------------

function editPlacement(
  draft: FeedDraft,
  key: string,
  change: (placement: FeedPlacement) => FeedPlacement,
): FeedDraft {
  return { ...draft, placements: draft.placements.map((p) => (p.key === key ? change(p) : p)) };
}

/** The products of one post of a placement, as chosen in the picker. */
export function setPostProducts(
  draft: FeedDraft,
  key: string,
  mediaId: string,
  productIds: readonly string[],
): FeedDraft {
  return editPlacement(draft, key, (p) => {
    const current = p.postProducts[mediaId] ?? [];
    // Products already placed keep their order; new ones follow in the order given.
    const ordered = [
      ...current.filter((id) => productIds.includes(id)),
      ...productIds.filter((id) => !current.includes(id)),
    ];
    const postProducts = { ...p.postProducts, [mediaId]: ordered };
    if (ordered.length === 0) delete postProducts[mediaId];
    return { ...p, postProducts };
  });
}

export function setCollections(
  draft: FeedDraft,
  key: string,
  collectionIds: readonly string[],
): FeedDraft {
  return editPlacement(draft, key, (p) => ({
    ...p,
    collections: [
      ...p.collections.filter((id) => collectionIds.includes(id)),
      ...collectionIds.filter((id) => !p.collections.includes(id)),
    ],
  }));
}

/** Even shares that add up to 100 (the first placements take what does not divide). */
export function evenSplit(count: number): number[] {
  const base = Math.floor(100 / count);
  return Array.from({ length: count }, (_, i) => base + (i < 100 - base * count ? 1 : 0));
}

const withShares = (placements: readonly FeedPlacement[]): FeedPlacement[] => {
  const shares = evenSplit(placements.length);
  return placements.map((p, i) => ({ ...p, percentage: shares[i]! }));
};

/** 'Add competing product placement': a new empty placement; viewers are split evenly (50/50). */
export function addCompetingPlacement(draft: FeedDraft): [FeedDraft, string] {
  const added = emptyPlacement(draft.placements.length, 0);
  return [{ ...draft, placements: withShares([...draft.placements, added]) }, added.key];
}

/** Removes a competing placement (its strategy is deleted when the experiment is saved). */
export function removePlacement(draft: FeedDraft, key: string): FeedDraft {
  const left = draft.placements.filter((p) => p.key !== key);
  if (left.length === 0) return draft;
  return { ...draft, placements: withShares(left) };
}

// --- Reading -------------------------------------------------------------------------------

export const productsOnPost = (placement: FeedPlacement, mediaId: string): readonly string[] =>
  placement.postProducts[mediaId] ?? [];

const hasPlacedItems = (p: FeedPlacement) =>
  p.collections.length > 0 || p.kept.length > 0 || Object.keys(p.postProducts).length > 0;

/**
 * Whether strategies and the experiment are saved: once something is placed, or when the feed
 * already has an experiment (which a save then updates, e.g. to remove everything).
 */
export const savesPlacements = (draft: FeedDraft): boolean =>
  draft.experimentId !== null ||
  draft.placements.length > 1 ||
  draft.placements.some(hasPlacedItems);

// --- Save plan -----------------------------------------------------------------------------

export function feedInput(draft: FeedDraft): UpsertInstagramFeedMutationVariables {
  return { id: draft.feedId, title: draft.title.trim() };
}

/**
 * upsertStrategy's variables: the per-post products in the order of the post strip (posts no
 * longer synced keep theirs, after), then the kept assignments; the collections in their order.
 */
export function strategyInput(
  placement: FeedPlacement,
  postOrder: readonly string[],
): UpsertStrategyMutationVariables {
  const ids = placement.assignmentIds;
  const posts = [
    ...postOrder.filter((id) => placement.postProducts[id]),
    ...Object.keys(placement.postProducts).filter((id) => !postOrder.includes(id)),
  ];
  const perPost = posts.flatMap((mediaId) =>
    (placement.postProducts[mediaId] ?? []).map((productId) => ({ mediaId, productId })),
  );
  const individualAssignments: IndividualAssignmentInput[] = [
    ...perPost.map(({ mediaId, productId }, rank) => ({
      id: ids[productKey(mediaId, productId)] ?? null,
      productId,
      affiliateLinkId: null,
      adType: 'banner_static' as const,
      name: null,
      rank,
      startTimeIndex: 0,
      instagramMediaId: mediaId,
    })),
    ...placement.kept.map((a, i) => ({ ...a, rank: perPost.length + i })),
  ];
  return {
    id: placement.strategyId,
    title: placement.title,
    assignments: {
      individualAssignments,
      multipleAssignments: placement.collections.map((productCollectionId, rank) => ({
        id: ids[collectionKey(productCollectionId)] ?? null,
        productCollectionId,
        adType: 'banner_static' as const,
        name: null,
        rank,
        startTimeIndex: 0,
        bannerInterval: DEFAULT_BANNER_INTERVAL,
      })),
    },
  };
}

/** upsertExperiment's variables once every placement has its strategy id (in placement order). */
export function experimentInput(
  draft: FeedDraft,
  strategyIds: readonly string[],
): UpsertExperimentMutationVariables {
  const items = buildRanges(
    draft.placements.map((p, i) => ({
      id: p.itemId,
      strategyId: strategyIds[i] ?? '',
      rangePercentage: p.percentage,
    })),
  );
  return {
    id: draft.experimentId,
    title: draft.title.trim(),
    virtualVideoId: null,
    instagramFeedId: draft.feedId,
    items: items.map((item) => ({
      id: item.id,
      strategyId: item.strategyId,
      rangePercentage: item.rangePercentage,
      ranges: item.ranges.filter((r) => r.end > r.start).map(({ start, end }) => ({ start, end })),
    })),
  };
}

export interface SavedFeed<F> {
  feed: F;
  /** Strategy ids by placement key. */
  strategyIds: Readonly<Record<string, string>>;
  experiment: ExperimentFieldsFragment | null;
}

/** The three requests (the generated documents through the app's request). */
export interface FeedSaveApi<F> {
  upsertInstagramFeed(variables: UpsertInstagramFeedMutationVariables): Promise<F>;
  upsertStrategy(variables: UpsertStrategyMutationVariables): Promise<string>;
  upsertExperiment(variables: UpsertExperimentMutationVariables): Promise<ExperimentFieldsFragment>;
}

/**
 * Saves in order: the feed, each placement's strategy, then the experiment. A failing request
 * rejects with the server's message or the operation's fallback; the draft is left as it was.
 */
export async function saveFeed<F>(
  draft: FeedDraft,
  postOrder: readonly string[],
  api: FeedSaveApi<F>,
): Promise<SavedFeed<F>> {
  const feed = await api.upsertInstagramFeed(feedInput(draft));
  if (!savesPlacements(draft)) return { feed, strategyIds: {}, experiment: null };
  const strategyIds: Record<string, string> = {};
  for (const placement of draft.placements) {
    strategyIds[placement.key] = await api.upsertStrategy(strategyInput(placement, postOrder));
  }
  const experiment = await api.upsertExperiment(
    experimentInput(
      draft,
      draft.placements.map((p) => strategyIds[p.key]!),
    ),
  );
  return { feed, strategyIds, experiment };
}

/**
 * Records a save in the draft, which may have changed while the requests ran: the server ids of
 * the strategies, the experiment, its items and the assignments (for placements still there).
 */
export function applySaved<F>(draft: FeedDraft, saved: SavedFeed<F>): FeedDraft {
  const { experiment } = saved;
  if (!experiment) return draft;
  return {
    ...draft,
    experimentId: experiment.id,
    placements: draft.placements.map((p) => {
      const strategyId = saved.strategyIds[p.key] ?? p.strategyId;
      const item = experiment.items.find((i) => i.strategyId === strategyId);
      if (!item) return { ...p, strategyId };
      const fresh = placementOf(item.strategy, item);
      return { ...p, strategyId, itemId: item.id, assignmentIds: fresh.assignmentIds };
    }),
  };
}
