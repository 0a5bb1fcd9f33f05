// Viewer analytics on the wire (doc 3 §7, @vendy/client/domain events.ts): the players' events
// get an event id, the viewer's anonymous id (with consent only, see consent.ts) and the time, are queued, and go to POST /events in
// batches: every FLUSH_INTERVAL_MS or FLUSH_SIZE events, and with navigator.sendBeacon when the
// page is hidden or left. Preview frames never send anything.
import {
  EVENTS_PATH,
  chunkEvents,
  toWireEvent,
  type AnalyticsEventBody,
  type KeyValueStorage,
  type WireEvent,
} from '@vendy/client/domain';

export const FLUSH_INTERVAL_MS = 2_000;
export const FLUSH_SIZE = 20;
/** A queue that cannot be delivered (server down) stops growing here; the oldest go first. */
export const MAX_QUEUED_EVENTS = 1_000;
export const ANONYMOUS_ID_KEY = 'vendy:anonymous-id';
/** sendBeacon and keepalive bodies share a 64 KiB budget: keep each exit batch well under it. */
const BEACON_BATCH = 50;
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A random UUID, also where crypto.randomUUID is missing (plain http other than localhost). */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The viewer's anonymous id, kept in local storage (a new one per page view without storage). */
export function anonymousId(storage: KeyValueStorage | null): string {
  try {
    const stored = storage?.getItem(ANONYMOUS_ID_KEY);
    if (stored && ANONYMOUS_ID.test(stored)) return stored;
  } catch {
    // Blocked storage in a third-party frame: fall through to a fresh id.
  }
  const id = randomId();
  try {
    storage?.setItem(ANONYMOUS_ID_KEY, id);
  } catch {
    // Unavailable storage only costs recognising the viewer on the next visit.
  }
  return id;
}

export interface EventSenderOptions {
  preview: boolean;
  /** The viewer's anonymous id when an event is queued: null (none sent) without consent. */
  anonymousId: () => string | null;
  fetch?: typeof fetch;
  /** navigator.sendBeacon, bound; null where missing. */
  sendBeacon?: ((url: string, data: string) => boolean) | null;
  /** Absolute address of POST /events (defaults to the frame's origin). */
  endpoint?: string;
  now?: () => number;
}

export interface EventSender {
  readonly enabled: boolean;
  /** Queues an event; returns its event id (null in preview, when nothing is queued). */
  push(event: AnalyticsEventBody): string | null;
  /** Sends what is queued now (fetch, keepalive). */
  flush(): Promise<void>;
  /** Sends what is queued with sendBeacon (page hidden or left). */
  flushOnExit(): void;
  readonly queued: number;
  destroy(): void;
}

export function createEventSender(options: EventSenderOptions): EventSender {
  const endpoint =
    options.endpoint ??
    new URL(EVENTS_PATH, globalThis.location?.origin ?? 'http://localhost').href;
  const now = options.now ?? Date.now;
  let queue: WireEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let destroyed = false;

  const take = (): WireEvent[] => {
    const events = queue;
    queue = [];
    if (timer !== null) clearTimeout(timer);
    timer = null;
    return events;
  };
  const requeue = (events: WireEvent[]) => {
    queue = [...events, ...queue].slice(-MAX_QUEUED_EVENTS);
    schedule();
  };
  function schedule() {
    if (timer === null && queue.length > 0 && !destroyed) {
      timer = setTimeout(() => void flush(), FLUSH_INTERVAL_MS);
    }
  }

  async function flush() {
    const events = take();
    for (const batch of chunkEvents(events)) {
      try {
        const response = await (options.fetch ?? fetch)(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(batch),
          credentials: 'omit',
          keepalive: true,
        });
        // 429 / 503: the server kept nothing; try again later. A 400 would fail again: drop it.
        if (response.status === 429 || response.status >= 500) requeue(batch);
      } catch {
        requeue(batch);
      }
    }
  }

  return {
    enabled: !options.preview,
    get queued() {
      return queue.length;
    },
    push(event) {
      if (options.preview || destroyed) return null;
      const eventId = randomId();
      queue.push(
        toWireEvent(event, { eventId, anonymousId: options.anonymousId(), occurredAt: now() }),
      );
      if (queue.length > MAX_QUEUED_EVENTS) queue.shift();
      if (queue.length >= FLUSH_SIZE) void flush();
      else schedule();
      return eventId;
    },
    flush,
    flushOnExit() {
      const events = take();
      for (const batch of chunkEvents(events, BEACON_BATCH)) {
        const body = JSON.stringify(batch);
        const sent = options.sendBeacon?.(endpoint, body) ?? false;
        if (!sent) {
          void (options.fetch ?? fetch)(endpoint, {
            method: 'POST',
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
            body,
            credentials: 'omit',
            keepalive: true,
          }).catch(() => undefined);
        }
      }
    },
    destroy() {
      destroyed = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

/** Sends the queue with sendBeacon when the page is hidden or left. */
export function flushOnPageExit(sender: EventSender, win: Window = window): () => void {
  const onHide = () => sender.flushOnExit();
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') sender.flushOnExit();
  };
  win.addEventListener('pagehide', onHide);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onHide);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
