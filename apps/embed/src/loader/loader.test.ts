// @vitest-environment happy-dom
// Frames get a window but never navigate: nothing is fetched from the (made-up) Vendy origin.
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"navigation":{"disableChildFrameNavigation":true}}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_ADD_EVENT, startLoader, type Loader } from './loader';

const ORIGIN = 'https://vendy.example';
const LAYOUT = '0b7c6f5e-1d2a-4c3b-9a8f-123456789abc';

/** A controllable IntersectionObserver: tests decide when a placeholder comes into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  reveal(target: Element) {
    if (!this.targets.has(target)) return;
    const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

type FakeFrameWindow = { postMessage: ReturnType<typeof vi.fn> };

let loader: Loader | undefined;
const realObserver = window.IntersectionObserver;

function placeholder(attributes: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<div ${attributes}></div>`);
  return document.body.lastElementChild as HTMLElement;
}

function frameOf(holder: HTMLElement): HTMLIFrameElement | null {
  return holder.querySelector('iframe');
}

/** Gives the loader's frame a window whose messages the test can read. */
function fakeWindowOf(frame: HTMLIFrameElement): FakeFrameWindow {
  const win = { postMessage: vi.fn() };
  Object.defineProperty(frame, 'contentWindow', { value: win, configurable: true });
  return win;
}

/** What the loader posted to a frame, consent messages left out. */
function postedBesidesConsent(win: FakeFrameWindow): unknown[] {
  return win.postMessage.mock.calls
    .map(([message]) => message as { type?: string })
    .filter((message) => message.type !== 'consent');
}

function send(data: unknown, source: unknown, origin = ORIGIN) {
  window.dispatchEvent(
    new MessageEvent('message', { data, origin, source: source as MessageEventSource }),
  );
}

/** Starts the loader with every placeholder in view at once. */
function startVisible(): void {
  loader = startLoader(ORIGIN);
  const observer = FakeObserver.instances.at(-1)!;
  for (const target of [...observer.targets]) observer.reveal(target);
}

beforeEach(() => {
  FakeObserver.instances = [];
  window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  document.body.innerHTML = '';
});

afterEach(() => {
  loader?.stop();
  loader = undefined;
  window.IntersectionObserver = realObserver;
  delete (window as { Shopify?: unknown }).Shopify;
  vi.unstubAllGlobals();
});

describe('placeholders', () => {
  it('keeps a 16:9 space on a bare placeholder before anything loads', () => {
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    loader = startLoader(ORIGIN);
    expect(holder.style.aspectRatio).toMatch(/^16 ?\/ ?9$/);
    expect(holder.style.width).toBe('100%');
    expect(frameOf(holder)).toBeNull();
  });

  it('leaves the space the embed code reserved (portrait height) as it is', () => {
    const holder = placeholder(
      `data-vendy-layout="${LAYOUT}" style="display:block;width:100%;height:685px"`,
    );
    loader = startLoader(ORIGIN);
    expect(holder.style.height).toBe('685px');
    expect(holder.style.aspectRatio).toBe('');
  });

  it('creates the frame only when the placeholder nears the viewport', () => {
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    loader = startLoader(ORIGIN);
    const observer = FakeObserver.instances[0]!;
    expect(observer.options?.rootMargin).toMatch(/px/);
    expect(frameOf(holder)).toBeNull();

    observer.reveal(holder);
    const frame = frameOf(holder)!;
    expect(frame.getAttribute('src')).toBe(`${ORIGIN}/embed/${LAYOUT}`);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.title).toBe('Shoppable video');
    expect(frame.style.height).toBe('100%');
    // Revealing it again does not add a second frame.
    observer.reveal(holder);
    expect(holder.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('falls back to a natively lazy frame without IntersectionObserver', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    const holder = placeholder(`data-vendy-layout="ig/feed_1"`);
    loader = startLoader(ORIGIN);
    expect(frameOf(holder)?.getAttribute('src')).toBe(`${ORIGIN}/embed/ig/feed_1`);
    expect(frameOf(holder)?.getAttribute('loading')).toBe('lazy');
  });

  it('makes no frame for an id that is not a layout id', () => {
    const holder = placeholder(`data-vendy-layout="../../admin"`);
    startVisible();
    expect(frameOf(holder)).toBeNull();
  });

  it('picks up placeholders the theme editor adds later', () => {
    loader = startLoader(ORIGIN);
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    document.dispatchEvent(new Event('shopify:section:load'));
    FakeObserver.instances[0]!.reveal(holder);
    expect(frameOf(holder)).not.toBeNull();
  });
});

describe('set-size', () => {
  it('gives the placeholder the height its frame reports', () => {
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const win = fakeWindowOf(frameOf(holder)!);
    send({ type: 'set-size', height: 512 }, win);
    expect(holder.style.height).toBe('512px');
    expect(holder.style.aspectRatio).toBe('auto');
  });

  it('ignores messages from another origin, another window or with a bad height', () => {
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    const other = placeholder('');
    other.innerHTML = '<iframe data-vendy-frame></iframe>';
    startVisible();
    const win = fakeWindowOf(frameOf(holder)!);
    const stranger = fakeWindowOf(other.querySelector('iframe')!);

    send({ type: 'set-size', height: 300 }, win, 'https://evil.example');
    send({ type: 'set-size', height: 300 }, stranger);
    send({ type: 'set-size', height: 300 }, window);
    send({ type: 'set-size', height: 300 }, null);
    send({ type: 'set-size', height: -5 }, win);
    send({ type: 'set-size', height: '300' }, win);
    expect(holder.style.height).toBe('');
    expect(holder.style.aspectRatio).toMatch(/^16 ?\/ ?9$/);
  });
});

describe('add-to-cart', () => {
  const request = {
    type: 'add-to-cart',
    quantity: 2,
    variantId: 'gid://shopify/ProductVariant/44000001234501',
    strategyId: 'strategy-1',
    anonymousId: 'anon-1',
    eventId: 'event-1',
  };

  function stubFetch(status: number, body: unknown) {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  async function addFromFrame(holder: HTMLElement, data: unknown = request) {
    const win = fakeWindowOf(frameOf(holder)!);
    send(data, win);
    await vi.waitFor(() => expect(postedBesidesConsent(win)).toHaveLength(1));
    return win;
  }

  it('posts to the AJAX cart with the numeric variant and attribution properties', async () => {
    (window as { Shopify?: unknown }).Shopify = { routes: { root: '/fr/' } };
    const fetch = stubFetch(200, { items: [{ id: 44000001234501, quantity: 2 }] });
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const added = vi.fn();
    document.addEventListener(CART_ADD_EVENT, added);

    const win = await addFromFrame(holder);

    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/fr/cart/add.js');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual({
      items: [
        {
          id: 44000001234501,
          quantity: 2,
          properties: {
            _vendy_layout_id: LAYOUT,
            _vendy_strategy_id: 'strategy-1',
            _vendy_anonymous_id: 'anon-1',
            _vendy_event_id: 'event-1',
          },
        },
      ],
    });
    expect(win.postMessage).toHaveBeenCalledWith(
      {
        type: 'add-to-cart-response',
        eventId: 'event-1',
        cartResponse: { success: true, errorMessage: null },
      },
      ORIGIN,
    );
    expect(added).toHaveBeenCalledTimes(1);
    document.removeEventListener(CART_ADD_EVENT, added);
    // The viewer goes on the cart's attributes too, so the order carries it whatever its lines.
    const [attributeUrl, attributeInit] = fetch.mock.calls[1]!;
    expect(attributeUrl).toBe('/fr/cart/update.js');
    expect(attributeInit!.method).toBe('POST');
    expect(JSON.parse(attributeInit!.body as string)).toEqual({
      attributes: { _vendy_anonymous_id: 'anon-1' },
    });
  });

  it('writes the cart attribute once per viewer, and not when the store refuses the item', async () => {
    const fetch = stubFetch(422, { status: 422, description: 'Sold out' });
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const win = await addFromFrame(holder);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/cart/add.js']);
    fetch.mockImplementation(async () => new Response('{"items":[]}', { status: 200 }));
    win.postMessage.mockClear();
    send({ ...request, eventId: 'event-2' }, win);
    await vi.waitFor(() => expect(postedBesidesConsent(win)).toHaveLength(1));
    win.postMessage.mockClear();
    send({ ...request, eventId: 'event-3' }, win);
    await vi.waitFor(() => expect(postedBesidesConsent(win)).toHaveLength(1));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/cart/add.js',
      '/cart/add.js',
      '/cart/update.js',
      '/cart/add.js',
    ]);
  });

  it('uses the store root / when the theme defines none', async () => {
    const fetch = stubFetch(200, { items: [] });
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    await addFromFrame(holder);
    expect(fetch.mock.calls[0]?.[0]).toBe('/cart/add.js');
  });

  it('passes the store’s refusal on to the frame', async () => {
    stubFetch(422, { status: 422, message: 'Cart Error', description: 'Cannot find variant' });
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const win = await addFromFrame(holder);
    expect(win.postMessage).toHaveBeenCalledWith(
      {
        type: 'add-to-cart-response',
        eventId: 'event-1',
        cartResponse: { success: false, errorMessage: 'Cannot find variant' },
      },
      ORIGIN,
    );
  });

  it('answers a network failure without a message, so the embed shows its fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const win = await addFromFrame(holder);
    expect(win.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ cartResponse: { success: false, errorMessage: null } }),
      ORIGIN,
    );
  });

  it('never adds to the cart for other origins, other windows or a malformed request', async () => {
    const fetch = stubFetch(200, { items: [] });
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const win = fakeWindowOf(frameOf(holder)!);
    send(request, win, 'https://evil.example');
    send(request, { postMessage: vi.fn() });
    send({ ...request, quantity: 0 }, win);
    send({ ...request, variantId: 'not-a-variant' }, win);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(postedBesidesConsent(win)).toEqual([]);
  });
});

describe('affiliate mode', () => {
  it('tells the frame when the page asks for it, to the exact origin', () => {
    const holder = placeholder(`data-vendy-layout="${LAYOUT}" data-vendy-affiliate="sig-123"`);
    startVisible();
    const frame = frameOf(holder)!;
    const win = fakeWindowOf(frame);
    frame.dispatchEvent(new Event('load'));
    expect(win.postMessage).toHaveBeenCalledWith(
      { type: 'affiliate-mode', signature: 'sig-123' },
      ORIGIN,
    );
  });

  it('sends nothing to frames of pages that do not ask for it', () => {
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const frame = frameOf(holder)!;
    const win = fakeWindowOf(frame);
    frame.dispatchEvent(new Event('load'));
    send({ type: 'set-size', height: 200 }, win);
    expect(postedBesidesConsent(win)).toEqual([]);
  });
});

describe('consent', () => {
  const allowing = (answer: boolean) => {
    const privacy = { analyticsProcessingAllowed: vi.fn(() => answer) };
    (window as { Shopify?: unknown }).Shopify = { customerPrivacy: privacy };
    return privacy;
  };
  const consentMessages = (win: FakeFrameWindow) =>
    win.postMessage.mock.calls.filter(([m]) => (m as { type?: string }).type === 'consent');

  it('treats a store without the privacy API as allowing, and says so to the frame', () => {
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const frame = frameOf(holder)!;
    expect(frame.src).toBe(`${ORIGIN}/embed/${LAYOUT}`);
    const win = fakeWindowOf(frame);
    frame.dispatchEvent(new Event('load'));
    expect(consentMessages(win)).toEqual([[{ type: 'consent', analytics: true }, ORIGIN]]);
  });

  it('puts a refusal in the frame’s address and keeps the anonymous id off the cart line', async () => {
    allowing(false);
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const frame = frameOf(holder)!;
    expect(frame.src).toBe(`${ORIGIN}/embed/${LAYOUT}?consent=0`);
    const win = fakeWindowOf(frame);
    send(
      {
        type: 'add-to-cart',
        quantity: 1,
        variantId: '42',
        strategyId: null,
        anonymousId: 'anon-1',
        eventId: 'event-1',
      },
      win,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string).items[0].properties).toEqual({
      _vendy_layout_id: LAYOUT,
      _vendy_event_id: 'event-1',
    });
    expect(consentMessages(win)[0]).toEqual([{ type: 'consent', analytics: false }, ORIGIN]);
  });

  it('asks Shopify for the privacy API a theme has not loaded, keeping frames out until it answers', () => {
    let loaded: (() => void) | null = null;
    const shopify: Record<string, unknown> = {
      loadFeatures: vi.fn((_features: unknown, done: () => void) => {
        loaded = done;
      }),
    };
    (window as { Shopify?: unknown }).Shopify = shopify;
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    expect(shopify.loadFeatures).toHaveBeenCalledWith(
      [{ name: 'consent-tracking-api', version: '0.1' }],
      expect.any(Function),
    );
    const frame = frameOf(holder)!;
    expect(frame.src).toBe(`${ORIGIN}/embed/${LAYOUT}?consent=0`);
    const win = fakeWindowOf(frame);
    shopify.customerPrivacy = { analyticsProcessingAllowed: () => true };
    loaded!();
    expect(consentMessages(win).at(-1)).toEqual([{ type: 'consent', analytics: true }, ORIGIN]);
  });

  it('removes the cart attribute when the shopper withdraws consent', async () => {
    const privacy = allowing(true);
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    const holder = placeholder(`data-vendy-layout="${LAYOUT}"`);
    startVisible();
    const win = fakeWindowOf(frameOf(holder)!);
    send(
      {
        type: 'add-to-cart',
        quantity: 1,
        variantId: '42',
        strategyId: null,
        anonymousId: 'anon-1',
        eventId: 'event-1',
      },
      win,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    privacy.analyticsProcessingAllowed.mockReturnValue(false);
    document.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: {} }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    const [url, init] = fetch.mock.calls[2]!;
    expect(url).toBe('/cart/update.js');
    expect(JSON.parse(init!.body as string)).toEqual({
      attributes: { _vendy_anonymous_id: '' },
    });
  });

  it('tells every frame when the shopper decides later', () => {
    const privacy = allowing(false);
    const first = placeholder(`data-vendy-layout="${LAYOUT}"`);
    const second = placeholder(`data-vendy-layout="ig/${LAYOUT}"`);
    startVisible();
    const wins = [first, second].map((holder) => fakeWindowOf(frameOf(holder)!));
    privacy.analyticsProcessingAllowed.mockReturnValue(true);
    document.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: {} }));
    for (const win of wins) {
      expect(consentMessages(win).at(-1)).toEqual([{ type: 'consent', analytics: true }, ORIGIN]);
    }
    loader!.stop();
    privacy.analyticsProcessingAllowed.mockReturnValue(false);
    document.dispatchEvent(new CustomEvent('visitorConsentCollected', { detail: {} }));
    expect(consentMessages(wins[0]!).at(-1)?.[0]).toEqual({ type: 'consent', analytics: true });
  });
});
