// Products of a group: import (create, update by the store's id, restore), lists sorted by title,
// title search with paging, archiving, the checks on imported data and re-hosted images, and the
// counts the dashboard shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast, dataOf, messagesOf, type Cast } from '../stores/cast';
import type { ShopifyTestServer } from '../stores/harness';
import {
  collectionInput,
  OPS,
  PNG,
  productInput,
  startCatalogueServer,
  uploadImages,
  type CollectionShape,
  type ProductShape,
} from './harness';

let server: ShopifyTestServer;
let cast: Cast;

beforeAll(async () => {
  server = await startCatalogueServer();
  cast = await createCast(server);
}, 120_000);
afterAll(() => server.close());

async function upsert(products: Array<Record<string, unknown>>): Promise<ProductShape[]> {
  return dataOf<{ upsertProducts: ProductShape[] }>(
    await cast.as.owner(OPS.upsertProducts, { products }),
  ).upsertProducts;
}

async function listTitles(): Promise<string[]> {
  return dataOf<{ getProducts: ProductShape[] }>(
    await cast.as.user(OPS.getProducts),
  ).getProducts.map((p) => p.title);
}

async function page(search: string | null, pageNumber: number, pageSize: number) {
  return dataOf<{ getProductsPaginated: { products: Array<{ title: string }>; count: number } }>(
    await cast.as.user(OPS.getProductsPaginated, {
      searchInput: { search, page: pageNumber, pageSize },
    }),
  ).getProductsPaginated;
}

describe('importing products', () => {
  it('stores a batch with its variants, options and images, answered in the order given', async () => {
    const keys = await uploadImages(cast.as.owner, [
      { fileName: '8000000101-1.png', bytes: PNG },
      { fileName: '8000000101-1-thumb.png', bytes: PNG },
    ]);
    const saved = await upsert([
      productInput(101, {
        title: 'Zebra Tee',
        imageOriginalSrc: 'https://cdn.shopify.com/s/files/zebra.png?v=1',
        imageUrl: keys[0],
        thumbnailUrl: keys[1],
        images: [
          {
            imageOriginalSrc: 'https://cdn.shopify.com/s/files/zebra.png?v=1',
            imageUrl: keys[0],
            thumbnailUrl: keys[1],
            isFeatured: true,
          },
        ],
      }),
      productInput(102, { title: 'apple Mug', price: null }),
    ]);
    expect(saved.map((p) => p.title)).toEqual(['Zebra Tee', 'apple Mug']);
    const [zebra, apple] = saved;
    expect(zebra).toMatchObject({
      alternateId: 'gid://shopify/Product/8000000101',
      price: 121,
      availableForSale: true,
      productType: 'T-Shirts',
      vendor: 'Lumen Goods',
      handle: 'product-101',
      imageOriginalSrc: 'https://cdn.shopify.com/s/files/zebra.png?v=1',
      imageUrl: `${server.url}/media/${keys[0]}`,
      thumbnailUrl: `${server.url}/media/${keys[1]}`,
    });
    expect(zebra?.variants.map((v) => [v.id, v.title, v.price, v.selectedOptions])).toEqual([
      [
        'gid://shopify/ProductVariant/44000001010',
        'S / Navy',
        120,
        [
          { name: 'Size', value: 'S' },
          { name: 'Color', value: 'Navy' },
        ],
      ],
      [
        'gid://shopify/ProductVariant/44000001011',
        'M / Navy',
        121,
        [
          { name: 'Size', value: 'M' },
          { name: 'Color', value: 'Navy' },
        ],
      ],
    ]);
    expect(zebra?.images).toEqual([
      {
        imageOriginalSrc: 'https://cdn.shopify.com/s/files/zebra.png?v=1',
        imageUrl: `${server.url}/media/${keys[0]}`,
        thumbnailUrl: `${server.url}/media/${keys[1]}`,
        isFeatured: true,
      },
    ]);
    // The re-hosted image is served.
    const image = await fetch(zebra!.imageUrl!);
    expect(image.status).toBe(200);
    expect(apple).toMatchObject({ price: null, imageUrl: null, thumbnailUrl: null, images: [] });
  });

  it('lists products sorted by title, ignoring case', async () => {
    expect(await listTitles()).toEqual(['apple Mug', 'Zebra Tee']);
  });

  it('updates a product imported again (same store id) instead of duplicating it', async () => {
    const [updated] = await upsert([
      productInput(101, {
        title: 'Zebra Tee v2',
        price: 99.99,
        availableForSale: false,
        variants: [
          {
            id: 'gid://shopify/ProductVariant/44000001019',
            title: 'One size',
            price: 99.99,
            selectedOptions: [{ name: 'Title', value: 'Default Title' }],
          },
        ],
      }),
    ]);
    expect(updated).toMatchObject({ title: 'Zebra Tee v2', price: 99.99, availableForSale: false });
    expect(updated?.variants.map((v) => v.title)).toEqual(['One size']);
    // The image list was replaced by the (empty) one sent.
    expect(updated?.images).toEqual([]);
    expect(await listTitles()).toEqual(['apple Mug', 'Zebra Tee v2']);
  });

  it('keeps exactly one featured image', async () => {
    const [product] = await upsert([
      productInput(103, {
        images: [1, 2, 3].map((i) => ({
          imageOriginalSrc: `https://cdn.shopify.com/s/files/${i}.png`,
          imageUrl: `https://cdn.shopify.com/s/files/${i}.png`,
          thumbnailUrl: `https://cdn.shopify.com/s/files/${i}_thumb.png`,
          isFeatured: i > 1,
        })),
      }),
    ]);
    expect(product?.images.map((i) => i.isFeatured)).toEqual([false, true, false]);
  });

  it('stores descriptions safely', async () => {
    const [product] = await upsert([
      productInput(104, {
        descriptionHtml:
          '<p onclick="x()">Soft <b>cotton</b><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      }),
    ]);
    expect(product?.descriptionHtml).toBe('<p>Soft <b>cotton</b></p>');
  });

  it('refuses malformed products, and writes nothing of a refused batch', async () => {
    const before = await listTitles();
    const bad: Array<[string, Record<string, unknown>]> = [
      ['not a store id', { alternateId: 'product-1' }],
      ['blank title', { title: '   ' }],
      ['negative price', { price: -1 }],
      [
        'variant id of another kind',
        {
          variants: [{ id: 'gid://shopify/Product/1', title: 'x', price: 1, selectedOptions: [] }],
        },
      ],
      ['script URL', { imageOriginalSrc: 'javascript:alert(1)' }],
      ['path outside the group', { imageUrl: 'groups/other/products/x.png', thumbnailUrl: null }],
      ['data URL as image', { imageUrl: 'data:image/png;base64,AAAA' }],
    ];
    for (const [reason, change] of bad) {
      const response = await cast.as.owner(OPS.upsertProducts, {
        products: [productInput(200), productInput(201, change)],
      });
      expect(messagesOf(response), reason).toEqual(['Unable to import product.']);
    }
    expect(
      messagesOf(
        await cast.as.owner(OPS.upsertProducts, {
          products: Array.from({ length: 21 }, (_, i) => productInput(300 + i)),
        }),
      ),
    ).toEqual(['Unable to import products.']);
    expect(
      messagesOf(
        await cast.as.owner(OPS.upsertProducts, { products: [productInput(5), productInput(5)] }),
      ),
    ).toEqual(['Unable to import products.']);
    expect(await listTitles()).toEqual(before);
  });

  it('refuses an image key that was never uploaded or is not an image', async () => {
    const [never] = dataOf<{
      getProductImageUploadUrls: Array<{ fileKey: string; objectExists: boolean }>;
    }>(
      await cast.as.owner(OPS.getProductImageUploadUrls, {
        fileData: [{ fileName: 'never.png', fileType: 'image/png' }],
      }),
    ).getProductImageUploadUrls;
    expect(never?.objectExists).toBe(false);
    expect(
      messagesOf(
        await cast.as.owner(OPS.upsertProducts, {
          products: [productInput(400, { title: 'Ghost', imageUrl: never!.fileKey })],
        }),
      ),
    ).toEqual(['Unable to upload image for product: Ghost']);
  });

  it('accepts a batch of 20, the import’s batch size', async () => {
    const saved = await upsert(Array.from({ length: 20 }, (_, i) => productInput(500 + i)));
    expect(saved).toHaveLength(20);
  });
});

describe('searching and paging', () => {
  it('matches the title case-insensitively, trimmed, and counts every match', async () => {
    const all = await page(null, 0, 100);
    expect(all.count).toBe(all.products.length);
    const first = await page('  product 5 ', 0, 5);
    expect(first.count).toBe(20);
    expect(first.products.map((p) => p.title)).toEqual([
      'Product 500',
      'Product 501',
      'Product 502',
      'Product 503',
      'Product 504',
    ]);
    const last = await page('PRODUCT 5', 3, 5);
    expect(last.products.map((p) => p.title)).toEqual([
      'Product 515',
      'Product 516',
      'Product 517',
      'Product 518',
      'Product 519',
    ]);
    expect((await page('PRODUCT 5', 4, 5)).products).toEqual([]);
    // LIKE wildcards are plain characters.
    expect((await page('%', 0, 5)).count).toBe(0);
  });

  it('refuses page sizes outside 1..100', async () => {
    for (const pageSize of [0, 101]) {
      expect(
        messagesOf(
          await cast.as.user(OPS.getProductsPaginated, { searchInput: { page: 0, pageSize } }),
        ),
      ).toEqual(['Unable to get products.']);
    }
  });
});

describe('archiving', () => {
  it('removes a product from every list and collection; importing it again restores it', async () => {
    const [one, two] = await upsert([productInput(601), productInput(602)]);
    const [collection] = dataOf<{ upsertProductCollections: CollectionShape[] }>(
      await cast.as.owner(OPS.upsertProductCollections, {
        collections: [collectionInput(601, [601, 602])],
      }),
    ).upsertProductCollections;
    expect(collection?.items.map((i) => i.product.title)).toEqual(['Product 601', 'Product 602']);

    expect(
      dataOf<{ archiveProduct: { success: boolean } }>(
        await cast.as.user(OPS.archiveProduct, { productId: one!.id }),
      ).archiveProduct.success,
    ).toBe(true);
    expect(await listTitles()).not.toContain('Product 601');
    expect((await page('Product 601', 0, 10)).count).toBe(0);
    const collections = dataOf<{ getProductCollections: CollectionShape[] }>(
      await cast.as.user(OPS.getProductCollections),
    ).getProductCollections;
    expect(collections.find((c) => c.id === collection!.id)?.items.map((i) => i.productId)).toEqual(
      [two!.id],
    );
    // Twice, or an unknown id: the spec's message.
    for (const productId of [one!.id, 'nope', '00000000-0000-4000-8000-000000000000']) {
      expect(messagesOf(await cast.as.user(OPS.archiveProduct, { productId }))).toEqual([
        'Error deleting product from the database.',
      ]);
    }

    const [restored] = await upsert([productInput(601)]);
    expect(restored?.id).toBe(one!.id);
    expect(await listTitles()).toContain('Product 601');
  });
});

describe('resource counts', () => {
  it('count listed products and collections', async () => {
    const counts = dataOf<{ getResourceCounts: { products: number; productCollections: number } }>(
      await cast.as.owner('query { getResourceCounts { products productCollections } }'),
    ).getResourceCounts;
    expect(counts.products).toBe((await listTitles()).length);
    expect(counts.productCollections).toBe(1);
  });
});
