// Rows of the matrix for the catalogue (doc 2 §7): products, product collections, bulk imports from
// the connected store and affiliate links. Members act on their current group's only; admins read
// any group's through the admin* variants.
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { affiliateLinks, productCollections, products } from '../../src/db/schema';
import {
  UNABLE_TO_DELETE_COLLECTION,
  UNABLE_TO_DELETE_PRODUCT,
  UNABLE_TO_GET_STATUS,
  UNABLE_TO_START_BULK,
} from '../../src/modules/catalogue/messages';
import {
  AdminGetAffiliateLinksDocument,
  AdminGetProductCollectionsDocument,
  AdminGetProductsDocument,
  ArchiveAffiliateLinkDocument,
  ArchiveProductDocument,
  DeleteProductCollectionDocument,
  GetAffiliateLinkImageUploadUrlsDocument,
  GetAffiliateLinksDocument,
  GetBulkOperationStatusDocument,
  GetProductCollectionsBulkDocument,
  GetProductCollectionsDocument,
  GetProductImageUploadUrlsDocument,
  GetProductsBulkDocument,
  GetProductsDocument,
  GetProductsPaginatedDocument,
  UpsertAffiliateLinkDocument,
  UpsertProductCollectionsDocument,
  UpsertProductsDocument,
  type ProductInput,
  type UpsertProductsMutation,
} from '../../../../packages/client/src/generated/graphql';
import { collectionInput, productInput } from '../catalogue/harness';
import { seedInstalledStore } from '../stores/harness';
import { adminListRow, entityRow, fieldOf, keyFor, listRow, succeeded } from './kit';
import { dataOf, id } from './library';
import { FORBIDDEN, messagesOf, refused, row, type Row } from './matrix';
import { shopOf, type Caller, type World } from './world';

const db = (w: World) => w.server.database.db;

/** Both groups' stores are connected, so bulk queries can start. */
async function connectStores(w: World) {
  await seedInstalledStore(w.server, shopOf(w, 'acme'), w.user.owner.id, w.groupA);
  await seedInstalledStore(w.server, shopOf(w, 'bravo'), w.user.outsider.id, w.groupB);
}

const START_PRODUCTS = GetProductsBulkDocument.toString();

/** Which group's listed products carry this store id. */
async function groupsHolding(w: World, alternateId: string) {
  const rows = await db(w)
    .select({ groupId: products.groupId })
    .from(products)
    .where(and(eq(products.alternateId, alternateId), isNull(products.archivedAt)));
  return rows.map((r) => r.groupId);
}

const groupOf = (w: World, who: Caller) => (who === 'outsider' ? w.groupB : w.groupA);
/** Each member imports a product of their own number. */
const productNumber = (who: Caller) => ({ owner: 1, user: 2, outsider: 3 })[who as string] ?? 9;

/** A product as the import sends it. */
const product = (n: number, extra: Record<string, unknown> = {}) =>
  productInput(n, extra) as unknown as ProductInput;

const fileData = [{ fileName: 'tee.png', fileType: 'image/png' }];
const linkFile = (linkId: string) => [
  { fileName: `${linkId}_0a1b2c3d.png`, fileType: 'image/png' },
];

/** Signed upload URLs for the caller's current group only. */
const uploadUrls = (name: string, who: Caller) => (data: unknown, w: World) => {
  const [entry] = fieldOf<Array<{ fileKey: string; url: string }>>(data, name);
  expect(entry?.fileKey).toContain(groupOf(w, who));
  expect(entry?.url).toMatch(/^https?:\/\//);
};

export const catalogueRows: Row[] = [
  listRow({ name: 'getProducts', document: GetProductsDocument, thing: 'product' }),
  listRow({
    name: 'getProductsPaginated',
    document: GetProductsPaginatedDocument,
    thing: 'product',
    vars: { searchInput: { search: '', page: 0, pageSize: 25 } },
    list: (page) => (page as { products: Array<{ id: string }> }).products,
  }),
  listRow({
    name: 'getProductCollections',
    document: GetProductCollectionsDocument,
    thing: 'collection',
  }),
  listRow({ name: 'getAffiliateLinks', document: GetAffiliateLinksDocument, thing: 'link' }),
  adminListRow({ name: 'adminGetProducts', document: AdminGetProductsDocument, thing: 'product' }),
  adminListRow({
    name: 'adminGetProductCollections',
    document: AdminGetProductCollectionsDocument,
    thing: 'collection',
  }),
  adminListRow({
    name: 'adminGetAffiliateLinks',
    document: AdminGetAffiliateLinksDocument,
    thing: 'link',
  }),

  row({
    name: 'getProductImageUploadUrls',
    doc: GetProductImageUploadUrlsDocument,
    vars: () => ({ fileData }),
    allowed: {
      owner: uploadUrls('getProductImageUploadUrls', 'owner'),
      user: uploadUrls('getProductImageUploadUrls', 'user'),
      outsider: uploadUrls('getProductImageUploadUrls', 'outsider'),
    },
  }),
  row({
    name: 'getAffiliateLinkImageUploadUrls',
    doc: GetAffiliateLinkImageUploadUrlsDocument,
    // Files are named after the link they belong to: {linkId}_{hash}.{ext}.
    vars: (w, who) => ({ fileData: linkFile(id(w, keyFor(who, 'link'))) }),
    allowed: {
      owner: uploadUrls('getAffiliateLinkImageUploadUrls', 'owner'),
      user: uploadUrls('getAffiliateLinkImageUploadUrls', 'user'),
      outsider: uploadUrls('getAffiliateLinkImageUploadUrls', 'outsider'),
    },
    also: [
      {
        label: "for Acme's link",
        who: 'outsider',
        vars: (w) => ({ fileData: linkFile(id(w, 'A.link')) }),
        outcome: refused(FORBIDDEN),
      },
      {
        label: "for Bravo's link",
        who: 'user',
        vars: (w) => ({ fileData: linkFile(id(w, 'B.link')) }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),

  row({
    name: 'getProductsBulk',
    doc: GetProductsBulkDocument,
    setup: connectStores,
    allowed: {
      outsider: ({ getProductsBulk }) =>
        expect(getProductsBulk.operationId).toMatch(/^gid:\/\/shopify\/BulkOperation\//),
      user: ({ getProductsBulk }) =>
        expect(getProductsBulk.operationId).toMatch(/^gid:\/\/shopify\/BulkOperation\//),
      // Acme's store runs one bulk query at a time: the USER's may still be running.
      owner: {
        answered: (response) => {
          const messages = messagesOf(response);
          if (messages.length) expect(messages).toEqual([UNABLE_TO_START_BULK]);
          else expect(response.body.data).toMatchObject({ getProductsBulk: {} });
        },
      },
    },
  }),
  row({
    name: 'getProductCollectionsBulk',
    doc: GetProductCollectionsBulkDocument,
    setup: connectStores,
    allowed: {
      outsider: ({ getProductCollectionsBulk }) =>
        expect(getProductCollectionsBulk.operationId).toMatch(/^gid:\/\/shopify\/BulkOperation\//),
      user: ({ getProductCollectionsBulk }) =>
        expect(getProductCollectionsBulk.operationId).toMatch(/^gid:\/\/shopify\/BulkOperation\//),
      owner: {
        answered: (response) => {
          const messages = messagesOf(response);
          if (messages.length) expect(messages).toEqual([UNABLE_TO_START_BULK]);
          else expect(response.body.data).toMatchObject({ getProductCollectionsBulk: {} });
        },
      },
    },
  }),
  row({
    name: 'getBulkOperationStatus',
    doc: GetBulkOperationStatusDocument,
    async setup(w) {
      await connectStores(w);
      const start = async (who: 'owner' | 'outsider') =>
        dataOf<{ getProductsBulk: { operationId: string } }>(await w.as[who](START_PRODUCTS))
          .getProductsBulk.operationId;
      w.data['A.operation'] = await start('owner');
      w.data['B.operation'] = await start('outsider');
    },
    vars: (w, who) => ({ operationId: id(w, who === 'outsider' ? 'B.operation' : 'A.operation') }),
    allowed: {
      owner: ({ getBulkOperationStatus }) =>
        expect(getBulkOperationStatus.status).toMatch(/^[A-Z]+$/),
      user: ({ getBulkOperationStatus }) =>
        expect(getBulkOperationStatus.status).toMatch(/^[A-Z]+$/),
      outsider: ({ getBulkOperationStatus }) =>
        expect(getBulkOperationStatus.status).toMatch(/^[A-Z]+$/),
    },
    also: [
      {
        label: "with Acme's operation",
        who: 'outsider',
        vars: (w) => ({ operationId: id(w, 'A.operation') }),
        outcome: { refused: UNABLE_TO_GET_STATUS },
      },
      {
        label: "with Bravo's operation",
        who: 'user',
        vars: (w) => ({ operationId: id(w, 'B.operation') }),
        outcome: { refused: UNABLE_TO_GET_STATUS },
      },
    ],
  }),

  row({
    name: 'upsertProducts',
    doc: UpsertProductsDocument,
    vars: (_w, who) => ({ products: [product(productNumber(who))] }),
    every: {
      callers: ['owner', 'user', 'outsider'],
      outcome:
        (who) =>
        async ({ upsertProducts }, w) => {
          expect(upsertProducts.map((p) => p.title)).toEqual([`Product ${productNumber(who)}`]);
          const alternateId = productInput(productNumber(who)).alternateId as string;
          expect(await groupsHolding(w, alternateId)).toEqual([groupOf(w, who)]);
        },
    },
    then: [
      {
        // The same store id in another group is another product: Acme's stays as it was.
        label: "importing Acme's store id into Bravo",
        who: 'outsider',
        vars: () => ({ products: [product(1, { title: 'Bravo copy' })] }),
        outcome: async ({ upsertProducts }: UpsertProductsMutation, w: World) => {
          expect(upsertProducts[0]?.title).toBe('Bravo copy');
          const alternateId = productInput(1).alternateId as string;
          expect((await groupsHolding(w, alternateId)).sort()).toEqual([w.groupA, w.groupB].sort());
          const [acme] = await db(w)
            .select({ title: products.title })
            .from(products)
            .where(and(eq(products.alternateId, alternateId), eq(products.groupId, w.groupA)));
          expect(acme?.title).toBe('Product 1');
        },
      },
    ],
  }),
  row({
    name: 'upsertProductCollections',
    doc: UpsertProductCollectionsDocument,
    async setup(w) {
      // Each group imported product 1 already.
      for (const who of ['owner', 'outsider'] as const) {
        dataOf(await w.as[who](UpsertProductsDocument.toString(), { products: [productInput(1)] }));
      }
    },
    vars: (_w, who) => ({ collections: [collectionInput(productNumber(who), [1])] }),
    every: {
      callers: ['owner', 'user', 'outsider'],
      outcome:
        (who) =>
        async ({ upsertProductCollections }, w) => {
          const [saved] = upsertProductCollections;
          expect(saved?.title).toBe(`Collection ${productNumber(who)}`);
          const [stored] = await db(w)
            .select({ groupId: productCollections.groupId })
            .from(productCollections)
            .where(eq(productCollections.id, saved!.id));
          expect(stored?.groupId).toBe(groupOf(w, who));
        },
    },
  }),
  entityRow({
    name: 'deleteProductCollection',
    document: DeleteProductCollectionDocument,
    thing: 'collection',
    vars: (collectionId) => ({ collectionId }),
    notFound: UNABLE_TO_DELETE_COLLECTION,
    async check(data, w, key) {
      succeeded('deleteProductCollection')(data);
      const left = await db(w)
        .select()
        .from(productCollections)
        .where(eq(productCollections.id, id(w, key)));
      expect(left).toEqual([]);
    },
  }),
  entityRow({
    name: 'archiveProduct',
    document: ArchiveProductDocument,
    thing: 'product',
    vars: (productId) => ({ productId }),
    notFound: UNABLE_TO_DELETE_PRODUCT,
    async check(data, w, key) {
      succeeded('archiveProduct')(data);
      const [product] = await db(w)
        .select({ archivedAt: products.archivedAt })
        .from(products)
        .where(eq(products.id, id(w, key)));
      expect(product?.archivedAt).toBeInstanceOf(Date);
    },
  }),
  entityRow({
    name: 'upsertAffiliateLink',
    document: UpsertAffiliateLinkDocument,
    thing: 'link',
    vars: (linkId, _w, who) => ({
      id: linkId,
      title: `Renamed by ${who}`,
      price: 12.5,
      url: 'https://partner.example.com/renamed',
    }),
    // Another group's link is refused as not theirs.
    notFound: FORBIDDEN,
    async check(data, w, key) {
      const link = fieldOf<{ id: string; groupId: string; title: string }>(
        data,
        'upsertAffiliateLink',
      );
      expect(link.id).toBe(id(w, key));
      expect(link.groupId).toBe(key.startsWith('B.') ? w.groupB : w.groupA);
      expect(link.title).toMatch(/^Renamed by /);
    },
    also: [
      {
        label: 'creating a new link',
        who: 'owner',
        vars: () => ({ title: 'New bag', price: 5, url: 'https://partner.example.com/new' }),
        outcome: (data: unknown, w: World) =>
          expect(fieldOf<{ groupId: string }>(data, 'upsertAffiliateLink').groupId).toBe(w.groupA),
      },
    ],
  }),
  entityRow({
    name: 'archiveAffiliateLink',
    document: ArchiveAffiliateLinkDocument,
    thing: 'link',
    vars: (affiliateLinkId) => ({ affiliateLinkId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('archiveAffiliateLink')(data);
      const [link] = await db(w)
        .select({ archived: affiliateLinks.archived })
        .from(affiliateLinks)
        .where(eq(affiliateLinks.id, id(w, key)));
      expect(link?.archived).toBe(true);
    },
  }),
];
