/** The store cart link used by Buy Now in affiliate mode (doc 2 §9). */

export interface CartLine {
  /** A variant number or its global id (gid://shopify/ProductVariant/123). */
  variantId: string | number;
  quantity: number | null | undefined;
}

/** The numeric part of a variant id: gid://shopify/ProductVariant/123 → 123. */
export function variantNumber(variantId: string | number): string {
  const text = String(variantId).trim();
  return text.slice(text.lastIndexOf('/') + 1);
}

/**
 * https://{store}/cart/{variant}:{quantity},... — the store platform's cart permalink, which fills
 * the cart and opens checkout. Lines without a positive quantity are left out; with none left the
 * link opens the (unchanged) cart.
 */
export function storeCartLink(storeDomain: string, items: readonly CartLine[]): string {
  const domain = storeDomain
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/+$/, '');
  const lines = items
    .filter((item) => typeof item.quantity === 'number' && item.quantity >= 1)
    .map((item) => `${variantNumber(item.variantId)}:${Math.floor(item.quantity as number)}`);
  return lines.length ? `https://${domain}/cart/${lines.join(',')}` : `https://${domain}/cart`;
}
