// The store's bulk results (doc 2 §4): text with one JSON record per line, children after their
// parent carrying __parentId. Turned here into the products and collections the import offers.
import { BULK_PRICE_DIVISOR } from '@vendy/client/domain';

export interface ShopifyVariant {
  /** The store's variant id (gid://shopify/ProductVariant/…). */
  id: string;
  title: string;
  price: number;
  imageSrc: string | null;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface ShopifyProduct {
  /** The store's product id (gid://shopify/Product/…). */
  alternateId: string;
  title: string;
  description: string;
  descriptionHtml: string;
  handle: string;
  productType: string;
  vendor: string;
  availableForSale: boolean;
  /** The highest variant price in dollars; null without variants. */
  price: number | null;
  featuredImageSrc: string | null;
  /** Every image in the store's order (the featured one included). */
  imageSrcs: string[];
  variants: ShopifyVariant[];
}

export interface ShopifyCollection {
  alternateId: string;
  title: string;
  description: string;
  handle: string;
  /** The store ids of its products, in order. */
  productAlternateIds: string[];
}

type JsonRecord = Record<string, unknown>;

/** The results are not JSON lines. */
export class BulkResultsFormatError extends Error {
  override name = 'BulkResultsFormatError';
}

export function parseJsonLines(text: string): JsonRecord[] {
  const records: JsonRecord[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      throw new BulkResultsFormatError(`Line ${index + 1} is not JSON.`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new BulkResultsFormatError(`Line ${index + 1} is not a JSON object.`);
    }
    records.push(value as JsonRecord);
  }
  return records;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** 'Product' for gid://shopify/Product/123, '' for anything else. */
export function gidType(id: unknown): string {
  return /^gid:\/\/shopify\/([A-Za-z]+)\//.exec(text(id))?.[1] ?? '';
}

/** An image object's address, whichever field the query selected (url, originalSrc, src). */
function imageSrc(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const image = value as JsonRecord;
  const src = text(image.url) || text(image.originalSrc) || text(image.src);
  if (src) return src;
  // A MediaImage carries its picture in `image` (or its preview's image).
  return imageSrc(image.image) ?? imageSrc((image.preview as JsonRecord | undefined)?.image);
}

function amount(value: unknown): number | null {
  const raw =
    typeof value === 'object' && value !== null ? (value as JsonRecord).amount : value;
  const number = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** Export amounts are in cents (doc 2 §4 "divided by 100"); dollars rounded to the cent. */
const toDollars = (cents: number) => Math.round(cents) / BULK_PRICE_DIVISOR;

function selectedOptions(value: unknown): ShopifyVariant['selectedOptions'] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((o): o is JsonRecord => typeof o === 'object' && o !== null)
    .map((o) => ({ name: text(o.name), value: text(o.value) }))
    .filter((o) => o.name !== '');
}

function isProductImage(record: JsonRecord): boolean {
  const type = gidType(record.id);
  return type === 'ProductImage' || type === 'MediaImage' || type === 'Image' || (!type && imageSrc(record) !== null);
}

/** The products of a products bulk query. */
export function productsFromRecords(records: readonly JsonRecord[]): ShopifyProduct[] {
  const products = new Map<string, ShopifyProduct & { anyVariantAvailable: boolean | null }>();
  for (const record of records) {
    if (record.__parentId !== undefined || gidType(record.id) !== 'Product') continue;
    const status = text(record.status);
    const featured = imageSrc(record.featuredImage) ?? imageSrc(record.featuredMedia);
    products.set(text(record.id), {
      alternateId: text(record.id),
      title: text(record.title).trim(),
      description: text(record.description),
      descriptionHtml: text(record.descriptionHtml),
      handle: text(record.handle),
      productType: text(record.productType),
      vendor: text(record.vendor),
      availableForSale:
        typeof record.availableForSale === 'boolean'
          ? record.availableForSale
          : status === '' || status === 'ACTIVE',
      anyVariantAvailable: null,
      price: null,
      featuredImageSrc: featured,
      imageSrcs: [],
      variants: [],
    });
  }
  const maxPriceFallback = new Map<string, number>();
  for (const record of records) {
    const parent = products.get(text(record.__parentId));
    if (!parent) {
      const own = products.get(text(record.id));
      const max = amount((record.priceRangeV2 as JsonRecord | undefined)?.maxVariantPrice);
      if (own && max !== null) maxPriceFallback.set(own.alternateId, max);
      continue;
    }
    if (gidType(record.id) === 'ProductVariant') {
      const price = amount(record.price);
      parent.variants.push({
        id: text(record.id),
        title: text(record.title),
        price: price === null ? 0 : toDollars(price),
        imageSrc: imageSrc(record.image),
        selectedOptions: selectedOptions(record.selectedOptions),
      });
      if (typeof record.availableForSale === 'boolean') {
        parent.anyVariantAvailable = (parent.anyVariantAvailable ?? false) || record.availableForSale;
      }
    } else if (isProductImage(record)) {
      const src = imageSrc(record);
      if (src && !parent.imageSrcs.includes(src)) parent.imageSrcs.push(src);
    }
  }
  return [...products.values()].map(({ anyVariantAvailable, ...product }) => {
    const prices = product.variants.map((v) => v.price);
    const fallback = maxPriceFallback.get(product.alternateId);
    const featuredImageSrc = product.featuredImageSrc ?? product.imageSrcs[0] ?? null;
    const imageSrcs =
      featuredImageSrc && !product.imageSrcs.includes(featuredImageSrc)
        ? [featuredImageSrc, ...product.imageSrcs]
        : product.imageSrcs;
    return {
      ...product,
      availableForSale: anyVariantAvailable ?? product.availableForSale,
      price: prices.length
        ? Math.max(...prices)
        : fallback === undefined
          ? null
          : toDollars(fallback),
      featuredImageSrc,
      imageSrcs,
    };
  });
}

/** The collections of a collections bulk query, each with its products' store ids. */
export function collectionsFromRecords(records: readonly JsonRecord[]): ShopifyCollection[] {
  const collections = new Map<string, ShopifyCollection>();
  for (const record of records) {
    if (record.__parentId !== undefined || gidType(record.id) !== 'Collection') continue;
    collections.set(text(record.id), {
      alternateId: text(record.id),
      title: text(record.title).trim(),
      description: text(record.description),
      handle: text(record.handle),
      productAlternateIds: [],
    });
  }
  for (const record of records) {
    const parent = collections.get(text(record.__parentId));
    if (!parent || gidType(record.id) !== 'Product') continue;
    const id = text(record.id);
    if (!parent.productAlternateIds.includes(id)) parent.productAlternateIds.push(id);
  }
  return [...collections.values()];
}
