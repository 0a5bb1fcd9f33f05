// Who may use each catalogue operation: anonymous visitors, an admin who is not a member, a member
// of another group, and the group's USER and OWNER. Admin variants: admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gql } from '../harness/accounts';
import {
  createCast,
  dataOf,
  FORBIDDEN,
  messagesOf,
  NOT_LOGGED_IN,
  type Cast,
} from '../stores/cast';
import { seedInstalledStore, type ShopifyTestServer } from '../stores/harness';
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
let products: ProductShape[];
let collection: CollectionShape;
let operationId: string;

beforeAll(async () => {
  server = await startCatalogueServer();
  cast = await createCast(server);
  await seedInstalledStore(server, 'acme-auth.myshopify.com', cast.olivia.id, cast.groupA);
  products = dataOf<{ upsertProducts: ProductShape[] }>(
    await cast.as.owner(OPS.upsertProducts, { products: [1, 2, 3].map((n) => productInput(n)) }),
  ).upsertProducts;
  collection = dataOf<{ upsertProductCollections: CollectionShape[] }>(
    await cast.as.owner(OPS.upsertProductCollections, {
      collections: [collectionInput(1, [1, 2])],
    }),
  ).upsertProductCollections[0]!;
  operationId = dataOf<{ getProductsBulk: { operationId: string } }>(
    await cast.as.owner(OPS.getProductsBulk),
  ).getProductsBulk.operationId;
}, 120_000);
afterAll(() => server.close());

type Op = keyof typeof OPS;

/** Variables for each operation, aimed at group A's things. */
function variables(op: Op): Record<string, unknown> {
  switch (op) {
    case 'getProductsPaginated':
      return { searchInput: { search: '', page: 0, pageSize: 25 } };
    case 'getBulkOperationStatus':
      return { operationId };
    case 'getProductImageUploadUrls':
      return { fileData: [{ fileName: 'tee.png', fileType: 'image/png' }] };
    case 'adminGetProducts':
    case 'adminGetProductCollections':
      return { groupId: cast.groupA };
    case 'upsertProducts':
      return { products: [productInput(9)] };
    case 'upsertProductCollections':
      return { collections: [collectionInput(9, [1])] };
    case 'deleteProductCollection':
      return { collectionId: collection.id };
    case 'archiveProduct':
      return { productId: products[2]!.id };
    default:
      return {};
  }
}

const ADMIN_OPS: Op[] = ['adminGetProducts', 'adminGetProductCollections'];
// Run last for each role: they change what the others read.
const DESTRUCTIVE: Op[] = ['deleteProductCollection', 'archiveProduct'];
// getProductsBulk/getProductCollectionsBulk are refused by the store while another runs, so
// they are checked on their own below.
const BULK: Op[] = ['getProductsBulk', 'getProductCollectionsBulk'];
const MEMBER_OPS = (Object.keys(OPS) as Op[]).filter((op) => !ADMIN_OPS.includes(op));

describe('anonymous visitors', () => {
  it.each(Object.keys(OPS) as Op[])('%s: must log in', async (op) => {
    expect(messagesOf(await cast.as.anonymous(OPS[op], variables(op)))).toEqual([NOT_LOGGED_IN]);
  });
});

describe('an admin who is not a member of the group', () => {
  it.each(MEMBER_OPS)('%s: forbidden', async (op) => {
    expect(messagesOf(await cast.as.admin(OPS[op], variables(op)))).toEqual([FORBIDDEN]);
  });

  it('reads any group’s catalogue through the admin variants', async () => {
    const list = dataOf<{ adminGetProducts: ProductShape[] }>(
      await cast.as.admin(OPS.adminGetProducts, { groupId: cast.groupA }),
    ).adminGetProducts;
    expect(list.map((p) => p.title)).toEqual(['Product 1', 'Product 2', 'Product 3']);
    const collections = dataOf<{ adminGetProductCollections: CollectionShape[] }>(
      await cast.as.admin(OPS.adminGetProductCollections, { groupId: cast.groupA }),
    ).adminGetProductCollections;
    expect(collections.map((c) => c.title)).toEqual(['Collection 1']);
    expect(
      dataOf<{ adminGetProducts: ProductShape[] }>(
        await cast.as.admin(OPS.adminGetProducts, { groupId: cast.groupB }),
      ).adminGetProducts,
    ).toEqual([]);
  });

  it('is told when the group does not exist', async () => {
    for (const groupId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(messagesOf(await cast.as.admin(OPS.adminGetProducts, { groupId }))).toEqual([
        'Group not found.',
      ]);
    }
  });
});

describe('members of the group', () => {
  it.each(['owner', 'user'] as const)('%s: may not use the admin variants', async (role) => {
    for (const op of ADMIN_OPS) {
      expect(messagesOf(await cast.as[role](OPS[op], variables(op)))).toEqual([FORBIDDEN]);
    }
  });

  it.each(['user', 'owner'] as const)('%s: may use every catalogue operation', async (role) => {
    const gql: Gql = cast.as[role];
    for (const op of MEMBER_OPS.filter((o) => !DESTRUCTIVE.includes(o) && !BULK.includes(o))) {
      const response = await gql(OPS[op], variables(op));
      expect(response.body.errors, `${role} ${op}`).toBeUndefined();
    }
    // Each role archives and deletes something of its own.
    const [extra] = dataOf<{ upsertProducts: ProductShape[] }>(
      await gql(OPS.upsertProducts, { products: [productInput(role === 'user' ? 20 : 21)] }),
    ).upsertProducts;
    const [extraCollection] = dataOf<{ upsertProductCollections: CollectionShape[] }>(
      await gql(OPS.upsertProductCollections, {
        collections: [collectionInput(role === 'user' ? 20 : 21, [1])],
      }),
    ).upsertProductCollections;
    expect(
      dataOf<{ archiveProduct: { success: boolean } }>(
        await gql(OPS.archiveProduct, { productId: extra!.id }),
      ).archiveProduct.success,
    ).toBe(true);
    expect(
      dataOf<{ deleteProductCollection: { success: boolean } }>(
        await gql(OPS.deleteProductCollection, { collectionId: extraCollection!.id }),
      ).deleteProductCollection.success,
    ).toBe(true);
  });

  it('may start bulk operations on the group’s store (one at a time, as the store allows)', async () => {
    // The beforeAll operation may still run; wait for it.
    for (let i = 0; i < 60; i++) {
      const status = dataOf<{ getBulkOperationStatus: { completed: boolean } }>(
        await cast.as.user(OPS.getBulkOperationStatus, { operationId }),
      ).getBulkOperationStatus;
      if (status.completed) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const started = dataOf<{ getProductCollectionsBulk: { operationId: string } }>(
      await cast.as.user(OPS.getProductCollectionsBulk),
    ).getProductCollectionsBulk;
    expect(started.operationId).toMatch(/^gid:\/\/shopify\/BulkOperation\/\d+$/);
    // A second one while the first runs is refused by the store.
    expect(messagesOf(await cast.as.owner(OPS.getProductsBulk))).toEqual([
      'Unable to start Shopify bulk query operation.',
    ]);
  });
});

describe('a member of another group', () => {
  it('sees only its own group’s (empty) catalogue', async () => {
    expect(
      dataOf<{ getProducts: unknown[] }>(await cast.as.outsider(OPS.getProducts)).getProducts,
    ).toEqual([]);
    expect(
      dataOf<{ getProductsPaginated: { count: number } }>(
        await cast.as.outsider(OPS.getProductsPaginated, variables('getProductsPaginated')),
      ).getProductsPaginated.count,
    ).toBe(0);
    expect(
      dataOf<{ getProductCollections: unknown[] }>(
        await cast.as.outsider(OPS.getProductCollections),
      ).getProductCollections,
    ).toEqual([]);
  });

  it('cannot reach the group’s products, collections or bulk operations', async () => {
    expect(
      messagesOf(await cast.as.outsider(OPS.archiveProduct, variables('archiveProduct'))),
    ).toEqual(['Error deleting product from the database.']);
    expect(
      messagesOf(
        await cast.as.outsider(OPS.deleteProductCollection, variables('deleteProductCollection')),
      ),
    ).toEqual(['Error deleting product collection.']);
    expect(
      messagesOf(
        await cast.as.outsider(OPS.getBulkOperationStatus, variables('getBulkOperationStatus')),
      ),
    ).toEqual(['Unable to get status of operation.']);
    // Its group has no store.
    expect(messagesOf(await cast.as.outsider(OPS.getProductsBulk))).toEqual([
      'Unable to start Shopify bulk query operation.',
    ]);
    // The group's products are untouched.
    const titles = dataOf<{ getProducts: ProductShape[] }>(
      await cast.as.owner(OPS.getProducts),
    ).getProducts.map((p) => p.title);
    expect(titles).toContain('Product 3');
  });

  it('imports into its own group: the same store ids stay separate per group', async () => {
    const [mine] = dataOf<{ upsertProducts: ProductShape[] }>(
      await cast.as.outsider(OPS.upsertProducts, {
        products: [productInput(1, { title: 'Otto’s copy' })],
      }),
    ).upsertProducts;
    expect(mine?.alternateId).toBe(products[0]!.alternateId);
    expect(mine?.id).not.toBe(products[0]!.id);
    const ownerView = dataOf<{ getProducts: ProductShape[] }>(
      await cast.as.owner(OPS.getProducts),
    ).getProducts;
    expect(ownerView.find((p) => p.alternateId === mine?.alternateId)?.title).toBe('Product 1');
    // Its upload keys are its own group's: group A cannot store them.
    const urls = dataOf<{ getProductImageUploadUrls: Array<{ fileKey: string }> }>(
      await cast.as.outsider(OPS.getProductImageUploadUrls, variables('getProductImageUploadUrls')),
    ).getProductImageUploadUrls;
    expect(urls[0]?.fileKey).toMatch(new RegExp(`^groups/${cast.groupB}/products/`));
    expect(
      messagesOf(
        await cast.as.owner(OPS.upsertProducts, {
          products: [
            productInput(30, { imageUrl: urls[0]!.fileKey, thumbnailUrl: urls[0]!.fileKey }),
          ],
        }),
      ),
    ).toEqual(['Unable to import product.']);
  });
});
