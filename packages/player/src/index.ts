// Public API of @vendy/player: the framework-free core (see README.md). The React binding is
// '@vendy/player/react'; test doubles are '@vendy/player/testing'.
export type { Clock } from './core/clock';
export { systemClock } from './core/clock';
export type { ReadableStore, Store } from './core/store';
export { createStore } from './core/store';
export type {
  CaptionTrack,
  PlayerAudio,
  PlayerImageCollection,
  PlayerSegment,
  PlayerVideo,
  PlayerShoppableVideo,
} from './core/media';
export type {
  OverlayBox,
  PlayableSource,
  SegmentOverlay,
  SlideImage,
  Timeline,
  TimelinePosition,
  TimelineSegment,
} from './core/timeline';
export {
  audioOffset,
  buildTimeline,
  locate,
  overlayAt,
  timelineOfImages,
  timelineOfVideo,
  videoSource,
} from './core/timeline';
export type {
  ProviderAdapter,
  ProviderContext,
  ProviderEvent,
  ProviderFactory,
  ProviderLoader,
  TextTrackInfo,
} from './core/provider';
export { lazyLoader } from './core/provider';
export {
  defaultLoaders,
  hlsLoader,
  imagesLoader,
  tikTokLoader,
  youTubeLoader,
} from './providers/loaders';
export type { AudioElementLike, AudioFactory } from './core/audio-track';
export type { PlaybackStatus, Player, PlayerOptions, PlayerState } from './core/player';
export { LOOP_CAP_SECONDS, SEEK_STEP_SECONDS, createPlayer } from './core/player';
export { CONTROLS_IDLE_MS } from './core/controls-visibility';
export type {
  Analytics,
  AnalyticsEvent,
  AnalyticsOptions,
  AnalyticsSink,
  PlaybackSnapshot,
} from './core/analytics';
export { WatchMeter, createAnalytics, secondsString } from './core/analytics';
export type {
  Banner,
  Placement,
  PlacementData,
  PlacementStrategy,
  PlayerAffiliateLink,
  PlayerProduct,
  PlayerVariant,
  ResolveOptions,
  ShopItem,
} from './core/placement';
export {
  EMPTY_PLACEMENT,
  browserStorage,
  resolvePlacement,
  visibleBanners,
} from './core/placement';
export type {
  AddToCartRequest,
  CardAction,
  OptionGroup,
  Shop,
  ShopMode,
  ShopOptions,
  ShopState,
} from './core/shop';
export {
  cardAction,
  clampQuantity,
  createShop,
  findVariant,
  itemImage,
  itemPrice,
  itemTitle,
  optionsOf,
  productFields,
  variantOptionGroups,
} from './core/shop';
export type { KeyLike, PlayerCommand } from './core/keyboard';
export { keyCommand, runCommand } from './core/keyboard';
export { formatTime, spokenTime } from './core/time-format';
export type { Branding, FontFace } from './core/branding';
export { brandingFontLoads, brandingFontUrls, brandingStyle, parseFontName } from './core/branding';
export type { PrefetchOptions } from './core/prefetch';
export { prefetchTimeline } from './core/prefetch';
export type { FrameSize, PlaylistVariant, RenditionSize } from './core/rendition';
export {
  MAX_START_PIXEL_RATIO,
  firstSegment,
  fittingRendition,
  masterVariants,
} from './core/rendition';
export type { FacadeOptions, ImageSource } from './core/facade';
export {
  FALLBACK_IMAGE,
  POSTER_SIZES,
  mountFacade,
  mountStage,
  playLabel,
  posterImage,
} from './core/facade';
export {
  ADD_TO_CART,
  AFFILIATE_NO_STORE_ERROR,
  BUY_NOW,
  CLICK_TO_SHOP,
  PLAYBACK_ERROR,
  PlaybackError,
  TIKTOK_SOURCE_ERROR,
} from './core/messages';
export { playerTheme, playerVars } from './styles/theme.css';

// Earlier names of public types, kept so code written against them still compiles. Each is the
// same type under its current name; new code uses the current one.
/** @deprecated Use PlayerShoppableVideo. */
export type { PlayerShoppableVideo as PlayerVirtualVideo } from './core/media';
/** @deprecated Use AudioSource from '@vendy/client/generated'. */
export type { AudioSource as PlayerAudioSource } from '@vendy/client/generated';
export type {
  /** @deprecated Use EventIds from '@vendy/client/domain'. */
  EventIds as AnalyticsIds,
  /** @deprecated Use ProductEvent from '@vendy/client/domain'. */
  ProductEvent as ProductAnalyticsEvent,
  /** @deprecated Use ProductEventFields from '@vendy/client/domain'. */
  ProductEventFields as ProductFields,
  /** @deprecated Use VideoEvent from '@vendy/client/domain'. */
  VideoEvent as VideoAnalyticsEvent,
  /** @deprecated Use the type of the same name from '@vendy/client/domain'. */
  ProductEventType,
  /** @deprecated Use the type of the same name from '@vendy/client/domain'. */
  VideoEventType,
} from '@vendy/client/domain';
