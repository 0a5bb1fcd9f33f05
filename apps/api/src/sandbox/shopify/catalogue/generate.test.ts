import { describe, expect, it } from 'vitest';
import { decimalString, generateCatalogue, moneyString, plainText, slugify } from './generate';

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue('acme.myshopify.com');

  it('is the same for the same shop and different for another', () => {
    expect(generateCatalogue('acme.myshopify.com')).toEqual(catalogue);
    const other = generateCatalogue('other.myshopify.com');
    expect(other.products.map((p) => p.title)).not.toEqual(catalogue.products.map((p) => p.title));
    expect(other.products[0]?.id).not.toBe(catalogue.products[0]?.id);
  });

  it('has over 200 products with unique titles, handles and ids', () => {
    const { products } = catalogue;
    expect(products.length).toBeGreaterThanOrEqual(200);
    for (const key of ['title', 'handle', 'id'] as const) {
      expect(new Set(products.map((p) => p[key])).size).toBe(products.length);
    }
    const variantIds = products.flatMap((p) => p.variants.map((v) => v.id));
    expect(new Set(variantIds).size).toBe(variantIds.length);
  });

  it('gives each product 1 to 3 options and one variant per combination of their values', () => {
    for (const product of catalogue.products) {
      expect(product.options.length).toBeGreaterThanOrEqual(1);
      expect(product.options.length).toBeLessThanOrEqual(3);
      const combinations = product.options.reduce((n, o) => n * o.values.length, 1);
      expect(product.variants).toHaveLength(combinations);
      for (const variant of product.variants) {
        expect(variant.selectedOptions.map((o) => o.name)).toEqual(
          product.options.map((o) => o.name),
        );
        expect(variant.title).toBe(variant.selectedOptions.map((o) => o.value).join(' / '));
        expect(variant.priceCents).toBeGreaterThan(0);
      }
    }
    const single = catalogue.products.filter((p) => p.options[0]?.name === 'Title');
    expect(single.length).toBeGreaterThan(0);
    expect(single[0]?.variants[0]?.title).toBe('Default Title');
  });

  it('shows colour variants with their own image', () => {
    const coloured = catalogue.products.filter((p) => p.options.some((o) => o.name === 'Color'));
    expect(coloured.length).toBeGreaterThan(100);
    for (const product of coloured.filter((p) => p.images.length > 0)) {
      for (const variant of product.variants) {
        expect(product.images.map((i) => i.id)).toContain(variant.imageId);
      }
    }
  });

  it('has a few drafts, an archived product, sold-out products and products without images', () => {
    const { products } = catalogue;
    expect(products.filter((p) => p.status === 'DRAFT')).toHaveLength(4);
    expect(products.filter((p) => p.status === 'ARCHIVED')).toHaveLength(1);
    expect(
      products.filter((p) => p.variants.every((v) => !v.availableForSale)).length,
    ).toBeGreaterThanOrEqual(4);
    expect(products.filter((p) => p.images.length === 0)).toHaveLength(3);
  });

  it('groups products into more than ten collections, one of them empty', () => {
    const { collections, productById } = catalogue;
    expect(collections.length).toBeGreaterThan(10);
    expect(collections.filter((c) => c.productIds.length === 0)).toHaveLength(1);
    for (const collection of collections) {
      for (const id of collection.productIds) expect(productById.has(id)).toBe(true);
    }
  });
});

describe('Shopify’s number formats', () => {
  it('writes Money with two decimals and Decimal as Shopify serialises it', () => {
    expect(moneyString(2999)).toBe('29.99');
    expect(moneyString(2900)).toBe('29.00');
    expect(decimalString(2999)).toBe('29.99');
    expect(decimalString(2950)).toBe('29.5');
    expect(decimalString(2900)).toBe('29.0');
    expect(decimalString(5)).toBe('0.05');
  });
});

describe('text helpers', () => {
  it('slugifies titles and strips HTML to Shopify’s plain description', () => {
    expect(slugify('Oak & Ember Soy Candle')).toBe('oak-and-ember-soy-candle');
    expect(plainText('<p>Soft &#38; warm.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Soft & warm. One Two',
    );
  });
});
