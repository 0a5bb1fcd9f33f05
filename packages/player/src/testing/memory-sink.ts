import type { ProductEvent, VideoEvent } from '@vendy/client/domain';
import type { AnalyticsEvent, AnalyticsSink } from '../core/analytics';

export interface MemorySink {
  sink: AnalyticsSink;
  readonly events: AnalyticsEvent[];
  /** Names of the video events, in order. */
  videoTypes(): string[];
  video(type?: VideoEvent['type']): VideoEvent[];
  product(type?: ProductEvent['type']): ProductEvent[];
  clear(): void;
}

/** An analytics sink that keeps every event, for tests and stories. */
export function createMemorySink(): MemorySink {
  const events: AnalyticsEvent[] = [];
  const videos = () => events.filter((e): e is VideoEvent => e.category === 'video');
  return {
    sink: (event) => events.push(event),
    events,
    videoTypes: () => videos().map((e) => e.type),
    video: (type) => videos().filter((e) => !type || e.type === type),
    product: (type) =>
      events.filter(
        (e): e is ProductEvent => e.category === 'product' && (!type || e.type === type),
      ),
    clear: () => events.splice(0),
  };
}
