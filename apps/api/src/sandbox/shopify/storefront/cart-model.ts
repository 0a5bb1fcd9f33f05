// The sandbox cart's rules and Shopify's AJAX cart JSON (cart.js, add.js, change.js). Pure: the
// lines come in, new lines and the answer go out; cart-store.ts keeps them.
//
// As on Shopify: lines are keyed by variant and line-item properties (equal ones merge, different
// properties make a new line, newest first); quantities are capped by the variant's inventory;
// amounts are integers in cents; errors are { status, message, description }.
import { createHash } from 'node:crypto';
import type { SandboxCartLine } from '../../../db/schema';
import type { SandboxProduct, SandboxVariant } from '../catalogue/types';
import { findVariant, hasOnlyDefaultVariant, imageOf, type Storefront } from './shop';

export interface CartErrorBody {
  status: number | string;
  message: string;
  description: string;
}

/** A refusal of the cart API, with the HTTP status Shopify answers it with. */
export class CartError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly body: CartErrorBody,
  ) {
    super(body.description);
  }
}

const cartError = (description: string) =>
  new CartError(422, { status: 422, message: 'Cart Error', description });

export const badRequest = (parameter: string) =>
  new CartError(400, {
    status: 'bad_request',
    message: 'Parameter Missing or Invalid',
    description: `Required parameter missing or invalid: ${parameter}`,
  });

/** Most lines a cart holds, and most properties a line carries. */
export const MAX_CART_LINES = 100;
const MAX_PROPERTIES = 25;
const MAX_PROPERTY_LENGTH = 1_000;

/** One item of an add request: `{ id, quantity, properties }` as the JSON or form API sends it. */
export interface AddItem {
  id: unknown;
  quantity?: unknown;
  properties?: unknown;
}

export interface AddResult {
  lines: SandboxCartLine[];
  /** Keys of the lines the request added to, in request order. */
  added: string[];
  /** Set when inventory allowed fewer than asked: the change is kept, the answer is a 422. */
  shortfall: CartError | null;
}

function numericId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\d{1,16}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) ? id : null;
}

function quantityOf(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return /^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** String properties only; blank values are dropped, as Shopify does. */
export function cleanProperties(raw: unknown): Record<string, string> {
  const properties: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return properties;
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    if (Object.keys(properties).length >= MAX_PROPERTIES) break;
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    if (typeof text !== 'string' || text.trim() === '' || name.trim() === '') continue;
    properties[name.slice(0, 255)] = text.slice(0, MAX_PROPERTY_LENGTH);
  }
  return properties;
}

/** `{variantId}:{md5 of the sorted properties}`, the shape of Shopify's line keys. */
export function lineKey(variantId: number, properties: Record<string, string>): string {
  const sorted = Object.keys(properties)
    .sort()
    .map((name) => [name, properties[name]]);
  return `${variantId}:${createHash('md5').update(JSON.stringify(sorted)).digest('hex')}`;
}

const quantityInCart = (lines: readonly SandboxCartLine[], variantId: number) =>
  lines.filter((l) => l.variantId === variantId).reduce((sum, l) => sum + l.quantity, 0);

/**
 * Adds items to the lines. Every item is checked first (unknown variant, sold out: nothing is
 * added); then each is added up to the variant's inventory.
 */
export function addItems(
  sf: Storefront,
  current: readonly SandboxCartLine[],
  items: readonly AddItem[],
): AddResult {
  if (items.length === 0) throw badRequest('items');
  const checked = items.map((item) => {
    const id = numericId(item.id);
    const quantity = quantityOf(item.quantity, 1);
    if (id === null) throw badRequest('id');
    if (quantity === null) throw badRequest('quantity');
    const found = findVariant(sf, id);
    if (!found) throw cartError('Cannot find variant');
    if (!found.variant.availableForSale || found.variant.inventoryQuantity <= 0) {
      throw cartError(`The product '${found.product.title}' is already sold out.`);
    }
    return { ...found, quantity, properties: cleanProperties(item.properties) };
  });

  let lines = [...current];
  const added: string[] = [];
  let shortfall: CartError | null = null;
  for (const { variant, quantity, properties } of checked) {
    if (quantity === 0) continue;
    const room = variant.inventoryQuantity - quantityInCart(lines, variant.id);
    if (room <= 0) {
      shortfall = cartError('The maximum quantity of this item is already in your cart.');
      continue;
    }
    const take = Math.min(quantity, room);
    if (take < quantity) shortfall = cartError(`Only ${take} items were added to your cart.`);
    const key = lineKey(variant.id, properties);
    const existing = lines.find((l) => l.key === key);
    if (existing) {
      lines = lines.map((l) => (l.key === key ? { ...l, quantity: l.quantity + take } : l));
    } else {
      if (lines.length >= MAX_CART_LINES) throw cartError('Your cart is full.');
      lines = [{ key, variantId: variant.id, quantity: take, properties }, ...lines];
    }
    added.push(key);
  }
  return { lines, added, shortfall };
}

/** A change.js request: the line by 1-based position (`line`) or by key or variant id (`id`). */
export interface ChangeRequest {
  id?: unknown;
  line?: unknown;
  quantity?: unknown;
}

export interface ChangeResult {
  lines: SandboxCartLine[];
  shortfall: CartError | null;
}

export function changeLine(
  sf: Storefront,
  current: readonly SandboxCartLine[],
  change: ChangeRequest,
): ChangeResult {
  let index = -1;
  const position = numericId(change.line);
  if (position !== null) {
    index = position - 1;
  } else if (typeof change.id === 'string' && change.id.includes(':')) {
    index = current.findIndex((l) => l.key === change.id);
  } else {
    const variantId = numericId(change.id);
    index = variantId === null ? -1 : current.findIndex((l) => l.variantId === variantId);
  }
  const line = current[index];
  if (!line) {
    throw new CartError(400, {
      status: 400,
      message: 'Cart Error',
      description: 'no valid id or line parameter',
    });
  }
  const quantity = quantityOf(change.quantity, line.quantity);
  if (quantity === null) throw badRequest('quantity');
  if (quantity === 0) {
    return { lines: current.filter((_, i) => i !== index), shortfall: null };
  }
  const found = findVariant(sf, line.variantId);
  // A product that left the store can only be removed.
  if (!found) throw cartError('Cannot find variant');
  const others = quantityInCart(current, line.variantId) - line.quantity;
  const allowed = Math.max(0, found.variant.inventoryQuantity - others);
  const take = Math.min(quantity, allowed);
  const lines = current
    .map((l, i) => (i === index ? { ...l, quantity: take } : l))
    .filter((l) => l.quantity > 0);
  return {
    lines,
    shortfall:
      take < quantity
        ? cartError(`You can only add ${allowed} ${found.product.title} to the cart.`)
        : null,
  };
}

// --- Shopify's JSON shapes --------------------------------------------------------------------

export interface LineItemJson {
  id: number;
  properties: Record<string, string>;
  quantity: number;
  variant_id: number;
  key: string;
  title: string;
  price: number;
  original_price: number;
  discounted_price: number;
  line_price: number;
  original_line_price: number;
  final_price: number;
  final_line_price: number;
  total_discount: number;
  discounts: never[];
  sku: string;
  grams: number;
  vendor: string;
  taxable: boolean;
  product_id: number;
  product_has_only_default_variant: boolean;
  gift_card: boolean;
  url: string;
  featured_image: {
    aspect_ratio: number;
    alt: string;
    height: number;
    url: string;
    width: number;
  } | null;
  image: string | null;
  handle: string;
  requires_shipping: boolean;
  product_type: string;
  product_title: string;
  product_description: string;
  variant_title: string | null;
  variant_options: string[];
  options_with_values: Array<{ name: string; value: string }>;
  line_level_discount_allocations: never[];
  line_level_total_discount: number;
}

export interface CartJson {
  token: string;
  note: string | null;
  attributes: Record<string, string>;
  original_total_price: number;
  total_price: number;
  total_discount: number;
  total_weight: number;
  item_count: number;
  items: LineItemJson[];
  requires_shipping: boolean;
  currency: string;
  items_subtotal_price: number;
  cart_level_discount_applications: never[];
}

export function lineItemJson(
  sf: Storefront,
  line: SandboxCartLine,
  product: SandboxProduct,
  variant: SandboxVariant,
): LineItemJson {
  const image = imageOf(product, variant);
  const imageUrl = image ? `${sf.origin}${sf.root}cdn/shop/files/${image.fileName}` : null;
  const defaultOnly = hasOnlyDefaultVariant(product);
  const linePrice = variant.priceCents * line.quantity;
  return {
    id: variant.id,
    properties: line.properties,
    quantity: line.quantity,
    variant_id: variant.id,
    key: line.key,
    title: defaultOnly ? product.title : `${product.title} - ${variant.title}`,
    price: variant.priceCents,
    original_price: variant.priceCents,
    discounted_price: variant.priceCents,
    line_price: linePrice,
    original_line_price: linePrice,
    final_price: variant.priceCents,
    final_line_price: linePrice,
    total_discount: 0,
    discounts: [],
    sku: variant.sku,
    grams: 0,
    vendor: product.vendor,
    taxable: true,
    product_id: product.id,
    product_has_only_default_variant: defaultOnly,
    gift_card: false,
    url: `${sf.root}products/${product.handle}?variant=${variant.id}`,
    featured_image: image
      ? {
          aspect_ratio: image.width / image.height,
          alt: image.altText,
          height: image.height,
          url: imageUrl as string,
          width: image.width,
        }
      : null,
    image: imageUrl,
    handle: product.handle,
    requires_shipping: true,
    product_type: product.productType,
    product_title: product.title,
    product_description: product.description,
    variant_title: defaultOnly ? null : variant.title,
    variant_options: variant.selectedOptions.map((o) => o.value),
    options_with_values: variant.selectedOptions.map((o) => ({ name: o.name, value: o.value })),
    line_level_discount_allocations: [],
    line_level_total_discount: 0,
  };
}

/** The lines whose products are still in the store, as line items (others are left out). */
export function lineItems(sf: Storefront, lines: readonly SandboxCartLine[]): LineItemJson[] {
  return lines.flatMap((line) => {
    const found = findVariant(sf, line.variantId);
    return found ? [lineItemJson(sf, line, found.product, found.variant)] : [];
  });
}

export function cartJson(
  sf: Storefront,
  token: string,
  lines: readonly SandboxCartLine[],
  attributes: Record<string, string> = {},
): CartJson {
  const items = lineItems(sf, lines);
  const total = items.reduce((sum, item) => sum + item.line_price, 0);
  return {
    token,
    note: null,
    attributes,
    original_total_price: total,
    total_price: total,
    total_discount: 0,
    total_weight: 0,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
    requires_shipping: items.length > 0,
    currency: 'USD',
    items_subtotal_price: total,
    cart_level_discount_applications: [],
  };
}
