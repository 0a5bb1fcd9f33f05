// What the read-only product detail shows about variants (doc 2 §2): the product's "variables",
// i.e. each option name with the values its variants use.
import type { ProductFieldsFragment } from '@vendy/client/generated';

export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * Option names in the order they first appear, each with its distinct values in order. The
 * store's placeholder for products without options (Title = Default Title) is left out.
 */
export function productOptions(variants: ProductFieldsFragment['variants']): ProductOption[] {
  const options = new Map<string, string[]>();
  for (const variant of variants) {
    for (const { name, value } of variant.selectedOptions) {
      if (name === 'Title' && value === 'Default Title') continue;
      const values = options.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      options.set(name, values);
    }
  }
  return [...options].map(([name, values]) => ({ name, values }));
}

/** The product's pictures for the detail: thumbnails in the store's order, featured first. */
export function productPictures(
  product: ProductFieldsFragment,
): Array<{ thumbnail: string; full: string }> {
  const images = [...product.images].sort((a, b) => Number(b.isFeatured) - Number(a.isFeatured));
  if (images.length === 0 && product.imageUrl) {
    return [{ thumbnail: product.thumbnailUrl ?? product.imageUrl, full: product.imageUrl }];
  }
  return images.map((image) => ({ thumbnail: image.thumbnailUrl, full: image.imageUrl }));
}
