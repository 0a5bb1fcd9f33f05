// The sandbox's catalogue through the Admin API as Shopify serves it: paged products and
// collections, bulk queries that run CREATED → RUNNING → COMPLETED, and their JSONL results with
// children linked by __parentId, images served as real PNGs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BulkCatalogue, productPrice, toProductInput } from '@vendy/client/domain';
import {
  bulkOperationRunQuery,
  COLLECTIONS_BULK_QUERY,
  getBulkOperation,
  openBulkResult,
  PRODUCTS_BULK_QUERY,
  ShopifyAdminClient,
  shopifyApp,
  type BulkOperation,
} from '../../src/providers/shopify';
import { createUser } from '../harness/accounts';
import {
  seedInstalledStore,
  startShopifyTestServer,
  type ShopifyTestServer,
} from '../stores/harness';

const SHOP = 'catalogue-shop.myshopify.com';
let server: ShopifyTestServer;
let shop: ShopifyAdminClient;

beforeAll(async () => {
  server = await startShopifyTestServer();
  const owner = await createUser(server.database.db, { email: 'owner@example.com' });
  const { token } = await seedInstalledStore(server, SHOP, owner.id);
  shop = new ShopifyAdminClient(shopifyApp(server.config), { shop: SHOP, accessToken: token });
});
afterAll(() => server.close());

async function waitForCompletion(id: string): Promise<{ seen: string[]; done: BulkOperation }> {
  const seen: string[] = [];
  for (let i = 0; i < 100; i++) {
    const operation = await getBulkOperation(shop, id);
    if (!operation) throw new Error('operation vanished');
    if (seen.at(-1) !== operation.status) seen.push(operation.status);
    if (operation.status === 'COMPLETED') return { seen, done: operation };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('bulk operation did not complete');
}

async function readAll(url: string): Promise<{ catalogue: BulkCatalogue; lines: unknown[] }> {
  const download = await openBulkResult(shopifyApp(server.config), SHOP, url);
  const catalogue = new BulkCatalogue();
  const lines: unknown[] = [];
  for await (const record of download.records) {
    lines.push(record);
    catalogue.add(record);
  }
  return { catalogue, lines };
}

describe('products and collections queries', () => {
  it('pages products with cursors and requires first or last', async () => {
    type Page = {
      products: {
        edges: Array<{ cursor: string; node: { id: string; title: string } }>;
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
    };
    const query = `query products($after: String) {
      products(first: 3, after: $after) { edges { cursor node { id title } } pageInfo { hasNextPage endCursor } }
    }`;
    const first = await shop.request<Page>(query);
    expect(first.products.edges).toHaveLength(3);
    expect(first.products.pageInfo.hasNextPage).toBe(true);
    const second = await shop.request<Page>(query, { after: first.products.pageInfo.endCursor });
    expect(second.products.edges[0]?.node.id).not.toBe(first.products.edges[2]?.node.id);
    await expect(shop.request('{ products { edges { node { id } } } }')).rejects.toThrow(
      /you must provide one of first or last/,
    );
  });

  it('answers a product in Shopify’s shapes', async () => {
    const data = await shop.request<{
      products: {
        nodes: Array<{
          id: string;
          handle: string;
          vendor: string;
          productType: string;
          descriptionHtml: string;
          options: Array<{ name: string; values: string[] }>;
          priceRangeV2: { maxVariantPrice: { amount: string; currencyCode: string } };
          variants: {
            nodes: Array<{
              price: string;
              selectedOptions: Array<{ name: string; value: string }>;
            }>;
          };
          images: { nodes: Array<{ url: string }> };
        }>;
      };
    }>(`{ products(first: 1) { nodes {
      id handle vendor productType descriptionHtml
      options { name values }
      priceRangeV2 { maxVariantPrice { amount currencyCode } }
      variants(first: 100) { nodes { price selectedOptions { name value } } }
      images(first: 10) { nodes { url } }
    } } }`);
    const product = data.products.nodes[0]!;
    expect(product.id).toMatch(/^gid:\/\/shopify\/Product\/\d{13}$/);
    expect(product.handle).toMatch(/^[a-z0-9-]+$/);
    expect(product.vendor).not.toBe('');
    expect(product.descriptionHtml).toMatch(/^<p>.+<\/p><ul>/);
    expect(product.options.length).toBeGreaterThanOrEqual(1);
    expect(product.options.length).toBeLessThanOrEqual(3);
    const optionCombinations = product.options.reduce((n, o) => n * o.values.length, 1);
    expect(product.variants.nodes).toHaveLength(optionCombinations);
    // Variant prices are Money strings; MoneyV2 amounts are Decimal strings.
    for (const variant of product.variants.nodes) expect(variant.price).toMatch(/^\d+\.\d\d$/);
    expect(product.priceRangeV2.maxVariantPrice).toMatchObject({ currencyCode: 'USD' });
    expect(product.priceRangeV2.maxVariantPrice.amount).toMatch(/^\d+\.\d{1,2}$/);
    const highest = Math.max(...product.variants.nodes.map((v) => Number(v.price)));
    expect(Number(product.priceRangeV2.maxVariantPrice.amount)).toBe(highest);
  });

  it('serves product images as real PNG files', async () => {
    const data = await shop.request<{
      products: { nodes: Array<{ featuredImage: { url: string } | null }> };
    }>('{ products(first: 10) { nodes { featuredImage { url } } } }');
    const url = data.products.nodes.find((p) => p.featuredImage)?.featuredImage?.url ?? '';
    expect(url.startsWith(`${server.url}/sandbox/shopify/${SHOP}/cdn/shop/files/`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(bytes.readUInt32BE(16)).toBe(600); // IHDR width
    expect((await fetch(url.replace(/[^/]+\.png/, 'nope.png'))).status).toBe(404);
  });
});

describe('bulk operations', () => {
  let productsUrl: string;

  it('runs a products bulk query to completion, one at a time per shop', async () => {
    const started = await bulkOperationRunQuery(shop, PRODUCTS_BULK_QUERY);
    expect(started.id).toMatch(/^gid:\/\/shopify\/BulkOperation\/\d+$/);
    expect(started.status).toBe('CREATED');
    expect(started.url).toBeNull();
    await expect(bulkOperationRunQuery(shop, COLLECTIONS_BULK_QUERY)).rejects.toThrow(
      `A bulk query operation for this app and shop is already in progress: ${started.id}.`,
    );
    const { seen, done } = await waitForCompletion(started.id);
    expect(seen).toContain('RUNNING');
    expect(seen.at(-1)).toBe('COMPLETED');
    expect(done.objectCount).toBeGreaterThan(1000);
    expect(done.url).toMatch(/\/bulk-operation-outputs\/\d+\.jsonl\?expires=\d+&signature=/);
    productsUrl = done.url!;
  });

  it('writes products, then their variants and images with __parentId', async () => {
    const { catalogue, lines } = await readAll(productsUrl);
    const first = lines[0] as Record<string, unknown>;
    expect(first.id).toMatch(/^gid:\/\/shopify\/Product\//);
    expect(first).not.toHaveProperty('variants');
    expect(first).not.toHaveProperty('__parentId');
    const second = lines[1] as Record<string, unknown>;
    expect(second.__parentId).toBe(first.id);

    const products = catalogue.products;
    expect(products.length).toBeGreaterThanOrEqual(200);
    const inputs = products.map((p) => toProductInput(p));
    expect(new Set(inputs.map((p) => p.alternateId)).size).toBe(products.length);
    for (const product of products) {
      expect(product.variants.length).toBeGreaterThan(0);
      expect(productPrice(product)).toBeGreaterThan(0);
      for (const variant of product.variants)
        expect(variant.selectedOptions.length).toBeGreaterThan(0);
    }
    // Options: Size, Color, Material (or Shopify's single "Title" option).
    const optionNames = new Set(
      products.flatMap((p) => p.variants.flatMap((v) => v.selectedOptions.map((o) => o.name))),
    );
    expect([...optionNames].sort()).toEqual(['Color', 'Material', 'Size', 'Title']);
    expect(products.filter((p) => p.images.length > 0).length).toBeGreaterThan(200);
    expect(products.some((p) => p.variants.some((v) => v.image !== null))).toBe(true);
    // A few products are drafts or sold out.
    const unavailable = inputs.filter((p) => !p.availableForSale);
    expect(unavailable.length).toBeGreaterThanOrEqual(3);
    expect(products.some((p) => p.status === 'DRAFT')).toBe(true);
    // Realistic text.
    expect(new Set(products.map((p) => p.vendor)).size).toBeGreaterThan(3);
    expect(new Set(products.map((p) => p.productType))).toContain('T-Shirts');
  });

  it('produces the same catalogue every time', async () => {
    const again = await bulkOperationRunQuery(shop, PRODUCTS_BULK_QUERY);
    const { done } = await waitForCompletion(again.id);
    const [a, b] = await Promise.all([readAll(productsUrl), readAll(done.url!)]);
    expect(b.lines).toEqual(a.lines);
  });

  it('runs a collections bulk query: collections and their products', async () => {
    const started = await bulkOperationRunQuery(shop, COLLECTIONS_BULK_QUERY);
    const { done } = await waitForCompletion(started.id);
    const { catalogue } = await readAll(done.url!);
    const collections = catalogue.collections;
    expect(collections.length).toBeGreaterThanOrEqual(10);
    expect(collections.map((c) => c.title)).toContain('Summer Essentials');
    const withProducts = collections.filter((c) => c.productIds.length > 0);
    expect(withProducts.length).toBeGreaterThanOrEqual(10);
    const products = (await readAll(productsUrl)).catalogue.products.map((p) => p.id);
    for (const collection of collections) {
      for (const id of collection.productIds) expect(products).toContain(id);
    }
  });

  it('refuses invalid bulk queries with Shopify’s reasons', async () => {
    await expect(bulkOperationRunQuery(shop, '{ shop { name } }')).rejects.toThrow(
      /must be a connection/,
    );
    await expect(
      bulkOperationRunQuery(shop, '{ products { edges { node { nope } } } }'),
    ).rejects.toThrow(/Invalid bulk query: Cannot query field "nope"/);
    await expect(
      bulkOperationRunQuery(
        shop,
        '{ products { edges { node { title variants { edges { node { id } } } } } } }',
      ),
    ).rejects.toThrow(/Connection fields without 'id': variants/);
    await expect(
      bulkOperationRunQuery(
        shop,
        '{ collections { edges { node { id products { edges { node { id variants { edges { node { id } } } } } } } } } }',
      ),
    ).rejects.toThrow(/nesting depth greater than 2/);
  });

  it('guards result URLs: signed, and operations stay within their shop', async () => {
    const tampered = productsUrl.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await fetch(tampered)).status).toBe(403);
    const otherShop = productsUrl.replace(SHOP, 'other-shop.myshopify.com');
    expect((await fetch(otherShop)).status).toBe(403);
    await expect(
      openBulkResult(shopifyApp(server.config), SHOP, 'http://169.254.169.254/latest'),
    ).rejects.toThrow(/not Shopify's/);

    const id = /bulk-operation-outputs\/(\d+)/.exec(productsUrl)?.[1];
    const other = new ShopifyAdminClient(shopifyApp(server.config), {
      shop: 'other-shop.myshopify.com',
      accessToken: 'shpat_devtoken123',
    });
    expect(await getBulkOperation(other, `gid://shopify/BulkOperation/${id}`)).toBeNull();
    expect(await getBulkOperation(shop, `gid://shopify/BulkOperation/${id}`)).not.toBeNull();
  });

  it('cancels a running operation', async () => {
    const started = await bulkOperationRunQuery(shop, COLLECTIONS_BULK_QUERY);
    const data = await shop.request<{
      bulkOperationCancel: { bulkOperation: { status: string } | null; userErrors: unknown[] };
    }>(
      'mutation ($id: ID!) { bulkOperationCancel(id: $id) { bulkOperation { status } userErrors { message } } }',
      { id: started.id },
    );
    expect(data.bulkOperationCancel).toEqual({
      bulkOperation: { status: 'CANCELED' },
      userErrors: [],
    });
    expect((await getBulkOperation(shop, started.id))?.status).toBe('CANCELED');
    // Another bulk query may start at once.
    expect((await bulkOperationRunQuery(shop, COLLECTIONS_BULK_QUERY)).status).toBe('CREATED');
  });
});
