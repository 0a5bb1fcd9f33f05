// @vitest-environment happy-dom
// What the embed counts for the merchant, as the server receives it: the impression once the
// frame is half in view, the view of each video item with its viewId on every later event (the
// add-to-cart included), nothing in preview, and the shopper's consent to analytics.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PLACEMENT, type Placement } from '@vendy/player';
import type { PlayerProps } from '@vendy/player/react';
import { fakeLoader, flushPromises } from '@vendy/player/testing';
import { VIEWER_RANGE_KEY } from '@vendy/client/domain';
import { mountLayout } from '../viewers';
import { startEmbed, type Embed } from './app';
import { ANONYMOUS_ID_KEY } from './events';
import { LAYOUT_ID, graphqlAnswer, sampleExperimentData, sampleLayout } from './fixtures';
import { embedItems } from './items';
import { mountItemPlayer, type ItemPlayerContext } from './item-player';
import { SHOP, VENDY, fakeFrameWindow } from './testing';

// The React chunk, as the runtime imports it on the first play: recorded, never rendered.
const reactChunk = vi.hoisted(() => ({
  mounts: [] as Array<{ host: HTMLElement; props: PlayerProps[] }>,
}));
vi.mock('./react-player', () => ({
  mountReactPlayer: (host: HTMLElement, props: PlayerProps) => {
    const mount = { host, props: [props] };
    reactChunk.mounts.push(mount);
    return { render: (next: PlayerProps) => mount.props.push(next), unmount: () => undefined };
  },
}));

interface SentEvent {
  category: string;
  type: string;
  viewId?: string | null;
  anonymousId?: string | null;
  eventId: string;
  strategyId?: string | null;
  experimentId?: string | null;
}

function server() {
  const batches: SentEvent[][] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/events') {
      batches.push(JSON.parse(String(init?.body)) as SentEvent[]);
      return new Response(null, { status: 202 });
    }
    const query = url.searchParams.get('query') ?? '';
    const body = query.includes('getEmbeddedWidget')
      ? graphqlAnswer({ getEmbeddedWidget: sampleLayout() })
      : graphqlAnswer({ getExperimentData: sampleExperimentData() });
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return { fetch, sent: () => batches.flat() };
}

/** Local storage that records every call made to it. */
function spyStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const calls: string[] = [];
  return {
    calls,
    map,
    getItem: (key: string) => (calls.push(`get ${key}`), map.get(key) ?? null),
    setItem: (key: string, value: string) => void (calls.push(`set ${key}`), map.set(key, value)),
    removeItem: (key: string) => void (calls.push(`remove ${key}`), map.delete(key)),
  };
}

/** An IntersectionObserver the test moves: `show(ratio)` reports that much of the target in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  show(ratio: number) {
    const entries = this.targets.map(
      (target) =>
        ({
          target,
          isIntersecting: ratio > 0,
          intersectionRatio: ratio,
        }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}
const showFrame = (ratio: number) => FakeObserver.instances.forEach((o) => o.show(ratio));

let embed: Embed | null = null;
let root: HTMLElement;

function start(
  frame: ReturnType<typeof fakeFrameWindow>,
  fetch: typeof globalThis.fetch,
  storage: ReturnType<typeof spyStorage> = spyStorage(),
) {
  Object.assign(frame.win, { IntersectionObserver: FakeObserver });
  embed = startEmbed(root, {
    mountLayout,
    win: frame.win as unknown as Window,
    fetch,
    storage,
    sendBeacon: null,
    loaders: [fakeLoader()],
    cartTimeoutMs: 10_000,
  });
  return embed;
}

const playButton = () => root.querySelector<HTMLButtonElement>('button[aria-label^="Play"]');

/** Presses play on the first item; answers its React player's props once mounted. */
async function pressPlay() {
  playButton()!.click();
  await vi.waitFor(() => expect(reactChunk.mounts).toHaveLength(1));
  const mount = reactChunk.mounts[0]!;
  const props = () => mount.props[mount.props.length - 1]!;
  return { player: props().player, shop: () => props().shop! };
}

/** Adds the first product of the placement to the cart; answers the request the store got. */
async function addShirt(
  frame: ReturnType<typeof fakeFrameWindow>,
  shop: () => PlayerProps['shop'],
) {
  const shirt = shop()!.placement.banners.find((b) => b.item.kind === 'product')!.item;
  shop()!.select(shirt);
  const adding = shop()!.addToCart();
  const [request] = frame
    .posted()
    .filter(([m]) => (m as { type: string }).type === 'add-to-cart')
    .at(-1)!;
  frame.receive({
    type: 'add-to-cart-response',
    eventId: (request as { eventId: string }).eventId,
    cartResponse: { success: true, errorMessage: null },
  });
  await adding;
  return request as { anonymousId: string | null; eventId: string };
}

beforeEach(() => {
  reactChunk.mounts.length = 0;
  FakeObserver.instances = [];
  document.body.replaceChildren();
  root = document.createElement('main');
  document.body.append(root);
});
afterEach(() => {
  embed?.destroy();
  embed = null;
  vi.useRealTimers();
});

describe('impression', () => {
  it('is sent once the frame is at least half in view, and only once per page load', async () => {
    const frame = fakeFrameWindow();
    const { fetch, sent } = server();
    const app = start(frame, fetch);
    await app.settled;
    showFrame(0.49);
    await app.events.flush();
    expect(sent().filter((e) => e.type === 'impression')).toEqual([]);

    showFrame(0.5);
    showFrame(1);
    await app.events.flush();
    const impressions = sent().filter((e) => e.type === 'impression');
    expect(impressions).toEqual([
      expect.objectContaining({ category: 'video', widgetId: LAYOUT_ID, videoId: null }),
    ]);
    expect(impressions[0]).not.toHaveProperty('viewId');
  });
});

describe('views', () => {
  it('counts a press of play as one view, whose viewId every later event carries', async () => {
    const frame = fakeFrameWindow();
    const { fetch, sent } = server();
    const storage = spyStorage();
    const app = start(frame, fetch, storage);
    await app.settled;
    const { player, shop } = await pressPlay();
    const cart = await addShirt(frame, shop);
    // Played again on the same page: no second view, the same playback.
    player.pause();
    await player.play();
    await flushPromises();
    await app.events.flush();

    const events = sent().filter((e) => e.category !== 'page');
    const views = events.filter((e) => e.type === 'view');
    expect(views).toHaveLength(1);
    const viewId = views[0]!.viewId;
    expect(viewId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(events[0]!.type).toBe('view');
    expect(events.map((e) => e.viewId)).toEqual(events.map(() => viewId));
    expect(events.filter((e) => e.type === 'play')).toHaveLength(2);
    // The cart line's event is the add-to-cart of that playback.
    const addToCart = events.find((e) => e.type === 'add-to-cart')!;
    expect(addToCart).toMatchObject({ category: 'product', viewId, eventId: cart.eventId });
    // Every event of the playback, its view first, names the arm the viewer was shown.
    expect(addToCart.strategyId).toEqual(expect.any(String));
    expect(events.map((e) => [e.type, e.strategyId, e.experimentId])).toEqual(
      events.map((e) => [e.type, addToCart.strategyId, addToCart.experimentId]),
    );
    // The viewId is made in memory: nothing of it is stored.
    expect(storage.calls.filter((call) => call.startsWith('set'))).toEqual([
      `set ${ANONYMOUS_ID_KEY}`,
      `set ${VIEWER_RANGE_KEY}`,
    ]);
    expect([...storage.map.values()]).not.toContain(viewId);
  });

  /** One item player as the runtime mounts it, its events kept. */
  function mountItem(
    start: 'autoplay' | 'press',
    placementFor: ItemPlayerContext['placementFor'] = async () => EMPTY_PLACEMENT,
  ) {
    const [item] = embedItems(sampleLayout());
    const tracked: SentEvent[] = [];
    const ctx: ItemPlayerContext = {
      widgetId: LAYOUT_ID,
      groupId: 'group',
      branding: null,
      preview: false,
      playback: { viewId: null },
      randomId: () => '00000000-0000-4000-8000-00000000000a',
      track: (event) => (tracked.push(event as unknown as SentEvent), 'event-id'),
      placementFor,
      affiliate: { get: () => false, subscribe: () => () => undefined },
      addToCart: async () => undefined,
      loaders: [fakeLoader()],
      loadReactPlayer: () => new Promise(() => undefined),
      watch: () => () => undefined,
      playChunks: { video: [], ui: [] },
    };
    const host = document.createElement('div');
    root.append(host);
    return { itemPlayer: mountItemPlayer(item!, host, start, ctx), tracked };
  }

  it('counts an autoplay only after 3 s played', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'],
    });
    const { itemPlayer, tracked } = mountItem('autoplay');
    await vi.advanceTimersByTimeAsync(2_900);
    expect(tracked.map((e) => e.type)).toEqual(['play', 'playing']);
    await vi.advanceTimersByTimeAsync(200);
    expect(tracked.filter((e) => e.type === 'view')).toEqual([
      expect.objectContaining({ viewId: '00000000-0000-4000-8000-00000000000a' }),
    ]);
    itemPlayer.pause();
    itemPlayer.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(tracked.filter((e) => e.type === 'view')).toHaveLength(1);
    itemPlayer.destroy();
  });

  it('sends a view pressed before the placement is known once it is, with its arm', async () => {
    let show!: (placement: Placement) => void;
    const { itemPlayer, tracked } = mountItem(
      'press',
      () => new Promise<Placement>((resolve) => (show = resolve)),
    );
    await flushPromises();
    expect(tracked).toEqual([]);
    show({ ...EMPTY_PLACEMENT, strategyId: 'strategy-b', experimentId: 'experiment-1' });
    await flushPromises();
    expect(tracked.map((e) => e.type).slice(0, 2)).toEqual(['view', 'play']);
    expect(tracked.map((e) => [e.strategyId, e.experimentId])).toEqual(
      tracked.map(() => ['strategy-b', 'experiment-1']),
    );
    itemPlayer.destroy();
  });

  it('counts a grid tile the shopper picked as a press: a view at once', async () => {
    const { itemPlayer, tracked } = mountItem('press');
    await flushPromises();
    expect(tracked.map((e) => e.type).slice(0, 2)).toEqual(['view', 'play']);
    itemPlayer.destroy();
  });

  it('sends nothing in preview: no impression, no view', async () => {
    const frame = fakeFrameWindow({ href: `${VENDY}/embed/${LAYOUT_ID}?preview=1` });
    const { fetch, sent } = server();
    const app = start(frame, fetch);
    await app.settled;
    showFrame(1);
    await pressPlay();
    await app.events.flush();
    app.events.flushOnExit();
    expect(sent()).toEqual([]);
  });
});

describe('consent', () => {
  it('without consent keeps local storage untouched and sends no anonymous id', async () => {
    const frame = fakeFrameWindow({ href: `${VENDY}/embed/${LAYOUT_ID}?consent=0` });
    const { fetch, sent } = server();
    const storage = spyStorage({ [ANONYMOUS_ID_KEY]: 'stored-viewer', [VIEWER_RANGE_KEY]: '10' });
    const app = start(frame, fetch, storage);
    await app.settled;
    showFrame(1);
    const { shop } = await pressPlay();
    const cart = await addShirt(frame, shop);
    await app.events.flush();

    expect(storage.calls).toEqual([]);
    expect(cart.anonymousId).toBeNull();
    const events = sent();
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['page', 'impression', 'view', 'play', 'add-to-cart']),
    );
    expect(events.every((e) => e.anonymousId === null || e.anonymousId === undefined)).toBe(true);
    // Views are still counted, by their viewId.
    expect(events.find((e) => e.type === 'add-to-cart')!.viewId).toBe(
      events.find((e) => e.type === 'view')!.viewId,
    );
  });

  it('follows the shopper’s later decisions from the store page', async () => {
    const frame = fakeFrameWindow({ href: `${VENDY}/embed/${LAYOUT_ID}?consent=0` });
    const { fetch, sent } = server();
    const storage = spyStorage();
    const app = start(frame, fetch, storage);
    await app.settled;
    // Another origin cannot give consent.
    frame.receive({ type: 'consent', analytics: true }, { origin: 'https://evil.example' });
    const { shop } = await pressPlay();
    expect(storage.calls).toEqual([]);

    frame.receive({ type: 'consent', analytics: true }, { origin: SHOP });
    const granted = await addShirt(frame, shop);
    await app.events.flush();
    expect(granted.anonymousId).toMatch(/^[\w-]+$/);
    expect(storage.map.get(ANONYMOUS_ID_KEY)).toBe(granted.anonymousId);
    expect(sent().at(-1)).toMatchObject({ type: 'add-to-cart', anonymousId: granted.anonymousId });

    frame.receive({ type: 'consent', analytics: false }, { origin: SHOP });
    expect(storage.map.has(ANONYMOUS_ID_KEY)).toBe(false);
    const before = storage.calls.length;
    const refused = await addShirt(frame, shop);
    await app.events.flush();
    expect(refused.anonymousId).toBeNull();
    expect(sent().at(-1)).toMatchObject({ type: 'add-to-cart' });
    expect(sent().at(-1)!.anonymousId ?? null).toBeNull();
    expect(storage.calls.slice(before)).toEqual([]);
  });

  it('with consent keeps the anonymous id in local storage, as before', async () => {
    const frame = fakeFrameWindow();
    const { fetch, sent } = server();
    const storage = spyStorage({ [ANONYMOUS_ID_KEY]: 'stored-viewer' });
    const app = start(frame, fetch, storage);
    await app.settled;
    await app.events.flush();
    expect(sent()[0]).toMatchObject({ type: 'page', anonymousId: 'stored-viewer' });
  });
});
