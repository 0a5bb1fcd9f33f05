/**
 * Viewer analytics (doc 3 §7): video events with the position and the seconds watched and
 * elapsed, product events with the product's fields, all carrying the ids that place them. The
 * player only builds events and hands them to an injected sink (the embed batches and sends
 * them); in preview mode nothing reaches the sink.
 */
import type {
  EventIds,
  ProductEvent,
  ProductEventFields,
  ProductEventType,
  VideoEvent,
  VideoEventType,
} from '@vendy/client/domain';
import type { Clock } from './clock';

/**
 * What the player emits: the video and product events of client/domain's events.ts (page events
 * are the embed's own). The names, fields and wire format live there, shared with the server.
 */
export type AnalyticsEvent = VideoEvent | ProductEvent;
export type AnalyticsSink = (event: AnalyticsEvent) => void;

export interface AnalyticsOptions {
  sink: AnalyticsSink;
  /** The layout preview: events are built but never sent. */
  preview?: boolean;
  context?: Partial<EventIds>;
}

export interface PlaybackSnapshot {
  position: number;
  watched: number;
  elapsed: number;
}

export interface Analytics {
  /** False in preview mode or without a sink. */
  readonly enabled: boolean;
  ids(): EventIds;
  setContext(patch: Partial<EventIds>): void;
  video(type: VideoEventType, snapshot: PlaybackSnapshot): void;
  product(type: ProductEventType, fields: ProductEventFields): void;
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

export function createAnalytics(options?: AnalyticsOptions | null): Analytics {
  let ids: EventIds = { ...NO_IDS, ...options?.context };
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
