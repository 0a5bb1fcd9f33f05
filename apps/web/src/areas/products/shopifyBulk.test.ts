import { describe, expect, it } from 'vitest';
import { bulkCollectionsText, bulkProductsText } from './fixtures';
import {
  BulkResultsFormatError,
  collectionsFromRecords,
  parseJsonLines,
  productsFromRecords,
} from './shopifyBulk';

describe('parseJsonLines', () => {
  it('reads one record per line and skips blank lines', () => {
    expect(parseJsonLines('{"id":"a"}\n\n{"id":"b"}\n')).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('refuses text that is not JSON lines', () => {
    expect(() => parseJsonLines('<html>')).toThrow(BulkResultsFormatError);
    expect(() => parseJsonLines('[1,2]')).toThrow(BulkResultsFormatError);
  });
});

describe('productsFromRecords', () => {
  it('gathers variants and images under their product and prices in dollars', () => {
    const products = productsFromRecords(parseJsonLines(bulkProductsText));
    expect(products.map((p) => p.title)).toEqual([
      'Trail Jacket',
      'Alpine Boots',
      'Rain Poncho',
      'Sleeping Bag',
      'Water Filter',
    ]);
    const filter = products.find((p) => p.title === 'Water Filter');
    expect(filter).toMatchObject({
      alternateId: 'gid://shopify/Product/7003',
      handle: 'water-filter',
      price: 49.99,
      availableForSale: true,
      featuredImageSrc: 'https://cdn.shopify.example/7003.png',
      imageSrcs: ['https://cdn.shopify.example/7003.png'],
      variants: [
        {
          id: 'gid://shopify/ProductVariant/70031',
          price: 49.99,
          selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        },
      ],
    });
  });

  it('takes the highest variant price, variant pictures and the first image when none is featured', () => {
    const lines = [
      { id: 'gid://shopify/Product/1', title: 'Tee', status: 'DRAFT', featuredImage: null },
      {
        id: 'gid://shopify/ProductVariant/11',
        title: 'S',
        price: '1500',
        image: { originalSrc: 'https://cdn/s.jpg' },
        selectedOptions: [{ name: 'Size', value: 'S' }],
        __parentId: 'gid://shopify/Product/1',
      },
      {
        id: 'gid://shopify/ProductVariant/12',
        title: 'XL',
        price: 2250,
        availableForSale: true,
        __parentId: 'gid://shopify/Product/1',
      },
      { id: 'gid://shopify/MediaImage/3', image: { url: 'https://cdn/a.jpg' }, __parentId: 'gid://shopify/Product/1' },
      { id: 'gid://shopify/Product/9', title: 'No variants' },
    ];
    const [tee, bare] = productsFromRecords(lines);
    expect(tee).toMatchObject({
      price: 22.5,
      // A variant that can be sold makes the product available, even a draft.
      availableForSale: true,
      featuredImageSrc: 'https://cdn/a.jpg',
      imageSrcs: ['https://cdn/a.jpg'],
    });
    expect(tee?.variants.map((v) => [v.title, v.price, v.imageSrc])).toEqual([
      ['S', 15, 'https://cdn/s.jpg'],
      ['XL', 22.5, null],
    ]);
    expect(bare).toMatchObject({ price: null, variants: [], imageSrcs: [], featuredImageSrc: null });
  });
});

describe('collectionsFromRecords', () => {
  it('lists each collection with its products in order', () => {
    expect(collectionsFromRecords(parseJsonLines(bulkCollectionsText))).toEqual([
      {
        alternateId: 'gid://shopify/Collection/501',
        title: 'Summer Hiking',
        description: '',
        handle: 'summer-hiking',
        productAlternateIds: ['gid://shopify/Product/1002', 'gid://shopify/Product/1001'],
      },
      {
        alternateId: 'gid://shopify/Collection/601',
        title: 'Rainy Days',
        description: 'Stay dry.',
        handle: 'rainy-days',
        productAlternateIds: ['gid://shopify/Product/7001', 'gid://shopify/Product/7003'],
      },
    ]);
  });
});
