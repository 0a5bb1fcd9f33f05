// The feed viewer's runtime (/embed/ig/{feedId}), a chunk of its own that the embed imports for a
// feed address only (while the feed is read): the posts into the viewer, what is placed on each
// post (getExperimentData(instagramFeedId), one strategy per viewer as for layouts: the post's own
// products, then the feed's collections), videos on the player core, and product events carrying
// the feed's ids. A video's play (always a press here) is its view, once per video and page load;
// the post's products then carry the viewId of the post's video played last.
import type { KeyValueStorage } from '@vendy/client/domain';
import {
  createAnalytics,
  resolvePlacement,
  type AddToCartRequest,
  type AnalyticsEvent,
  type AnalyticsOptions,
  type Placement,
  type ProviderLoader,
} from '@vendy/player';
import {
  loadExperimentData,
  type EmbeddedFeed,
  type ExperimentData,
  type ReadOptions,
} from '../runtime/data';
import type { VideoSlide } from './post';
import { feedPosts, type FeedPost } from './posts';
import { mountPostShop } from './shop';
import { mountVideoSlide } from './video';
import { mountFeedViewer, type FeedViewer } from './viewer';

export { EMPTY_FEED_MESSAGE } from './viewer';
export { FEATURED_PRODUCTS } from './shop';

export interface FeedRuntimeOptions {
  feed: Pick<EmbeddedFeed, 'feed' | 'media' | 'handle'>;
  read: ReadOptions;
  /** The frame's origin: only pictures there load before the shopper clicks. */
  origin: string;
  storage: KeyValueStorage | null;
  poweredBy: boolean;
  /** Queues an analytics event; returns its event id (null when nothing is sent). */
  track(event: AnalyticsEvent): string | null;
  affiliate: { get(): boolean };
  addToCart(request: AddToCartRequest, eventId: string | null): Promise<void>;
  /** Provider loaders for videos (tests pass fakes). */
  loaders?: readonly ProviderLoader[];
  /** Makes a viewId (a random UUID). */
  randomId(): string;
  /**
   * The editor's preview of a draft: what is placed, as edited (not read from the server), and
   * the post to show opened.
   */
  draft?: { experiment: ExperimentData | null; postId: string | null };
}

export function mountFeed(root: HTMLElement, options: FeedRuntimeOptions): FeedViewer {
  const { feed, read } = options;
  const ids = { feedId: feed.feed.id, groupId: feed.feed.groupId };
  const posts = feedPosts(feed);

  // Asked for when the shopper reaches for the feed (or opens a post), as layouts do on intent.
  let experiment: Promise<ExperimentData | null> | null = options.draft
    ? Promise.resolve(options.draft.experiment)
    : null;
  const experimentData = () =>
    (experiment ??= loadExperimentData({ instagramFeedId: ids.feedId }, read));
  const placements = new Map<string, Promise<Placement>>();
  const placementFor = (post: FeedPost) => {
    let placement = placements.get(post.id);
    if (!placement) {
      placement = experimentData().then((data) =>
        resolvePlacement(data, { storage: options.storage, instagramMediaId: post.id }),
      );
      placements.set(post.id, placement);
    }
    return placement;
  };

  type Playback = NonNullable<AnalyticsOptions['playback']>;
  // Each video's playback on this page (one view per video), and each post's last one played.
  const playbacks = new Map<string, Playback>();
  const lastPlayed = new Map<string, Playback>();
  const postOf = new Map(posts.flatMap((post) => post.slides.map((s) => [s.id, post.id] as const)));
  const playbackOf = (slideId: string): Playback => {
    let playback = playbacks.get(slideId);
    if (!playback) {
      playback = { viewId: null };
      playbacks.set(slideId, playback);
    }
    return playback;
  };
  /** What a post's product events carry: the viewId of its video played last (read only). */
  const postPlayback = (postId: string): Playback => ({
    get viewId() {
      return lastPlayed.get(postId)?.viewId ?? null;
    },
    set viewId(_: string | null) {
      // Product events never start a playback.
    },
  });

  /**
   * A post video's events, each with the arm (strategy, experiment) its post is shown in: known
   * once the feed's experiment data is read, which a press of play may come before; until then
   * they wait (experiments count views per arm).
   */
  const armedSink = (slideId: string) => {
    const postId = postOf.get(slideId);
    const post = postId === undefined ? undefined : posts.find((p) => p.id === postId);
    let arm: Placement | null | undefined;
    const waiting: AnalyticsEvent[] = [];
    const send = (event: AnalyticsEvent) =>
      options.track(
        arm && event.strategyId === null && event.experimentId === null
          ? { ...event, strategyId: arm.strategyId, experimentId: arm.experimentId }
          : event,
      );
    let asked = false;
    return (event: AnalyticsEvent) => {
      if (arm !== undefined) {
        send(event);
        return;
      }
      waiting.push(event);
      if (asked) return;
      // Asked for at the first event only (never in preview, where nothing is sent).
      asked = true;
      const known = post ? placementFor(post).catch(() => null) : Promise.resolve(null);
      void known.then((placement) => {
        arm = placement;
        for (const waited of waiting.splice(0)) send(waited);
      });
    };
  };

  const seen = new Set<string>();
  let playing: VideoSlide | null = null;
  const viewer = mountFeedViewer(root, {
    posts,
    handle: feed.handle,
    origin: options.origin,
    groupId: ids.groupId,
    poweredBy: options.poweredBy,
    onIntent: () => void experimentData(),
    mountShop: (post, host) =>
      mountPostShop(host, post, {
        ids,
        preview: read.preview,
        track: options.track,
        placementFor,
        affiliateMode: options.affiliate.get,
        addToCart: options.addToCart,
        seen,
        playback: postPlayback(post.id),
      }),
    mountVideo: (slide, host, label) =>
      mountVideoSlide(host, slide, label, {
        analytics: () =>
          createAnalytics({
            sink: armedSink(slide.id),
            preview: read.preview,
            context: ids,
            playback: playbackOf(slide.id),
            randomId: options.randomId,
          }),
        loaders: options.loaders,
        onStart(video) {
          if (playing !== video) playing?.pause();
          playing = video;
          const post = postOf.get(slide.id);
          if (post !== undefined) lastPlayed.set(post, playbackOf(slide.id));
        },
      }),
  });
  const draftPost = options.draft?.postId;
  if (draftPost) {
    const index = posts.findIndex((post) => post.id === draftPost);
    if (index >= 0) viewer.open(index, { focus: false });
  }
  return viewer;
}
