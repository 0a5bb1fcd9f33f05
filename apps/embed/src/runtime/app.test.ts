// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerProps } from '@vendy/player/react';
import { cardAction, type ShopItem } from '@vendy/player';
import { fakeLoader, flushPromises } from '@vendy/player/testing';
import { VIEWER_RANGE_KEY } from '@vendy/client/domain';
import { mountLayout } from '../viewers';
import { CART_ADDED, CART_FAILED, startEmbed, type Embed } from './app';
import { GROUP_ID, LAYOUT_ID, graphqlAnswer, sampleExperimentData, sampleLayout } from './fixtures';
import { FEED_NOT_AVAILABLE } from './states';
import { SHOP, VENDY, fakeFrameWindow } from './testing';
import type { WarmTriggers } from './warm';

// The React chunk, as the runtime imports it on the first play: recorded, never rendered.
const reactChunk = vi.hoisted(() => ({
  imported: 0,
  mounts: [] as Array<{ host: HTMLElement; props: PlayerProps[] }>,
}));
vi.mock('./react-player', () => {
  reactChunk.imported += 1;
  return {
    mountReactPlayer: (host: HTMLElement, props: PlayerProps) => {
      const mount = { host, props: [props] };
      reactChunk.mounts.push(mount);
      const marker = document.createElement('div');
      marker.dataset.reactPlayer = '';
      host.append(marker);
      return {
        render: (next: PlayerProps) => mount.props.push(next),
        unmount: () => marker.remove(),
      };
    },
  };
});

type Route = (url: URL, init?: RequestInit) => unknown;

function server(routes: { widget?: Route; experiment?: Route } = {}) {
  const events: unknown[][] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/events') {
      events.push(JSON.parse(String(init?.body)) as unknown[]);
      return new Response(null, { status: 202 });
    }
    const query = url.searchParams.get('query') ?? '';
    const route = query.includes('getEmbeddedWidget') ? routes.widget : routes.experiment;
    const body =
      route?.(url, init) ??
      (query.includes('getEmbeddedWidget')
        ? graphqlAnswer({ getEmbeddedWidget: sampleLayout() })
        : graphqlAnswer({ getExperimentData: sampleExperimentData() }));
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return { fetch, events };
}

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

let embed: Embed | null = null;
let root: HTMLElement;

function start(
  frame: ReturnType<typeof fakeFrameWindow>,
  fetch: typeof globalThis.fetch,
  extra: Partial<Parameters<typeof startEmbed>[1]> = {},
) {
  embed = startEmbed(root, {
    mountLayout,
    win: frame.win as unknown as Window,
    fetch,
    storage: memoryStorage({ [VIEWER_RANGE_KEY]: '10' }),
    sendBeacon: null,
    loaders: [fakeLoader()],
    ...extra,
  });
  return embed;
}

const playButton = () => root.querySelector<HTMLButtonElement>('button[aria-label^="Play"]');
const toasts = () =>
  [...document.querySelectorAll('[role="status"], [role="alert"]')].map((t) => [
    t.getAttribute('role'),
    t.textContent,
  ]);

beforeEach(() => {
  reactChunk.imported = 0;
  reactChunk.mounts.length = 0;
  document.body.replaceChildren();
  root = document.createElement('main');
  document.body.append(root);
});
afterEach(() => {
  embed?.destroy();
  embed = null;
  vi.useRealTimers();
});

describe('states', () => {
  it("shows the server's 'Widget not found', not a blank frame, and sizes the frame", async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server({
      widget: () => graphqlAnswer(null, [{ message: 'Widget not found', code: 'NOT_FOUND' }]),
    });
    const app = start(frame, fetch);
    expect(root.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(frame.posted()).toEqual([]);
    await app.settled;
    expect(app.state).toBe('not-found');
    expect(root.textContent).toBe('Widget not found');
    expect(frame.posted()).toEqual([[{ type: 'set-size', height: 10 }, SHOP]]);
  });

  it('says a feed is not available when the server does not know it', async () => {
    const frame = fakeFrameWindow({ href: `${VENDY}/embed/ig/feed-1` });
    const { fetch } = server();
    fetch.mockImplementation(async () =>
      Response.json(
        graphqlAnswer(null, [{ message: 'Unable to get feed.', code: 'BAD_USER_INPUT' }]),
      ),
    );
    const app = start(frame, fetch);
    await app.settled;
    expect(root.textContent).toBe(FEED_NOT_AVAILABLE);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('offers to try again after a failed load, and then shows the layout', async () => {
    const frame = fakeFrameWindow();
    let fail = true;
    const { fetch } = server({
      widget: () => {
        if (!fail) return undefined;
        throw new TypeError('Failed to fetch');
      },
    });
    const failing = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (fail) throw new TypeError('Failed to fetch');
      return fetch(input, init);
    });
    const app = start(frame, failing);
    await app.settled;
    expect(app.state).toBe('error');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Unable to get layout.');
    fail = false;
    root.querySelector<HTMLButtonElement>('button')!.click();
    await app.settled;
    expect(app.state).toBe('ready');
    expect(playButton()?.getAttribute('aria-label')).toBe('Play Video 1');
  });
});

describe('a layout', () => {
  it('shows the facade, and imports React only when the shopper presses play', async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server();
    // The feed viewer's chunk is for feed addresses only.
    const loadFeedViewer = vi.fn(() => import('../feed'));
    const app = start(frame, fetch, { loadFeedViewer });
    await app.settled;
    await flushPromises(5);
    expect(app.state).toBe('ready');
    expect(reactChunk.imported).toBe(0);
    expect(root.querySelector('[data-react-player]')).toBeNull();

    playButton()!.click();
    await vi.waitFor(() => expect(reactChunk.mounts).toHaveLength(1));
    expect(reactChunk.imported).toBe(1);
    const [{ host, props }] = reactChunk.mounts as [{ host: HTMLElement; props: PlayerProps[] }];
    // The facade gave way to the React player in the same host.
    expect(host.querySelector('[data-react-player]')).not.toBeNull();
    expect(playButton()).toBeNull();
    expect(props[0]).toMatchObject({ title: 'Video 1', aspectRatio: 16 / 9 });
    expect(props[0]!.player.get().started).toBe(true);
    expect(props[0]!.shop!.placement.strategyId).toBe('strategy-a');
    expect(loadFeedViewer).not.toHaveBeenCalled();
  });

  it("plays a slider page's item at once when the page's press opened it (?autoplay=1)", async () => {
    const frame = fakeFrameWindow({ href: `${VENDY}/embed/slider/item-1?autoplay=1` });
    const { fetch } = server();
    fetch.mockImplementation(async (input) => {
      const query = new URL(String(input)).searchParams.get('query') ?? '';
      return Response.json(
        query.includes('getEmbeddedSliderItem')
          ? graphqlAnswer({ getEmbeddedSliderItem: sampleLayout('PORTRAIT') })
          : graphqlAnswer({ getExperimentData: sampleExperimentData() }),
      );
    });
    const app = start(frame, fetch);
    await app.settled;
    expect(app.state).toBe('ready');
    await vi.waitFor(() => expect(reactChunk.mounts).toHaveLength(1));
    const [{ props }] = reactChunk.mounts as [{ host: HTMLElement; props: PlayerProps[] }];
    expect(props[0]!.player.get().started).toBe(true);
    expect(props[0]!.shop!.placement.strategyId).toBe('strategy-a');
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input)).searchParams);
    expect(JSON.parse(asked[0]!.get('variables')!)).toEqual({ sliderItemId: 'item-1' });
  });

  it('puts the branding on the widget root', async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server({
      widget: () =>
        graphqlAnswer({
          getEmbeddedWidget: sampleLayout('LANDSCAPE', {
            brandingSettings: {
              ...sampleLayout().brandingSettings,
              buttonBackgroundColor: '#123456',
              hideVendyBranding: true,
            },
          }),
        }),
    });
    const app = start(frame, fetch);
    await app.settled;
    expect(root.querySelector('[style*="#123456"]')).not.toBeNull();
    expect(root.textContent).not.toContain('Powered by');
  });

  it('loads the branding fonts from the Vendy host, then their files before any play', async () => {
    const load = vi.fn(async () => []);
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    try {
      const frame = fakeFrameWindow();
      const { fetch } = server({
        widget: () =>
          graphqlAnswer({
            getEmbeddedWidget: sampleLayout('LANDSCAPE', {
              brandingSettings: {
                ...sampleLayout().brandingSettings,
                buttonFontName: 'work-sans-i7',
                buttonFontUrl: '/media/fonts/work-sans/i7.css',
              },
            }),
          }),
      });
      const app = start(frame, fetch);
      await app.settled;
      // The saved path is our server's: read against the origin the layout came from.
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const link = links.find((l) => l.href.endsWith('/media/fonts/work-sans/i7.css'));
      expect(link?.getAttribute('href')).toBe(`${VENDY}/media/fonts/work-sans/i7.css`);
      expect(root.querySelector('[style*="Work Sans Fallback"]')).not.toBeNull();
      link!.dispatchEvent(new Event('load'));
      expect(load).toHaveBeenCalledWith('italic 700 1em "Work Sans"');
      expect(reactChunk.imported).toBe(0);
      expect(root.textContent).toContain('Powered by');
    } finally {
      Reflect.deleteProperty(document, 'fonts');
      document.head.querySelectorAll('link[rel="stylesheet"]').forEach((l) => l.remove());
    }
  });
});

async function playing(
  frame: ReturnType<typeof fakeFrameWindow>,
  fetch: typeof globalThis.fetch,
  beforePlay: () => void = () => undefined,
) {
  const app = start(frame, fetch, { cartTimeoutMs: 10_000 });
  await app.settled;
  beforePlay();
  playButton()!.click();
  await vi.waitFor(() => expect(reactChunk.mounts).toHaveLength(1));
  const mount = reactChunk.mounts[0]!;
  const shop = () => mount.props[mount.props.length - 1]!.shop!;
  const shirt = shop().placement.banners.find((b) => b.item.kind === 'product')!.item;
  return { app, mount, shop, shirt };
}

describe('add to cart', () => {
  it('asks the store page and shows its answer', async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server();
    const { shop, shirt } = await playing(frame, fetch);
    shop().select(shirt);
    const adding = shop().addToCart();
    const request = frame.posted().find(([m]) => (m as { type: string }).type === 'add-to-cart');
    expect(request).toBeDefined();
    const [message, target] = request as [Record<string, unknown>, string];
    expect(target).toBe(SHOP);
    expect(message).toMatchObject({
      type: 'add-to-cart',
      quantity: 1,
      variantId: '101',
      strategyId: 'strategy-a',
      anonymousId: expect.stringMatching(/^[\w-]+$/),
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    frame.receive({
      type: 'add-to-cart-response',
      eventId: message.eventId,
      cartResponse: { success: true, errorMessage: null },
    });
    await adding;
    expect(toasts()).toEqual([['status', CART_ADDED]]);
  });

  it("shows the store's message when it refuses", async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server();
    const { shop, shirt } = await playing(frame, fetch);
    shop().select(shirt);
    const adding = shop().addToCart();
    const [message] = frame.posted().at(-1) as [Record<string, unknown>, string];
    frame.receive({
      type: 'add-to-cart-response',
      eventId: message.eventId,
      cartResponse: { success: false, errorMessage: 'Only 2 left in stock.' },
    });
    await adding;
    expect(toasts()).toEqual([['alert', 'Only 2 left in stock.']]);
  });

  it('says it could not add when the store page does not answer', async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server();
    const { shop, shirt } = await playing(frame, fetch);
    vi.useFakeTimers();
    shop().select(shirt);
    const adding = shop().addToCart();
    await vi.advanceTimersByTimeAsync(10_000);
    await adding;
    expect(toasts()).toEqual([['alert', CART_FAILED]]);
    // Toasts go away on their own (3 s by default).
    await vi.advanceTimersByTimeAsync(3_000);
    expect(toasts()).toEqual([]);
  });
});

describe('affiliate mode', () => {
  it('switches the product card to Buy Now with the store cart link', async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server();
    const { shop, shirt } = await playing(frame, fetch);
    expect(shop().affiliateMode).toBe(false);
    frame.receive({ type: 'affiliate-mode', signature: 'signed-product-1' });
    expect(shop().affiliateMode).toBe(true);
    const variant = shirt.kind === 'product' ? shirt.product.variants[0]! : null;
    expect(
      cardAction(shirt, {
        affiliateMode: shop().affiliateMode,
        storeDomain: shop().placement.storeDomain,
        variant,
        quantity: 1,
      }),
    ).toMatchObject({ kind: 'buy-now', label: 'Buy Now' });
  });

  it('reports the missing store', async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server({
      experiment: () =>
        graphqlAnswer({ getExperimentData: sampleExperimentData({ shopifyStore: null }) }),
    });
    // Affiliate mode before the first play: the shop starts in it.
    const { shop, shirt } = await playing(frame, fetch, () =>
      frame.receive({ type: 'affiliate-mode', signature: 'signed-product-1' }),
    );
    expect(shop().affiliateMode).toBe(true);
    expect(
      cardAction(shirt as ShopItem, {
        affiliateMode: shop().affiliateMode,
        storeDomain: shop().placement.storeDomain,
        variant: null,
        quantity: 1,
      }),
    ).toEqual({
      kind: 'error',
      message: 'Error: product affiliate mode entered without providing a store.',
    });
  });

  it('ignores affiliate mode from another origin', async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server();
    const { shop } = await playing(frame, fetch);
    frame.receive(
      { type: 'affiliate-mode', signature: 'signed-product-1' },
      { origin: 'https://evil.example.test' },
    );
    expect(shop().affiliateMode).toBe(false);
  });
});

describe('analytics', () => {
  it('sends a page event on load and the viewer events in batches', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frame = fakeFrameWindow();
    const { fetch, events } = server();
    const app = start(frame, fetch);
    await app.settled;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual([
      expect.objectContaining({
        category: 'page',
        type: 'page',
        widgetId: LAYOUT_ID,
        groupId: GROUP_ID,
        eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
    playButton()!.click();
    await vi.advanceTimersByTimeAsync(2_000);
    const sent = events.flat() as Array<{ category: string; type: string }>;
    expect(sent.some((e) => e.category === 'video' && e.type === 'play')).toBe(true);
  });

  it('sends nothing in preview', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frame = fakeFrameWindow({ href: `${VENDY}/embed/${LAYOUT_ID}?preview=1` });
    const { fetch, events } = server();
    const app = start(frame, fetch);
    await app.settled;
    playButton()!.click();
    await vi.advanceTimersByTimeAsync(10_000);
    app.events.flushOnExit();
    expect(events).toEqual([]);
    const reads = fetch.mock.calls.filter(([input]) => String(input).includes('/graphql'));
    expect(reads.every(([, init]) => init?.credentials === 'include')).toBe(true);
  });
});

describe('readying a play before the click', () => {
  it('asks for nothing before the shopper comes near, then downloads, parses and preloads', async () => {
    const frame = fakeFrameWindow();
    const { fetch } = server();
    const hls = fakeLoader({ canPlay: (s) => s.type === 'hls' }, 'hls');
    let warm: WarmTriggers | null = null;
    const loadReactPlayer = vi.fn(() => import('./react-player'));
    const app = start(frame, fetch, {
      loaders: [hls],
      loadReactPlayer,
      playChunks: { video: ['/embed/assets/hls-2.js'], ui: ['/embed/assets/react-player-1.js'] },
      watch: (_host, triggers) => {
        warm = triggers;
        return () => undefined;
      },
    });
    await app.settled;
    await flushPromises(5);
    const asked = () =>
      fetch.mock.calls.map(([input]) => {
        const url = new URL(String(input));
        return url.pathname === '/graphql'
          ? (/query\s+(\w+)/.exec(url.searchParams.get('query') ?? '')?.[1] ?? 'graphql')
          : url.href;
      });
    // What is placed on the video waits for the shopper: only the layout was read.
    expect(asked()).toEqual(['getEmbeddedWidget']);
    const links = () =>
      [...document.head.querySelectorAll('link[rel="prefetch"], link[rel="modulepreload"]')].map(
        (l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`,
      );

    // In view, at idle: the play's code and the video's master playlist are downloaded, and what
    // is placed on the video is asked for (ready when it starts, not competing with its start).
    warm!.visible();
    await flushPromises(5);
    expect(links()).toEqual([
      'prefetch /embed/assets/hls-2.js',
      'prefetch /embed/assets/react-player-1.js',
    ]);
    expect(asked()).toContain(
      'https://media.example.test/10000000-0000-4000-8000-000000000001/manifest/video.m3u8',
    );
    expect(asked().filter((name) => name === 'getExperimentData')).toHaveLength(1);
    expect(loadReactPlayer).not.toHaveBeenCalled();
    expect(hls.loads).toBe(0);

    // Hover or focus: the video's code parsed ahead (not React's); the placement is not asked again.
    warm!.intent();
    await flushPromises(5);
    expect(links().filter((l) => l.startsWith('modulepreload'))).toEqual([
      'modulepreload /embed/assets/hls-2.js',
    ]);
    expect(asked().filter((name) => name === 'getExperimentData')).toHaveLength(1);
    expect(loadReactPlayer).not.toHaveBeenCalled();

    // Pointer down: the video's provider loads its source; nothing plays, React waits.
    warm!.press();
    await vi.waitFor(() => expect(hls.last?.calls).toEqual(['load:0']));
    expect(loadReactPlayer).not.toHaveBeenCalled();
    expect(playButton()).not.toBeNull();

    // The click only presses play on what is loaded: the video plays on a stage over the facade
    // at once, and React follows once it plays.
    playButton()!.click();
    expect(hls.last?.calls).toEqual(['load:0', 'mount', 'play']);
    await vi.waitFor(() => expect(reactChunk.mounts).toHaveLength(1));
    expect(hls.instances).toHaveLength(1);
    expect(loadReactPlayer).toHaveBeenCalledOnce();
    expect(reactChunk.mounts[0]!.props[0]!.shop!.placement.strategyId).toBe('strategy-a');
    document.head.replaceChildren();
  });
});
