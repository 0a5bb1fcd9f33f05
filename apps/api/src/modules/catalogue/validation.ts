// Checks of imported products and collections. They come from the store through the browser, so
// the server takes nothing on trust: ids must be the store's GIDs, texts are bounded, prices finite,
// images references of this group (images.ts), descriptions rebuilt (html.ts). A product that
// fails makes the whole batch fail with 'Unable to import product.'; nothing is half-written.
import { PRODUCT_BATCH } from '@vendy/client/domain';
import { UserError } from '../../errors';
import type { ProductCollectionInput, ProductInput } from '../../graphql/generated/resolvers-types';
import type { Storage } from '../storage';
import { sanitizeProductHtml } from './html';
import { parseImageRef } from './images';
import {
  UNABLE_TO_IMPORT_COLLECTIONS,
  UNABLE_TO_IMPORT_PRODUCT,
  UNABLE_TO_IMPORT_PRODUCTS,
} from './messages';

const MAX_TEXT = 255;
const MAX_TITLE = 512;
const MAX_DESCRIPTION = 512 * 1024;
const MAX_VARIANTS = 2048;
const MAX_IMAGES = 250;
const MAX_OPTIONS = 3;
const MAX_PRICE = 1e12;
/** Collections per upsertProductCollections call, and products per collection. */
export const MAX_COLLECTIONS = 250;
export const MAX_COLLECTION_PRODUCTS = 10_000;

const gid = (type: string) => new RegExp(`^gid://shopify/${type}/\\d{1,20}$`);
export const PRODUCT_GID = gid('Product');
export const VARIANT_GID = gid('ProductVariant');
export const COLLECTION_GID = gid('Collection');

export interface VariantDraft {
  alternateId: string;
  title: string;
  price: number;
  imageOriginalSrc: string | null;
  imageRef: string | null;
  thumbnailRef: string | null;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface ImageDraft {
  imageOriginalSrc: string;
  imageRef: string;
  thumbnailRef: string;
  isFeatured: boolean;
}

export interface ProductDraft {
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
  imageRef: string | null;
  thumbnailRef: string | null;
  variants: VariantDraft[];
  images: ImageDraft[];
}

export interface CollectionDraft {
  alternateId: string;
  title: string;
  description: string;
  handle: string;
  productAlternateIds: string[];
}

class Invalid extends Error {}

function text(value: string | null | undefined, max: number, required = false): string {
  const trimmed = (value ?? '').trim();
  if (trimmed.length > max || (required && trimmed === '')) throw new Invalid();
  return trimmed;
}

function price(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_PRICE) {
    throw new Invalid();
  }
  return Math.round(value * 10_000) / 10_000;
}

function storeUrl(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if ((url.protocol === 'https:' || url.protocol === 'http:') && value.length <= 2048) {
      return url.toString();
    }
  } catch {
    // falls through
  }
  throw new Invalid();
}

function requiredStoreUrl(value: string): string {
  const url = storeUrl(value);
  if (url === null) throw new Invalid();
  return url;
}

function match(value: string, pattern: RegExp): string {
  const trimmed = value.trim();
  if (!pattern.test(trimmed)) throw new Invalid();
  return trimmed;
}

function productDraft(storage: Storage, groupId: string, input: ProductInput): ProductDraft {
  const ref = (value: string | null | undefined, required = false): string | null => {
    if (value === null || value === undefined || value.trim() === '') {
      if (required) throw new Invalid();
      return null;
    }
    const parsed = parseImageRef(storage, groupId, value);
    if (parsed === null) throw new Invalid();
    return parsed;
  };
  if (input.variants.length > MAX_VARIANTS || input.images.length > MAX_IMAGES) throw new Invalid();
  const variantIds = new Set<string>();
  const variants = input.variants.map((variant): VariantDraft => {
    const alternateId = match(variant.id, VARIANT_GID);
    if (variantIds.has(alternateId)) throw new Invalid();
    variantIds.add(alternateId);
    if (variant.selectedOptions.length > MAX_OPTIONS + 1) throw new Invalid();
    return {
      alternateId,
      title: text(variant.title, MAX_TEXT),
      price: price(variant.price),
      imageOriginalSrc: storeUrl(variant.imageOriginalSrc),
      imageRef: ref(variant.imageUrl),
      thumbnailRef: ref(variant.thumbnailUrl),
      selectedOptions: variant.selectedOptions.map((option) => ({
        name: text(option.name, MAX_TEXT, true),
        value: text(option.value, MAX_TEXT),
      })),
    };
  });
  // Exactly one image is featured when there is any: the first one marked, else the first.
  const featuredIndex = Math.max(
    0,
    input.images.findIndex((image) => image.isFeatured),
  );
  const images = input.images.map((image, index): ImageDraft => ({
    imageOriginalSrc: requiredStoreUrl(image.imageOriginalSrc),
    imageRef: ref(image.imageUrl, true) as string,
    thumbnailRef: ref(image.thumbnailUrl, true) as string,
    isFeatured: index === featuredIndex,
  }));
  return {
    alternateId: match(input.alternateId, PRODUCT_GID),
    title: text(input.title, MAX_TITLE, true),
    description: text(input.description, MAX_DESCRIPTION),
    descriptionHtml: sanitizeProductHtml(text(input.descriptionHtml, MAX_DESCRIPTION)),
    price: input.price === null || input.price === undefined ? null : price(input.price),
    availableForSale: input.availableForSale,
    productType: text(input.productType, MAX_TEXT),
    vendor: text(input.vendor, MAX_TEXT),
    handle: text(input.handle, MAX_TEXT, true),
    imageOriginalSrc: storeUrl(input.imageOriginalSrc),
    imageRef: ref(input.imageUrl),
    thumbnailRef: ref(input.thumbnailUrl),
    variants,
    images,
  };
}

/** The batch as it will be stored; throws the message the import shows. */
export function validateProducts(
  storage: Storage,
  groupId: string,
  inputs: readonly ProductInput[],
): ProductDraft[] {
  if (inputs.length === 0 || inputs.length > PRODUCT_BATCH) {
    throw new UserError(UNABLE_TO_IMPORT_PRODUCTS);
  }
  const seen = new Set<string>();
  return inputs.map((input) => {
    let draft: ProductDraft;
    try {
      draft = productDraft(storage, groupId, input);
    } catch (error) {
      if (error instanceof Invalid) throw new UserError(UNABLE_TO_IMPORT_PRODUCT);
      throw error;
    }
    if (seen.has(draft.alternateId)) throw new UserError(UNABLE_TO_IMPORT_PRODUCTS);
    seen.add(draft.alternateId);
    return draft;
  });
}

export function validateCollections(inputs: readonly ProductCollectionInput[]): CollectionDraft[] {
  if (inputs.length === 0 || inputs.length > MAX_COLLECTIONS) {
    throw new UserError(UNABLE_TO_IMPORT_COLLECTIONS);
  }
  const seen = new Set<string>();
  try {
    return inputs.map((input) => {
      const alternateId = match(input.alternateId, COLLECTION_GID);
      if (seen.has(alternateId)) throw new Invalid();
      seen.add(alternateId);
      if (input.productAlternateIds.length > MAX_COLLECTION_PRODUCTS) throw new Invalid();
      return {
        alternateId,
        title: text(input.title, MAX_TITLE, true),
        description: text(input.description, MAX_DESCRIPTION),
        handle: text(input.handle, MAX_TEXT, true),
        // A product listed twice keeps its first place.
        productAlternateIds: [
          ...new Set(input.productAlternateIds.map((id) => match(id, PRODUCT_GID))),
        ],
      };
    });
  } catch (error) {
    if (error instanceof Invalid) throw new UserError(UNABLE_TO_IMPORT_COLLECTIONS);
    throw error;
  }
}
