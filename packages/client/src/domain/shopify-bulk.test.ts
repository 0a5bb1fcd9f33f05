import { describe, expect, it } from 'vitest';
import { readJsonLines } from './jsonl';
import { bulkLineToJson, parseBulkLine, parseMoney } from './shopify-bulk';
import {
  assembleBulkCatalogue,
  BulkCatalogue,
  productImageUrls,
  toCollectionInput,
  toProductInput,
} from './shopify-import';

// Records as the Admin API (2025-01) writes a products bulk query: Money strings with two
// decimals for variants, Decimal strings for MoneyV2 amounts, slashes escaped, children after
// their parent but not all right after it.
const PRODUCTS_JSONL = [
  '{"id":"gid:\\/\\/shopify\\/Product\\/8001","title":"Classic Tee","handle":"classic-tee","description":"Soft cotton.","descriptionHtml":"<p>Soft cotton.<\\/p>","vendor":"Lumen Goods","productType":"T-Shirts","status":"ACTIVE","priceRangeV2":{"maxVariantPrice":{"amount":"34.0","currencyCode":"USD"}},"featuredImage":{"id":"gid:\\/\\/shopify\\/ProductImage\\/31","url":"https:\\/\\/cdn.shopify.com\\/s\\/files\\/tee-navy.png?v=1"}}',
  '{"id":"gid:\\/\\/shopify\\/ProductVariant\\/4401","title":"S \\/ Navy","price":"29.99","availableForSale":true,"selectedOptions":[{"name":"Size","value":"S"},{"name":"Color","value":"Navy"}],"image":{"id":"gid:\\/\\/shopify\\/ProductImage\\/31","url":"https:\\/\\/cdn.shopify.com\\/s\\/files\\/tee-navy.png?v=1"},"__parentId":"gid:\\/\\/shopify\\/Product\\/8001"}',
  '{"id":"gid:\\/\\/shopify\\/Product\\/8002","title":"Soy Candle","handle":"soy-candle","description":"","descriptionHtml":"","vendor":"Oak & Ember","productType":"Candles","status":"DRAFT","priceRangeV2":{"maxVariantPrice":{"amount":"1299.5","currencyCode":"USD"}},"featuredImage":null}',
  '{"id":"gid:\\/\\/shopify\\/ProductVariant\\/4402","title":"XL \\/ Rust","price":"34.00","availableForSale":false,"selectedOptions":[{"name":"Size","value":"XL"},{"name":"Color","value":"Rust"}],"image":null,"__parentId":"gid:\\/\\/shopify\\/Product\\/8001"}',
  '{"id":"gid:\\/\\/shopify\\/ProductImage\\/31","url":"https:\\/\\/cdn.shopify.com\\/s\\/files\\/tee-navy.png?v=1","altText":"Tee in Navy","__parentId":"gid:\\/\\/shopify\\/Product\\/8001"}',
  '{"id":"gid:\\/\\/shopify\\/ProductImage\\/32","url":"https:\\/\\/cdn.shopify.com\\/s\\/files\\/tee-rust.png?v=1","altText":null,"__parentId":"gid:\\/\\/shopify\\/Product\\/8001"}',
  '{"id":"gid:\\/\\/shopify\\/ProductVariant\\/4403","title":"Default Title","price":"1299.50","availableForSale":true,"selectedOptions":[{"name":"Title","value":"Default Title"}],"image":null,"__parentId":"gid:\\/\\/shopify\\/Product\\/8002"}',
].join('\n');

const COLLECTIONS_JSONL = [
  '{"id":"gid:\\/\\/shopify\\/Collection\\/401","title":"Summer","handle":"summer","description":"Sunny days.","descriptionHtml":"<p>Sunny days.<\\/p>"}',
  '{"id":"gid:\\/\\/shopify\\/Product\\/8002","__parentId":"gid:\\/\\/shopify\\/Collection\\/401"}',
  '{"id":"gid:\\/\\/shopify\\/Product\\/8001","__parentId":"gid:\\/\\/shopify\\/Collection\\/401"}',
  '{"id":"gid:\\/\\/shopify\\/Collection\\/402","title":"Empty","handle":"empty","description":"","descriptionHtml":""}',
].join('\n');

function stream(text: string): ReadableStream<Uint8Array> {
  return new Blob([text]).stream();
}

describe('parseMoney', () => {
  it('reads the Admin API’s Money and Decimal strings as currency units, not cents', () => {
    expect(parseMoney('29.99')).toBe(29.99);
    expect(parseMoney('29.00')).toBe(29);
    expect(parseMoney('29.0')).toBe(29);
    expect(parseMoney('1299.5')).toBe(1299.5);
    expect(parseMoney({ amount: '12.34', currencyCode: 'USD' })).toBe(12.34);
    expect(parseMoney(15)).toBe(15);
  });

  it('refuses anything that is not a plain non-negative amount', () => {
    for (const value of ['', 'abc', '-1.00', '1e9', '12,99', null, undefined, {}, -3, Infinity]) {
      expect(parseMoney(value), String(value)).toBeNull();
    }
  });
});

describe('assembling a products bulk result', () => {
  it('puts variants and images under their products and converts them for upsertProducts', async () => {
    const catalogue = await assembleBulkCatalogue(readJsonLines(stream(PRODUCTS_JSONL)));
    const [tee, candle] = catalogue.products;
    expect(catalogue.products).toHaveLength(2);
    expect(tee?.variants.map((v) => v.title)).toEqual(['S / Navy', 'XL / Rust']);
    expect(tee?.images.map((i) => i.url)).toEqual([
      'https://cdn.shopify.com/s/files/tee-navy.png?v=1',
      'https://cdn.shopify.com/s/files/tee-rust.png?v=1',
    ]);

    const navy = 'https://cdn.shopify.com/s/files/tee-navy.png?v=1';
    const rust = 'https://cdn.shopify.com/s/files/tee-rust.png?v=1';
    expect(productImageUrls(tee!)).toEqual([navy, rust]);
    const input = toProductInput(
      tee!,
      new Map([
        [
          navy,
          {
            imageUrl: 'groups/g/products/8001-1.png',
            thumbnailUrl: 'groups/g/products/8001-1-thumb.png',
          },
        ],
        [
          rust,
          {
            imageUrl: 'groups/g/products/8001-2.png',
            thumbnailUrl: 'groups/g/products/8001-2-thumb.png',
          },
        ],
      ]),
    );
    expect(input).toMatchObject({
      alternateId: 'gid://shopify/Product/8001',
      title: 'Classic Tee',
      descriptionHtml: '<p>Soft cotton.</p>',
      // The highest variant price, in dollars.
      price: 34,
      availableForSale: true,
      vendor: 'Lumen Goods',
      productType: 'T-Shirts',
      handle: 'classic-tee',
      imageOriginalSrc: navy,
      imageUrl: 'groups/g/products/8001-1.png',
      thumbnailUrl: 'groups/g/products/8001-1-thumb.png',
    });
    expect(input.variants).toEqual([
      {
        id: 'gid://shopify/ProductVariant/4401',
        title: 'S / Navy',
        price: 29.99,
        imageOriginalSrc: navy,
        imageUrl: 'groups/g/products/8001-1.png',
        thumbnailUrl: 'groups/g/products/8001-1-thumb.png',
        selectedOptions: [
          { name: 'Size', value: 'S' },
          { name: 'Color', value: 'Navy' },
        ],
      },
      {
        id: 'gid://shopify/ProductVariant/4402',
        title: 'XL / Rust',
        price: 34,
        imageOriginalSrc: null,
        imageUrl: null,
        thumbnailUrl: null,
        selectedOptions: [
          { name: 'Size', value: 'XL' },
          { name: 'Color', value: 'Rust' },
        ],
      },
    ]);
    expect(input.images.map((i) => [i.imageOriginalSrc, i.isFeatured])).toEqual([
      [navy, true],
      [rust, false],
    ]);

    // A draft is not for sale even with a variant in stock; no image means no image fields.
    expect(toProductInput(candle!)).toMatchObject({
      price: 1299.5,
      availableForSale: false,
      imageOriginalSrc: null,
      imageUrl: null,
      images: [],
    });
  });

  it('leaves out images that could not be re-hosted', async () => {
    const catalogue = await assembleBulkCatalogue(readJsonLines(stream(PRODUCTS_JSONL)));
    const input = toProductInput(catalogue.products[0]!);
    expect(input.images).toEqual([]);
    expect(input.imageOriginalSrc).toBe('https://cdn.shopify.com/s/files/tee-navy.png?v=1');
    expect(input.imageUrl).toBeNull();
  });

  it('waits for a parent that comes after its children', () => {
    const catalogue = new BulkCatalogue();
    const lines = PRODUCTS_JSONL.split('\n').map((l) => JSON.parse(l) as unknown);
    for (const line of [...lines].reverse()) catalogue.add(line);
    expect(catalogue.products.map((p) => [p.title, p.variants.length, p.images.length])).toEqual([
      ['Soy Candle', 1, 0],
      ['Classic Tee', 2, 2],
    ]);
  });

  it('ignores records of other kinds and malformed ones', () => {
    const catalogue = new BulkCatalogue();
    expect(
      catalogue.add({ id: 'gid://shopify/Metafield/1', __parentId: 'gid://shopify/Product/1' }),
    ).toBe(false);
    expect(catalogue.add({ title: 'no id' })).toBe(false);
    expect(catalogue.add('text')).toBe(false);
    expect(catalogue.add({ id: 'gid://shopify/Product/9', title: '   ' })).toBe(false);
    expect(
      catalogue.add({
        id: 'gid://shopify/ProductImage/9',
        url: 'javascript:alert(1)',
        __parentId: 'gid://shopify/Product/9',
      }),
    ).toBe(false);
    expect(catalogue.products).toEqual([]);
  });
});

describe('assembling a collections bulk result', () => {
  it('lists each collection’s products in the store’s order', async () => {
    const catalogue = await assembleBulkCatalogue(readJsonLines(stream(COLLECTIONS_JSONL)));
    expect(catalogue.collections.map(toCollectionInput)).toEqual([
      {
        alternateId: 'gid://shopify/Collection/401',
        title: 'Summer',
        description: 'Sunny days.',
        handle: 'summer',
        productAlternateIds: ['gid://shopify/Product/8002', 'gid://shopify/Product/8001'],
      },
      {
        alternateId: 'gid://shopify/Collection/402',
        title: 'Empty',
        description: '',
        handle: 'empty',
        productAlternateIds: [],
      },
    ]);
  });
});

describe('filtering records', () => {
  it('keeps only the fields Vendy uses, in Shopify’s shape', () => {
    const raw = {
      ...(JSON.parse(PRODUCTS_JSONL.split('\n')[0]!) as object),
      tags: ['secret'],
      metafield: { value: 'x' },
    };
    const line = parseBulkLine(raw);
    expect(line && bulkLineToJson(line)).toEqual({
      id: 'gid://shopify/Product/8001',
      title: 'Classic Tee',
      handle: 'classic-tee',
      description: 'Soft cotton.',
      descriptionHtml: '<p>Soft cotton.</p>',
      vendor: 'Lumen Goods',
      productType: 'T-Shirts',
      status: 'ACTIVE',
      featuredImage: { url: 'https://cdn.shopify.com/s/files/tee-navy.png?v=1' },
      priceRangeV2: { maxVariantPrice: { amount: '34.0' } },
    });
    // What is written out reads back the same.
    expect(parseBulkLine(bulkLineToJson(line!))).toEqual(line);
  });
});
