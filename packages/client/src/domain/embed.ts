/**
 * The store side of an embedded layout (doc 3 §4 "Cart", §7 parent-window messages, §9): the
 * messages between the embed frame and the store page, the line-item properties that let an order
 * be attributed to a layout, and the manual embed code. Pure: shared by the loader script (kept
 * tiny, so only small functions here), the embed and the server.
 */
import { variantNumber } from './cart';
import { isPortraitLayout } from './layouts';
import {
  CAROUSEL_PORTRAIT_HEIGHT,
  FEED_FRAME_HEIGHT,
  EMBED_HEIGHT_MARGIN_PX,
  type LayoutType,
} from './viewer-constants';

/** The loader script, served by Vendy next to the embed frames. */
export const LOADER_PATH = '/embed/loader.js';
/** The placeholder attribute naming the layout ({widgetId}, or ig/{feedId} for a feed). */
export const LAYOUT_ATTRIBUTE = 'data-vendy-layout';
/** Optional placeholder attribute: the signature the frame gets in an affiliate-mode message. */
export const AFFILIATE_ATTRIBUTE = 'data-vendy-affiliate';

/** Frame → store page. */
export interface SetSizeMessage {
  type: 'set-size';
  /** The frame's content height in CSS pixels, margin included (the embed adds 10 px). */
  height: number;
}
export interface AddToCartRequest {
  type: 'add-to-cart';
  quantity: number;
  /** Numeric variant id (a gid://shopify/ProductVariant/{n} is reduced to n). */
  variantId: string;
  strategyId: string | null;
  anonymousId: string | null;
  eventId: string | null;
}
export type FrameMessage = SetSizeMessage | AddToCartRequest;

/** Store page → frame. */
export interface CartResponse {
  success: boolean;
  /** The store's message when it refused; null lets the embed show its fallback. */
  errorMessage: string | null;
}
export interface AddToCartResponse {
  type: 'add-to-cart-response';
  /** The eventId of the request it answers, so overlapping requests can be told apart. */
  eventId: string | null;
  cartResponse: CartResponse;
}
export interface AffiliateModeMessage {
  type: 'affiliate-mode';
  signature: string;
}
export type PageMessage = AddToCartResponse | AffiliateModeMessage;

/** A frame never gets taller than this, whatever it reports. */
export const MAX_FRAME_HEIGHT = 20_000;
/** Largest quantity one add-to-cart request may carry. */
export const MAX_CART_QUANTITY = 10_000;
const MAX_TEXT = 255;

/** Layout ids and feed ids as the embed path accepts them ({id} or ig/{id}). */
export function isEmbedId(id: unknown): id is string {
  return typeof id === 'string' && /^(ig\/)?[\w-]{1,64}$/.test(id);
}

/** A short printable string, or null. */
function text(value: unknown): string | null {
  return typeof value === 'string' &&
    value.length > 0 &&
    value.length <= MAX_TEXT &&
    // eslint-disable-next-line no-control-regex
    !/[\u0000-\u001f\u007f]/.test(value)
    ? value
    : null;
}

/** A message from an embed frame, checked; anything else (other scripts' messages too) is null. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'set-size') {
    const height = m.height;
    return typeof height === 'number' && height >= 0 && height <= MAX_FRAME_HEIGHT
      ? { type: 'set-size', height: Math.ceil(height) }
      : null;
  }
  if (m.type === 'add-to-cart') {
    const quantity = m.quantity;
    const raw = m.variantId;
    const variantId = typeof raw === 'string' || typeof raw === 'number' ? variantNumber(raw) : '';
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_CART_QUANTITY ||
      !/^\d{1,20}$/.test(variantId)
    ) {
      return null;
    }
    return {
      type: 'add-to-cart',
      quantity,
      variantId,
      strategyId: text(m.strategyId),
      anonymousId: text(m.anonymousId),
      eventId: text(m.eventId),
    };
  }
  return null;
}

/** A message from the store page, checked (for the embed frame). */
export function readPageMessage(data: unknown): PageMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type === 'affiliate-mode') {
    const signature = text(m.signature);
    return signature === null ? null : { type: 'affiliate-mode', signature };
  }
  const response = m.cartResponse as Record<string, unknown> | null | undefined;
  if (m.type === 'add-to-cart-response' && typeof response?.success === 'boolean') {
    return {
      type: 'add-to-cart-response',
      eventId: text(m.eventId),
      cartResponse: { success: response.success, errorMessage: text(response.errorMessage) },
    };
  }
  return null;
}

/**
 * Line-item properties that attribute a cart line (and so the order) to a layout. A leading
 * underscore is the store platform's convention for properties customers do not see at checkout.
 */
export const CART_PROPERTIES = {
  layoutId: '_vendy_layout_id',
  strategyId: '_vendy_strategy_id',
  /**
   * Also the name of the cart attribute the store loader writes (POST {root}cart/update.js) after
   * a consenting shopper's first add-to-cart, so the order carries the viewer as a note attribute
   * whatever happens to its lines; set to '' (removed) when consent is withdrawn. No personal data.
   */
  anonymousId: '_vendy_anonymous_id',
  eventId: '_vendy_event_id',
} as const;

export function cartLineProperties(
  request: Pick<AddToCartRequest, 'strategyId' | 'anonymousId' | 'eventId'>,
  layoutId: string,
): Record<string, string> {
  const properties: Record<string, string> = { [CART_PROPERTIES.layoutId]: layoutId };
  if (request.strategyId) properties[CART_PROPERTIES.strategyId] = request.strategyId;
  if (request.anonymousId) properties[CART_PROPERTIES.anonymousId] = request.anonymousId;
  if (request.eventId) properties[CART_PROPERTIES.eventId] = request.eventId;
  return properties;
}

/** Reserved height of a portrait layout: the portrait player plus the embed's height margin. */
export const PORTRAIT_RESERVED_HEIGHT = CAROUSEL_PORTRAIT_HEIGHT + EMBED_HEIGHT_MARGIN_PX;

/** Reserved height of an Instagram feed: the feed viewer's height plus the embed's margin. */
export const FEED_RESERVED_HEIGHT = FEED_FRAME_HEIGHT + EMBED_HEIGHT_MARGIN_PX;

const FRAME_BLOCK = 'display:block;width:100%;';
/** The space kept for a layout of unknown type (a bare placeholder): a 16:9 box. */
export const DEFAULT_RESERVED_FRAME_STYLE = `${FRAME_BLOCK}aspect-ratio:16/9`;

/**
 * The space a placeholder keeps before the frame reports its size, as inline CSS, so the store
 * page does not shift when the layout loads. The frame's set-size message replaces it.
 */
export function reservedFrameStyle(type?: LayoutType | null): string {
  return isPortraitLayout(type)
    ? `${FRAME_BLOCK}height:${PORTRAIT_RESERVED_HEIGHT}px`
    : DEFAULT_RESERVED_FRAME_STYLE;
}

/** The reserved space of a feed's placeholder (see FEED_RESERVED_HEIGHT). */
// A function, so bundles that do not use it (the store loader) drop it whole.
const feedReservedFrameStyle = () => `${FRAME_BLOCK}height:${FEED_RESERVED_HEIGHT}px`;
export const FEED_RESERVED_FRAME_STYLE = /* @__PURE__ */ feedReservedFrameStyle();

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The manual embed code of a layout (support page "Embed a layout manually"): a placeholder that
 * names the layout and keeps its space, and the loader script from the Vendy host. Pasting it
 * twice on a page loads the script once.
 */
export function layoutEmbedCode(host: string, layoutId: string, type?: LayoutType | null): string {
  const origin = host.trim().replace(/\/+$/, '');
  return (
    `<div ${LAYOUT_ATTRIBUTE}="${attribute(layoutId)}" style="${reservedFrameStyle(type)}"></div>\n` +
    `<script src="${attribute(origin)}${LOADER_PATH}" async></script>`
  );
}

/**
 * The embed code of an Instagram feed: the placeholder naming `ig/{feedId}` with the feed's
 * reserved height, and the loader script (the same markup as the "Vendy Instagram feed" app block).
 */
export function feedEmbedCode(host: string, feedId: string): string {
  const origin = host.trim().replace(/\/+$/, '');
  return (
    `<div ${LAYOUT_ATTRIBUTE}="ig/${attribute(feedId)}" style="${FEED_RESERVED_FRAME_STYLE}"></div>\n` +
    `<script src="${attribute(origin)}${LOADER_PATH}" async></script>`
  );
}
