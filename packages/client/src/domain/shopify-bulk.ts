/**
 * The store's bulk results (doc 2 §4) and how they become imports. getBulkOperationStatus gives a
 * url serving Shopify's JSONL: one record per line, a product's variants and images on lines of
 * their own after it with `__parentId`, a collection's products likewise. `parseBulkLine` checks
 * one record and keeps the fields Vendy uses (the server filters the file with it);
 * shopify-import.ts assembles the records and turns them into imports.
 *
 * Prices: Shopify's Admin API (2025-01) writes ProductVariant.price as a Money string ("29.99") and
 * MoneyV2.amount as a Decimal string ("29.0"), both in currency units. The product's price is the
 * highest variant price, as the specification says; it is NOT divided by 100, because these
 * strings are not cents (the specification's divisor belongs to another source format).
 */

/** Shopify's id type of a GID: gid://shopify/ProductVariant/1 → 'ProductVariant'. */
export function gidType(id: unknown): string | null {
  if (typeof id !== 'string') return null;
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/[0-9A-Za-z_-]{1,64}(\?.*)?$/.exec(id);
  return match?.[1] ?? null;
}

/**
 * A money value as the Admin API writes it: a decimal string ("29.99", "29.0", "1299"), a number,
 * or a MoneyV2 object ({ amount }). Null when it is none of these, negative or not finite.
 */
export function parseMoney(value: unknown): number | null {
  const raw =
    typeof value === 'object' && value !== null && 'amount' in value
      ? (value as { amount: unknown }).amount
      : value;
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? raw : null;
  if (typeof raw !== 'string' || !/^\d{1,15}(\.\d{1,6})?$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

// Longest texts kept from a store record; anything longer is cut (titles) or the record dropped.
const MAX_SHORT_TEXT = 1000;
const MAX_HTML = 512 * 1024;
const MAX_URL = 2048;
const MAX_OPTIONS = 50;

export interface BulkImageLine {
  kind: 'image';
  id: string;
  url: string;
  altText: string | null;
  __parentId: string;
}

export interface BulkSelectedOption {
  name: string;
  value: string;
}

export interface BulkVariantLine {
  kind: 'variant';
  id: string;
  title: string;
  /** As written by the store (Money string); see parseMoney. */
  price: string | null;
  availableForSale: boolean;
  selectedOptions: BulkSelectedOption[];
  image: { url: string } | null;
  __parentId: string;
}

export interface BulkProductLine {
  kind: 'product';
  id: string;
  title: string;
  handle: string;
  description: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  /** ACTIVE, DRAFT or ARCHIVED. */
  status: string;
  featuredImage: { url: string } | null;
  maxVariantPrice: string | null;
}

export interface BulkCollectionLine {
  kind: 'collection';
  id: string;
  title: string;
  handle: string;
  description: string;
}

/** A product line under a collection: the collection contains that product. */
export interface BulkMembershipLine {
  kind: 'membership';
  id: string;
  __parentId: string;
}

export type BulkLine =
  BulkProductLine | BulkVariantLine | BulkImageLine | BulkCollectionLine | BulkMembershipLine;

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, max = MAX_SHORT_TEXT): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_URL) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function imageOf(value: unknown): { url: string } | null {
  if (!isObject(value)) return null;
  const url = httpUrl(value.url ?? value.originalSrc ?? value.src);
  return url ? { url } : null;
}

function moneyText(value: unknown): string | null {
  const raw = isObject(value) ? value.amount : value;
  if (typeof raw === 'number') return String(raw);
  return typeof raw === 'string' && parseMoney(raw) !== null ? raw.trim() : null;
}

function selectedOptions(value: unknown): BulkSelectedOption[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .slice(0, MAX_OPTIONS)
    .map((o) => ({ name: text(o.name, 255), value: text(o.value, 255) }))
    .filter((o) => o.name !== '');
}

/**
 * One record of the store's bulk results, checked and reduced to what Vendy uses, or null for a
 * record of another kind (or a malformed one).
 */
export function parseBulkLine(value: unknown): BulkLine | null {
  if (!isObject(value)) return null;
  const id = value.id;
  const type = gidType(id);
  if (!type || typeof id !== 'string') return null;
  const parentId = typeof value.__parentId === 'string' ? value.__parentId : null;
  const parentType = gidType(parentId);
  if (parentId !== null && !parentType) return null;

  if (type === 'Product' && parentType === 'Collection' && parentId) {
    return { kind: 'membership', id, __parentId: parentId };
  }
  if (type === 'Product' && parentId === null) {
    const title = text(value.title).trim();
    const descriptionHtml = text(value.descriptionHtml, MAX_HTML + 1);
    if (!title || descriptionHtml.length > MAX_HTML) return null;
    const range = isObject(value.priceRangeV2) ? value.priceRangeV2 : null;
    return {
      kind: 'product',
      id,
      title,
      handle: text(value.handle, 255),
      description: text(value.description, MAX_HTML),
      descriptionHtml,
      vendor: text(value.vendor, 255),
      productType: text(value.productType, 255),
      status: typeof value.status === 'string' ? value.status : 'ACTIVE',
      featuredImage: imageOf(value.featuredImage),
      maxVariantPrice: range ? moneyText(range.maxVariantPrice) : null,
    };
  }
  if (type === 'ProductVariant' && parentType === 'Product' && parentId) {
    return {
      kind: 'variant',
      id,
      title: text(value.title, 255),
      price: moneyText(value.price),
      availableForSale: value.availableForSale !== false,
      selectedOptions: selectedOptions(value.selectedOptions),
      image: imageOf(value.image),
      __parentId: parentId,
    };
  }
  if ((type === 'ProductImage' || type === 'MediaImage') && parentType === 'Product' && parentId) {
    const image = imageOf(value.image ?? value);
    return image
      ? {
          kind: 'image',
          id,
          url: image.url,
          altText: typeof value.altText === 'string' ? value.altText.slice(0, 512) : null,
          __parentId: parentId,
        }
      : null;
  }
  if (type === 'Collection' && parentId === null) {
    const title = text(value.title).trim();
    return title
      ? {
          kind: 'collection',
          id,
          title,
          handle: text(value.handle, 255),
          description: text(value.description, MAX_HTML),
        }
      : null;
  }
  return null;
}

/** The record in Shopify's own shape, as the filtered results file carries it. */
export function bulkLineToJson(line: BulkLine): Record<string, unknown> {
  switch (line.kind) {
    case 'product':
      return {
        id: line.id,
        title: line.title,
        handle: line.handle,
        description: line.description,
        descriptionHtml: line.descriptionHtml,
        vendor: line.vendor,
        productType: line.productType,
        status: line.status,
        featuredImage: line.featuredImage,
        priceRangeV2:
          line.maxVariantPrice === null
            ? null
            : { maxVariantPrice: { amount: line.maxVariantPrice } },
      };
    case 'variant':
    case 'membership':
    case 'collection': {
      const { kind: _kind, ...rest } = line;
      return rest;
    }
    case 'image':
      return { id: line.id, url: line.url, altText: line.altText, __parentId: line.__parentId };
  }
}
