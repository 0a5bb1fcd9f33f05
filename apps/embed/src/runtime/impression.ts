// The impression of a layout or feed (analytics definitions): its frame at least half in the
// shopper's viewport, counted once per page load. Watched from inside the frame with an
// IntersectionObserver: in a cross-origin frame its implicit root is the top-level viewport, so
// the ratio is the part of the frame's content the shopper can see (scrolled off, or clipped by
// the frame, does not count).
import type { EventIds, VideoEvent } from '@vendy/client/domain';

/** At least this part of the frame must be in the viewport. */
export const IMPRESSION_RATIO = 0.5;

/**
 * Calls `onVisible` once, when at least half of `element` is in the viewport; returns the stop
 * function. Where IntersectionObserver is missing nothing is counted (visibility is unknown).
 */
export function whenHalfVisible(win: Window, element: Element, onVisible: () => void): () => void {
  const Observer = (win as { IntersectionObserver?: typeof IntersectionObserver })
    .IntersectionObserver;
  if (typeof Observer !== 'function') return () => undefined;
  const observer = new Observer(
    (entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= IMPRESSION_RATIO)) {
        observer.disconnect();
        onVisible();
      }
    },
    { threshold: IMPRESSION_RATIO },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** The impression event of a layout (widgetId) or a feed (feedId): no video, no seconds. */
export function impressionEvent(
  ids: Pick<EventIds, 'widgetId' | 'groupId' | 'feedId'>,
): VideoEvent {
  return {
    category: 'video',
    type: 'impression',
    ...ids,
    videoId: null,
    strategyId: null,
    experimentId: null,
    videoPosition: '0',
    videoSecondsWatched: '0',
    videoSecondsElapsed: '0',
  };
}
