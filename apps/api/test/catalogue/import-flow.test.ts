// The whole import as the merchant app runs it against the Shopify sandbox: start a bulk query,
// poll its status once per interval until completed, download the results from Vendy's url as a
// stream, re-host the images, save products in batches of 20, then the collections. Also who may
// download results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BULK_POLL_MESSAGES,
  BulkCatalogue,
  pollBulkOperation,
  PRODUCT_BATCH,
  productImageUrls,
  readJsonLines,
  toCollectionInput,
  toProductInput,
  type BulkProduct,
  type RehostedImage,
} from '@vendy/client/domain';
import type { Gql } from '../harness/accounts';
import { createCast, dataOf, messagesOf, type Cast } from '../stores/cast';
import { seedInstalledStore, type ShopifyTestServer } from '../stores/harness';
import {
  OPS,
  startCatalogueServer,
  uploadImages,
  type CollectionShape,
  type ProductShape,
} from './harness';

const SHOP = 'acme-import.myshopify.com';
let server: ShopifyTestServer;
let cast: Cast;

beforeAll(async () => {
  server = await startCatalogueServer();
  cast = await createCast(server);
  await seedInstalledStore(server, SHOP, cast.olivia.id, cast.groupA);
}, 120_000);
afterAll(() => server.close());

type Status = { url: string | null; completed: boolean; status: string; objectCount: number };

/** Starts a bulk fetch and waits for its results url, as the browser does. */
async function fetchBulk(
  gql: Gql,
  kind: 'products' | 'collections',
): Promise<{ url: string; seen: Status[] }> {
  const op = kind === 'products' ? 'getProductsBulk' : 'getProductCollectionsBulk';
  const { operationId } = dataOf<Record<string, { operationId: string }>>(await gql(OPS[op]))[op]!;
  const seen: Status[] = [];
  const url = await pollBulkOperation({
    intervalMs: 100,
    messages: BULK_POLL_MESSAGES[kind],
    getStatus: async () => {
      const status = dataOf<{ getBulkOperationStatus: Status }>(
        await gql(OPS.getBulkOperationStatus, { operationId }),
      ).getBulkOperationStatus;
      seen.push(status);
      return status;
    },
  });
  if (!url) throw new Error('nothing to import');
  return { url, seen };
}

async function download(url: string, session: string): Promise<BulkCatalogue> {
  const response = await fetch(url, { headers: { cookie: `vendy_session=${session}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/jsonl; charset=utf-8');
  const catalogue = new BulkCatalogue();
  for await (const record of readJsonLines(response.body!)) catalogue.add(record);
  return catalogue;
}

/** Re-hosts a product's images through getProductImageUploadUrls, like the import. */
async function rehost(gql: Gql, products: BulkProduct[]): Promise<Map<string, RehostedImage>> {
  const sources = [...new Set(products.flatMap(productImageUrls))];
  const files = await Promise.all(
    sources.map(async (src, i) => {
      const bytes = Buffer.from(await (await fetch(src)).arrayBuffer());
      return { src, name: `${i}-${new URL(src).pathname.split('/').pop()}`, bytes };
    }),
  );
  const keys = await uploadImages(
    gql,
    files.flatMap((f) => [
      { fileName: f.name, bytes: f.bytes },
      { fileName: `thumb-${f.name}`, bytes: f.bytes },
    ]),
  );
  return new Map(
    files.map((f, i) => [f.src, { imageUrl: keys[2 * i]!, thumbnailUrl: keys[2 * i + 1]! }]),
  );
}

describe('importing the store’s catalogue', () => {
  let products: BulkProduct[];

  it('fetches every product through a bulk operation and Vendy’s results url', async () => {
    const { url, seen } = await fetchBulk(cast.as.owner, 'products');
    expect(url).toMatch(new RegExp(`^${server.url}/catalogue/bulk-results/\\d+\\.jsonl$`));
    // Before completion there is no url; the status is the store's.
    expect(seen[0]).toMatchObject({ completed: false, url: null });
    expect(['CREATED', 'RUNNING']).toContain(seen[0]?.status);
    expect(seen.at(-1)).toMatchObject({ completed: true, status: 'COMPLETED' });
    expect(seen.at(-1)!.objectCount).toBeGreaterThan(1000);

    products = (await download(url, cast.tokens.user)).products;
    expect(products.length).toBeGreaterThanOrEqual(200);
  });

  it('imports the first batch with re-hosted images', async () => {
    const batch = products.slice(0, PRODUCT_BATCH);
    const rehosted = await rehost(cast.as.user, batch);
    const saved = dataOf<{ upsertProducts: ProductShape[] }>(
      await cast.as.user(OPS.upsertProducts, {
        products: batch.map((p) => toProductInput(p, rehosted)),
      }),
    ).upsertProducts;
    expect(saved.map((p) => p.alternateId)).toEqual(batch.map((p) => p.id));
    const withImage = saved.find((p) => p.images.length > 1 && p.variants.some((v) => v.imageUrl))!;
    expect(withImage.imageUrl).toMatch(
      new RegExp(`^${server.url}/media/groups/${cast.groupA}/products/`),
    );
    expect(withImage.imageOriginalSrc).toMatch(
      new RegExp(`/sandbox/shopify/${SHOP}/cdn/shop/files/`),
    );
    expect((await fetch(withImage.imageUrl!)).headers.get('content-type')).toBe('image/png');
    // Prices are the store's amounts, in dollars.
    const source = batch.find((p) => p.id === withImage.alternateId)!;
    expect(withImage.price).toBe(Math.max(...source.variants.map((v) => Number(v.price))));
    expect(withImage.variants[0]?.price).toBe(Number(source.variants[0]?.price));
    expect(withImage.variants[0]?.selectedOptions.length).toBeGreaterThan(0);
  });

  it('imports the rest in batches of 20, then the collections', async () => {
    for (let i = PRODUCT_BATCH; i < products.length; i += PRODUCT_BATCH) {
      const batch = products.slice(i, i + PRODUCT_BATCH).map((p) => toProductInput(p));
      dataOf(await cast.as.user(OPS.upsertProducts, { products: batch }));
    }
    const list = dataOf<{ getProducts: ProductShape[] }>(
      await cast.as.owner(OPS.getProducts),
    ).getProducts;
    expect(list).toHaveLength(products.length);
    const titles = list.map((p) => p.title);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(list.filter((p) => !p.availableForSale).length).toBeGreaterThanOrEqual(3);

    const { url } = await fetchBulk(cast.as.owner, 'collections');
    const collections = (await download(url, cast.tokens.owner)).collections;
    expect(collections.length).toBeGreaterThanOrEqual(10);
    const saved = dataOf<{ upsertProductCollections: CollectionShape[] }>(
      await cast.as.owner(OPS.upsertProductCollections, {
        collections: collections.map(toCollectionInput),
      }),
    ).upsertProductCollections;
    for (const [i, collection] of saved.entries()) {
      expect(collection.items.map((item) => item.product.alternateId)).toEqual(
        collections[i]!.productIds,
      );
    }
  });

  it('re-syncs without duplicating anything', async () => {
    const { url } = await fetchBulk(cast.as.owner, 'products');
    const again = (await download(url, cast.tokens.owner)).products.slice(0, PRODUCT_BATCH);
    dataOf(
      await cast.as.owner(OPS.upsertProducts, { products: again.map((p) => toProductInput(p)) }),
    );
    const list = dataOf<{ getProducts: ProductShape[] }>(
      await cast.as.owner(OPS.getProducts),
    ).getProducts;
    expect(list).toHaveLength(products.length);
  });
});

describe('who may download results', () => {
  let url: string;
  beforeAll(async () => {
    ({ url } = await fetchBulk(cast.as.owner, 'collections'));
  });

  it('needs a signed-in member of the group', async () => {
    expect((await fetch(url)).status).toBe(401);
    const asAdmin = await fetch(url, { headers: { cookie: `vendy_session=${cast.tokens.admin}` } });
    expect(asAdmin.status).toBe(403);
    // Otto's group has no store, so no operation of its own under that number.
    const asOutsider = await fetch(url, {
      headers: { cookie: `vendy_session=${cast.tokens.outsider}` },
    });
    expect(asOutsider.status).toBe(404);
    const unknown = url.replace(/\d+\.jsonl$/, '1.jsonl');
    expect(
      (await fetch(unknown, { headers: { cookie: `vendy_session=${cast.tokens.owner}` } })).status,
    ).toBe(404);
  });

  it('answers a status only for an operation of the group’s store', async () => {
    for (const operationId of [
      'gid://shopify/BulkOperation/1',
      'gid://shopify/Product/1',
      'nope',
    ]) {
      expect(messagesOf(await cast.as.owner(OPS.getBulkOperationStatus, { operationId }))).toEqual([
        'Unable to get status of operation.',
      ]);
    }
  });
});
