/**
 * Viewer analytics (doc 3 §7): video events with the position and the seconds watched and
 * elapsed, product events with the product's fields, all carrying the ids that place them. The
 * player only builds events and hands them to an injected sink (the embed batches and sends
 * them); in preview mode nothing reaches the sink.
 *
 * Views (with a `playback`, as the storefront embed passes): a press of play counts a `view` at
 * once; an autoplay (`autoplay()` before the player's play) counts one when it has played
 * AUTOPLAY_VIEW_SECONDS. Once per playback object, which the embed keeps per video item and page
 * load, so a second play of the item, or the item mounted again, counts none. The view makes the
 * playback's `viewId` (a random UUID kept in memory only) and every later event of this analytics
 * carries it, the shop's product events included.
 */
import {
  AUTOPLAY_VIEW_SECONDS,
  type EventIds,
  type ProductEvent,
  type ProductEventFields,
  type ProductEventType,
  type VideoEvent,
  type VideoEventType,
} from '@vendy/client/domain';
import { systemClock, type Clock } from './clock';

/**
 * What the player emits: the video and product events of client/domain's events.ts (page events
 * are the embed's own). The names, fields and wire format live there, shared with the server.
 */
export type AnalyticsEvent = VideoEvent | ProductEvent;
export type AnalyticsSink = (event: AnalyticsEvent) => void;

/**
 * A video item's playback on the page: null until its view, then the view's id. Kept by the embed
 * per item and page load (and shared with whatever else should carry it, e.g. a post's products).
 */
export interface Playback {
  viewId: string | null;
}

export interface AnalyticsOptions {
  sink: AnalyticsSink;
  /** The layout preview: events are built but never sent. */
  preview?: boolean;
  context?: Partial<EventIds>;
  /** Counts views and carries their viewId (see the file's comment); none without it. */
  playback?: Playback;
  /** Times an autoplay's view (the player's clock). */
  clock?: Clock;
  /** Makes a viewId: a random UUID (crypto.randomUUID by default; the embed passes its own). */
  randomId?: () => string;
}

export interface PlaybackSnapshot {
  position: number;
  watched: number;
  elapsed: number;
}

export interface Analytics {
  /** False in preview mode or without a sink. */
  readonly enabled: boolean;
  /** The playback's id once viewed (null before, and without a playback). */
  readonly viewId: string | null;
  ids(): EventIds;
  setContext(patch: Partial<EventIds>): void;
  video(type: VideoEventType, snapshot: PlaybackSnapshot): void;
  product(type: ProductEventType, fields: ProductEventFields): void;
  /** The next play is an autoplay: its view waits until it has played long enough. */
  autoplay(): void;
  /** Stops the autoplay's timer (the item is gone). */
  destroy(): void;
}

const NO_IDS: EventIds = {
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

/** Video events after which the video is not playing (the autoplay's view timer stops). */
const STOPS: ReadonlySet<VideoEventType> = new Set(['pause', 'waiting', 'ended']);

export function createAnalytics(options?: AnalyticsOptions | null): Analytics {
  let ids: EventIds = { ...NO_IDS, ...options?.context };
  const sink = options && !options.preview ? options.sink : null;
  const playback = options?.playback ?? null;
  const clock = options?.clock ?? systemClock;
  const send = (event: AnalyticsEvent) => {
    if (!sink) return;
    const viewId = playback?.viewId;
    try {
      sink(viewId ? { ...event, viewId } : event);
    } catch {
      // A failing sink must never stop playback or the shop.
    }
  };
  const videoEvent = (type: VideoEventType, snapshot: PlaybackSnapshot): VideoEvent => ({
    category: 'video',
    type,
    ...ids,
    videoPosition: secondsString(snapshot.position),
    videoSecondsWatched: secondsString(snapshot.watched),
    videoSecondsElapsed: secondsString(snapshot.elapsed),
  });

  /** The next play is an autoplay; then, while it runs without a view, it is an autoplay. */
  let autoplayNext = false;
  let autoplaying = false;
  let timer: unknown = null;
  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  const view = (snapshot: PlaybackSnapshot) => {
    stopTimer();
    autoplaying = false;
    if (!playback || playback.viewId !== null || !sink) return;
    playback.viewId = (options?.randomId ?? (() => globalThis.crypto.randomUUID()))();
    send(videoEvent('view', snapshot));
  };
  /** From a 'playing' event: the view falls due once AUTOPLAY_VIEW_SECONDS are played. */
  const timeAutoplay = (snapshot: PlaybackSnapshot) => {
    stopTimer();
    const since = clock.now();
    const left = Math.max(0, AUTOPLAY_VIEW_SECONDS - snapshot.watched);
    timer = clock.setTimeout(() => {
      timer = null;
      const played = (clock.now() - since) / 1000;
      view({
        position: snapshot.position + played,
        watched: snapshot.watched + played,
        elapsed: snapshot.elapsed + played,
      });
    }, left * 1000);
  };
  const countsViews = () => playback !== null && playback.viewId === null && sink !== null;

  return {
    enabled: sink !== null,
    get viewId() {
      return playback?.viewId ?? null;
    },
    ids: () => ids,
    setContext(patch) {
      ids = { ...ids, ...patch };
    },
    video(type, snapshot) {
      if (countsViews()) {
        if (type === 'play') {
          // A press of play is a view at once; an autoplay's play waits for its seconds.
          autoplaying = autoplayNext;
          autoplayNext = false;
          if (!autoplaying) view(snapshot);
        } else if (autoplaying) {
          if (snapshot.watched >= AUTOPLAY_VIEW_SECONDS) view(snapshot);
          else if (type === 'playing') timeAutoplay(snapshot);
          else if (STOPS.has(type)) stopTimer();
        }
      }
      send(videoEvent(type, snapshot));
    },
    product(type, fields) {
      send({ category: 'product', type, ...ids, ...fields });
    },
    autoplay() {
      autoplayNext = true;
    },
    destroy() {
      stopTimer();
      autoplaying = false;
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
