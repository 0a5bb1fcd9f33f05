// The catalogue tests' server: its own address as PUBLIC_URL (so the Shopify client reaches the
// sandbox over real HTTP) and its own data directory (uploaded images), plus the GraphQL documents
// and helpers to build imports and upload images the way the browser does.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Gql } from '../harness/accounts';
import { startShopifyTestServer, type ShopifyTestServer } from '../stores/harness';

export async function startCatalogueServer(): Promise<ShopifyTestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vendy-catalogue-'));
  const server = await startShopifyTestServer({ DATA_DIR: dataDir });
  return {
    ...server,
    async close() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

const VARIANT =
  'id title price imageOriginalSrc imageUrl thumbnailUrl selectedOptions { name value }';
export const PRODUCT_FIELDS = `id alternateId title description descriptionHtml price availableForSale
  productType vendor handle imageOriginalSrc imageUrl thumbnailUrl
  variants { ${VARIANT} } images { imageOriginalSrc imageUrl thumbnailUrl isFeatured }`;
const COLLECTION_FIELDS = `id alternateId title description handle
  items { productId product { id alternateId title price } }`;

export const OPS = {
  getProducts: `query getProducts { getProducts { ${PRODUCT_FIELDS} } }`,
  getProductsPaginated: `query getProductsPaginated($searchInput: ProductSearchInput!) {
    getProductsPaginated(searchInput: $searchInput) { products { id title } count } }`,
  getProductCollections: `query getProductCollections { getProductCollections { ${COLLECTION_FIELDS} } }`,
  getBulkOperationStatus: `query getBulkOperationStatus($operationId: ID!) {
    getBulkOperationStatus(operationId: $operationId) { url completed status objectCount } }`,
  getProductImageUploadUrls: `query getProductImageUploadUrls($fileData: [FileDataInput!]!) {
    getProductImageUploadUrls(fileData: $fileData) { fileName fileKey url objectExists } }`,
  adminGetProducts: `query adminGetProducts($groupId: ID!) { adminGetProducts(groupId: $groupId) { ${PRODUCT_FIELDS} } }`,
  adminGetProductCollections: `query adminGetProductCollections($groupId: ID!) {
    adminGetProductCollections(groupId: $groupId) { ${COLLECTION_FIELDS} } }`,
  getProductsBulk: `mutation getProductsBulk { getProductsBulk { operationId } }`,
  getProductCollectionsBulk: `mutation getProductCollectionsBulk { getProductCollectionsBulk { operationId } }`,
  upsertProducts: `mutation upsertProducts($products: [ProductInput!]!) {
    upsertProducts(products: $products) { ${PRODUCT_FIELDS} } }`,
  upsertProductCollections: `mutation upsertProductCollections($collections: [ProductCollectionInput!]!) {
    upsertProductCollections(collections: $collections) { ${COLLECTION_FIELDS} } }`,
  deleteProductCollection: `mutation deleteProductCollection($collectionId: ID!) {
    deleteProductCollection(collectionId: $collectionId) { success message } }`,
  archiveProduct: `mutation archiveProduct($productId: ID!) { archiveProduct(productId: $productId) { success message } }`,
} as const;

export interface ProductShape {
  id: string;
  alternateId: string;
  title: string;
  description: string;
  descriptionHtml: string;
  price: number | null;
  availableForSale: boolean;
  productType: string;
  vendor: string;
  handle: string;
  imageOriginalSrc: string | null;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  variants: Array<{
    id: string;
    title: string;
    price: number;
    imageOriginalSrc: string | null;
    imageUrl: string | null;
    thumbnailUrl: string | null;
    selectedOptions: Array<{ name: string; value: string }>;
  }>;
  images: Array<{
    imageOriginalSrc: string;
    imageUrl: string;
    thumbnailUrl: string;
    isFeatured: boolean;
  }>;
}

export interface CollectionShape {
  id: string;
  alternateId: string;
  title: string;
  description: string;
  handle: string;
  items: Array<{
    productId: string;
    product: { id: string; alternateId: string; title: string; price: number | null };
  }>;
}

/** A product as the import sends it (store URLs for images unless given). */
export function productInput(
  n: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    alternateId: `gid://shopify/Product/${8_000_000_000 + n}`,
    title: `Product ${n}`,
    description: `Description ${n}`,
    descriptionHtml: `<p>Description ${n}</p>`,
    price: 20 + n,
    availableForSale: true,
    productType: 'T-Shirts',
    vendor: 'Lumen Goods',
    handle: `product-${n}`,
    imageOriginalSrc: null,
    imageUrl: null,
    thumbnailUrl: null,
    variants: [
      {
        id: `gid://shopify/ProductVariant/${44_000_000_000 + n * 10}`,
        title: 'S / Navy',
        price: 19 + n,
        selectedOptions: [
          { name: 'Size', value: 'S' },
          { name: 'Color', value: 'Navy' },
        ],
      },
      {
        id: `gid://shopify/ProductVariant/${44_000_000_000 + n * 10 + 1}`,
        title: 'M / Navy',
        price: 20 + n,
        selectedOptions: [
          { name: 'Size', value: 'M' },
          { name: 'Color', value: 'Navy' },
        ],
      },
    ],
    images: [],
    ...extra,
  };
}

export function collectionInput(
  n: number,
  productNumbers: number[],
  extra: Record<string, unknown> = {},
) {
  return {
    alternateId: `gid://shopify/Collection/${400_000_000 + n}`,
    title: `Collection ${n}`,
    description: `About collection ${n}`,
    handle: `collection-${n}`,
    productAlternateIds: productNumbers.map((p) => `gid://shopify/Product/${8_000_000_000 + p}`),
    ...extra,
  };
}

/** A 1×1 PNG: real magic bytes, as the storage checks them. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a10000000049454e44ae426082',
  'hex',
);

/** Uploads files the way the import does: signed URLs first, then one PUT each. Answers fileKeys. */
export async function uploadImages(
  gql: Gql,
  files: Array<{ fileName: string; bytes: Buffer; fileType?: string }>,
): Promise<string[]> {
  const response = await gql<{
    getProductImageUploadUrls: Array<{ fileKey: string; url: string }>;
  }>(OPS.getProductImageUploadUrls, {
    fileData: files.map((f) => ({ fileName: f.fileName, fileType: f.fileType ?? 'image/png' })),
  });
  const urls = response.body.data?.getProductImageUploadUrls;
  if (!urls) throw new Error(JSON.stringify(response.body.errors));
  await Promise.all(
    urls.map(async (upload, i) => {
      const file = files[i]!;
      const put = await fetch(upload.url, {
        method: 'PUT',
        headers: { 'content-type': file.fileType ?? 'image/png' },
        body: new Uint8Array(file.bytes),
      });
      if (put.status !== 200) throw new Error(`PUT ${upload.url} answered ${put.status}`);
    }),
  );
  return urls.map((u) => u.fileKey);
}
