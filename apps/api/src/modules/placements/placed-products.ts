// The products placed on shoppable videos, many videos at once, for a public page that lists them
// (the slider page's structured data): for each video, the products its experiment's strategies
// place, directly or through a placed collection, as getExperimentData would show them (archived
// products and another group's left out). Three query rounds whatever the number of videos.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  experiments,
  productCollectionItems,
  productCollections,
  products,
  shopifyStores,
} from '../../db/schema';
import type { Product } from '../../graphql/generated/resolvers-types';
import { withDetails } from '../catalogue';
import type { Storage } from '../storage';
import { loadExperiments } from './load';

export interface PlacedProducts {
  /** The group's connected store (its myshopify domain), null without one. */
  storeName: string | null;
  /**
   * By shoppable video id: its products in the order its strategies place them (strategy by
   * strategy, individual assignments then collections' products), each once. Videos with nothing
   * placed are absent.
   */
  byVirtualVideo: Map<string, Product[]>;
}

export async function placedProductsOf(
  db: Database,
  storage: Storage,
  groupId: string,
  virtualVideoIds: readonly string[],
): Promise<PlacedProducts> {
  const ids = [...new Set(virtualVideoIds)];
  const [found, stores] = await Promise.all([
    ids.length
      ? loadExperiments(
          db,
          and(eq(experiments.groupId, groupId), inArray(experiments.virtualVideoId, ids))!,
        )
      : [],
    db
      .select({ storeName: shopifyStores.storeName })
      .from(shopifyStores)
      .where(and(eq(shopifyStores.groupId, groupId), isNull(shopifyStores.uninstalledAt))),
  ]);
  // What each video places, in order: product ids, or collection ids to expand.
  const wanted = new Map<string, Array<{ product: string } | { collection: string }>>();
  for (const experiment of found) {
    if (!experiment.virtualVideoId || wanted.has(experiment.virtualVideoId)) continue;
    wanted.set(
      experiment.virtualVideoId,
      experiment.items.flatMap(({ strategy }) => [
        ...strategy.individualAssignments.flatMap((a) =>
          a.productId ? [{ product: a.productId }] : [],
        ),
        ...strategy.multipleAssignments.map((a) => ({ collection: a.productCollectionId })),
      ]),
    );
  }
  const all = [...wanted.values()].flat();
  const productIds = [...new Set(all.flatMap((p) => ('product' in p ? [p.product] : [])))];
  const collectionIds = [...new Set(all.flatMap((p) => ('collection' in p ? [p.collection] : [])))];
  const listed = and(eq(products.groupId, groupId), isNull(products.archivedAt));
  const [direct, members] = await Promise.all([
    productIds.length
      ? db
          .select()
          .from(products)
          .where(and(inArray(products.id, productIds), listed))
      : [],
    collectionIds.length
      ? db
          .select({ collectionId: productCollectionItems.collectionId, product: products })
          .from(productCollectionItems)
          .innerJoin(products, eq(products.id, productCollectionItems.productId))
          .innerJoin(
            productCollections,
            eq(productCollections.id, productCollectionItems.collectionId),
          )
          .where(
            and(
              inArray(productCollectionItems.collectionId, collectionIds),
              eq(productCollections.groupId, groupId),
              listed,
            ),
          )
          .orderBy(asc(productCollectionItems.collectionId), asc(productCollectionItems.position))
      : [],
  ]);
  const rows = new Map([...direct, ...members.map((m) => m.product)].map((p) => [p.id, p]));
  const byId = new Map(
    (await withDetails(db, storage, [...rows.values()])).map((p) => [p.id, p] as const),
  );
  const membersOf = new Map<string, string[]>();
  for (const { collectionId, product } of members) {
    membersOf.set(collectionId, [...(membersOf.get(collectionId) ?? []), product.id]);
  }
  const byVirtualVideo = new Map<string, Product[]>();
  for (const [videoId, placed] of wanted) {
    const order = placed.flatMap((p) =>
      'product' in p ? [p.product] : (membersOf.get(p.collection) ?? []),
    );
    const list = [...new Set(order)].flatMap((id) => {
      const product = byId.get(id);
      return product ? [product] : [];
    });
    if (list.length > 0) byVirtualVideo.set(videoId, list);
  }
  return { storeName: stores[0]?.storeName ?? null, byVirtualVideo };
}
