// The embed's side of the parent-window protocol (@vendy/client/domain embed.ts; the store side is
// src/loader/loader.ts): set-size, add-to-cart request / response, affiliate-mode.
//
// Origins, both ways:
// - The parent's origin is the frame's first ancestor (location.ancestorOrigins, Chromium and
//   Safari) or else the origin of document.referrer (the page that put the frame there). Retrying
//   a failed load never navigates the frame, so the referrer stays the parent page.
// - Page messages are accepted only from window.parent AND from that origin; anything else (other
//   frames, other scripts, a parent that navigated elsewhere) is ignored.
// - Messages go to that exact origin. When the origin is truly unknown (no ancestorOrigins and a
//   page with `Referrer-Policy: no-referrer`), only set-size is posted, to '*': it carries nothing
//   but our own height, which the loader needs to size the frame, while add-to-cart (anonymous
//   id, placement ids) is never posted to an unknown page and the shopper is told it failed.
// - Not framed (opened directly): nothing is posted and nothing is listened to.
import {
  EMBED_HEIGHT_MARGIN_PX,
  readPageMessage,
  variantNumber,
  type AddToCartRequest,
  type AddToCartResponse,
  type AffiliateModeMessage,
  type CartResponse,
  type FrameMessage,
} from '@vendy/client/domain';
import { readConsentMessage } from '../consent';

/** How long the embed waits for the store's answer to an add-to-cart request. */
export const CART_TIMEOUT_MS = 10_000;

export interface ParentWindowLike {
  location: { ancestorOrigins?: ArrayLike<string> | DOMStringList; origin: string };
  document: { referrer: string };
  parent: Window;
  self: Window;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface CartLine {
  quantity: number;
  variantId: string;
  strategyId: string | null;
  anonymousId: string | null;
  eventId: string | null;
}

export interface ParentChannel {
  /** The frame is inside another page. */
  readonly framed: boolean;
  /** The parent page's origin, or null when unknown (or not framed). */
  readonly origin: string | null;
  /** Reports the document height (plus the margin), once per change. */
  setSize(contentHeight: number): void;
  /** Asks the store page to add to its cart; resolves with its answer, or a failure on timeout. */
  addToCart(line: CartLine): Promise<CartResponse>;
  /** Called with each affiliate-mode message (and at once if one already arrived). */
  onAffiliateMode(listener: (message: AffiliateModeMessage) => void): () => void;
  readonly affiliateMode: AffiliateModeMessage | null;
  /** Called with the shopper's consent to analytics each time the store page sends it. */
  onConsent(listener: (allowed: boolean) => void): () => void;
  destroy(): void;
}

const originOf = (url: string): string | null => {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** The parent page's origin as the frame can know it, or null. */
export function parentOrigin(win: ParentWindowLike): string | null {
  if (win.parent === win.self) return null;
  const ancestors = win.location.ancestorOrigins;
  const first = ancestors && ancestors.length > 0 ? ancestors[0] : undefined;
  if (first && first !== 'null') return first;
  return win.document.referrer ? originOf(win.document.referrer) : null;
}

export function createParentChannel(
  win: ParentWindowLike,
  { timeoutMs = CART_TIMEOUT_MS }: { timeoutMs?: number } = {},
): ParentChannel {
  const framed = win.parent !== win.self;
  const origin = framed ? parentOrigin(win) : null;
  let lastHeight = -1;
  let affiliate: AffiliateModeMessage | null = null;
  const affiliateListeners = new Set<(message: AffiliateModeMessage) => void>();
  const consentListeners = new Set<(allowed: boolean) => void>();
  const pending = new Map<string, (response: CartResponse) => void>();
  let sequence = 0;

  const post = (message: FrameMessage, target: string) => win.parent.postMessage(message, target);

  function onMessage(event: MessageEvent) {
    if (!origin || event.source !== win.parent || event.origin !== origin) return;
    // Consent is the loader's own message (../consent.ts), not one of the spec's.
    const consent = readConsentMessage(event.data);
    if (consent !== null) {
      for (const listener of consentListeners) listener(consent);
      return;
    }
    const message = readPageMessage(event.data);
    if (!message) return;
    switch (message.type) {
      case 'affiliate-mode':
        affiliate = message;
        for (const listener of affiliateListeners) listener(message);
        return;
      case 'add-to-cart-response':
        answer(message);
        return;
      default: {
        // Every PageMessage has its case above: a new one fails to compile here.
        const _unhandled: never = message;
      }
    }
  }

  function answer(message: AddToCartResponse) {
    // The loader echoes the request's eventId; a response without one answers the only request.
    const key =
      message.eventId !== null && pending.has(message.eventId)
        ? message.eventId
        : pending.size === 1
          ? [...pending.keys()][0]
          : undefined;
    const resolve = key === undefined ? undefined : pending.get(key);
    if (key !== undefined && resolve) {
      pending.delete(key);
      resolve(message.cartResponse);
    }
  }
  if (framed && origin) win.addEventListener('message', onMessage);

  return {
    framed,
    origin,
    get affiliateMode() {
      return affiliate;
    },
    setSize(contentHeight) {
      if (!framed) return;
      const height = Math.ceil(contentHeight) + EMBED_HEIGHT_MARGIN_PX;
      if (height === lastHeight) return;
      lastHeight = height;
      post({ type: 'set-size', height }, origin ?? '*');
    },
    addToCart(line) {
      if (!framed || !origin) return Promise.resolve({ success: false, errorMessage: null });
      const request: AddToCartRequest = {
        type: 'add-to-cart',
        quantity: line.quantity,
        variantId: variantNumber(line.variantId),
        strategyId: line.strategyId,
        anonymousId: line.anonymousId,
        eventId: line.eventId,
      };
      const key = line.eventId ?? `request-${++sequence}`;
      return new Promise<CartResponse>((resolve) => {
        const timer = setTimeout(() => {
          pending.delete(key);
          resolve({ success: false, errorMessage: null });
        }, timeoutMs);
        pending.set(key, (response) => {
          clearTimeout(timer);
          resolve(response);
        });
        post(request, origin);
      });
    },
    onAffiliateMode(listener) {
      affiliateListeners.add(listener);
      if (affiliate) listener(affiliate);
      return () => affiliateListeners.delete(listener);
    },
    onConsent(listener) {
      consentListeners.add(listener);
      return () => consentListeners.delete(listener);
    },
    destroy() {
      win.removeEventListener('message', onMessage);
      affiliateListeners.clear();
      consentListeners.clear();
      for (const resolve of pending.values()) resolve({ success: false, errorMessage: null });
      pending.clear();
    },
  };
}

/** Reports the element's height to the parent whenever it changes (after the first layout). */
export function observeSize(element: HTMLElement, channel: ParentChannel): () => void {
  if (!channel.framed) return () => undefined;
  const report = () => channel.setSize(element.getBoundingClientRect().height);
  report();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(report);
  observer.observe(element);
  return () => observer.disconnect();
}
