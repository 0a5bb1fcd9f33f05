// A group's products: listing (sorted by title), title search with paging, import by the store's
// id (created, or updated and restored), and archiving. Callers have authorized the group.
import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  productImages,
  products,
  productVariants,
  type ProductImageRow,
  type ProductRow,
  type ProductVariantRow,
} from '../../db/schema';
import { UserError } from '../../errors';
import type { Product } from '../../graphql/generated/resolvers-types';
import type { Logger } from '../../logger';
import { isUuid } from '../../db/ids';
import type { Storage } from '../storage';
import { imageAddress, isStoredKey, unverifiedKeys } from './images';
import { ERROR_WRITING_PRODUCTS, UNABLE_TO_DELETE_PRODUCT, uploadFailedFor } from './messages';
import type { ProductDraft } from './validation';

export interface CatalogueDeps {
  db: Database;
  storage: Storage;
  logger: Logger;
}

const byTitle = [asc(sql`lower(${products.title})`), asc(products.title), asc(products.id)];

export function toProduct(
  storage: Storage,
  row: ProductRow,
  variants: readonly ProductVariantRow[],
  images: readonly ProductImageRow[],
): Product {
  return {
    id: row.id,
    alternateId: row.alternateId,
    title: row.title,
    description: row.description,
    descriptionHtml: row.descriptionHtml,
    price: row.price === null ? null : Number(row.price),
    availableForSale: row.availableForSale,
    productType: row.productType,
    vendor: row.vendor,
    handle: row.handle,
    imageOriginalSrc: row.imageOriginalSrc,
    imageUrl: imageAddress(storage, row.imageRef),
    thumbnailUrl: imageAddress(storage, row.thumbnailRef),
    variants: [...variants]
      .sort((a, b) => a.position - b.position)
      .map((variant) => ({
        id: variant.alternateId,
        title: variant.title,
        price: Number(variant.price),
        imageOriginalSrc: variant.imageOriginalSrc,
        imageUrl: imageAddress(storage, variant.imageRef),
        thumbnailUrl: imageAddress(storage, variant.thumbnailRef),
        selectedOptions: variant.selectedOptions,
      })),
    images: [...images]
      .sort((a, b) => a.position - b.position)
      .map((image) => ({
        imageOriginalSrc: image.imageOriginalSrc,
        imageUrl: imageAddress(storage, image.imageRef),
        thumbnailUrl: imageAddress(storage, image.thumbnailRef),
        isFeatured: image.isFeatured,
      })),
  };
}

/** The SDL's Product for each row, in the rows' order, with variants and images (3 queries). */
export async function withDetails(
  db: Database,
  storage: Storage,
  rows: readonly ProductRow[],
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [variants, images] = await Promise.all([
    db.select().from(productVariants).where(inArray(productVariants.productId, ids)),
    db.select().from(productImages).where(inArray(productImages.productId, ids)),
  ]);
  const group = <T extends { productId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.productId, [...(map.get(item.productId) ?? []), item]);
    return map;
  };
  const variantsOf = group(variants);
  const imagesOf = group(images);
  return rows.map((row) =>
    toProduct(storage, row, variantsOf.get(row.id) ?? [], imagesOf.get(row.id) ?? []),
  );
}

const listed = (groupId: string): SQL =>
  and(eq(products.groupId, groupId), isNull(products.archivedAt)) as SQL;

/** The group's products (archived ones left out), sorted by title. */
export async function listProducts(deps: CatalogueDeps, groupId: string): Promise<Product[]> {
  const rows = await deps.db
    .select()
    .from(products)
    .where(listed(groupId))
    .orderBy(...byTitle);
  return withDetails(deps.db, deps.storage, rows);
}

export interface ProductSearch {
  search?: string | null;
  page: number;
  pageSize: number;
}

/** LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchProducts(
  deps: CatalogueDeps,
  groupId: string,
  { search, page, pageSize }: ProductSearch,
): Promise<{ products: Product[]; count: number }> {
  const needle = (search ?? '').trim();
  const where = needle
    ? (and(listed(groupId), ilike(products.title, containing(needle))) as SQL)
    : listed(groupId);
  const [total, rows] = await Promise.all([
    deps.db.select({ value: count() }).from(products).where(where),
    deps.db
      .select()
      .from(products)
      .where(where)
      .orderBy(...byTitle)
      .limit(pageSize)
      .offset(page * pageSize),
  ]);
  return {
    products: await withDetails(deps.db, deps.storage, rows),
    count: total[0]?.value ?? 0,
  };
}

/** Stored keys the drafts point at (external URLs need no check). */
function storedKeys(draft: ProductDraft): string[] {
  return [
    draft.imageRef,
    draft.thumbnailRef,
    ...draft.variants.flatMap((v) => [v.imageRef, v.thumbnailRef]),
    ...draft.images.flatMap((i) => [i.imageRef, i.thumbnailRef]),
  ].filter((ref): ref is string => ref !== null && isStoredKey(ref));
}

/**
 * Creates or updates the products by the store's id, replacing their variants and images, in one
 * transaction; an archived product is restored. Answers them in the order given.
 */
export async function upsertProducts(
  deps: CatalogueDeps,
  groupId: string,
  drafts: readonly ProductDraft[],
): Promise<Product[]> {
  const missing = new Set(await unverifiedKeys(deps.storage, drafts.flatMap(storedKeys)));
  const broken = drafts.find((draft) => storedKeys(draft).some((key) => missing.has(key)));
  if (broken) throw new UserError(uploadFailedFor(broken.title));

  let saved: ProductRow[];
  try {
    saved = await deps.db.transaction(async (tx) => {
      const rows: ProductRow[] = [];
      for (const draft of drafts) {
        const now = new Date();
        const values = {
          title: draft.title,
          description: draft.description,
          descriptionHtml: draft.descriptionHtml,
          price: draft.price === null ? null : String(draft.price),
          availableForSale: draft.availableForSale,
          productType: draft.productType,
          vendor: draft.vendor,
          handle: draft.handle,
          imageOriginalSrc: draft.imageOriginalSrc,
          imageRef: draft.imageRef,
          thumbnailRef: draft.thumbnailRef,
          archivedAt: null,
          updatedAt: now,
        };
        const [row] = await tx
          .insert(products)
          .values({ groupId, alternateId: draft.alternateId, ...values })
          .onConflictDoUpdate({ target: [products.groupId, products.alternateId], set: values })
          .returning();
        if (!row) throw new Error('product upsert returned nothing');
        await tx.delete(productVariants).where(eq(productVariants.productId, row.id));
        await tx.delete(productImages).where(eq(productImages.productId, row.id));
        if (draft.variants.length > 0) {
          await tx.insert(productVariants).values(
            draft.variants.map((variant, position) => ({
              productId: row.id,
              position,
              alternateId: variant.alternateId,
              title: variant.title,
              price: String(variant.price),
              imageOriginalSrc: variant.imageOriginalSrc,
              imageRef: variant.imageRef,
              thumbnailRef: variant.thumbnailRef,
              selectedOptions: variant.selectedOptions,
            })),
          );
        }
        if (draft.images.length > 0) {
          await tx
            .insert(productImages)
            .values(
              draft.images.map((image, position) => ({ productId: row.id, position, ...image })),
            );
        }
        rows.push(row);
      }
      return rows;
    });
  } catch (error) {
    deps.logger.error({ err: error, groupId }, 'writing imported products failed');
    throw new UserError(ERROR_WRITING_PRODUCTS);
  }
  return withDetails(deps.db, deps.storage, saved);
}

/** Archives one of the group's products; another group's (or an unknown) id is refused alike. */
export async function archiveProduct(
  db: Database,
  groupId: string,
  productId: string,
): Promise<void> {
  if (!isUuid(productId)) throw new UserError(UNABLE_TO_DELETE_PRODUCT);
  const archived = await db
    .update(products)
    .set({ archivedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(products.id, productId), listed(groupId)))
    .returning({ id: products.id });
  if (archived.length === 0) throw new UserError(UNABLE_TO_DELETE_PRODUCT);
}

/** Listed products of the group (for counts). */
export function countProducts(db: Database, groupId: string): Promise<number> {
  return db.$count(products, listed(groupId));
}
