/**
 * Viewer analytics (doc 3 §7): video events with the position and the seconds watched and
 * elapsed, product events with the product's fields, all carrying the ids that place them. The
 * player only builds events and hands them to an injected sink (the embed batches and sends
 * them); in preview mode nothing reaches the sink.
 */
import type { Clock } from './clock';

export type VideoEventType =
  'play' | 'playing' | 'pause' | 'seeking' | 'seeked' | 'waiting' | 'watch' | 'ended';

export type ProductEventType = 'add-to-cart' | 'shop-now' | 'view-in-video' | 'buy-now';

/** Where an event happened; null when it does not apply (a feed has no widget, ...). */
export interface AnalyticsIds {
  /** The shoppable (virtual) video. */
  videoId: string | null;
  strategyId: string | null;
  experimentId: string | null;
  widgetId: string | null;
  groupId: string | null;
  feedId: string | null;
}

export interface VideoAnalyticsEvent extends AnalyticsIds {
  category: 'video';
  type: VideoEventType;
  /** Seconds into the timeline, as a string. */
  videoPosition: string;
  /** Seconds actually played since the first play, as a string. */
  videoSecondsWatched: string;
  /** Wall-clock seconds since the first play, as a string. */
  videoSecondsElapsed: string;
}

export interface ProductFields {
  productId: string | null;
  productTitle: string;
  variantId: string | null;
  variantTitle: string | null;
  price: number | null;
  vendor: string | null;
  productType: string | null;
  quantity: number | null;
  affiliateLinkId: string | null;
  /** The address Buy Now opened (affiliate link or store cart link). */
  url: string | null;
}

export interface ProductAnalyticsEvent extends AnalyticsIds, ProductFields {
  category: 'product';
  type: ProductEventType;
}

export type AnalyticsEvent = VideoAnalyticsEvent | ProductAnalyticsEvent;
export type AnalyticsSink = (event: AnalyticsEvent) => void;

export interface AnalyticsOptions {
  sink: AnalyticsSink;
  /** The layout preview: events are built but never sent. */
  preview?: boolean;
  context?: Partial<AnalyticsIds>;
}

export interface PlaybackSnapshot {
  position: number;
  watched: number;
  elapsed: number;
}

export interface Analytics {
  /** False in preview mode or without a sink. */
  readonly enabled: boolean;
  ids(): AnalyticsIds;
  setContext(patch: Partial<AnalyticsIds>): void;
  video(type: VideoEventType, snapshot: PlaybackSnapshot): void;
  product(type: ProductEventType, fields: ProductFields): void;
}

const NO_IDS: AnalyticsIds = {
  videoId: null,
  strategyId: null,
  experimentId: null,
  widgetId: null,
  groupId: null,
  feedId: null,
};

/** Seconds as the events carry them: a string, at most two decimals ('12.5', '5'). */
export function secondsString(seconds: number): string {
  return String(Math.round(Math.max(0, seconds) * 100) / 100);
}

export function createAnalytics(options?: AnalyticsOptions | null): Analytics {
  let ids: AnalyticsIds = { ...NO_IDS, ...options?.context };
  const sink = options && !options.preview ? options.sink : null;
  const send = (event: AnalyticsEvent) => {
    if (!sink) return;
    try {
      sink(event);
    } catch {
      // A failing sink must never stop playback or the shop.
    }
  };
  return {
    enabled: sink !== null,
    ids: () => ids,
    setContext(patch) {
      ids = { ...ids, ...patch };
    },
    video(type, { position, watched, elapsed }) {
      send({
        category: 'video',
        type,
        ...ids,
        videoPosition: secondsString(position),
        videoSecondsWatched: secondsString(watched),
        videoSecondsElapsed: secondsString(elapsed),
      });
    },
    product(type, fields) {
      send({ category: 'product', type, ...ids, ...fields });
    },
  };
}

/** Seconds watched (time spent playing) and elapsed (since the first play) on a clock. */
export class WatchMeter {
  private watchedMs = 0;
  private startedAt: number | null = null;
  private playingSince: number | null = null;

  constructor(private readonly clock: Clock) {}

  get started(): boolean {
    return this.startedAt !== null;
  }

  start(): void {
    this.startedAt ??= this.clock.now();
  }

  setPlaying(playing: boolean): void {
    const now = this.clock.now();
    if (playing && this.playingSince === null) this.playingSince = now;
    if (!playing && this.playingSince !== null) {
      this.watchedMs += now - this.playingSince;
      this.playingSince = null;
    }
  }

  watchedSeconds(): number {
    const running = this.playingSince === null ? 0 : this.clock.now() - this.playingSince;
    return (this.watchedMs + running) / 1000;
  }

  elapsedSeconds(): number {
    return this.startedAt === null ? 0 : (this.clock.now() - this.startedAt) / 1000;
  }
}
