// An attributed order's path as the merchant reads it: the shopper's events in time order, each
// with a readable name and the titles of its layout, video and product. A playback's `watch`
// reports (every 5 s, cumulative) are one step, 'Watched N s', at the furthest point; the player's
// technical events (playing after play, seeked after seeking, buffering) are left out.
import type { OrderPathResponse, PathEvent } from './api';
import type { Names } from './protocol';
import { formatSeconds } from './format';

export interface PathStep {
  /** The event's id (the last watch report's, for a watch step). */
  id: string;
  occurredAt: string;
  /** e.g. 'View', 'Watched 25 s', 'Add to cart'. */
  label: string;
  /** The layout, feed, video and product it happened on, by title (or a short id). */
  details: string[];
  /** An add-to-cart of an item of this order (the reason it is attributed). */
  ledToOrder: boolean;
}

const LABELS: Record<string, string> = {
  impression: 'Impression (the layout was on screen)',
  view: 'View',
  play: 'Pressed play',
  pause: 'Paused',
  seeking: 'Skipped to another moment',
  ended: 'Watched to the end',
  'view-in-video': 'Banner click: View in video',
  'shop-now': 'Banner click: Shop now',
  'buy-now': 'Buy now click',
  'add-to-cart': 'Add to cart',
  page: 'Page view',
};

/** Events the merchant learns nothing from (each follows another one that is shown). */
const HIDDEN = new Set(['playing', 'seeked', 'waiting']);

/**
 * An id the page sent no title for: a uuid by its first 8 characters, anything else (a store's
 * product number) whole.
 */
export const shortId = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(id) ? `${id.slice(0, 8)}…` : id;

function detailsOf(event: PathEvent, names: Names | null | undefined): string[] {
  const details: string[] = [];
  if (event.layoutId) {
    details.push(`Layout: ${names?.layout[event.layoutId] ?? shortId(event.layoutId)}`);
  }
  if (event.feedId) details.push(`Feed: ${shortId(event.feedId)}`);
  if (event.videoId) {
    details.push(`Video: ${names?.video[event.videoId] ?? shortId(event.videoId)}`);
  }
  if (event.productId) {
    details.push(`Product: ${names?.product[event.productId] ?? shortId(event.productId)}`);
  }
  return details;
}

const byTime = (a: PathEvent, b: PathEvent) =>
  a.occurredAt.localeCompare(b.occurredAt) || a.eventId.localeCompare(b.eventId);

export function pathSteps(
  path: Pick<OrderPathResponse, 'events' | 'addToCarts'>,
  names?: Names | null,
): PathStep[] {
  const ledToOrder = new Set(path.addToCarts);
  const steps: PathStep[] = [];
  // The open watch step of each playback, extended by its later reports.
  const watching = new Map<string, { step: PathStep; seconds: number }>();
  for (const event of [...path.events].sort(byTime)) {
    if (HIDDEN.has(event.type)) continue;
    if (event.type === 'watch') {
      const seconds = event.secondsWatched ?? 0;
      const key = event.viewId ?? event.eventId;
      const open = watching.get(key);
      if (open) {
        open.seconds = Math.max(open.seconds, seconds);
        open.step.label = `Watched ${formatSeconds(open.seconds)}`;
        open.step.occurredAt = event.occurredAt;
        open.step.id = event.eventId;
        continue;
      }
      const step: PathStep = {
        id: event.eventId,
        occurredAt: event.occurredAt,
        label: `Watched ${formatSeconds(seconds)}`,
        details: detailsOf(event, names),
        ledToOrder: false,
      };
      watching.set(key, { step, seconds });
      steps.push(step);
      continue;
    }
    // Anything else of the playback closes its watch step: later reports start a new one.
    if (event.viewId) watching.delete(event.viewId);
    steps.push({
      id: event.eventId,
      occurredAt: event.occurredAt,
      label: LABELS[event.type] ?? event.type,
      details: detailsOf(event, names),
      ledToOrder: event.type === 'add-to-cart' && ledToOrder.has(event.eventId),
    });
  }
  return steps;
}

/** Whose clock times are written in: the browser's language and time zone unless set (stories, tests). */
export interface Clock {
  locale?: string;
  timeZone?: string;
}

/** A moment in the merchant's own language and time zone, to the second. */
export function formatDateTime(iso: string, clock: Clock = {}): string {
  return new Intl.DateTimeFormat(clock.locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZone: clock.timeZone,
  }).format(new Date(iso));
}

/** An order's date in the merchant's language and time zone (to the minute). */
export function formatOrderDate(iso: string, clock: Clock = {}): string {
  return new Intl.DateTimeFormat(clock.locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: clock.timeZone,
  }).format(new Date(iso));
}
