import { describe, expect, it } from 'vitest';
import { products, trailJacket } from './fixtures';
import { productOptions, productPictures } from './productDetail';

describe('productOptions', () => {
  it('lists each option name with its distinct values', () => {
    expect(productOptions(trailJacket.variants)).toEqual([
      { name: 'Size', values: ['S', 'M', 'L'] },
      { name: 'Colour', values: ['Blue', 'Red'] },
    ]);
  });

  it('leaves out the placeholder option of products without options', () => {
    expect(productOptions(products[0]!.variants)).toEqual([]);
  });
});

describe('productPictures', () => {
  it('puts the featured picture first', () => {
    const pictures = productPictures({
      ...trailJacket,
      images: [...trailJacket.images].reverse(),
    });
    expect(pictures[0]?.full).toBe(trailJacket.images[0]?.imageUrl);
    expect(pictures).toHaveLength(3);
  });

  it('falls back to the featured image fields, or nothing', () => {
    const noImages = { ...products[0]!, images: [] };
    expect(productPictures(noImages)).toEqual([
      { thumbnail: products[0]!.thumbnailUrl, full: products[0]!.imageUrl },
    ]);
    expect(productPictures({ ...noImages, imageUrl: null, thumbnailUrl: null })).toEqual([]);
  });
});
