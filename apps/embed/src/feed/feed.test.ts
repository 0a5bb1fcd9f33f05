// @vitest-environment happy-dom
// The feed viewer through the whole embed (/embed/ig/{feedId}): reads, posts, the opened post,
// products per post, the cart round trip, states, analytics and what is fetched before a click.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWER_RANGE_KEY } from '@vendy/client/domain';
import { PLAYBACK_ERROR } from '@vendy/player';
import { fakeLoader, flushPromises, type FakeLoader } from '@vendy/player/testing';
import { mountLayout } from '../viewers';
import { CART_ADDED, startEmbed, type Embed } from '../runtime/app';
import { graphqlAnswer } from '../runtime/fixtures';
import { FEED_NOT_AVAILABLE } from '../runtime/states';
import { SHOP, VENDY, fakeFrameWindow } from '../runtime/testing';
import { touchEvent } from '../viewers/testing';
import {
  FEED_GROUP_ID,
  FEED_ID,
  INSTAGRAM_CDN,
  POST_IDS,
  picturesAt,
  sampleFeed,
  sampleFeedExperimentData,
} from './fixtures';
import { EMPTY_FEED_MESSAGE } from './viewer';

type Route = (url: URL) => unknown;

function server(routes: { feed?: Route; experiment?: Route } = {}) {
  const events: Array<Record<string, unknown>> = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = new URL(String(input));
    if (url.pathname === '/events') {
      events.push(...(JSON.parse(String(init?.body)) as Array<Record<string, unknown>>));
      return new Response(null, { status: 202 });
    }
    const query = url.searchParams.get('query') ?? '';
    const feed = query.includes('getEmbeddedInstagramFeed');
    const body =
      (feed ? routes.feed : routes.experiment)?.(url) ??
      (feed
        ? graphqlAnswer({ getEmbeddedInstagramFeed: sampleFeed({ picture: picturesAt(VENDY) }) })
        : graphqlAnswer({ getExperimentData: sampleFeedExperimentData() }));
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return { fetch, events };
}

const storage = () => {
  const map = new Map([[VIEWER_RANGE_KEY, '10']]);
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

let embed: Embed | null = null;
let root: HTMLElement;
let loader: FakeLoader;
const feedAddress = `${VENDY}/embed/ig/${FEED_ID}`;

function start(frame: ReturnType<typeof fakeFrameWindow>, fetch: typeof globalThis.fetch): Embed {
  embed = startEmbed(root, {
    mountLayout,
    win: frame.win as unknown as Window,
    fetch,
    storage: storage(),
    sendBeacon: null,
    loaders: [loader],
  });
  return embed;
}

const tiles = () => [...root.querySelectorAll<HTMLButtonElement>('button[data-post]')];
const dialog = () => root.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) =>
  [...root.querySelectorAll<HTMLElement>('button, a')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim() === name,
  ) ?? null;
const productNames = () =>
  [...(dialog()?.querySelectorAll('button[data-item]') ?? [])].map((b) => b.textContent);
const key = (target: Element, name: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }),
  );

async function ready(frame = fakeFrameWindow({ href: feedAddress }), routes = server()) {
  const app = start(frame, routes.fetch);
  await app.settled;
  return { app, frame, ...routes };
}

beforeEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  root = document.createElement('main');
  document.body.append(root);
  loader = fakeLoader();
});
afterEach(() => {
  embed?.destroy();
  embed = null;
  vi.useRealTimers();
});

describe('the feed', () => {
  it('takes the group’s branding: its colours on the frame, no Powered by Vendy when hidden', async () => {
    const feed = sampleFeed({ picture: picturesAt(VENDY) });
    const branded = {
      ...feed,
      brandingSettings: {
        ...feed.brandingSettings,
        buttonBackgroundColor: '#123456',
        hideVendyBranding: true,
      },
    };
    await ready(
      undefined,
      server({ feed: () => graphqlAnswer({ getEmbeddedInstagramFeed: branded }) }),
    );
    expect(root.textContent).not.toContain('Powered by Vendy');
    const styled = root.querySelector<HTMLElement>('[style*="#123456"]');
    expect(styled).not.toBeNull();
  });

  it('shows Powered by Vendy with the default branding', async () => {
    await ready();
    expect(root.textContent).toContain('Powered by Vendy');
  });

  it('reads the feed over GET without cookies and shows its posts newest first', async () => {
    const { app, fetch } = await ready();
    expect(app.state).toBe('ready');
    const [read] = fetch.mock.calls[0]!;
    const url = new URL(String(read));
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('query')).toContain('query getEmbeddedInstagramFeed');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ instagramFeedId: FEED_ID });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'GET', credentials: 'omit' });
    expect(tiles().map((t) => t.getAttribute('aria-label'))).toEqual([
      'New linen shirts, made for the heat. (post 1 of 4)',
      'Weekend market finds: the straw sun hat is back in stock,…, album (post 2 of 4)',
      'Behind the scenes at the shoot., video (post 3 of 4)',
      'Sunday. (post 4 of 4)',
    ]);
    // One tab stop for the row; the arrow keys move along it.
    expect(tiles().map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
    key(tiles()[0]!, 'ArrowRight');
    expect(document.activeElement).toBe(tiles()[1]);
    key(tiles()[1]!, 'End');
    expect(document.activeElement).toBe(tiles()[3]);
    expect(tiles().map((t) => t.tabIndex)).toEqual([-1, -1, -1, 0]);
  });

  it('links the profile, and shows none for a disconnected account', async () => {
    await ready();
    const profile = root.querySelector<HTMLAnchorElement>('a[href^="https://www.instagram.com/"]');
    expect(profile?.href).toBe('https://www.instagram.com/vendy.shop/');
    expect(profile?.target).toBe('_blank');
    expect(profile?.rel).toBe('noopener');
    embed?.destroy();
    await ready(
      fakeFrameWindow({ href: feedAddress }),
      server({
        feed: () =>
          graphqlAnswer({
            getEmbeddedInstagramFeed: sampleFeed({ handle: null, picture: picturesAt(VENDY) }),
          }),
      }),
    );
    expect(root.querySelector('a[href*="instagram.com"]')).toBeNull();
    expect(tiles()).toHaveLength(4);
  });

  it('says when the feed has no posts', async () => {
    await ready(
      fakeFrameWindow({ href: feedAddress }),
      server({ feed: () => graphqlAnswer({ getEmbeddedInstagramFeed: sampleFeed({ posts: 0 }) }) }),
    );
    expect(root.textContent).toContain(EMPTY_FEED_MESSAGE);
  });
});

describe('an opened post', () => {
  it('opens on click, moves to the next and previous posts, and closes back to its tile', async () => {
    await ready();
    tiles()[0]!.click();
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(dialog()?.textContent).toContain('Post 1 of 4');
    expect(document.activeElement).toBe(button('Close post'));
    expect(button('Previous post')?.getAttribute('aria-disabled')).toBe('true');
    button('Next post')!.click();
    expect(dialog()?.textContent).toContain('Post 2 of 4');
    key(dialog()!, 'ArrowRight');
    expect(dialog()?.textContent).toContain('Post 3 of 4');
    key(dialog()!, 'ArrowLeft');
    expect(dialog()?.textContent).toContain('Post 2 of 4');
    key(document.activeElement!, 'Escape');
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(tiles()[1]);
  });

  it("shows a carousel album's children with their own arrows", async () => {
    await ready();
    tiles()[1]!.click();
    const picture = () => dialog()!.querySelector('[data-slide] img')?.getAttribute('src');
    expect(picture()).toContain('Album%201');
    expect(button('Previous picture')?.hidden).toBe(true);
    button('Next picture')!.click();
    expect(picture()).toContain('Album%202');
    button('Next picture')!.click();
    expect(picture()).toContain('Album%203');
    expect(button('Next picture')?.hidden).toBe(true);
    // The caption is clamped, and expands.
    const more = button('more')!;
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.click();
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(button('less')).toBe(more);
  });

  it("swipes through an album's pictures, then to the next post, and announces where it is", async () => {
    await ready();
    tiles()[1]!.click();
    const stage = () => dialog()!.querySelector<HTMLElement>('[data-slide]')!;
    const swipeLeft = () => {
      stage().dispatchEvent(touchEvent('touchstart', 300));
      stage().dispatchEvent(touchEvent('touchend', 100));
    };
    swipeLeft();
    expect(stage().dataset.slide).toBe('1');
    swipeLeft();
    swipeLeft();
    expect(dialog()!.textContent).toContain('Post 3 of 4');
    await vi.waitFor(() =>
      expect(root.querySelector('[aria-live="polite"]')?.textContent).toBe('Post 3 of 4'),
    );
  });

  it('keeps focus inside the opened post', async () => {
    await ready();
    tiles()[0]!.click();
    const focusables = [...dialog()!.querySelectorAll<HTMLElement>('a[href], button')];
    focusables.at(-1)!.focus();
    key(document.activeElement!, 'Tab');
    expect(document.activeElement).toBe(focusables[0]);
    key(document.activeElement!, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(focusables.at(-1));
  });

  it("lists the post's own products and the feed's collection, never another post's", async () => {
    await ready();
    tiles()[0]!.click();
    await vi.waitFor(() =>
      expect(productNames()).toEqual(['Linen shirt$59.00', 'Canvas tote bag$25.00']),
    );
    expect(dialog()!.textContent).toContain('Featured Products');
    button('Next post')!.click();
    await vi.waitFor(() =>
      expect(productNames()).toEqual(['Straw sun hat$32.50', 'Canvas tote bag$25.00']),
    );
    button('Next post')!.click();
    await vi.waitFor(() => expect(productNames()).toEqual(['Canvas tote bag$25.00']));
  });
});

describe('the product card', () => {
  it('adds to the store cart through the parent page and says so', async () => {
    const { frame, events } = await ready();
    tiles()[0]!.click();
    await vi.waitFor(() => expect(productNames()).toHaveLength(2));
    (dialog()!.querySelector('button[data-item="p:product-1"]') as HTMLButtonElement).click();
    const card = dialog()!.querySelector('[data-product-card]')!;
    expect(card.textContent).toContain('Linen shirt');
    // The card takes the list's place.
    expect(dialog()!.querySelector('ul')?.hidden).toBe(true);
    expect(document.activeElement).toBe(button('Close product'));
    button('Increase quantity')!.click();
    button('Add to Cart')!.click();
    const request = frame.posted().find(([m]) => (m as { type: string }).type === 'add-to-cart');
    expect(request).toBeDefined();
    const [message, target] = request as [Record<string, unknown>, string];
    expect(target).toBe(SHOP);
    expect(message).toMatchObject({
      type: 'add-to-cart',
      quantity: 2,
      variantId: '101',
      strategyId: 'strategy-feed',
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    frame.receive({
      type: 'add-to-cart-response',
      eventId: message.eventId,
      cartResponse: { success: true, errorMessage: null },
    });
    await vi.waitFor(() =>
      expect(document.querySelector('[role="status"]')?.textContent).toBe(CART_ADDED),
    );
    // The card closes with Escape; the post stays open.
    key(document.activeElement!, 'Escape');
    expect(dialog()!.querySelector('[data-product-card]')).toBeNull();
    expect(dialog()).not.toBeNull();
    await embed!.events.flush();
    const cart = events.find((e) => e.type === 'add-to-cart');
    expect(cart).toMatchObject({
      category: 'product',
      feedId: FEED_ID,
      widgetId: null,
      strategyId: 'strategy-feed',
      experimentId: 'experiment-feed',
      productId: 'product-1',
      quantity: 2,
      eventId: message.eventId,
    });
  });

  it('offers Buy Now for an affiliate link', async () => {
    await ready();
    tiles()[1]!.click();
    await vi.waitFor(() => expect(productNames()).toHaveLength(2));
    (dialog()!.querySelector('button[data-item="a:link-1"]') as HTMLButtonElement).click();
    const buy = dialog()!.querySelector<HTMLAnchorElement>('[data-product-card] a');
    expect(buy?.textContent).toContain('Buy Now');
    expect(buy?.target).toBe('_blank');
  });
});

describe('affiliate mode', () => {
  it("gives products Buy Now with the store's cart link", async () => {
    const frame = fakeFrameWindow({ href: feedAddress });
    const routes = server();
    start(frame, routes.fetch);
    frame.receive({ type: 'affiliate-mode', signature: 'signed-product-1' });
    await embed!.settled;
    tiles()[0]!.click();
    await vi.waitFor(() => expect(productNames()).toHaveLength(2));
    (dialog()!.querySelector('button[data-item="p:product-1"]') as HTMLButtonElement).click();
    const buy = dialog()!.querySelector<HTMLAnchorElement>('[data-product-card] a');
    expect(buy?.textContent).toContain('Buy Now');
    expect(buy?.href).toContain('vendy-demo.myshopify.com/cart/101:1');
    expect(button('Add to Cart')).toBeNull();
  });
});

describe('states', () => {
  it.each([
    ['a user error', [{ message: 'Unable to get feed.', code: 'BAD_USER_INPUT' }]],
    ['NOT_FOUND', [{ message: 'Feed not found', code: 'NOT_FOUND' }]],
  ])('says the feed is not available when the server answers %s', async (_name, errors) => {
    const { app, frame } = await ready(
      fakeFrameWindow({ href: feedAddress }),
      server({ feed: () => graphqlAnswer(null, errors) }),
    );
    expect(app.state).toBe('not-found');
    expect(root.textContent).toBe(FEED_NOT_AVAILABLE);
    expect(frame.posted()).toEqual([[{ type: 'set-size', height: 10 }, SHOP]]);
  });

  it('offers to try again after a failed read, then shows the feed', async () => {
    const frame = fakeFrameWindow({ href: feedAddress });
    const { fetch } = server();
    let fail = true;
    const failing = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (fail) throw new TypeError('Failed to fetch');
      return fetch(input, init);
    });
    const app = start(frame, failing);
    await app.settled;
    expect(app.state).toBe('error');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Unable to load feed.');
    fail = false;
    button('Try again')!.click();
    await app.settled;
    expect(app.state).toBe('ready');
    expect(tiles()).toHaveLength(4);
  });

  it("shows the server's message when it has one", async () => {
    const { app } = await ready(
      fakeFrameWindow({ href: feedAddress }),
      server({
        feed: () =>
          graphqlAnswer(null, [{ message: 'Unexpected error.', code: 'INTERNAL_SERVER_ERROR' }]),
      }),
    );
    expect(app.state).toBe('error');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Unexpected error.');
  });
});

describe('analytics', () => {
  it("sends the page, product and video events with the feed's id", async () => {
    const { events } = await ready();
    tiles()[0]!.click();
    await vi.waitFor(() => expect(productNames()).toHaveLength(2));
    (dialog()!.querySelector('button[data-item="p:product-2"]') as HTMLButtonElement).click();
    key(document.activeElement!, 'Escape');
    button('Next post')!.click();
    button('Next post')!.click();
    button('Play video')!.click();
    await vi.waitFor(() => expect(loader.last?.calls).toContain('play'));
    await embed!.events.flush();
    expect(events.map((e) => `${e.category}:${e.type}`)).toEqual(
      expect.arrayContaining([
        'page:page',
        'product:view-in-video',
        'product:shop-now',
        'video:play',
        'video:playing',
      ]),
    );
    for (const event of events) {
      expect(event).toMatchObject({ feedId: FEED_ID, widgetId: null });
    }
    expect(events.find((e) => e.type === 'page')).toMatchObject({ groupId: FEED_GROUP_ID });
    expect(events.find((e) => e.type === 'shop-now')).toMatchObject({
      productId: 'product-2',
      strategyId: 'strategy-feed',
    });
  });

  it("counts a video's view once, and puts its viewId on the post's product events", async () => {
    const { events } = await ready();
    tiles()[0]!.click();
    await vi.waitFor(() => expect(productNames()).toHaveLength(2));
    (dialog()!.querySelector('button[data-item]') as HTMLButtonElement).click();
    key(document.activeElement!, 'Escape');
    button('Next post')!.click();
    button('Next post')!.click();
    button('Play video')!.click();
    await vi.waitFor(() => expect(loader.last?.calls).toContain('play'));
    button('Pause video')!.click();
    button('Play video')!.click();
    await vi.waitFor(() => expect(dialog()!.querySelector('button[data-item]')).not.toBeNull());
    (dialog()!.querySelector('button[data-item]') as HTMLButtonElement).click();
    await embed!.events.flush();

    const views = events.filter((e) => e.type === 'view');
    expect(views).toHaveLength(1);
    const viewId = views[0]!.viewId as string;
    expect(viewId).toMatch(/^[0-9a-f-]{36}$/);
    const plays = events.filter((e) => e.type === 'play');
    expect(plays).toHaveLength(2);
    expect(plays.every((e) => e.viewId === viewId)).toBe(true);
    // The first post's product, before any video played, has no playback.
    const [before, after] = events.filter((e) => e.type === 'shop-now');
    expect(before).not.toHaveProperty('viewId');
    expect(after).toMatchObject({ viewId });
    // The view and plays name the arm the post is shown in, as its product events do.
    expect(after!.strategyId).toEqual(expect.any(String));
    for (const event of [...views, ...plays]) {
      expect(event).toMatchObject({ strategyId: after!.strategyId });
    }
  });

  it('sends nothing in preview, and reads with cookies', async () => {
    const { app, events, fetch } = await ready(
      fakeFrameWindow({ href: `${feedAddress}?preview=1` }),
    );
    tiles()[0]!.click();
    await vi.waitFor(() => expect(productNames()).toHaveLength(2));
    await app.events.flush();
    app.events.flushOnExit();
    expect(events).toEqual([]);
    const reads = fetch.mock.calls.filter(([input]) => String(input).includes('/graphql'));
    expect(
      reads.every(([, init]) => init?.credentials === 'include' && init.cache === 'no-cache'),
    ).toBe(true);
  });
});

describe('before a click', () => {
  const addresses = () =>
    [
      ...[...document.querySelectorAll('img')].map((i) => i.getAttribute('src') ?? ''),
      ...[...document.querySelectorAll('source')].map((s) => s.getAttribute('srcset') ?? ''),
      ...[...document.querySelectorAll('link, video, iframe, script')].map(
        (n) => n.getAttribute('href') ?? n.getAttribute('src') ?? '',
      ),
    ].filter(Boolean);
  const foreign = (list: string[]) =>
    list.filter((a) => !a.startsWith('data:') && new URL(a, VENDY).origin !== VENDY);

  it('asks nothing of another host, and plays a video only when asked to', async () => {
    const { fetch } = await ready();
    // Hover and focus ready the products (our host) but nothing else.
    root.querySelector('section')!.dispatchEvent(new Event('pointerenter'));
    tiles()[0]!.focus();
    await flushPromises(5);
    expect(fetch.mock.calls.map(([input]) => new URL(String(input)).origin)).toEqual([
      VENDY,
      VENDY,
    ]);
    expect(addresses().length).toBeGreaterThan(0);
    expect(foreign(addresses())).toEqual([]);
    expect(tiles()[3]!.querySelector('img')?.getAttribute('src')).not.toContain(INSTAGRAM_CDN);
    expect(document.querySelector('video')).toBeNull();

    // The video post opens on its cover: the file waits for Play.
    tiles()[2]!.click();
    expect(loader.loads).toBe(0);
    expect(foreign(addresses())).toEqual([]);
    button('Play video')!.click();
    await vi.waitFor(() => expect(loader.last?.calls).toContain('play'));
    expect(loader.last?.source).toEqual({ type: 'hls', url: `${INSTAGRAM_CDN}/v/ig-3.mp4` });
    expect(button('Pause video')).not.toBeNull();
    button('Mute')!.click();
    expect(button('Unmute')).not.toBeNull();

    // A picture whose copy failed shows once the shopper opened its post.
    button('Next post')!.click();
    expect(dialog()!.querySelector('[data-slide] img')?.getAttribute('src')).toBe(
      `${INSTAGRAM_CDN}/p/ig-4.jpg`,
    );
  });

  it('says when a video cannot be played', async () => {
    loader = fakeLoader({ loadError: new Error('refused') });
    await ready();
    tiles()[2]!.click();
    button('Play video')!.click();
    await vi.waitFor(() =>
      expect(dialog()!.querySelector('[role="alert"]')?.textContent).toBe(PLAYBACK_ERROR),
    );
    expect(button('Play video')).not.toBeNull();
  });

  it('reads what is placed on the posts only when the shopper comes near', async () => {
    const { fetch } = await ready();
    await flushPromises(5);
    expect(fetch).toHaveBeenCalledTimes(1);
    tiles()[0]!.click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    const url = new URL(String(fetch.mock.calls[1]![0]));
    expect(url.searchParams.get('query')).toContain('query getExperimentData');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ instagramFeedId: FEED_ID });
    expect(POST_IDS).toHaveLength(4);
  });
});

describe('the feed editor’s preview of a draft (/embed/ig/draft?preview=1)', () => {
  const draftAddress = `${VENDY}/embed/ig/draft?preview=1`;
  const draft = (postId: string | null, experiment = sampleFeedExperimentData()) => ({
    type: 'feed-preview-draft',
    feed: { ...sampleFeed({ picture: picturesAt(VENDY) }), brandingSettings: null },
    experiment,
    postId,
  });

  it('says it listens, then shows each draft its parent sends, with the selected post opened', async () => {
    const frame = fakeFrameWindow({ href: draftAddress });
    const { app, fetch, events } = await ready(frame);
    expect(frame.posted()).toContainEqual([{ type: 'feed-preview-ready' }, VENDY]);
    expect(app.state).toBe('loading');

    frame.receive(draft(POST_IDS[0]), { origin: VENDY });
    await app.settled;
    expect(app.state).toBe('ready');
    expect(dialog()?.dataset.post).toBe('0');
    await vi.waitFor(() => expect(productNames()).toHaveLength(2));
    // The editor keeps the focus: the opened post does not take it.
    expect(root.contains(document.activeElement)).toBe(false);

    // The next version replaces it: another post, nothing placed.
    frame.receive(draft(POST_IDS[3], null as never), { origin: VENDY });
    await app.settled;
    expect(dialog()?.dataset.post).toBe('3');
    await flushPromises(5);
    expect(productNames()).toEqual([]);

    // No post selected: the row of tiles.
    frame.receive(draft(null), { origin: VENDY });
    await app.settled;
    expect(dialog()).toBeNull();
    expect(tiles()).toHaveLength(4);

    // Nothing was read from the server, and nothing counted.
    await app.events.flush();
    expect(fetch.mock.calls.filter(([input]) => String(input).includes('/graphql'))).toEqual([]);
    expect(events).toEqual([]);
  });

  it('takes a draft only from its parent on its own origin', async () => {
    const frame = fakeFrameWindow({ href: draftAddress });
    const { app } = await ready(frame);
    frame.receive(draft(POST_IDS[0]), { origin: SHOP });
    frame.receive(draft(POST_IDS[0]), { origin: VENDY, source: {} });
    frame.receive({ type: 'feed-preview-draft', feed: 'nope' }, { origin: VENDY });
    await app.settled;
    await flushPromises(5);
    expect(app.state).toBe('loading');
    expect(tiles()).toEqual([]);
  });

  it('names nothing outside preview mode', async () => {
    const frame = fakeFrameWindow({ href: `${VENDY}/embed/ig/draft` });
    const { app } = await ready(frame);
    expect(app.state).toBe('not-found');
    expect(root.textContent).toContain(FEED_NOT_AVAILABLE);
    expect(frame.posted()).not.toContainEqual([{ type: 'feed-preview-ready' }, VENDY]);
    frame.receive(draft(POST_IDS[0]), { origin: VENDY });
    await flushPromises(5);
    expect(tiles()).toEqual([]);
  });
});
