// One sandbox shop as its storefront sees it: the shop's name and address, and the part of its
// generated catalogue shoppers can see (active, published products).
import { SANDBOX_PATH } from '../../../providers/shopify';
import { sandboxCatalogue } from '../catalogue/generate';
import type {
  SandboxCatalogue,
  SandboxCollection,
  SandboxImage,
  SandboxProduct,
  SandboxVariant,
} from '../catalogue/types';

export interface Storefront {
  /** The myshopify domain. */
  shop: string;
  /** Shown in the header and page titles ("Vendy Demo"). */
  name: string;
  /** The store's root path, with a trailing slash: Shopify.routes.root. */
  root: string;
  /** The server's public address (no trailing slash), for absolute URLs in JSON answers. */
  origin: string;
  catalogue: SandboxCatalogue;
}

export function storefrontOf(shop: string, publicUrl: string): Storefront {
  const name = shop
    .replace(/\.myshopify\.com$/, '')
    .replace(/-/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());
  return {
    shop,
    name,
    root: `${SANDBOX_PATH}/${shop}/`,
    origin: publicUrl.replace(/\/+$/, ''),
    catalogue: sandboxCatalogue(shop),
  };
}

/** Products a shopper may see and buy: active and published (drafts and archived ones are not). */
export function isOnSale(product: SandboxProduct): boolean {
  return product.status === 'ACTIVE' && product.publishedAt !== null;
}

export function visibleProducts(sf: Storefront): SandboxProduct[] {
  return sf.catalogue.products.filter(isOnSale);
}

export function collectionProducts(
  sf: Storefront,
  collection: SandboxCollection,
): SandboxProduct[] {
  return collection.productIds
    .map((id) => sf.catalogue.productById.get(id))
    .filter((p): p is SandboxProduct => p !== undefined && isOnSale(p));
}

export function productByHandle(sf: Storefront, handle: string): SandboxProduct | undefined {
  const product = sf.catalogue.products.find((p) => p.handle === handle);
  return product && isOnSale(product) ? product : undefined;
}

export function collectionByHandle(sf: Storefront, handle: string): SandboxCollection | undefined {
  return sf.catalogue.collections.find((c) => c.handle === handle);
}

/** A variant of a visible product, by its numeric id. */
export function findVariant(
  sf: Storefront,
  variantId: number,
): { product: SandboxProduct; variant: SandboxVariant } | null {
  const product = sf.catalogue.productByVariantId.get(variantId);
  const variant = product?.variants.find((v) => v.id === variantId);
  return product && variant && isOnSale(product) ? { product, variant } : null;
}

/** A product with only Shopify's "Default Title" variant shows no variant picker. */
export function hasOnlyDefaultVariant(product: SandboxProduct): boolean {
  return product.variants.length === 1 && product.options[0]?.name === 'Title';
}

/** The image of a variant (its colour), else the product's first. */
export function imageOf(product: SandboxProduct, variant?: SandboxVariant): SandboxImage | null {
  const own = variant?.imageId ? product.images.find((i) => i.id === variant.imageId) : undefined;
  return own ?? product.images[0] ?? null;
}

/** Path of an image on the shop's CDN (same origin as the store pages). */
export function imagePath(sf: Storefront, image: SandboxImage): string {
  return `${sf.root}cdn/shop/files/${image.fileName}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50", as the theme's money filter shows prices. */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
}
