// One playing item of a layout, in the host its viewer hands over: the framework-free facade
// first; on play (the shopper's click, or a viewer's autoplay after a gesture) the player core
// starts inside that gesture and the React chunk is imported, then the React player with its shop
// overlay replaces the facade in the same frame. Before that, the play is readied in steps
// (warm.ts): downloaded ahead when the item comes into view (with what is placed on the video,
// getExperimentData), parsed ahead on intent, preloaded on pointer down. Views: a press of play
// is a view at once, a viewer's autoplay one after 3 s played, once per item and page load (the
// runtime keeps the item's playback across mounts); its viewId goes on every later event.
import {
  EMPTY_PLACEMENT,
  createAnalytics,
  createPlayer,
  createShop,
  mountFacade,
  mountStage,
  prefetchTimeline,
  type FrameSize,
  type AddToCartRequest,
  type AnalyticsEvent,
  type AnalyticsOptions,
  type Branding,
  type Placement,
  type ProviderLoader,
  type Shop,
} from '@vendy/player';
import type { EmbedItem } from './items';
import type { ReactPlayerView } from './react-player';
import {
  addLinks,
  playChunkUrls,
  slowNetwork,
  watchItem,
  type PlayChunks,
  type WarmTriggers,
} from './warm';

export type ReactPlayerModule = {
  mountReactPlayer(
    host: HTMLElement,
    props: Parameters<ReactPlayerView['render']>[0],
  ): ReactPlayerView;
};

/** The chunk with React and the React player; never imported before a play. */
export const importReactPlayer = (): Promise<ReactPlayerModule> => import('./react-player');

export interface ItemPlayerContext {
  widgetId: string;
  groupId: string;
  branding: Branding | null;
  preview: boolean;
  /** The item's playback on this page (kept by the runtime): its view is counted once. */
  playback: NonNullable<AnalyticsOptions['playback']>;
  /** Makes a viewId (a random UUID). */
  randomId(): string;
  /** Queues an analytics event; returns its event id (null when nothing is sent). */
  track(event: AnalyticsEvent): string | null;
  /** What is placed on the item's video (empty when it cannot be loaded). */
  placementFor(item: EmbedItem): Promise<Placement>;
  /** Whether the store page asked for affiliate mode, and its changes. */
  affiliate: { get(): boolean; subscribe(listener: () => void): () => void };
  /** Adds to the store's cart through the parent page and tells the shopper how it went. */
  addToCart(request: AddToCartRequest, eventId: string | null): Promise<void>;
  /** Called when the item starts playing (the embed pauses the others, loads fonts). */
  onStart?(): void;
  loadReactPlayer?: () => Promise<ReactPlayerModule>;
  /** Provider loaders (tests pass fakes); the player's defaults otherwise. */
  loaders?: readonly ProviderLoader[];
  /** Used to fetch playlists ahead of play (the frame's fetch by default). */
  fetch?: typeof fetch;
  /** Calls the triggers that ready a play (warm.ts `watchItem` by default; tests drive them). */
  watch?: (host: HTMLElement, triggers: WarmTriggers) => () => void;
  /** The chunks a play loads, downloaded ahead when in view (the build's list by default). */
  playChunks?: PlayChunks;
}

/**
 * The React player is imported once the video shows its first picture (or after this long, when
 * it takes longer): until then the main thread belongs to the video's start.
 */
export const REACT_AFTER_MS = 1_000;

/** The host's size in CSS pixels, or null before it is laid out. */
export function frameSizeOf(host: HTMLElement): FrameSize | null {
  const { width, height } = host.getBoundingClientRect();
  return width > 0 && height > 0 ? { width, height } : null;
}

export interface ItemPlayer {
  readonly started: boolean;
  start(): void;
  pause(): void;
  destroy(): void;
}

export function mountItemPlayer(
  item: EmbedItem,
  host: HTMLElement,
  /**
   * Whether the item starts at once: `'autoplay'` (a carousel's new centre item after the
   * shopper moved it), `'press'` (the shopper picked this very video, as a grid tile), or not.
   */
  autoplay: false | 'autoplay' | 'press',
  ctx: ItemPlayerContext,
): ItemPlayer {
  let cartEventId: string | null = null;
  // The placement the viewer is shown (its strategy and experiment) is fetched while the item
  // comes into view, and a press of play may come first: its view and the events after it wait
  // until the placement is known, so each carries the arm it was shown (experiments count views
  // per arm). Once known, every event is sent at once.
  let placed: Placement | null = null;
  const waiting: AnalyticsEvent[] = [];
  const send = (event: AnalyticsEvent, known: Placement) => {
    const id = ctx.track(
      event.strategyId === null && event.experimentId === null
        ? { ...event, strategyId: known.strategyId, experimentId: known.experimentId }
        : event,
    );
    if (event.category === 'product' && event.type === 'add-to-cart') cartEventId = id;
  };
  const analytics = createAnalytics({
    preview: ctx.preview,
    context: { videoId: item.virtualVideoId, widgetId: ctx.widgetId, groupId: ctx.groupId },
    playback: ctx.playback,
    randomId: ctx.randomId,
    sink: (event) => {
      if (placed) send(event, placed);
      else waiting.push(event);
    },
  });
  const frameSize = () => frameSizeOf(host);
  const player = createPlayer({
    timeline: item.timeline,
    analytics,
    frameSize,
    ...(ctx.loaders ? { loaders: ctx.loaders } : {}),
  });
  // Asked for once the item is in view and the frame idle (or at play, or on intent where nothing
  // tells when it is in view): ready when the video starts, and not competing with its start.
  let placement: Promise<Placement> | null = null;
  const getPlacement = () =>
    (placement ??= ctx
      .placementFor(item)
      .catch(() => EMPTY_PLACEMENT)
      .then((resolved) => {
        placed = resolved;
        for (const event of waiting.splice(0)) send(event, resolved);
        return resolved;
      }));
  const loadReact = ctx.loadReactPlayer ?? importReactPlayer;
  let reactChunk: Promise<ReactPlayerModule> | null = null;
  const getReact = () =>
    (reactChunk ??= loadReact().catch((error: unknown) => {
      // Not loaded (offline): the next attempt imports again.
      reactChunk = null;
      throw error;
    }));

  let started = false;
  let destroyed = false;
  let shop: Shop | null = null;
  let view: ReactPlayerView | null = null;
  let stopAffiliate: (() => void) | null = null;

  const makeShop = (resolved: Placement) =>
    createShop({
      placement: resolved,
      player,
      affiliateMode: ctx.affiliate.get(),
      onAddToCart: (request) => {
        const eventId = cartEventId;
        cartEventId = null;
        return ctx.addToCart(request, eventId);
      },
    });
  const props = (current: Shop) => ({
    player,
    shop: current,
    title: item.title,
    thumbnailUrl: item.thumbnailUrl,
    branding: ctx.branding,
    aspectRatio: item.aspectRatio,
  });

  const removeFacade = mountFacade(host, {
    title: item.title,
    thumbnailUrl: item.thumbnailUrl,
    thumbnailSources: item.thumbnailSources,
    // The layout root carries the theme and the branding: a theme class here would reset it.
    themed: false,
    onPlay: () => start(false),
  });

  const doc = host.ownerDocument;
  const chunks = ctx.playChunks ?? playChunkUrls();
  // An uploaded video starts before React arrives: on a stage over the facade (see start()).
  const hlsFirst = item.timeline.segments[0]?.source.type === 'hls';
  const stopWatching = (ctx.watch ?? watchItem)(host, {
    visible() {
      if (started || destroyed) return;
      addLinks(doc, 'prefetch', [...chunks.video, ...chunks.ui]);
      void getPlacement();
      void prefetchTimeline(item.timeline, {
        frame: frameSize(),
        pixelRatio: doc.defaultView?.devicePixelRatio ?? 1,
        fetch: ctx.fetch,
        ...(doc.defaultView && slowNetwork(doc.defaultView) ? { segmentBytes: 0 } : {}),
      });
    },
    intent() {
      if (started || destroyed) return;
      addLinks(doc, 'modulepreload', chunks.video);
      void getPlacement();
    },
    press() {
      // Only our own HLS is readied: YouTube and TikTok are not contacted before a click.
      if (started || destroyed || !hlsFirst) return;
      void player.preload();
    },
  });

  let stage: HTMLElement | null = null;
  let stopStage: (() => void) | null = null;
  const removeStage = () => {
    stopStage?.();
    stopStage = null;
    const current = stage;
    stage = null;
    if (!current) return;
    // The React player took the video (the same element, still playing): drop the empty stage.
    // A stage still holding it waits until it is emptied, so the video never leaves the page.
    if (!current.hasChildNodes()) {
      current.remove();
      return;
    }
    const emptied = new MutationObserver(() => {
      if (current.hasChildNodes()) return;
      emptied.disconnect();
      current.remove();
    });
    emptied.observe(current, { childList: true });
  };

  let reactStarted = false;
  function mountReact() {
    if (reactStarted || destroyed) return;
    reactStarted = true;
    stopStage?.();
    stopStage = null;
    void Promise.all([getReact(), getPlacement()]).then(
      ([module, resolved]) => {
        if (destroyed) return;
        shop = makeShop(resolved);
        view = module.mountReactPlayer(host, props(shop));
        removeFacade();
        removeStage();
        // Affiliate mode may arrive after the first play: the card switches to Buy Now.
        stopAffiliate = ctx.affiliate.subscribe(() => {
          if (!view || destroyed) return;
          shop?.destroy();
          shop = makeShop(resolved);
          view.render(props(shop));
        });
      },
      () => {
        // The chunk did not load (offline): stop, and let the facade's button try again.
        player.pause();
        removeStage();
        started = false;
        reactStarted = false;
      },
    );
  }

  /**
   * An uploaded video plays at once on a stage over the facade (the poster stays until its first
   * picture); React and the player's controls follow once it shows (or fails, or is refused).
   */
  function startOnStage() {
    const element = mountStage(host);
    stage = element;
    const detach = player.attach(element);
    const timer = setTimeout(mountReact, REACT_AFTER_MS);
    const unsubscribe = player.subscribe((state) => {
      if (state.status === 'playing') element.setAttribute('data-playing', '');
      if (state.status === 'playing' || state.status === 'error' || state.paused) mountReact();
    });
    stopStage = () => {
      clearTimeout(timer);
      unsubscribe();
      detach();
    };
  }

  /** Starts the item: pressed by the shopper, or autoplayed by the viewer (`auto`). */
  function start(auto: boolean) {
    if (started || destroyed) return;
    started = true;
    // An autoplay's view waits until it has played long enough; a press is a view at once.
    if (auto) analytics.autoplay();
    // Asked for now if the item was never seen in view (its events wait for it).
    void getPlacement();
    ctx.onStart?.();
    stopWatching();
    // The stage first, so the video is in the page when it is asked to play.
    const onStage = hlsFirst && !reactStarted;
    if (onStage) startOnStage();
    // Inside the gesture: readies the media elements (sound on phones) and loads the provider.
    void player.play();
    if (!onStage) mountReact();
  }

  if (autoplay) start(autoplay === 'autoplay');

  return {
    get started() {
      return started;
    },
    start: () => start(false),
    pause: () => player.pause(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopWatching();
      stopAffiliate?.();
      stopStage?.();
      stage?.remove();
      view?.unmount();
      shop?.destroy();
      player.destroy();
      analytics.destroy();
      removeFacade();
    },
  };
}
