/**
 * Which products show over a shoppable video, and when: the viewer's experiment cohort picks the
 * strategy (client/domain cohort rule) and the banner-timing rule (client/domain banners) times
 * its assignments. Pure functions over getExperimentData's answer.
 */
import {
  bannerSchedule,
  getViewerRange,
  pickStrategy,
  type AdType,
  type CohortRange,
  type KeyValueStorage,
} from '@vendy/client/domain';
import type {
  ExperimentDataAffiliateLinkFieldsFragment,
  ExperimentDataProductFieldsFragment,
  IndividualAssignmentFieldsFragment,
  MultipleAssignmentFieldsFragment,
} from '@vendy/client/generated';

export type PlayerProduct = Pick<
  ExperimentDataProductFieldsFragment,
  'id' | 'title' | 'vendor' | 'productType' | 'price' | 'imageUrl' | 'thumbnailUrl' | 'variants'
> &
  Partial<Pick<ExperimentDataProductFieldsFragment, 'images' | 'handle'>>;
export type PlayerVariant = PlayerProduct['variants'][number];
export type PlayerAffiliateLink = Pick<
  ExperimentDataAffiliateLinkFieldsFragment,
  'id' | 'title' | 'price' | 'ctaText' | 'url' | 'images'
>;

export type ShopItem =
  { kind: 'product'; product: PlayerProduct } | { kind: 'affiliate'; link: PlayerAffiliateLink };

type IndividualAssignment = Pick<
  IndividualAssignmentFieldsFragment,
  'id' | 'productId' | 'affiliateLinkId' | 'adType' | 'name' | 'rank' | 'startTimeIndex'
> &
  Partial<Pick<IndividualAssignmentFieldsFragment, 'instagramMediaId'>>;
type MultipleAssignment = Pick<
  MultipleAssignmentFieldsFragment,
  'id' | 'productCollectionId' | 'adType' | 'name' | 'rank' | 'bannerInterval'
>;

export interface PlacementStrategy {
  id: string;
  individualAssignments: readonly IndividualAssignment[];
  multipleAssignments: readonly MultipleAssignment[];
}

/** getExperimentData's answer (any selection that has these fields). */
export interface PlacementData {
  experiment: {
    id: string;
    items: ReadonlyArray<{ ranges: readonly CohortRange[]; strategy: PlacementStrategy }>;
  } | null;
  products: readonly PlayerProduct[];
  productCollections: ReadonlyArray<{ id: string; items: ReadonlyArray<{ productId: string }> }>;
  affiliateLinks: readonly PlayerAffiliateLink[];
  shopifyStore: { storeName: string } | null;
}

export interface Banner {
  /** Unique within a placement. */
  key: string;
  /** Seconds into the timeline from which it shows. */
  startTime: number;
  adType: AdType;
  label: string;
  item: ShopItem;
}

export interface Placement {
  experimentId: string | null;
  strategyId: string | null;
  banners: readonly Banner[];
  /** The store's domain for add-to-cart and cart links; null without a connected store. */
  storeDomain: string | null;
}

export const EMPTY_PLACEMENT: Placement = {
  experimentId: null,
  strategyId: null,
  banners: [],
  storeDomain: null,
};

/** The browser's local storage, or null where a sandboxed frame may not touch it. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export interface ResolveOptions {
  /** The viewer's cohort number 0-99; read from (and kept in) local storage when omitted. */
  viewerRange?: number;
  storage?: KeyValueStorage | null;
  /** On an Instagram feed: keep only assignments for this post or for every post. */
  instagramMediaId?: string | null;
}

/**
 * The viewer's strategy and its banners in display order. Missing data (failed load, nothing
 * placed) gives no banners: timed ads are cleared rather than shown stale.
 */
export function resolvePlacement(
  data: PlacementData | null | undefined,
  options: ResolveOptions = {},
): Placement {
  if (!data) return EMPTY_PLACEMENT;
  const storeDomain = data.shopifyStore?.storeName ?? null;
  const experiment = data.experiment;
  if (!experiment || experiment.items.length === 0) return { ...EMPTY_PLACEMENT, storeDomain };
  const range = options.viewerRange ?? getViewerRange(options.storage ?? browserStorage());
  const strategy = pickStrategy(experiment.items, range)?.strategy;
  if (!strategy) return { ...EMPTY_PLACEMENT, storeDomain, experimentId: experiment.id };

  const products = new Map(data.products.map((product) => [product.id, product]));
  const links = new Map(data.affiliateLinks.map((link) => [link.id, link]));
  const collections = new Map(data.productCollections.map((c) => [c.id, c]));
  const itemOf = (assignment: IndividualAssignment): ShopItem | null => {
    const product = assignment.productId ? products.get(assignment.productId) : undefined;
    if (product) return { kind: 'product', product };
    const link = assignment.affiliateLinkId ? links.get(assignment.affiliateLinkId) : undefined;
    return link ? { kind: 'affiliate', link } : null;
  };
  const forThisPost = (assignment: IndividualAssignment) =>
    options.instagramMediaId === undefined ||
    !assignment.instagramMediaId ||
    assignment.instagramMediaId === options.instagramMediaId;

  const individual = strategy.individualAssignments
    .filter(forThisPost)
    .map((assignment) => ({ ...assignment, item: itemOf(assignment) }))
    .filter((a): a is typeof a & { item: ShopItem } => a.item !== null);
  const slots = bannerSchedule({
    individual,
    collections: strategy.multipleAssignments.map((assignment) => ({
      assignment,
      products: (collections.get(assignment.productCollectionId)?.items ?? [])
        .map(({ productId }) => products.get(productId))
        .filter((product): product is PlayerProduct => product !== undefined),
    })),
  });

  const banners = slots.map((slot): Banner => {
    if (slot.kind === 'individual') {
      const { assignment } = slot;
      const title =
        assignment.item.kind === 'product' ? assignment.item.product : assignment.item.link;
      return {
        key: `i:${assignment.id}`,
        startTime: slot.startTime,
        adType: assignment.adType,
        label: assignment.name || title.title,
        item: assignment.item,
      };
    }
    return {
      key: `c:${slot.assignment.id}:${slot.index}`,
      startTime: slot.startTime,
      adType: slot.assignment.adType,
      label: slot.product.title,
      item: { kind: 'product', product: slot.product },
    };
  });
  return {
    experimentId: experiment.id,
    strategyId: strategy.id,
    banners: oncePerItem(banners),
    storeDomain,
  };
}

/** What a banner offers: a product or an affiliate link, by id. */
function itemKey(item: ShopItem): string {
  return item.kind === 'product' ? `p:${item.product.id}` : `a:${item.link.id}`;
}

/**
 * Each product or link once, where it first shows: a placement may time a product and also show
 * it through a collection, and the shopper's list would otherwise name it twice (and count it
 * twice in 'Click to Shop'). The earliest start of its banners is kept, in display order.
 */
function oncePerItem(banners: readonly Banner[]): Banner[] {
  const first = new Map<string, Banner>();
  for (const banner of banners) {
    const key = itemKey(banner.item);
    const seen = first.get(key);
    if (!seen) first.set(key, banner);
    else if (banner.startTime < seen.startTime)
      first.set(key, { ...seen, startTime: banner.startTime });
  }
  return [...first.values()];
}

/** The banners showing at `time` seconds: those whose start has come, in schedule order. */
export function visibleBanners(banners: readonly Banner[], time: number): Banner[] {
  return banners.filter((banner) => banner.startTime <= time);
}
