// The store side of an embedded layout. Placeholders (<div data-vendy-layout="{id}">) keep their
// space, become frames of {origin}/embed/{id} when they come near the viewport, take the height
// their frame reports, and have their add-to-cart requests answered through the store's AJAX cart
// (POST {root}cart/add.js) with line-item properties that attribute the order to the layout.
//
// The shopper's consent to analytics (Shopify's customer privacy API; see ../consent.ts) goes to
// each frame in its address and in a message, again whenever the shopper decides; without it the
// cart lines carry no anonymous id.
//
// Messages are trusted only from `origin` (the Vendy host the script came from) and only from one
// of our own frames; answers go to that exact origin, never '*'. This file ships to every store
// page: keep it small (bench/storefront measures it, target 2 KB gzipped).
import {
  AFFILIATE_ATTRIBUTE,
  CART_PROPERTIES,
  DEFAULT_RESERVED_FRAME_STYLE,
  cartLineProperties,
  isEmbedId,
  LAYOUT_ATTRIBUTE,
  readFrameMessage,
  type AddToCartRequest,
  type CartResponse,
  type PageMessage,
} from '@vendy/client/domain';
import { CONSENT_PARAM, type ConsentMessage } from '../consent';

/** Fired (bubbling) on the placeholder after a successful add, so the theme can refresh its cart. */
export const CART_ADD_EVENT = 'vendy:cart-add';
/** How far below the viewport a frame starts loading. */
const LAZY_MARGIN = '400px 0px';
const FRAME_ATTRIBUTE = 'data-vendy-frame';

export interface Loader {
  /** Looks for placeholders added since (the theme editor re-renders sections). */
  scan(): void;
  stop(): void;
}

type StoreWindow = Window &
  typeof globalThis & {
    Shopify?: {
      routes?: { root?: string };
      customerPrivacy?: { analyticsProcessingAllowed?: () => boolean };
      loadFeatures?: (features: Array<{ name: string; version: string }>, done: () => void) => void;
    };
  };
/** Shopify's consent event on the store page's document. */
const CONSENT_EVENT = 'visitorConsentCollected';

const message = (body: unknown): string | null => {
  const b = body as { description?: unknown; message?: unknown } | null;
  const text = b && (typeof b.description === 'string' ? b.description : b.message);
  return typeof text === 'string' && text ? text : null;
};

export function startLoader(origin: string, win: StoreWindow = window as StoreWindow): Loader {
  const doc = win.document;
  const seen = new WeakSet<Element>();
  const greeted = new WeakSet<HTMLIFrameElement>();
  const observer =
    'IntersectionObserver' in win
      ? new win.IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) {
                observer?.unobserve(entry.target);
                mount(entry.target as HTMLElement);
              }
            }
          },
          { rootMargin: LAZY_MARGIN },
        )
      : null;

  const post = (frame: HTMLIFrameElement, data: PageMessage | ConsentMessage) =>
    frame.contentWindow?.postMessage(data, origin);
  const shopify = win.Shopify;
  // A theme may load the privacy API late: ask Shopify for it, and until it answers count the
  // shopper as not allowing (frames keep nothing); a store without the API at all allows.
  let loading = !shopify?.customerPrivacy && !!shopify?.loadFeatures;
  /** Analytics allowed: Shopify's answer; a store without the API (no consent banner) allows. */
  const allowed = () => {
    const privacy = win.Shopify?.customerPrivacy;
    return privacy ? privacy.analyticsProcessingAllowed?.() !== false : !loading;
  };
  const frames = () => doc.querySelectorAll<HTMLIFrameElement>(`iframe[${FRAME_ATTRIBUTE}]`);

  /** Sends consent and affiliate mode once the frame can hear them (on load, on its first message). */
  const greet = (frame: HTMLIFrameElement) => {
    post(frame, { type: 'consent', analytics: allowed() });
    const signature = frame.parentElement?.getAttribute(AFFILIATE_ATTRIBUTE);
    if (signature) post(frame, { type: 'affiliate-mode', signature });
  };
  /** The anonymous id written to the cart's attributes by this page ('' for none). */
  let attributed = '';
  /** POST {root}cart/{action}.js with a JSON body, as a theme's own scripts do. */
  const cart = (action: string, body: unknown) =>
    win.fetch(`${win.Shopify?.routes?.root ?? '/'}cart/${action}.js`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  /** Sets (or with '' removes) the cart attribute that carries the viewer to the order. */
  const attribute = (value: string) => {
    attributed = value;
    return cart('update', { attributes: { [CART_PROPERTIES.anonymousId]: value } }).catch(() => {});
  };
  const consentChanged = () => {
    for (const frame of frames()) post(frame, { type: 'consent', analytics: allowed() });
    if (attributed && !allowed()) void attribute('');
  };

  function mount(holder: HTMLElement) {
    const id = holder.getAttribute(LAYOUT_ATTRIBUTE);
    if (!isEmbedId(id)) return;
    const frame = doc.createElement('iframe');
    frame.src = `${origin}/embed/${id}${allowed() ? '' : `?${CONSENT_PARAM}=0`}`;
    frame.title = 'Shoppable video';
    frame.setAttribute('loading', 'lazy');
    frame.allow = 'autoplay; fullscreen; picture-in-picture';
    frame.setAttribute(FRAME_ATTRIBUTE, '');
    frame.style.cssText = 'display:block;width:100%;height:100%;border:0';
    frame.addEventListener('load', () => greet(frame));
    holder.append(frame);
  }

  function scan() {
    for (const holder of doc.querySelectorAll<HTMLElement>(`[${LAYOUT_ATTRIBUTE}]`)) {
      if (seen.has(holder)) continue;
      seen.add(holder);
      const style = holder.style;
      // Manual embed code and the app block reserve the space in HTML; this covers bare placeholders.
      if (!style.height && !style.aspectRatio) style.cssText += `;${DEFAULT_RESERVED_FRAME_STYLE}`;
      if (observer) observer.observe(holder);
      else mount(holder);
    }
  }

  async function addToCart(frame: HTMLIFrameElement, request: AddToCartRequest) {
    const holder = frame.parentElement as HTMLElement;
    const id = Number(request.variantId);
    let cartResponse: CartResponse = { success: false, errorMessage: null };
    try {
      const response = await cart('add', {
        items: [
          {
            id: Number.isSafeInteger(id) ? id : request.variantId,
            quantity: request.quantity,
            properties: cartLineProperties(
              allowed() ? request : { ...request, anonymousId: null },
              holder.getAttribute(LAYOUT_ATTRIBUTE) ?? '',
            ),
          },
        ],
      });
      const body: unknown = await response.json().catch(() => null);
      cartResponse = { success: response.ok, errorMessage: response.ok ? null : message(body) };
      const viewer = allowed() ? request.anonymousId : null;
      // Before the answer, so a checkout right after the toast carries the viewer.
      if (response.ok && viewer && viewer !== attributed) await attribute(viewer);
      if (response.ok) {
        holder.dispatchEvent(new CustomEvent(CART_ADD_EVENT, { bubbles: true, detail: body }));
      }
    } catch {
      // Network failure: the embed shows its own fallback message.
    }
    post(frame, { type: 'add-to-cart-response', eventId: request.eventId, cartResponse });
  }

  function onMessage(event: MessageEvent) {
    if (event.origin !== origin) return;
    let frame: HTMLIFrameElement | undefined;
    for (const candidate of frames()) {
      if (candidate.contentWindow === event.source) frame = candidate;
    }
    const data = frame && readFrameMessage(event.data);
    if (!frame || !data) return;
    if (!greeted.has(frame)) {
      greeted.add(frame);
      greet(frame);
    }
    switch (data.type) {
      case 'set-size': {
        const style = (frame.parentElement as HTMLElement).style;
        style.aspectRatio = 'auto';
        style.height = `${data.height}px`;
        break;
      }
      case 'add-to-cart':
        void addToCart(frame, data);
        break;
      default: {
        // Every FrameMessage has its case above: a new one fails to compile here.
        const _unhandled: never = data;
      }
    }
  }

  const reload = () => scan();
  win.addEventListener('message', onMessage);
  doc.addEventListener('shopify:section:load', reload);
  doc.addEventListener(CONSENT_EVENT, consentChanged);
  if (loading) {
    shopify!.loadFeatures!([{ name: 'consent-tracking-api', version: '0.1' }], () => {
      loading = false;
      consentChanged();
    });
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', reload);
  scan();

  return {
    scan,
    stop() {
      win.removeEventListener('message', onMessage);
      doc.removeEventListener('shopify:section:load', reload);
      doc.removeEventListener(CONSENT_EVENT, consentChanged);
      doc.removeEventListener('DOMContentLoaded', reload);
      observer?.disconnect();
    },
  };
}
