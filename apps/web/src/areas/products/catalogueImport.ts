// Importing the store's catalogue from the browser (doc 2 §4, §7, §9): start the bulk queries,
// wait for their results, read them, re-host the product images (30 uploads at a time) and save
// products in batches of 20, then the collections.
import {
  assembleBulkCatalogue,
  BULK_POLL_MESSAGES,
  BulkPollError,
  IMAGE_UPLOAD_CONCURRENCY,
  JsonLinesError,
  pollBulkOperation,
  PRODUCT_BATCH,
  productImageUrls,
  readJsonLines,
  toCollectionInput,
  toProductInput,
  type BulkCollection,
  type BulkPollOptions,
  type BulkProduct,
  type RehostedImage,
} from '@vendy/client/domain';
import {
  GetBulkOperationStatusDocument,
  GetProductCollectionsBulkDocument,
  GetProductCollectionsDocument,
  GetProductsDocument,
  GetProductImageUploadUrlsDocument,
  GetProductsBulkDocument,
  UpsertProductCollectionsDocument,
  UpsertProductsDocument,
} from '@vendy/client/generated';
import type { VendyRequest } from '@vendy/client/request';
import { chunk, mapWithConcurrency } from './concurrency';
import {
  downloadImage,
  extensionForType,
  extensionOf,
  imageTypeOf,
  makeThumbnail,
  putFile,
  textHash,
  thumbnailTypeFor,
} from './imageFiles';

export type ShopifyProduct = BulkProduct;
export type ShopifyCollection = BulkCollection;

export const MESSAGES = {
  fetching: 'Fetching products and collections from Shopify. This may take a few minutes.',
  syncingProducts: (done: number, total: number) => `Syncing products... ${done}/${total}.`,
  syncingCollections: 'Syncing product collections...',
  synced: 'Syncing succeeded',
  importing: 'Importing... This may take a minute.',
  imported: 'Import Succeeded',
  catalogueFailed: 'Unable to get products and collections from Shopify.',
  fetchProducts: (status: number) => `Unable to fetch products. HTTP ${status}`,
  fetchCollections: (status: number) => `Unable to fetch collections. HTTP ${status}`,
  productImage: (title: string) => `Unable to upload image for product: ${title}`,
  productThumbnail: (title: string) => `Unable to upload thumbnail image for product: ${title}`,
  importProducts: 'Unable to import products.',
  importCollections: 'Unable to import product collections.',
} as const;

/** A bulk results download: its HTTP status and its body (bytes, or text in tests). */
export interface BulkResults {
  status: number;
  body: ReadableStream<Uint8Array> | AsyncIterable<string> | null;
}

/** What the import talks to; tests replace the network parts. */
export interface ImportDeps {
  request: VendyRequest;
  /** GETs a bulk results address. */
  fetchResults: (url: string) => Promise<BulkResults>;
  downloadImage: (src: string) => Promise<Blob>;
  makeThumbnail: (image: Blob, type: string) => Promise<Blob>;
  putFile: (url: string, file: Blob, contentType: string) => Promise<void>;
  /** Poll timing (tests wait no real seconds). */
  poll?: Pick<BulkPollOptions, 'sleep' | 'intervalMs' | 'maxTries'>;
}

export const browserImportDeps = (request: VendyRequest): ImportDeps => ({
  request,
  fetchResults: async (url) => {
    // The results address is our own (/catalogue/bulk-results/...), readable by the group's members.
    const response = await fetch(url, { credentials: 'same-origin' });
    return { status: response.status, body: response.ok ? response.body : null };
  },
  downloadImage,
  makeThumbnail,
  putFile,
});

export interface ShopifyCatalogue {
  products: ShopifyProduct[];
  collections: ShopifyCollection[];
}

async function bulkResults(
  deps: ImportDeps,
  start: () => Promise<string>,
  messages: (typeof BULK_POLL_MESSAGES)[keyof typeof BULK_POLL_MESSAGES],
  fetchFailed: (status: number) => string,
): Promise<AsyncIterable<unknown>> {
  const operationId = await start();
  let url: string | null;
  try {
    url = await pollBulkOperation({
      ...deps.poll,
      messages,
      getStatus: async () =>
        (await deps.request(GetBulkOperationStatusDocument, { operationId }))
          .getBulkOperationStatus,
    });
  } catch (error) {
    if (error instanceof BulkPollError) throw new Error(error.message);
    throw error;
  }
  if (url === null) return (async function* nothing() {})();
  const response = await deps.fetchResults(url);
  if (response.status < 200 || response.status >= 300 || !response.body) {
    throw new Error(fetchFailed(response.status));
  }
  return readJsonLines(response.body);
}

async function assemble(records: AsyncIterable<unknown>) {
  try {
    return await assembleBulkCatalogue(records);
  } catch (error) {
    if (error instanceof JsonLinesError) throw new Error(MESSAGES.catalogueFailed);
    throw error;
  }
}

/**
 * Everything the store has: products first, then collections (a store runs one bulk query at a
 * time).
 */
export async function fetchShopifyCatalogue(deps: ImportDeps): Promise<ShopifyCatalogue> {
  const products = await assemble(
    await bulkResults(
      deps,
      async () => (await deps.request(GetProductsBulkDocument)).getProductsBulk.operationId,
      BULK_POLL_MESSAGES.products,
      MESSAGES.fetchProducts,
    ),
  );
  const collections = await assemble(
    await bulkResults(
      deps,
      async () =>
        (await deps.request(GetProductCollectionsBulkDocument)).getProductCollectionsBulk
          .operationId,
      BULK_POLL_MESSAGES.collections,
      MESSAGES.fetchCollections,
    ),
  );
  return { products: products.products, collections: collections.collections };
}

/** The store ids of what the group has imported already. */
export interface ImportedIds {
  products: ReadonlySet<string>;
  collections: ReadonlySet<string>;
}

/** The store ids of everything the group has imported. */
export async function loadImportedIds(
  request: VendyRequest,
  signal?: AbortSignal,
): Promise<ImportedIds> {
  const [products, collections] = await Promise.all([
    request(GetProductsDocument, {}, { signal }),
    request(GetProductCollectionsDocument, {}, { signal }),
  ]);
  return {
    products: new Set(products.getProducts.map((p) => p.alternateId)),
    collections: new Set(collections.getProductCollections.map((c) => c.alternateId)),
  };
}

export interface Selection {
  products: ReadonlySet<string>;
  collections: ReadonlySet<string>;
}

export interface ImportPlan {
  products: ShopifyProduct[];
  collections: ShopifyCollection[];
}

/** A collection's product list without products that neither exist nor are being imported. */
function withKnownProducts(
  collection: ShopifyCollection,
  known: ReadonlySet<string>,
): ShopifyCollection {
  return { ...collection, productIds: collection.productIds.filter((id) => known.has(id)) };
}

/**
 * What importing a selection saves: the picked products plus the products of picked collections
 * that are not imported yet, then the picked collections.
 */
export function importPlan(
  catalogue: ShopifyCatalogue,
  selection: Selection,
  imported: ImportedIds,
): ImportPlan {
  const collections = catalogue.collections.filter(
    (c) => selection.collections.has(c.id) && !imported.collections.has(c.id),
  );
  const wanted = new Set([...selection.products].filter((id) => !imported.products.has(id)));
  for (const collection of collections) {
    for (const id of collection.productIds) {
      if (!imported.products.has(id)) wanted.add(id);
    }
  }
  const products = catalogue.products.filter((p) => wanted.has(p.id));
  const known = new Set([...imported.products, ...products.map((p) => p.id)]);
  return { products, collections: collections.map((c) => withKnownProducts(c, known)) };
}

/**
 * What Re-Sync All saves: every imported product and collection still in the store, and the
 * products the imported collections now hold (so their product lists can be saved).
 */
export function resyncPlan(catalogue: ShopifyCatalogue, imported: ImportedIds): ImportPlan {
  const collections = catalogue.collections.filter((c) => imported.collections.has(c.id));
  const wanted = new Set(imported.products);
  for (const collection of collections) {
    for (const id of collection.productIds) wanted.add(id);
  }
  const products = catalogue.products.filter((p) => wanted.has(p.id));
  const known = new Set(products.map((p) => p.id));
  return { products, collections: collections.map((c) => withKnownProducts(c, known)) };
}

/** The files one store image is re-hosted as. */
interface ImageFiles {
  src: string;
  productTitle: string;
  image: { fileName: string; fileType: string };
  thumbnail: { fileName: string; fileType: string };
}

/** The trailing number of a store id (gid://shopify/Product/123 → '123'), or a hash of it. */
function idPart(storeId: string): string {
  return /(\d+)$/.exec(storeId)?.[1] ?? textHash(storeId);
}

function imageFiles(product: ShopifyProduct, src: string): ImageFiles {
  const type = imageTypeOf(extensionOf(src));
  const thumbnailType = thumbnailTypeFor(type);
  // Named after the product and the source address: the same image always gets the same key, so
  // a re-sync finds it stored already and skips the upload.
  const base = `product-${idPart(product.id)}-${textHash(src)}`;
  return {
    src,
    productTitle: product.title,
    image: { fileName: `${base}.${extensionForType(type)}`, fileType: type },
    thumbnail: {
      fileName: `${base}-thumb.${extensionForType(thumbnailType)}`,
      fileType: thumbnailType,
    },
  };
}

/** Largest number of files asked for in one getProductImageUploadUrls call. */
const UPLOAD_URLS_PER_CALL = 100;

/** Re-hosts every image of the products; answers the stored keys by source address. */
async function rehostImages(
  deps: ImportDeps,
  products: readonly ShopifyProduct[],
): Promise<Map<string, RehostedImage>> {
  const bySource = new Map<string, ImageFiles>();
  for (const product of products) {
    for (const src of productImageUrls(product)) {
      if (!bySource.has(src)) bySource.set(src, imageFiles(product, src));
    }
  }
  const jobs = [...bySource.values()];
  const fileData = jobs.flatMap((job) => [job.image, job.thumbnail]);
  const urls = (
    await Promise.all(
      chunk(fileData, UPLOAD_URLS_PER_CALL).map(
        async (part) =>
          (await deps.request(GetProductImageUploadUrlsDocument, { fileData: part }))
            .getProductImageUploadUrls,
      ),
    )
  ).flat();

  const result = new Map<string, RehostedImage>();
  await mapWithConcurrency(jobs, IMAGE_UPLOAD_CONCURRENCY, async (job, index) => {
    const image = urls[index * 2];
    const thumbnail = urls[index * 2 + 1];
    if (!image || !thumbnail) throw new Error(MESSAGES.productImage(job.productTitle));
    if (!image.objectExists || !thumbnail.objectExists) {
      let source: Blob;
      try {
        source = await deps.downloadImage(job.src);
        if (!image.objectExists) await deps.putFile(image.url, source, job.image.fileType);
      } catch (error) {
        console.error(`Image ${job.src} not re-hosted:`, error);
        throw new Error(MESSAGES.productImage(job.productTitle));
      }
      if (!thumbnail.objectExists) {
        try {
          const small = await deps.makeThumbnail(source, job.thumbnail.fileType);
          await deps.putFile(thumbnail.url, small, job.thumbnail.fileType);
        } catch (error) {
          console.error(`Thumbnail of ${job.src} not re-hosted:`, error);
          throw new Error(MESSAGES.productThumbnail(job.productTitle));
        }
      }
    }
    result.set(job.src, { imageUrl: image.fileKey, thumbnailUrl: thumbnail.fileKey });
  });
  return result;
}

/** Saves products in batches of 20, each after its images; reports how many are done. */
export async function importProducts(
  deps: ImportDeps,
  products: readonly ShopifyProduct[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<void> {
  let done = 0;
  onProgress(done, products.length);
  for (const batch of chunk(products, PRODUCT_BATCH)) {
    const images = await rehostImages(deps, batch);
    await deps.request(UpsertProductsDocument, {
      products: batch.map((product) => toProductInput(product, images)),
    });
    done += batch.length;
    onProgress(done, products.length);
  }
}

export async function importCollections(
  deps: ImportDeps,
  collections: readonly ShopifyCollection[],
): Promise<void> {
  for (const batch of chunk(collections, PRODUCT_BATCH)) {
    await deps.request(UpsertProductCollectionsDocument, {
      collections: batch.map(toCollectionInput),
    });
  }
}

export type SyncProgress =
  | { phase: 'fetching' }
  | { phase: 'products'; done: number; total: number }
  | { phase: 'collections' }
  | { phase: 'done' };

/** The message shown for a Re-Sync All step. */
export function syncMessage(progress: SyncProgress): string {
  switch (progress.phase) {
    case 'fetching':
      return MESSAGES.fetching;
    case 'products':
      return MESSAGES.syncingProducts(progress.done, progress.total);
    case 'collections':
      return MESSAGES.syncingCollections;
    case 'done':
      return MESSAGES.synced;
  }
}

/** Re-Sync All: fetch, then save the imported products and collections again. */
export async function resyncAll(
  deps: ImportDeps,
  imported: ImportedIds,
  onProgress: (progress: SyncProgress) => void,
): Promise<void> {
  onProgress({ phase: 'fetching' });
  const plan = resyncPlan(await fetchShopifyCatalogue(deps), imported);
  await importProducts(deps, plan.products, (done, total) =>
    onProgress({ phase: 'products', done, total }),
  );
  onProgress({ phase: 'collections' });
  await importCollections(deps, plan.collections);
  onProgress({ phase: 'done' });
}
