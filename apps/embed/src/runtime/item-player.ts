// One playing item of a layout, in the host its viewer hands over: the framework-free facade
// first; on play (the shopper's click, or a viewer's autoplay after a gesture) the player core
// starts inside that gesture and the React chunk is imported, then the React player with its shop
// overlay replaces the facade in the same frame.
import {
  EMPTY_PLACEMENT,
  createAnalytics,
  createPlayer,
  createShop,
  mountFacade,
  type AddToCartRequest,
  type AnalyticsEvent,
  type Branding,
  type Placement,
  type ProviderLoader,
  type Shop,
} from '@vendy/player';
import type { EmbedItem } from './items';
import type { ReactPlayerView } from './react-player';

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
  autoplay: boolean,
  ctx: ItemPlayerContext,
): ItemPlayer {
  let cartEventId: string | null = null;
  const analytics = createAnalytics({
    preview: ctx.preview,
    context: { videoId: item.virtualVideoId, widgetId: ctx.widgetId, groupId: ctx.groupId },
    sink: (event) => {
      const id = ctx.track(event);
      if (event.category === 'product' && event.type === 'add-to-cart') cartEventId = id;
    },
  });
  const player = createPlayer({
    timeline: item.timeline,
    analytics,
    ...(ctx.loaders ? { loaders: ctx.loaders } : {}),
  });
  // Asked for now, so the banners are ready when the shopper presses play.
  const placement = ctx.placementFor(item).catch(() => EMPTY_PLACEMENT);
  const loadReact = ctx.loadReactPlayer ?? importReactPlayer;

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
    // The layout root carries the theme and the branding: a theme class here would reset it.
    themed: false,
    onPlay: () => start(),
  });

  function start() {
    if (started || destroyed) return;
    started = true;
    ctx.onStart?.();
    // Inside the gesture: readies the media elements (sound on phones) and loads the provider.
    void player.play();
    void Promise.all([loadReact(), placement]).then(
      ([module, resolved]) => {
        if (destroyed) return;
        shop = makeShop(resolved);
        view = module.mountReactPlayer(host, props(shop));
        removeFacade();
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
        started = false;
      },
    );
  }

  if (autoplay) start();

  return {
    get started() {
      return started;
    },
    start,
    pause: () => player.pause(),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      stopAffiliate?.();
      view?.unmount();
      shop?.destroy();
      player.destroy();
      removeFacade();
    },
  };
}
