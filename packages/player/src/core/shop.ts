/**
 * The shop overlay over a player: collapsed ('Click to Shop'), the open banner list, and the
 * selected item's product card (variant options, quantity, Add to Cart or Buy Now). It records
 * the product analytics events; the embedding app does the cart work.
 */
import { QUANTITY_MIN, storeCartLink, type ProductEventFields } from '@vendy/client/domain';
import { createAnalytics, type Analytics } from './analytics';
import { AFFILIATE_NO_STORE_ERROR } from './messages';
import type { Banner, Placement, PlayerProduct, PlayerVariant, ShopItem } from './placement';
import { visibleBanners } from './placement';
import type { Player } from './player';
import { createStore, type ReadableStore } from './store';

export type ShopMode = 'collapsed' | 'open' | 'selected';

export interface ShopState {
  mode: ShopMode;
  selected: ShopItem | null;
  /** Chosen option values of the selected product, by option name. */
  options: Readonly<Record<string, string>>;
  quantity: number;
  /** An add to cart is under way. */
  adding: boolean;
  /** Banners showing at the player's current time. */
  banners: readonly Banner[];
}

export interface AddToCartRequest {
  product: PlayerProduct;
  variant: PlayerVariant;
  quantity: number;
  strategyId: string | null;
}

export interface ShopOptions {
  placement: Placement;
  /** Banners follow this player's time; without one every banner shows. */
  player?: Player;
  analytics?: Analytics;
  /** The parent page asked for affiliate mode: products get Buy Now (a store cart link). */
  affiliateMode?: boolean;
  /** Adds to the store's cart (the embed asks the parent page); rejects with a message. */
  onAddToCart?: (request: AddToCartRequest) => Promise<void> | void;
}

export interface OptionGroup {
  name: string;
  values: string[];
}

export interface Shop extends ReadableStore<ShopState> {
  readonly placement: Placement;
  readonly affiliateMode: boolean;
  open(): void;
  /** Back to 'Click to Shop'; clears the selection. */
  collapse(): void;
  select(item: ShopItem): void;
  /** Closes the product card (back to the list); clears the selection. */
  closeCard(): void;
  setOption(name: string, value: string): void;
  setQuantity(quantity: number): void;
  increment(): void;
  decrement(): void;
  addToCart(): Promise<void>;
  /** Records the buy-now event; the card opens the address itself (a link to a new tab). */
  recordBuyNow(): void;
  destroy(): void;
}

/** Shopify's placeholder option of products without variants: nothing to choose. */
const DEFAULT_OPTION_VALUE = 'Default Title';

/** The option names of a product's variants with their values, in first-seen order. */
export function variantOptionGroups(product: PlayerProduct): OptionGroup[] {
  const groups = new Map<string, string[]>();
  for (const variant of product.variants) {
    for (const { name, value } of variant.selectedOptions) {
      const values = groups.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      groups.set(name, values);
    }
  }
  return [...groups]
    .filter(([, values]) => !(values.length === 1 && values[0] === DEFAULT_OPTION_VALUE))
    .map(([name, values]) => ({ name, values }));
}

export function optionsOf(variant: PlayerVariant | undefined): Record<string, string> {
  return Object.fromEntries((variant?.selectedOptions ?? []).map((o) => [o.name, o.value]));
}

/** The variant whose options match every chosen value, or null. */
export function findVariant(
  product: PlayerProduct,
  options: Readonly<Record<string, string>>,
): PlayerVariant | null {
  return (
    product.variants.find((variant) =>
      variant.selectedOptions.every(
        (o) => options[o.name] === undefined || options[o.name] === o.value,
      ),
    ) ?? null
  );
}

/** A typed or stepped quantity: a whole number, never below 1. */
export function clampQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(QUANTITY_MIN, Math.floor(quantity)) : QUANTITY_MIN;
}

/** What the card's price shows: the chosen variant's price, else the product's. */
export function itemPrice(item: ShopItem, variant: PlayerVariant | null): number | null {
  return item.kind === 'affiliate' ? item.link.price : (variant?.price ?? item.product.price);
}

export function itemImage(item: ShopItem, variant: PlayerVariant | null): string | null {
  if (item.kind === 'affiliate') {
    const first = [...item.link.images].sort((a, b) => a.rank - b.rank)[0];
    return first?.imageUrl ?? null;
  }
  const featured = item.product.images?.find((image) => image.isFeatured);
  return variant?.imageUrl ?? item.product.imageUrl ?? featured?.imageUrl ?? null;
}

export function itemTitle(item: ShopItem): string {
  return item.kind === 'affiliate' ? item.link.title : item.product.title;
}

/** The product event fields of an item (doc 3 §7). */
export function productFields(
  item: ShopItem,
  variant: PlayerVariant | null = null,
  quantity: number | null = null,
  url: string | null = null,
): ProductEventFields {
  if (item.kind === 'affiliate') {
    return {
      productId: null,
      productTitle: item.link.title,
      variantId: null,
      variantTitle: null,
      price: item.link.price,
      vendor: null,
      productType: null,
      quantity,
      affiliateLinkId: item.link.id,
      url: url ?? item.link.url,
    };
  }
  const { product } = item;
  return {
    productId: product.id,
    productTitle: product.title,
    variantId: variant?.id ?? null,
    variantTitle: variant?.title ?? null,
    price: variant?.price ?? product.price,
    vendor: product.vendor,
    productType: product.productType,
    quantity,
    affiliateLinkId: null,
    url,
  };
}

export type CardAction =
  | { kind: 'add-to-cart' }
  | { kind: 'buy-now'; url: string; label: string }
  | { kind: 'error'; message: string };

/**
 * What the card's button does: an affiliate link opens its own address; in affiliate mode a
 * product opens the store's cart link (an error without a store); otherwise Add to Cart.
 */
export function cardAction(
  item: ShopItem,
  {
    affiliateMode,
    storeDomain,
    variant,
    quantity,
  }: {
    affiliateMode: boolean;
    storeDomain: string | null;
    variant: PlayerVariant | null;
    quantity: number;
  },
): CardAction {
  if (item.kind === 'affiliate') {
    return { kind: 'buy-now', url: item.link.url, label: item.link.ctaText || 'Buy Now' };
  }
  if (!affiliateMode) return { kind: 'add-to-cart' };
  if (!storeDomain) return { kind: 'error', message: AFFILIATE_NO_STORE_ERROR };
  const url = variant
    ? storeCartLink(storeDomain, [{ variantId: variant.id, quantity }])
    : storeCartLink(storeDomain, []);
  return { kind: 'buy-now', url, label: 'Buy Now' };
}

export function createShop(options: ShopOptions): Shop {
  const { placement, player, affiliateMode = false, onAddToCart } = options;
  const analytics = options.analytics ?? player?.analytics ?? createAnalytics(null);
  analytics.setContext({ strategyId: placement.strategyId, experimentId: placement.experimentId });

  const bannersAt = (time: number) =>
    player ? visibleBanners(placement.banners, time) : [...placement.banners];
  const store = createStore<ShopState>({
    mode: 'collapsed',
    selected: null,
    options: {},
    quantity: QUANTITY_MIN,
    adding: false,
    banners: bannersAt(player?.get().currentTime ?? 0),
  });
  const { get, set } = store;

  const seen = new Set<string>();
  const onTime = () => {
    const state = player?.get();
    if (!state) return;
    const banners = bannersAt(state.currentTime);
    if (banners.length !== get().banners.length) set({ banners });
    if (!state.started) return;
    for (const banner of banners) {
      if (seen.has(banner.key)) continue;
      seen.add(banner.key);
      analytics.product('view-in-video', productFields(banner.item));
    }
  };
  const unsubscribe = player?.subscribe((state, previous) => {
    if (state.currentTime !== previous.currentTime || state.started !== previous.started) onTime();
  });

  const selectedVariant = (): PlayerVariant | null => {
    const { selected, options: chosen } = get();
    return selected?.kind === 'product' ? findVariant(selected.product, chosen) : null;
  };

  return {
    placement,
    affiliateMode,
    get,
    subscribe: store.subscribe,
    open: () => set({ mode: 'open' }),
    collapse: () => set({ mode: 'collapsed', selected: null, options: {}, quantity: QUANTITY_MIN }),
    select(item) {
      const first = item.kind === 'product' ? item.product.variants[0] : undefined;
      set({ mode: 'selected', selected: item, options: optionsOf(first), quantity: QUANTITY_MIN });
      analytics.product('shop-now', productFields(item, first ?? null));
    },
    closeCard: () => set({ mode: 'open', selected: null, options: {}, quantity: QUANTITY_MIN }),
    setOption(name, value) {
      const { selected, options: chosen } = get();
      if (selected?.kind !== 'product') return;
      const wanted = { ...chosen, [name]: value };
      // An impossible combination moves to the first variant that has the value just chosen.
      const variant =
        findVariant(selected.product, wanted) ??
        selected.product.variants.find((v) =>
          v.selectedOptions.some((o) => o.name === name && o.value === value),
        );
      set({ options: variant ? optionsOf(variant) : wanted });
    },
    setQuantity: (quantity) => set({ quantity: clampQuantity(quantity) }),
    increment: () => set({ quantity: clampQuantity(get().quantity + 1) }),
    decrement: () => set({ quantity: clampQuantity(get().quantity - 1) }),
    async addToCart() {
      const { selected, quantity, adding } = get();
      const variant = selectedVariant();
      if (adding || selected?.kind !== 'product' || !variant) return;
      analytics.product('add-to-cart', productFields(selected, variant, quantity));
      set({ adding: true });
      try {
        await onAddToCart?.({
          product: selected.product,
          variant,
          quantity,
          strategyId: placement.strategyId,
        });
      } finally {
        set({ adding: false });
      }
    },
    recordBuyNow() {
      const { selected, quantity } = get();
      if (!selected) return;
      const variant = selectedVariant();
      const action = cardAction(selected, {
        affiliateMode,
        storeDomain: placement.storeDomain,
        variant,
        quantity,
      });
      if (action.kind !== 'buy-now') return;
      analytics.product(
        'buy-now',
        productFields(selected, variant, selected.kind === 'product' ? quantity : null, action.url),
      );
    },
    destroy() {
      unsubscribe?.();
    },
  };
}
