// The embed runtime: reads the layout named by the frame's path, shows it through the layout
// viewers with one player per playing item, styles it with the group's branding, talks to the
// store page (size, cart, affiliate mode, consent) and sends viewer analytics (never in preview):
// the page event, the impression once the frame is half in view, and the players' events.
import {
  CART_SUCCESS_TOAST_MS,
  FEED_FRAME_HEIGHT,
  readFeedPreviewDraft,
  type FeedPreviewDraft,
  type FeedPreviewReady,
  type KeyValueStorage,
} from '@vendy/client/domain';
import {
  brandingFontLoads,
  brandingFontUrls,
  brandingStyle,
  browserStorage,
  playerTheme,
  resolvePlacement,
  type AddToCartRequest,
  type AnalyticsOptions,
  type Branding,
  type Placement,
  type ProviderLoader,
} from '@vendy/player';
import { CONSENT_PARAM } from '../consent';
import type * as FeedViewerModule from '../feed';
import type { LayoutHandle, MountLayout } from '../layout-contract';
import { parseEmbedPath } from '../path';
import {
  ReadError,
  LOAD_FEED_ERROR,
  LOAD_LAYOUT_ERROR,
  loadExperimentData,
  loadFeed,
  loadLayout,
  loadSliderItem,
  type EmbeddedLayout,
} from './data';
import { createConsent } from './consent';
import { createEventSender, flushOnPageExit, randomId, type EventSender } from './events';
import { impressionEvent, whenHalfVisible } from './impression';
import { embedItems, type EmbedItem } from './items';
import {
  mountItemPlayer,
  type ItemPlayer,
  type ItemPlayerContext,
  type ReactPlayerModule,
} from './item-player';
import {
  createParentChannel,
  observeSize,
  type ParentChannel,
  type ParentWindowLike,
} from './parent';
import * as css from './runtime.css';
import {
  FEED_LABEL,
  FEED_NOT_AVAILABLE,
  NOTHING_TO_SHOW,
  renderError,
  renderFeedLoading,
  renderLoading,
  renderNotFound,
} from './states';
import { createToaster, type Toaster } from './toasts';

export const CART_ADDED = 'Item added to cart.';
export const CART_FAILED = 'Unable to add item to cart';

export interface EmbedOptions {
  mountLayout: MountLayout;
  win?: Window;
  fetch?: typeof fetch;
  storage?: KeyValueStorage | null;
  sendBeacon?: ((url: string, data: string) => boolean) | null;
  loadReactPlayer?: () => Promise<ReactPlayerModule>;
  /** The feed viewer's chunk (tests may count or replace it). */
  loadFeedViewer?: () => Promise<FeedModule>;
  loaders?: readonly ProviderLoader[];
  cartTimeoutMs?: number;
  /** What readies a play before the click (see warm.ts; tests drive it). */
  watch?: ItemPlayerContext['watch'];
  playChunks?: ItemPlayerContext['playChunks'];
}

export type EmbedState = 'loading' | 'ready' | 'not-found' | 'error';

/** The feed viewer: its own chunk, imported for a feed address only (while the feed is read). */
type FeedModule = typeof FeedViewerModule;
/** A feed's states keep the height the store page reserved for it. */
const FEED_STATE = { label: FEED_LABEL, height: FEED_FRAME_HEIGHT };
const importFeedViewer = (): Promise<FeedModule> => import('../feed');

export interface Embed {
  readonly state: EmbedState;
  readonly channel: ParentChannel;
  readonly toaster: Toaster;
  readonly events: EventSender;
  /** Resolves when the current load has settled. */
  readonly settled: Promise<void>;
  destroy(): void;
}

const text = (value: string | null): string | null =>
  value && /^[\w.:-]{1,255}$/.test(value) ? value : null;

/** Loads a font stylesheet once; answers its link. */
function addStylesheet(doc: Document, href: string): HTMLLinkElement {
  const existing = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (l) => l.getAttribute('href') === href,
  );
  if (existing) return existing;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.append(link);
  return link;
}

/** Runs `then` once the stylesheet's rules are in the document. */
function whenLoaded(link: HTMLLinkElement, then: () => void) {
  if (link.sheet) then();
  else link.addEventListener('load', then, { once: true });
}

export function startEmbed(root: HTMLElement, options: EmbedOptions): Embed {
  const win = options.win ?? window;
  const doc = root.ownerDocument;
  const url = new URL(win.location.href);
  const preview = url.searchParams.get('preview') === '1';
  // `?autoplay=1` (a slider page's player dialog, opened by a press on the item): the first item
  // plays at once, as a press of it.
  let pressedBefore = url.searchParams.get('autoplay') === '1';
  // Without the shopper's consent (the loader's `?consent=0`, later its messages) nothing of the
  // viewer is kept in local storage and no anonymous id is sent.
  const consent = createConsent(
    url.searchParams.get(CONSENT_PARAM) !== '0',
    options.storage === undefined ? browserStorage() : options.storage,
  );
  const storage = consent.storage;
  const fetchFn = options.fetch ?? win.fetch.bind(win);
  const read = { preview, fetch: fetchFn, origin: url.origin };

  // The theme (and, once read, the branding) styles every state of the frame and the toasts.
  const view = doc.createElement('div');
  view.className = `${playerTheme} ${css.layoutRoot}`;
  root.replaceChildren(view);
  const toaster = createToaster(root);
  const channel = createParentChannel(win as unknown as ParentWindowLike, {
    timeoutMs: options.cartTimeoutMs,
  });
  channel.onConsent((allowed) => consent.set(allowed));
  const events = createEventSender({
    preview,
    anonymousId: () => consent.anonymousId(),
    fetch: fetchFn,
    endpoint: new URL('/events', url.origin).href,
    sendBeacon:
      options.sendBeacon !== undefined
        ? options.sendBeacon
        : typeof win.navigator?.sendBeacon === 'function'
          ? win.navigator.sendBeacon.bind(win.navigator)
          : null,
  });
  const stopExitFlush = flushOnPageExit(events, win);

  let state: EmbedState = 'loading';
  let settled: Promise<void> = Promise.resolve();
  let mounted: Pick<LayoutHandle, 'destroy'> | null = null;
  let stopSize: (() => void) | null = null;
  let stopDraft: (() => void) | null = null;
  let stopImpression: (() => void) | null = null;
  let impressed = false;
  /** One impression per page load, once the layout or feed is half in view (not in preview). */
  const watchImpression = (ids: Parameters<typeof impressionEvent>[0]) => {
    if (preview || impressed) return;
    stopImpression?.();
    stopImpression = whenHalfVisible(win, root, () => {
      if (impressed) return;
      impressed = true;
      events.push(impressionEvent(ids));
    });
  };
  const players = new Map<number, ItemPlayer>();

  // Affiliate mode from the store page, for every shop (now and later).
  const affiliateListeners = new Set<() => void>();
  channel.onAffiliateMode(() => affiliateListeners.forEach((listener) => listener()));
  const affiliate = {
    get: () => channel.affiliateMode !== null,
    subscribe(listener: () => void) {
      affiliateListeners.add(listener);
      return () => affiliateListeners.delete(listener);
    },
  };

  const settle = (next: EmbedState) => {
    state = next;
    // The size is reported once there is something to size: never the loading box.
    stopSize?.();
    stopSize = observeSize(root, channel);
  };

  async function addToCart(request: AddToCartRequest, eventId: string | null) {
    const response = await channel.addToCart({
      quantity: request.quantity,
      variantId: request.variant.id,
      strategyId: request.strategyId,
      anonymousId: consent.anonymousId(),
      eventId,
    });
    if (response.success) toaster.show(CART_ADDED, 'success', CART_SUCCESS_TOAST_MS);
    else toaster.show(response.errorMessage ?? CART_FAILED, 'error');
  }

  /**
   * Styles the view and the toasts with the group's branding and loads its fonts: those on our own
   * host at once; another host's (a font service) only when the returned function is called, on
   * the shopper's first play, so nothing but Vendy is contacted before a click. The saved addresses
   * are our server's paths: they are read against the origin the layout is read from (the store
   * page's is another). Our fonts' files are fetched as soon as their stylesheet is in, before the
   * player's text needs them; until then text takes their fallback faces (the same room).
   */
  function applyBranding(branding: Branding | null): () => void {
    for (const [name, value] of Object.entries(brandingStyle(branding))) {
      view.style.setProperty(name, value);
      toaster.element.style.setProperty(name, value);
    }
    const absolute = (href: string): string | null => {
      try {
        return new URL(href, url.origin).href;
      } catch {
        return null;
      }
    };
    const ours = (href: string) => new URL(href).origin === url.origin;
    const fonts = brandingFontUrls(branding)
      .map(absolute)
      .filter((href): href is string => href !== null);
    for (const load of brandingFontLoads(branding)) {
      const href = absolute(load.url);
      if (!href || !ours(href)) continue;
      whenLoaded(addStylesheet(doc, href), () => {
        doc.fonts?.load(load.font).catch(() => undefined);
      });
    }
    fonts.filter(ours).forEach((href) => addStylesheet(doc, href));
    const loadOtherFonts = () =>
      fonts.filter((href) => !ours(href)).forEach((href) => addStylesheet(doc, href));
    return loadOtherFonts;
  }

  function show(layout: EmbeddedLayout) {
    // An empty list is the viewers' to show ('This layout has no videos yet.').
    const items = embedItems(layout);
    const branding: Branding | null = layout.brandingSettings;
    const loadOtherFonts = applyBranding(branding);

    // Each item's playback on this page: one view per item, kept when a viewer mounts it again.
    const playbacks = new Map<number, NonNullable<AnalyticsOptions['playback']>>();
    const playbackOf = (index: number) => {
      let playback = playbacks.get(index);
      if (!playback) {
        playback = { viewId: null };
        playbacks.set(index, playback);
      }
      return playback;
    };
    const placements = new Map<string, Promise<Placement>>();
    const placementFor = (item: EmbedItem) => {
      let placement = placements.get(item.virtualVideoId);
      if (!placement) {
        placement = loadExperimentData(item.virtualVideoId, read).then((data) =>
          resolvePlacement(data, { storage }),
        );
        placements.set(item.virtualVideoId, placement);
      }
      return placement;
    };

    // The viewers and players inherit the theme and branding variables of the view.
    view.replaceChildren();
    mounted = options.mountLayout(view, {
      type: layout.type,
      items,
      poweredBy: !branding?.hideVendyBranding,
      mountItem(index, itemHost, autoplay) {
        const item = items[index];
        if (!item) return () => undefined;
        // A grid mounts an item when the shopper picks its tile: a press of that video. A
        // carousel's autoplay follows a move to another item: the view waits for 3 s played.
        const pressed = pressedBefore && index === 0;
        pressedBefore = false;
        const start =
          pressed || (autoplay && layout.type === 'GRID') ? 'press' : autoplay ? 'autoplay' : false;
        const itemPlayer = mountItemPlayer(item, itemHost, start, {
          widgetId: layout.id,
          groupId: layout.groupId,
          branding,
          preview,
          playback: playbackOf(index),
          randomId,
          track: (event) => events.push(event),
          placementFor,
          affiliate,
          addToCart,
          onStart() {
            loadOtherFonts();
            for (const [other, p] of players) if (other !== index) p.pause();
          },
          loadReactPlayer: options.loadReactPlayer,
          loaders: options.loaders,
          fetch: fetchFn,
          watch: options.watch,
          playChunks: options.playChunks,
        });
        players.set(index, itemPlayer);
        return () => {
          itemPlayer.destroy();
          if (players.get(index) === itemPlayer) players.delete(index);
        };
      },
      onActiveChange(index) {
        for (const [other, p] of players) if (other !== index) p.pause();
      },
    });
    settle('ready');
    watchImpression({ widgetId: layout.id, groupId: layout.groupId, feedId: null });
    events.push({
      category: 'page',
      type: 'page',
      branchId: text(url.searchParams.get('branchId')),
      groupId: layout.groupId,
      widgetId: layout.id,
      videoId: null,
      strategyId: null,
      experimentId: null,
      feedId: null,
    });
  }

  async function loadFeedView(feedId: string): Promise<void> {
    renderFeedLoading(view);
    state = 'loading';
    const viewer = (options.loadFeedViewer ?? importFeedViewer)();
    // A failed chunk shows as the feed's error (below), never as an unhandled rejection.
    viewer.catch(() => undefined);
    try {
      const feed = await loadFeed(feedId, read);
      const { mountFeed } = await viewer.catch(() => {
        throw new ReadError(LOAD_FEED_ERROR);
      });
      // Feeds have no play that readies other hosts' fonts: only our own host's load.
      applyBranding(feed.brandingSettings);
      view.replaceChildren();
      mounted = mountFeed(view, {
        feed,
        read,
        origin: url.origin,
        storage,
        poweredBy: !feed.brandingSettings.hideVendyBranding,
        track: (event) => events.push(event),
        affiliate: { get: affiliate.get },
        addToCart,
        loaders: options.loaders,
        randomId,
      });
      settle('ready');
      watchImpression({ widgetId: null, groupId: feed.feed.groupId, feedId: feed.feed.id });
      events.push({
        category: 'page',
        type: 'page',
        branchId: text(url.searchParams.get('branchId')),
        groupId: feed.feed.groupId,
        widgetId: null,
        videoId: null,
        strategyId: null,
        experimentId: null,
        feedId: feed.feed.id,
      });
    } catch (error) {
      if (error instanceof ReadError && error.notFound) {
        renderNotFound(view, FEED_NOT_AVAILABLE, FEED_STATE);
        settle('not-found');
      } else {
        const message = error instanceof ReadError ? error.message : LOAD_FEED_ERROR;
        renderError(
          view,
          message,
          () => {
            settled = loadFeedView(feedId);
          },
          FEED_STATE,
        );
        settle('error');
      }
    }
  }

  /**
   * The feed editor's live preview (/embed/ig/draft?preview=1): the real viewer showing the feed as
   * the merchant edits it. The draft comes from the parent, Vendy's own app on this origin, and
   * each new version replaces the shown one. Outside preview mode the address names nothing.
   */
  function loadFeedDraftView(): Promise<void> {
    if (!preview) {
      renderNotFound(view, FEED_NOT_AVAILABLE, FEED_STATE);
      settle('not-found');
      return Promise.resolve();
    }
    renderFeedLoading(view);
    state = 'loading';
    const viewer = (options.loadFeedViewer ?? importFeedViewer)();
    viewer.catch(() => undefined);
    let latest: FeedPreviewDraft | null = null;
    let showing: Promise<void> = Promise.resolve();
    const showDraft = async (draft: FeedPreviewDraft) => {
      let module: FeedModule;
      try {
        module = await viewer;
      } catch {
        renderError(view, LOAD_FEED_ERROR, () => undefined, FEED_STATE);
        settle('error');
        return;
      }
      // Only the newest draft is drawn (a burst of edits draws once).
      if (draft !== latest) return;
      applyBranding(draft.feed.brandingSettings);
      mounted?.destroy();
      view.replaceChildren();
      mounted = module.mountFeed(view, {
        feed: draft.feed,
        read,
        origin: url.origin,
        storage,
        poweredBy: !draft.feed.brandingSettings?.hideVendyBranding,
        track: (event) => events.push(event),
        affiliate: { get: affiliate.get },
        addToCart,
        loaders: options.loaders,
        randomId,
        draft: { experiment: draft.experiment, postId: draft.postId },
      });
      settle('ready');
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== win.parent || event.origin !== url.origin) return;
      const draft = readFeedPreviewDraft(event.data);
      if (!draft) return;
      latest = draft;
      showing = showing.then(() => showDraft(draft));
      settled = showing;
    };
    win.addEventListener('message', onMessage);
    stopDraft = () => win.removeEventListener('message', onMessage);
    const ready: FeedPreviewReady = { type: 'feed-preview-ready' };
    win.parent.postMessage(ready, url.origin);
    return Promise.resolve();
  }

  async function load(widgetId: string, sliderItem = false): Promise<void> {
    renderLoading(view);
    state = 'loading';
    try {
      show(await (sliderItem ? loadSliderItem : loadLayout)(widgetId, read));
    } catch (error) {
      if (error instanceof ReadError && error.notFound) {
        renderNotFound(view, error.message);
        settle('not-found');
      } else {
        const message = error instanceof ReadError ? error.message : LOAD_LAYOUT_ERROR;
        renderError(view, message, () => {
          settled = load(widgetId, sliderItem);
        });
        settle('error');
      }
    }
  }

  const target = parseEmbedPath(url.pathname);
  switch (target?.kind) {
    case 'widget':
      settled = load(target.id);
      break;
    case 'slider-item':
      settled = load(target.id, true);
      break;
    case 'instagram-feed':
      settled = loadFeedView(target.id);
      break;
    case 'instagram-feed-draft':
      settled = loadFeedDraftView();
      break;
    case undefined:
      renderNotFound(view, NOTHING_TO_SHOW);
      settle('not-found');
      break;
    default: {
      // Every EmbedTarget kind has its case above: a new one fails to compile here.
      const _unhandled: never = target;
      renderNotFound(view, NOTHING_TO_SHOW);
      settle('not-found');
    }
  }

  return {
    get state() {
      return state;
    },
    channel,
    toaster,
    events,
    get settled() {
      return settled;
    },
    destroy() {
      stopDraft?.();
      stopImpression?.();
      mounted?.destroy();
      for (const p of players.values()) p.destroy();
      players.clear();
      stopSize?.();
      stopExitFlush();
      events.flushOnExit();
      events.destroy();
      channel.destroy();
      toaster.destroy();
      view.remove();
    },
  };
}
