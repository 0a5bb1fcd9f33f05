import { describe, expect, it, vi } from 'vitest';
import type { VendyRequest } from '@vendy/client/request';
import {
  fetchShopifyCatalogue,
  importPlan,
  importProducts,
  resyncAll,
  resyncPlan,
  syncMessage,
  type ImportDeps,
  type SyncProgress,
} from './catalogueImport';
import { bulkCollectionsText, bulkProductsText } from './fixtures';
import type { ShopifyProduct } from './catalogueImport';

type Vars = Record<string, unknown>;
type Handler = (variables: Vars) => unknown;

/** A fake transport answering operations by name and recording each call. */
function fakeRequest(handlers: Record<string, Handler>) {
  const calls: Array<{ name: string; variables: Vars }> = [];
  const request = (async (document: unknown, variables?: Vars) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';
    calls.push({ name, variables: variables ?? {} });
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected call ${name}`);
    return { [name]: await handler(variables ?? {}) };
  }) as VendyRequest;
  return { request, calls };
}

const done = (url: string | null) => ({
  url,
  completed: true,
  status: 'COMPLETED',
  objectCount: url ? 5 : 0,
});
const running = { url: null, completed: false, status: 'RUNNING', objectCount: 0 };

/** A results body arriving in small pieces, as a download does. */
async function* textStream(text: string) {
  for (let i = 0; i < text.length; i += 97) yield text.slice(i, i + 97);
}

function deps(handlers: Record<string, Handler>, overrides: Partial<ImportDeps> = {}) {
  const { request, calls } = fakeRequest({
    getProductsBulk: () => ({ operationId: 'op-products' }),
    getProductCollectionsBulk: () => ({ operationId: 'op-collections' }),
    getBulkOperationStatus: ({ operationId }) =>
      done(operationId === 'op-products' ? 'https://r/products' : 'https://r/collections'),
    getProductImageUploadUrls: ({ fileData }) =>
      (fileData as Array<{ fileName: string }>).map(({ fileName }) => ({
        fileName,
        fileKey: `groups/g/products/${fileName}`,
        url: `https://upload/${fileName}`,
        objectExists: false,
      })),
    upsertProducts: ({ products }) => products,
    upsertProductCollections: ({ collections }) => collections,
    ...handlers,
  });
  const put = vi.fn(async (_url: string, _file: Blob, _type: string) => {});
  const value: ImportDeps = {
    request,
    fetchResults: async (url) => ({
      status: 200,
      body: textStream(url.endsWith('products') ? bulkProductsText : bulkCollectionsText),
    }),
    downloadImage: async () => new Blob(['image'], { type: 'image/png' }),
    makeThumbnail: async () => new Blob(['thumb'], { type: 'image/png' }),
    putFile: put,
    poll: { sleep: async () => {} },
    ...overrides,
  };
  return { deps: value, calls, put };
}

describe('fetchShopifyCatalogue', () => {
  it('runs the products query, then the collections query, polling each until done', async () => {
    let tries = 0;
    const { deps: d, calls } = deps({
      getBulkOperationStatus: ({ operationId }) => {
        if (operationId === 'op-products' && tries++ < 2) return running;
        return done(operationId === 'op-products' ? 'https://r/products' : 'https://r/collections');
      },
    });
    const catalogue = await fetchShopifyCatalogue(d);
    expect(calls.map((c) => c.name)).toEqual([
      'getProductsBulk',
      'getBulkOperationStatus',
      'getBulkOperationStatus',
      'getBulkOperationStatus',
      'getProductCollectionsBulk',
      'getBulkOperationStatus',
    ]);
    expect(catalogue.products.map((p) => [p.title, p.variants[0]?.price])).toEqual([
      ['Trail Jacket', '189.00'],
      ['Alpine Boots', '149.50'],
      ['Rain Poncho', '25.00'],
      ['Sleeping Bag', '120.00'],
      ['Water Filter', '49.99'],
    ]);
    expect(catalogue.collections.map((c) => c.title)).toEqual(['Summer Hiking', 'Rainy Days']);
  });

  it('refuses results that are not JSON lines', async () => {
    const garbled = deps(
      {},
      { fetchResults: async () => ({ status: 200, body: textStream('<html>oops</html>\n') }) },
    );
    await expect(fetchShopifyCatalogue(garbled.deps)).rejects.toThrow(
      'Unable to get products and collections from Shopify.',
    );
  });

  it('reads an operation that found nothing as an empty list', async () => {
    const { deps: d } = deps({ getBulkOperationStatus: () => done(null) });
    await expect(fetchShopifyCatalogue(d)).resolves.toEqual({ products: [], collections: [] });
  });

  it('says what went wrong with the store', async () => {
    const slow = deps({ getBulkOperationStatus: () => running });
    await expect(fetchShopifyCatalogue(slow.deps)).rejects.toThrow(
      'Could not get products, operation timed out.',
    );

    const broken = deps({}, { fetchResults: async () => ({ status: 500, body: null }) });
    await expect(fetchShopifyCatalogue(broken.deps)).rejects.toThrow(
      'Unable to fetch products. HTTP 500',
    );

    const failedCollections = deps({
      getBulkOperationStatus: ({ operationId }) =>
        operationId === 'op-products'
          ? done('https://r/products')
          : { ...running, status: 'FAILED' },
    });
    await expect(fetchShopifyCatalogue(failedCollections.deps)).rejects.toThrow(
      'Could not get product collections.',
    );
  });
});

describe('importPlan and resyncPlan', () => {
  const catalogue = async () => fetchShopifyCatalogue(deps({}).deps);
  const imported = {
    products: new Set(['gid://shopify/Product/1001', 'gid://shopify/Product/1002']),
    collections: new Set(['gid://shopify/Collection/501']),
  };

  it('imports picked products and the new products of picked collections', async () => {
    const plan = importPlan(
      await catalogue(),
      {
        products: new Set(['gid://shopify/Product/7002']),
        collections: new Set(['gid://shopify/Collection/601']),
      },
      imported,
    );
    expect(plan.products.map((p) => p.title)).toEqual([
      'Rain Poncho',
      'Sleeping Bag',
      'Water Filter',
    ]);
    expect(plan.collections).toEqual([
      expect.objectContaining({
        title: 'Rainy Days',
        productIds: ['gid://shopify/Product/7001', 'gid://shopify/Product/7003'],
      }),
    ]);
  });

  it('never imports again what is already imported', async () => {
    const plan = importPlan(
      await catalogue(),
      {
        products: new Set(['gid://shopify/Product/1001']),
        collections: new Set(['gid://shopify/Collection/501']),
      },
      imported,
    );
    expect(plan).toEqual({ products: [], collections: [] });
  });

  it('re-syncs the imported items and what imported collections now hold', async () => {
    const plan = resyncPlan(await catalogue(), imported);
    expect(plan.products.map((p) => p.title)).toEqual(['Trail Jacket', 'Alpine Boots']);
    expect(plan.collections.map((c) => c.title)).toEqual(['Summer Hiking']);
  });
});

const storeProduct = (n: number, images = 1): ShopifyProduct => {
  const id = `gid://shopify/Product/${n}`;
  return {
    kind: 'product',
    id,
    title: `Product ${n}`,
    handle: `product-${n}`,
    description: '',
    descriptionHtml: '',
    vendor: '',
    productType: '',
    status: 'ACTIVE',
    featuredImage: images ? { url: `https://cdn/${n}-0.jpg` } : null,
    maxVariantPrice: '10.00',
    images: Array.from({ length: images }, (_, i) => ({
      kind: 'image' as const,
      id: `gid://shopify/ProductImage/${n}${i}`,
      url: `https://cdn/${n}-${i}.jpg`,
      altText: null,
      __parentId: id,
    })),
    variants: [
      {
        kind: 'variant',
        id: `gid://shopify/ProductVariant/${n}`,
        title: 'Default',
        price: '10.00',
        availableForSale: true,
        selectedOptions: [],
        image: images > 1 ? { url: `https://cdn/${n}-1.jpg` } : null,
        __parentId: id,
      },
    ],
  };
};

describe('importProducts', () => {
  it('saves batches of 20 after re-hosting their images, 30 uploads at a time', async () => {
    let inFlight = 0;
    let peak = 0;
    const putFile = vi.fn(async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
    });
    const { deps: d, calls } = deps({}, { putFile });
    const progress: Array<[number, number]> = [];
    const list = Array.from({ length: 45 }, (_, i) => storeProduct(i + 1, 2));
    await importProducts(d, list, (n, total) => progress.push([n, total]));

    const upserts = calls.filter((c) => c.name === 'upsertProducts');
    expect(upserts.map((c) => (c.variables.products as unknown[]).length)).toEqual([20, 20, 5]);
    expect(progress).toEqual([
      [0, 45],
      [20, 45],
      [40, 45],
      [45, 45],
    ]);
    // Each image and its thumbnail are uploaded once; never more than 30 at a time.
    expect(putFile).toHaveBeenCalledTimes(45 * 2 * 2);
    expect(peak).toBeLessThanOrEqual(30);
    expect(peak).toBeGreaterThan(1);

    const [first] = upserts[0]!.variables.products as Array<Record<string, unknown>>;
    expect(first).toMatchObject({
      alternateId: 'gid://shopify/Product/1',
      price: 10,
      imageOriginalSrc: 'https://cdn/1-0.jpg',
      imageUrl: expect.stringMatching(/^groups\/g\/products\/product-1-[0-9a-f]{8}\.jpg$/),
      thumbnailUrl: expect.stringMatching(/-thumb\.jpg$/),
      images: [
        expect.objectContaining({ imageOriginalSrc: 'https://cdn/1-0.jpg', isFeatured: true }),
        expect.objectContaining({ imageOriginalSrc: 'https://cdn/1-1.jpg', isFeatured: false }),
      ],
      variants: [expect.objectContaining({ imageOriginalSrc: 'https://cdn/1-1.jpg' })],
    });
  });

  it('skips uploading files the storage already holds', async () => {
    const { deps: d, put } = deps({
      getProductImageUploadUrls: ({ fileData }) =>
        (fileData as Array<{ fileName: string }>).map(({ fileName }) => ({
          fileName,
          fileKey: `k/${fileName}`,
          url: `https://upload/${fileName}`,
          objectExists: true,
        })),
    });
    const download = vi.fn(d.downloadImage);
    await importProducts({ ...d, downloadImage: download }, [storeProduct(1)]);
    expect(put).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });

  it('names the product whose image or thumbnail could not be uploaded', async () => {
    // The cause is logged for the console; the user reads the message.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failingPut = deps({}, { putFile: async () => Promise.reject(new Error('HTTP 403')) });
    await expect(importProducts(failingPut.deps, [storeProduct(7)])).rejects.toThrow(
      'Unable to upload image for product: Product 7',
    );
    const failingThumb = deps({}, { makeThumbnail: async () => Promise.reject(new Error('x')) });
    await expect(importProducts(failingThumb.deps, [storeProduct(8)])).rejects.toThrow(
      'Unable to upload thumbnail image for product: Product 8',
    );
    expect(failingThumb.calls.some((c) => c.name === 'upsertProducts')).toBe(false);
  });
});

describe('resyncAll', () => {
  it('reports each step with the specification’s messages', async () => {
    const { deps: d, calls } = deps({});
    const steps: SyncProgress[] = [];
    await resyncAll(
      d,
      {
        products: new Set(['gid://shopify/Product/1001']),
        collections: new Set(['gid://shopify/Collection/501']),
      },
      (p) => steps.push(p),
    );
    expect(steps.map(syncMessage)).toEqual([
      'Fetching products and collections from Shopify. This may take a few minutes.',
      'Syncing products... 0/2.',
      'Syncing products... 2/2.',
      'Syncing product collections...',
      'Syncing succeeded',
    ]);
    expect(calls.filter((c) => c.name === 'upsertProductCollections')).toHaveLength(1);
  });
});
