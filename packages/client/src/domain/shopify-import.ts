/**
 * From the store's bulk records to Vendy's imports (doc 2 §4): the `BulkCatalogue` assembler puts
 * children back under their parents whatever the order, and `toProductInput` /
 * `toCollectionInput` give upsertProducts / upsertProductCollections input. See shopify-bulk.ts
 * for the records themselves and for why prices are not divided by 100.
 */
import {
  parseBulkLine,
  parseMoney,
  type BulkCollectionLine,
  type BulkImageLine,
  type BulkMembershipLine,
  type BulkProductLine,
  type BulkSelectedOption,
  type BulkVariantLine,
} from './shopify-bulk';

export interface BulkProduct extends BulkProductLine {
  variants: BulkVariantLine[];
  images: BulkImageLine[];
}

export interface BulkCollection extends BulkCollectionLine {
  /** Store ids of its products, in the store's order. */
  productIds: string[];
}

/**
 * Puts children under their parents. Shopify writes children after their parent but not
 * necessarily right after it, so every record is kept until the end of the file; children whose
 * parent never came are dropped.
 */
export class BulkCatalogue {
  private readonly productMap = new Map<string, BulkProduct>();
  private readonly collectionMap = new Map<string, BulkCollection>();
  private readonly orphans: Array<BulkVariantLine | BulkImageLine | BulkMembershipLine> = [];

  /** Adds a raw record (parsed with parseBulkLine); answers whether it was used. */
  add(value: unknown): boolean {
    const line = parseBulkLine(value);
    if (!line) return false;
    switch (line.kind) {
      case 'product':
        this.productMap.set(line.id, { ...line, variants: [], images: [] });
        return true;
      case 'collection':
        this.collectionMap.set(line.id, { ...line, productIds: [] });
        return true;
      default:
        if (!this.attach(line)) this.orphans.push(line);
        return true;
    }
  }

  private attach(line: BulkVariantLine | BulkImageLine | BulkMembershipLine): boolean {
    if (line.kind === 'membership') {
      const collection = this.collectionMap.get(line.__parentId);
      if (collection && !collection.productIds.includes(line.id))
        collection.productIds.push(line.id);
      return collection !== undefined;
    }
    const product = this.productMap.get(line.__parentId);
    if (!product) return false;
    if (line.kind === 'variant') product.variants.push(line);
    else product.images.push(line);
    return true;
  }

  private settle(): void {
    const waiting = this.orphans.splice(0);
    for (const line of waiting) this.attach(line);
  }

  get products(): BulkProduct[] {
    this.settle();
    return [...this.productMap.values()];
  }

  get collections(): BulkCollection[] {
    this.settle();
    return [...this.collectionMap.values()];
  }
}

/** Reads every record of a results stream (see readJsonLines) into a BulkCatalogue. */
export async function assembleBulkCatalogue(
  records: AsyncIterable<unknown>,
): Promise<BulkCatalogue> {
  const catalogue = new BulkCatalogue();
  for await (const record of records) catalogue.add(record);
  return catalogue;
}

/** The product's price: its highest variant price (null when the store gave none). */
export function productPrice(product: BulkProduct): number | null {
  const prices = product.variants
    .map((v) => parseMoney(v.price))
    .filter((p): p is number => p !== null);
  if (prices.length > 0) return Math.max(...prices);
  return parseMoney(product.maxVariantPrice);
}

/** Sold when it is active and at least one variant can be bought. */
export function isAvailableForSale(product: BulkProduct): boolean {
  return product.status === 'ACTIVE' && product.variants.some((v) => v.availableForSale);
}

/** A re-hosted image: fileKeys (or URLs) from getProductImageUploadUrls, by the store's image URL. */
export interface RehostedImage {
  imageUrl: string;
  thumbnailUrl: string;
}

/** The SDL's ProductInput, without importing the generated types into the domain rules. */
export interface ProductImportInput {
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
    selectedOptions: BulkSelectedOption[];
  }>;
  images: Array<{
    imageOriginalSrc: string;
    imageUrl: string;
    thumbnailUrl: string;
    isFeatured: boolean;
  }>;
}

/** Every image URL of the product that has to be re-hosted (featured, gallery, variants), once. */
export function productImageUrls(product: BulkProduct): string[] {
  const urls = [
    product.featuredImage?.url,
    ...product.images.map((i) => i.url),
    ...product.variants.map((v) => v.image?.url),
  ].filter((url): url is string => typeof url === 'string');
  return [...new Set(urls)];
}

/**
 * upsertProducts input for one product. `rehosted` maps the store's image URLs to their re-hosted
 * copies; an image that could not be re-hosted is left out (a variant keeps its store image only).
 */
export function toProductInput(
  product: BulkProduct,
  rehosted: ReadonlyMap<string, RehostedImage> = new Map(),
): ProductImportInput {
  const featuredSrc = product.featuredImage?.url ?? product.images[0]?.url ?? null;
  const featured = featuredSrc ? rehosted.get(featuredSrc) : undefined;
  const gallery = product.images.length
    ? product.images.map((i) => i.url)
    : featuredSrc
      ? [featuredSrc]
      : [];
  return {
    alternateId: product.id,
    title: product.title,
    description: product.description,
    descriptionHtml: product.descriptionHtml,
    price: productPrice(product),
    availableForSale: isAvailableForSale(product),
    productType: product.productType,
    vendor: product.vendor,
    handle: product.handle,
    imageOriginalSrc: featuredSrc,
    imageUrl: featured?.imageUrl ?? null,
    thumbnailUrl: featured?.thumbnailUrl ?? null,
    variants: product.variants.map((variant) => {
      const image = variant.image ? rehosted.get(variant.image.url) : undefined;
      return {
        id: variant.id,
        title: variant.title,
        price: parseMoney(variant.price) ?? 0,
        imageOriginalSrc: variant.image?.url ?? null,
        imageUrl: image?.imageUrl ?? null,
        thumbnailUrl: image?.thumbnailUrl ?? null,
        selectedOptions: variant.selectedOptions,
      };
    }),
    images: gallery.flatMap((src) => {
      const copy = rehosted.get(src);
      return copy ? [{ imageOriginalSrc: src, ...copy, isFeatured: src === featuredSrc }] : [];
    }),
  };
}

/** upsertProductCollections input for one collection. */
export function toCollectionInput(collection: BulkCollection): {
  alternateId: string;
  title: string;
  description: string;
  handle: string;
  productAlternateIds: string[];
} {
  return {
    alternateId: collection.id,
    title: collection.title,
    description: collection.description,
    handle: collection.handle,
    productAlternateIds: collection.productIds,
  };
}
