// A group's product collections: listing (sorted by title, items in the store's order without
// archived products), import by the store's id, deletion. Callers have authorized the group.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  productCollectionItems,
  productCollections,
  products,
  type ProductCollectionRow,
} from '../../db/schema';
import { UserError } from '../../errors';
import type { ProductCollection } from '../../graphql/generated/resolvers-types';
import { isUuid } from '../../db/ids';
import {
  ERROR_WRITING_COLLECTIONS,
  UNABLE_TO_DELETE_COLLECTION,
  UNABLE_TO_IMPORT_COLLECTIONS,
} from './messages';
import { withDetails, type CatalogueDeps } from './products';
import type { CollectionDraft } from './validation';

async function withItems(
  deps: CatalogueDeps,
  rows: readonly ProductCollectionRow[],
): Promise<ProductCollection[]> {
  if (rows.length === 0) return [];
  const items = await deps.db
    .select({ collectionId: productCollectionItems.collectionId, product: products })
    .from(productCollectionItems)
    .innerJoin(products, eq(products.id, productCollectionItems.productId))
    .where(
      and(
        inArray(
          productCollectionItems.collectionId,
          rows.map((r) => r.id),
        ),
        isNull(products.archivedAt),
      ),
    )
    .orderBy(asc(productCollectionItems.collectionId), asc(productCollectionItems.position));
  const unique = new Map(items.map((item) => [item.product.id, item.product]));
  const details = new Map(
    (await withDetails(deps.db, deps.storage, [...unique.values()])).map((p) => [p.id, p]),
  );
  const itemsOf = new Map<string, ProductCollection['items']>();
  for (const item of items) {
    const product = details.get(item.product.id);
    if (!product) continue;
    const list = itemsOf.get(item.collectionId) ?? [];
    list.push({ productId: product.id, product });
    itemsOf.set(item.collectionId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    alternateId: row.alternateId,
    title: row.title,
    description: row.description,
    handle: row.handle,
    items: itemsOf.get(row.id) ?? [],
  }));
}

/** The group's collections, sorted by title. */
export async function listCollections(
  deps: CatalogueDeps,
  groupId: string,
): Promise<ProductCollection[]> {
  const rows = await deps.db
    .select()
    .from(productCollections)
    .where(eq(productCollections.groupId, groupId))
    .orderBy(
      asc(sql`lower(${productCollections.title})`),
      asc(productCollections.title),
      asc(productCollections.id),
    );
  return withItems(deps, rows);
}

/**
 * Creates or updates the collections by the store's id and replaces their items. Every product
 * must already be imported into the group (archived ones count: they stay hidden), otherwise
 * nothing is written.
 */
export async function upsertCollections(
  deps: CatalogueDeps,
  groupId: string,
  drafts: readonly CollectionDraft[],
): Promise<ProductCollection[]> {
  const wanted = [...new Set(drafts.flatMap((d) => d.productAlternateIds))];
  const known = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += 1000) {
    const chunk = wanted.slice(i, i + 1000);
    const rows = await deps.db
      .select({ id: products.id, alternateId: products.alternateId })
      .from(products)
      .where(and(eq(products.groupId, groupId), inArray(products.alternateId, chunk)));
    for (const row of rows) known.set(row.alternateId, row.id);
  }
  if (known.size !== wanted.length) throw new UserError(UNABLE_TO_IMPORT_COLLECTIONS);

  let saved: ProductCollectionRow[];
  try {
    saved = await deps.db.transaction(async (tx) => {
      const rows: ProductCollectionRow[] = [];
      for (const draft of drafts) {
        const values = {
          title: draft.title,
          description: draft.description,
          handle: draft.handle,
          updatedAt: new Date(),
        };
        const [row] = await tx
          .insert(productCollections)
          .values({ groupId, alternateId: draft.alternateId, ...values })
          .onConflictDoUpdate({
            target: [productCollections.groupId, productCollections.alternateId],
            set: values,
          })
          .returning();
        if (!row) throw new Error('collection upsert returned nothing');
        await tx
          .delete(productCollectionItems)
          .where(eq(productCollectionItems.collectionId, row.id));
        const items = draft.productAlternateIds.map((alternateId, position) => ({
          collectionId: row.id,
          productId: known.get(alternateId) as string,
          position,
        }));
        for (let i = 0; i < items.length; i += 1000) {
          await tx.insert(productCollectionItems).values(items.slice(i, i + 1000));
        }
        rows.push(row);
      }
      return rows;
    });
  } catch (error) {
    deps.logger.error({ err: error, groupId }, 'writing imported collections failed');
    throw new UserError(ERROR_WRITING_COLLECTIONS);
  }
  return withItems(deps, saved);
}

/** Deletes one of the group's collections (its products stay). */
export async function deleteCollection(
  db: Database,
  groupId: string,
  collectionId: string,
): Promise<void> {
  if (!isUuid(collectionId)) throw new UserError(UNABLE_TO_DELETE_COLLECTION);
  const deleted = await db
    .delete(productCollections)
    .where(and(eq(productCollections.id, collectionId), eq(productCollections.groupId, groupId)))
    .returning({ id: productCollections.id });
  if (deleted.length === 0) throw new UserError(UNABLE_TO_DELETE_COLLECTION);
}

export function countCollections(db: Database, groupId: string): Promise<number> {
  return db.$count(productCollections, eq(productCollections.groupId, groupId));
}
