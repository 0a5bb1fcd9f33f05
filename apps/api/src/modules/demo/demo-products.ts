// The demo group's catalogue: a few products of the sandbox store (with their sizes and colours),
// imported as the merchant's import would save them, and a collection of some of them for a
// static collection banner. Images stay on the store's CDN (absolute addresses, which the import
// accepts) instead of being re-hosted: the demo needs no upload round trip.
import {
  toCollectionInput,
  toProductInput,
  type BulkCollection,
  type BulkProduct,
} from '@vendy/client/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import type { Product, ProductCollection } from '../../graphql/generated/resolvers-types';
import type { Logger } from '../../logger';
import { shopifyApp } from '../../providers/shopify/app';
import {
  decimalString,
  moneyString,
  sandboxCatalogue,
} from '../../sandbox/shopify/catalogue/generate';
import type { SandboxImage, SandboxProduct } from '../../sandbox/shopify/catalogue/types';
import {
  upsertCollections,
  upsertProducts,
  validateCollections,
  validateProducts,
} from '../catalogue';
import type { Storage } from '../storage';

/**
 * The demo's products, by handle in the sandbox store vendy-demo.myshopify.com: the first three
 * are placed by the layout's first placement, the last three by its competing one.
 */
export const DEMO_PRODUCT_HANDLES = [
  'riviera-tee',
  'summit-zip-hoodie',
  'studio-field-jacket',
  'classic-cargo-pants',
  'classic-beanie',
  'lightweight-turtleneck',
] as const;

/** The collection of the static banner: the first placement's three products. */
export const DEMO_COLLECTION = {
  // Outside the sandbox's own collection ids, so it never shadows one of the store's.
  id: 'gid://shopify/Collection/9000000000001',
  title: 'Demo picks',
  handle: 'demo-picks',
  description: 'Three favourites from the demo store.',
};

export interface DemoCatalogueDeps {
  db: Database;
  config: Config;
  logger: Logger;
  storage: Storage;
}

const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;

/** A sandbox product as the store's bulk export writes it (see sandbox/shopify/admin-api). */
function toBulkProduct(imageUrl: (image: SandboxImage) => string, p: SandboxProduct): BulkProduct {
  const image = (id: number | null) => p.images.find((i) => i.id === id);
  const productId = gid('Product', p.id);
  const maxCents = Math.max(...p.variants.map((v) => v.priceCents));
  return {
    kind: 'product',
    id: productId,
    title: p.title,
    handle: p.handle,
    description: p.description,
    descriptionHtml: p.descriptionHtml,
    vendor: p.vendor,
    productType: p.productType,
    status: p.status,
    featuredImage: p.images[0] ? { url: imageUrl(p.images[0]) } : null,
    maxVariantPrice: decimalString(maxCents),
    variants: p.variants.map((v) => {
      const own = image(v.imageId);
      return {
        kind: 'variant',
        id: gid('ProductVariant', v.id),
        title: v.title,
        price: moneyString(v.priceCents),
        availableForSale: v.availableForSale,
        selectedOptions: v.selectedOptions,
        image: own ? { url: imageUrl(own) } : null,
        __parentId: productId,
      };
    }),
    images: p.images.map((i) => ({
      kind: 'image',
      id: gid('MediaImage', i.id),
      url: imageUrl(i),
      altText: i.altText,
      __parentId: productId,
    })),
  };
}

/** The demo products of the sandbox shop, in DEMO_PRODUCT_HANDLES order. */
export function demoSandboxProducts(shop: string): SandboxProduct[] {
  const { products } = sandboxCatalogue(shop);
  return DEMO_PRODUCT_HANDLES.map((handle) => {
    const product = products.find((p) => p.handle === handle);
    if (!product) throw new Error(`the sandbox store ${shop} has no product '${handle}'`);
    return product;
  });
}

/**
 * Imports the demo products into the group (created, or updated by their store id, so running it
 * again changes nothing) and the static banner's collection. Answers them in handle order.
 */
export async function importDemoCatalogue(
  deps: DemoCatalogueDeps,
  groupId: string,
  shop: string,
): Promise<{ products: Product[]; collection: ProductCollection }> {
  const { storage } = deps;
  const base = shopifyApp(deps.config).shopBaseUrl(shop);
  const imageUrl = (image: SandboxImage) => `${base}/cdn/shop/files/${image.fileName}`;
  const bulk = demoSandboxProducts(shop).map((p) => toBulkProduct(imageUrl, p));
  const inputs = bulk.map((product) => {
    // Every store image stands in for its re-hosted copy.
    const urls = [
      product.featuredImage?.url,
      ...product.images.map((i) => i.url),
      ...product.variants.map((v) => v.image?.url),
    ].filter((url): url is string => typeof url === 'string');
    const rehosted = new Map(urls.map((url) => [url, { imageUrl: url, thumbnailUrl: url }]));
    return toProductInput(product, rehosted);
  });
  const catalogueDeps = { db: deps.db, storage, logger: deps.logger };
  const products = await upsertProducts(
    catalogueDeps,
    groupId,
    validateProducts(storage, groupId, inputs),
  );
  const collection: BulkCollection = {
    kind: 'collection',
    ...DEMO_COLLECTION,
    productIds: bulk.slice(0, 3).map((p) => p.id),
  };
  const [saved] = await upsertCollections(
    catalogueDeps,
    groupId,
    validateCollections([toCollectionInput(collection)]),
  );
  if (!saved) throw new Error('the demo collection was not saved');
  return { products, collection: saved };
}
