// getExperimentData: the storefront's second hot-path call. Everything a viewer places on a
// shoppable video (or feed): the experiment with its strategies, and the products, product
// collections and affiliate links they name, with public fields only, plus the store's name for
// add-to-cart. A shoppable video is public while a READY layout plays it (directly or in its media
// collection) or a slider page of its group shows it; otherwise only its group's members and admins see it (the preview), and anyone else
// gets 'Unable to get data.' as for an unknown id. Answers are kept in the short public cache.
import { and, asc, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  experiments,
  mediaCollectionItems,
  productCollectionItems,
  productCollections,
  products,
  shopifyStores,
  sliderItems,
  sliderPages,
  sliders,
  virtualVideos,
  widgets,
} from '../../db/schema';
import { UserError } from '../../errors';
import type { ExperimentData, ProductCollection } from '../../graphql/generated/resolvers-types';
import { affiliateLinksByIds } from '../affiliate-links';
import type { AuthContext } from '../auth';
import { withDetails } from '../catalogue';
import { isUuid } from '../../db/ids';
import { canPreview, type AnswerScope, type PublicCache } from '../layouts';
import type { Storage } from '../storage';
import { instagramFeedGroup } from './feeds';
import { experimentWhere, type ExperimentShape } from './load';
import { NO_ID_SPECIFIED, ONE_TARGET_ONLY, UNABLE_TO_GET_DATA } from './messages';

export interface DataDeps {
  db: Database;
  storage: Storage;
  publicCache: PublicCache;
  ctx: AuthContext;
}

const noData = () => new UserError(UNABLE_TO_GET_DATA, { code: 'NOT_FOUND' });

const unique = <T>(values: Iterable<T>): T[] => [...new Set(values)];

/** The products, collections, links and store an experiment's strategies need (3 rounds). */
async function placedItems(
  db: Database,
  storage: Storage,
  groupId: string,
  experiment: ExperimentShape | null,
): Promise<ExperimentData> {
  const placed = experiment?.items.map((item) => item.strategy) ?? [];
  const individual = placed.flatMap((s) => s.individualAssignments);
  const productIds = unique(individual.flatMap((a) => (a.productId ? [a.productId] : [])));
  const linkIds = unique(individual.flatMap((a) => (a.affiliateLinkId ? [a.affiliateLinkId] : [])));
  const collectionIds = unique(
    placed.flatMap((s) => s.multipleAssignments.map((a) => a.productCollectionId)),
  );
  const listed = and(eq(products.groupId, groupId), isNull(products.archivedAt));
  const [collectionRows, memberRows, directRows, links, stores] = await Promise.all([
    collectionIds.length
      ? db
          .select()
          .from(productCollections)
          .where(
            and(
              eq(productCollections.groupId, groupId),
              inArray(productCollections.id, collectionIds),
            ),
          )
      : [],
    collectionIds.length
      ? db
          .select({ collectionId: productCollectionItems.collectionId, product: products })
          .from(productCollectionItems)
          .innerJoin(products, eq(products.id, productCollectionItems.productId))
          .where(and(inArray(productCollectionItems.collectionId, collectionIds), listed))
          .orderBy(asc(productCollectionItems.collectionId), asc(productCollectionItems.position))
      : [],
    productIds.length
      ? db
          .select()
          .from(products)
          .where(and(inArray(products.id, productIds), listed))
      : [],
    affiliateLinksByIds(db, storage, groupId, linkIds),
    db
      .select({ id: shopifyStores.id, storeName: shopifyStores.storeName })
      .from(shopifyStores)
      .where(and(eq(shopifyStores.groupId, groupId), isNull(shopifyStores.uninstalledAt))),
  ]);
  const rows = new Map([...directRows, ...memberRows.map((m) => m.product)].map((p) => [p.id, p]));
  const details = await withDetails(db, storage, [...rows.values()]);
  const byId = new Map(details.map((p) => [p.id, p]));
  const collections: ProductCollection[] = collectionRows.map((row) => ({
    id: row.id,
    alternateId: row.alternateId,
    title: row.title,
    description: row.description,
    handle: row.handle,
    items: memberRows
      .filter((m) => m.collectionId === row.id && byId.has(m.product.id))
      .map((m) => ({ productId: m.product.id, product: byId.get(m.product.id)! })),
  }));
  const store = stores[0];
  return {
    experiment,
    products: [...details].sort(
      (a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
    ),
    productCollections: collections.sort(
      (a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
    ),
    // An affiliate link's description is the merchant's own note; the card shows no description.
    affiliateLinks: links.map((link) => ({ ...link, description: null })),
    // Name and id only: the group's name and the store's credentials are never part of it.
    shopifyStore: store
      ? { id: store.id, groupId, storeName: store.storeName, groupName: '' }
      : null,
  };
}

interface Cached {
  groupId: string;
  /** True when a READY layout plays the video (or it is a feed): the same for everyone. */
  isPublic: boolean;
  data: ExperimentData;
}

/** Owning group of a shoppable video, and whether a READY layout plays it: one query. */
async function shoppableVisibility(db: Database, id: string) {
  const playing = db
    .select({ one: sql`1` })
    .from(widgets)
    .where(
      and(
        eq(widgets.status, 'READY'),
        eq(widgets.groupId, virtualVideos.groupId),
        or(
          eq(widgets.virtualVideoId, virtualVideos.id),
          inArray(
            widgets.mediaCollectionId,
            db
              .select({ id: mediaCollectionItems.collectionId })
              .from(mediaCollectionItems)
              .where(eq(mediaCollectionItems.virtualVideoId, virtualVideos.id)),
          ),
        ),
      ),
    );
  // A shoppable video on a slider page of its group is public too (the page's player frame).
  const onSliderPage = db
    .select({ one: sql`1` })
    .from(sliderItems)
    .innerJoin(sliders, eq(sliders.id, sliderItems.sliderId))
    .innerJoin(sliderPages, eq(sliderPages.id, sliders.pageId))
    .where(
      and(
        eq(sliderItems.virtualVideoId, virtualVideos.id),
        eq(sliderPages.groupId, virtualVideos.groupId),
      ),
    );
  const [row] = await db
    .select({
      groupId: virtualVideos.groupId,
      isPublic: sql<boolean>`${exists(playing)} or ${exists(onSliderPage)}`,
    })
    .from(virtualVideos)
    .where(eq(virtualVideos.id, id));
  return row;
}

async function loadForVirtualVideo(deps: DataDeps, id: string): Promise<Cached | undefined> {
  const cache = deps.publicCache;
  const key = `data:vv:${id}`;
  const hit = cache.get<Cached>(key);
  if (hit) return hit.value;
  const [visibility, experiment] = await Promise.all([
    shoppableVisibility(deps.db, id),
    experimentWhere(deps.db, eq(experiments.virtualVideoId, id)),
  ]);
  if (!visibility) return undefined;
  const { groupId } = visibility;
  const generation = cache.generation(groupId);
  const own = experiment?.groupId === groupId ? experiment : null;
  const value: Cached = {
    groupId,
    isPublic: Boolean(visibility.isPublic),
    data: await placedItems(deps.db, deps.storage, groupId, own),
  };
  cache.set(key, groupId, generation, value);
  return value;
}

async function loadForFeed(deps: DataDeps, feedId: string): Promise<Cached | undefined> {
  const groupId = await instagramFeedGroup(deps.db, feedId);
  if (!groupId) return undefined;
  const experiment = await experimentWhere(
    deps.db,
    eq(experiments.groupId, groupId),
    eq(experiments.instagramFeedId, feedId),
  );
  return {
    groupId,
    isPublic: true,
    data: await placedItems(deps.db, deps.storage, groupId, experiment),
  };
}

export async function experimentData(
  deps: DataDeps,
  ids: { virtualVideoId?: string | null; instagramFeedId?: string | null },
): Promise<{ data: ExperimentData; scope: AnswerScope }> {
  const virtualVideoId = ids.virtualVideoId?.trim() || null;
  const feedId = ids.instagramFeedId?.trim() || null;
  if (!virtualVideoId && !feedId) throw new UserError(NO_ID_SPECIFIED);
  if (virtualVideoId && feedId) throw new UserError(ONE_TARGET_ONLY);
  let found: Cached | undefined;
  if (virtualVideoId) {
    if (!isUuid(virtualVideoId)) throw noData();
    found = await loadForVirtualVideo(deps, virtualVideoId.toLowerCase());
  } else {
    found = await loadForFeed(deps, feedId!);
  }
  if (!found) throw noData();
  if (found.isPublic) return { data: found.data, scope: 'public' };
  if (await canPreview(deps.ctx, found.groupId)) return { data: found.data, scope: 'private' };
  throw noData();
}
