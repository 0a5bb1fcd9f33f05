// Product collections of a group: import by the store's id (products must be imported first),
// items in the store's order, update, deletion, and lists sorted by title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCast, dataOf, messagesOf, type Cast } from '../stores/cast';
import type { ShopifyTestServer } from '../stores/harness';
import {
  collectionInput,
  OPS,
  productInput,
  startCatalogueServer,
  type CollectionShape,
  type ProductShape,
} from './harness';

let server: ShopifyTestServer;
let cast: Cast;

beforeAll(async () => {
  server = await startCatalogueServer();
  cast = await createCast(server);
  dataOf<{ upsertProducts: ProductShape[] }>(
    await cast.as.owner(OPS.upsertProducts, { products: [1, 2, 3, 4].map((n) => productInput(n)) }),
  );
}, 120_000);
afterAll(() => server.close());

async function upsert(collections: unknown[]): Promise<CollectionShape[]> {
  return dataOf<{ upsertProductCollections: CollectionShape[] }>(
    await cast.as.user(OPS.upsertProductCollections, { collections }),
  ).upsertProductCollections;
}

async function list(): Promise<CollectionShape[]> {
  return dataOf<{ getProductCollections: CollectionShape[] }>(
    await cast.as.owner(OPS.getProductCollections),
  ).getProductCollections;
}

describe('importing collections', () => {
  it('stores collections with their products in the store’s order', async () => {
    const saved = await upsert([
      collectionInput(2, [3, 1, 2], { title: 'summer' }),
      collectionInput(1, [4], { title: 'Autumn' }),
      collectionInput(3, [], { title: 'Coming Soon' }),
    ]);
    expect(saved.map((c) => c.title)).toEqual(['summer', 'Autumn', 'Coming Soon']);
    expect(saved[0]).toMatchObject({
      alternateId: 'gid://shopify/Collection/400000002',
      description: 'About collection 2',
      handle: 'collection-2',
    });
    expect(saved[0]?.items.map((i) => i.product.title)).toEqual([
      'Product 3',
      'Product 1',
      'Product 2',
    ]);
    expect(saved[0]?.items[0]?.product.price).toBe(23);
    expect(saved[2]?.items).toEqual([]);
    expect((await list()).map((c) => c.title)).toEqual(['Autumn', 'Coming Soon', 'summer']);
  });

  it('updates a collection imported again and replaces its items', async () => {
    const [updated] = await upsert([collectionInput(2, [2, 4], { title: 'Summer 2' })]);
    expect(updated?.items.map((i) => i.product.title)).toEqual(['Product 2', 'Product 4']);
    expect((await list()).map((c) => c.title)).toEqual(['Autumn', 'Coming Soon', 'Summer 2']);
  });

  it('fails as a whole when a product was not imported first', async () => {
    expect(
      messagesOf(
        await cast.as.user(OPS.upsertProductCollections, {
          collections: [collectionInput(5, [1]), collectionInput(6, [1, 999])],
        }),
      ),
    ).toEqual(['Unable to import product collections.']);
    expect((await list()).map((c) => c.alternateId)).not.toContain(
      'gid://shopify/Collection/400000005',
    );
  });

  it('refuses malformed collections', async () => {
    for (const collection of [
      collectionInput(7, [1], { alternateId: 'gid://shopify/Product/1' }),
      collectionInput(7, [1], { title: ' ' }),
      collectionInput(7, ['not-an-id' as unknown as number]),
    ]) {
      expect(
        messagesOf(await cast.as.user(OPS.upsertProductCollections, { collections: [collection] })),
      ).toEqual(['Unable to import product collections.']);
    }
  });

  it('does not see another group’s products as imported', async () => {
    expect(
      messagesOf(
        await cast.as.outsider(OPS.upsertProductCollections, {
          collections: [collectionInput(8, [1])],
        }),
      ),
    ).toEqual(['Unable to import product collections.']);
  });
});

describe('deleting collections', () => {
  it('deletes the collection but keeps its products', async () => {
    const autumn = (await list()).find((c) => c.title === 'Autumn')!;
    expect(
      dataOf<{ deleteProductCollection: { success: boolean } }>(
        await cast.as.user(OPS.deleteProductCollection, { collectionId: autumn.id }),
      ).deleteProductCollection,
    ).toEqual({ success: true, message: null });
    expect((await list()).map((c) => c.title)).toEqual(['Coming Soon', 'Summer 2']);
    const products = dataOf<{ getProducts: ProductShape[] }>(
      await cast.as.owner(OPS.getProducts),
    ).getProducts;
    expect(products.map((p) => p.title)).toContain('Product 4');
    expect(
      messagesOf(await cast.as.user(OPS.deleteProductCollection, { collectionId: autumn.id })),
    ).toEqual(['Error deleting product collection.']);
  });
});
