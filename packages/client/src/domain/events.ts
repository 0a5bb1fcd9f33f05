/**
 * Viewer analytics events (doc 3 §7): the names, the fields and the wire format of `POST /events`,
 * shared by the player and embed (which build and send them) and the server (which validates and
 * stores them). Pure: no I/O, no browser or Node APIs.
 *
 * Storefronts are anonymous, so nothing here is trusted by the server beyond its shape: the
 * server derives the group from the layout (widgetId) or feed (feedId) the event names.
 *
 * Views and playbacks: an `impression` says a layout's (or feed's) frame was at least half in the
 * shopper's viewport (once per page load; no video, its seconds are '0'). A `view` says the
 * shopper pressed play on a video item, or that an autoplaying one played
 * AUTOPLAY_VIEW_SECONDS (once per item per page load). A view starts a *playback*: a random
 * `viewId` (a UUID made in memory, never stored in the browser) that the `view` and every later
 * video and product event of that playback carry (play, pause, watch, ended, add-to-cart, ...).
 * It sits in the event's body, next to the ids that place it (`PlaybackRef`), not in the
 * envelope: the player knows the playback, the sender does not. Events outside a playback (page,
 * impression, a video's events before its autoplay view) carry none. A `view` without a viewId
 * is invalid; on other events it is optional.
 */

/** Where the embed posts its batches (same origin as the embed frame). */
export const EVENTS_PATH = '/events';
/** Most events one request may carry; the embed splits larger queues. */
export const MAX_EVENTS_PER_BATCH = 200;
/** Largest request body the server reads (navigator.sendBeacon itself allows about 64 KiB). */
export const MAX_EVENTS_BODY_BYTES = 128 * 1024;
/** A `watch` event is sent every this many seconds watched (the player ticks every second). */
export const WATCH_EVENT_INTERVAL_SECONDS = 5;
/** An autoplaying video counts as viewed once it has played this many seconds. */
export const AUTOPLAY_VIEW_SECONDS = 3;

export const VIDEO_EVENT_TYPES = [
  'play',
  'playing',
  'pause',
  'seeking',
  'seeked',
  'waiting',
  'watch',
  'ended',
  'impression',
  'view',
] as const;
export const PRODUCT_EVENT_TYPES = ['add-to-cart', 'shop-now', 'view-in-video', 'buy-now'] as const;
export const PAGE_EVENT_TYPES = ['page'] as const;

export type VideoEventType = (typeof VIDEO_EVENT_TYPES)[number];
export type ProductEventType = (typeof PRODUCT_EVENT_TYPES)[number];
export type PageEventType = (typeof PAGE_EVENT_TYPES)[number];
export type EventCategory = 'video' | 'product' | 'page';
export type EventType = VideoEventType | ProductEventType | PageEventType;

/** Where an event happened; null when it does not apply (a feed has no layout, ...). */
export interface EventIds {
  /** The shoppable video (a VirtualVideo id). */
  videoId: string | null;
  strategyId: string | null;
  experimentId: string | null;
  /** The layout; an event names a widgetId or a feedId (the server needs one of them). */
  widgetId: string | null;
  /** Accepted for the spec's shape; the server uses the group of the layout or feed instead. */
  groupId: string | null;
  /** The Instagram feed (feed viewer, /embed/ig/{feedId}). */
  feedId: string | null;
}

/** The playback an event belongs to (video and product events; see the file's comment). */
export interface PlaybackRef {
  /** The playback's id (a UUID), from its `view` on; absent or null outside a playback. */
  viewId?: string | null;
}

/** What the sender adds to every event it queues. */
export interface EventEnvelope {
  /** A random UUID made once per event: a batch sent twice is counted once. */
  eventId: string;
  /** The viewer's anonymous id (kept in local storage by the embed), at most 64 characters. */
  anonymousId?: string | null;
  /** When it happened, in milliseconds since 1970 (the server falls back to its own clock). */
  occurredAt?: number | null;
}

export interface VideoEvent extends EventIds, PlaybackRef {
  category: 'video';
  type: VideoEventType;
  /** Seconds into the timeline, as a string ('12.5'). */
  videoPosition: string;
  /** Seconds actually played since the first play, as a string. */
  videoSecondsWatched: string;
  /** Wall-clock seconds since the first play, as a string. */
  videoSecondsElapsed: string;
}

export interface ProductEventFields {
  productId: string | null;
  productTitle: string | null;
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

export interface ProductEvent extends EventIds, ProductEventFields, PlaybackRef {
  category: 'product';
  type: ProductEventType;
}

export interface PageEvent extends EventIds {
  category: 'page';
  type: 'page';
  branchId: string | null;
}

export type AnalyticsEventBody = VideoEvent | ProductEvent | PageEvent;
/** One element of the array posted to EVENTS_PATH. */
export type WireEvent = AnalyticsEventBody & EventEnvelope;

/** An accepted event in the form the server stores (numbers parsed, rare fields in `props`). */
export interface ValidEvent {
  eventId: string;
  anonymousId: string | null;
  occurredAt: number | null;
  category: EventCategory;
  type: EventType;
  widgetId: string | null;
  feedId: string | null;
  videoId: string | null;
  strategyId: string | null;
  experimentId: string | null;
  /** The playback (see PlaybackRef); null outside one. */
  viewId: string | null;
  videoPosition: number | null;
  videoSecondsWatched: number | null;
  videoSecondsElapsed: number | null;
  productId: string | null;
  /** Product detail fields and the page's branchId; null for video events. */
  props: Record<string, string | number> | null;
}

export interface RejectedEvent {
  /** Position in the posted array. */
  index: number;
  error: string;
}

export type BatchParseResult =
  | {
      ok: true;
      events: ValidEvent[];
      /** Position of each valid event in the posted array. */
      indexes: number[];
      rejected: RejectedEvent[];
    }
  | {
      ok: false;
      error: string;
      /** When every event was invalid: why, per event. */
      rejected?: RejectedEvent[];
    };

// --- Messages (the server answers them in 400 bodies) ---
export const EVENT_MESSAGES = {
  notJson: 'The body must be JSON.',
  notBatch: 'The body must be an array of events (or {"events": [...]}).',
  empty: 'The batch has no events.',
  tooMany: `A batch holds at most ${MAX_EVENTS_PER_BATCH} events.`,
  tooLarge: `The body must be at most ${MAX_EVENTS_BODY_BYTES} bytes.`,
  noneValid: 'No event in the batch is valid.',
  notObject: 'An event must be an object.',
  eventId: 'eventId must be a UUID.',
  anonymousId: 'anonymousId must be at most 64 letters, digits, dashes or underscores.',
  occurredAt: 'occurredAt must be a time in milliseconds.',
  category: 'category must be one of video, product, page.',
  type: (category: string, allowed: readonly string[]) =>
    `type of a ${category} event must be one of ${allowed.join(', ')}.`,
  placement: 'An event needs a widgetId or a feedId.',
  id: (field: string) => `${field} must be a UUID or null.`,
  seconds: (field: string) => `${field} must be a number of seconds (a string like '12.5').`,
  text: (field: string, max: number) => `${field} must be text of at most ${max} characters.`,
  price: 'price must be a number of at least 0.',
  quantity: 'quantity must be a whole number from 1 to 10000.',
  url: 'url must be an http or https address.',
  needsProduct: (type: string) => `A ${type} event needs a productId or an affiliateLinkId.`,
  addToCart: 'An add-to-cart event needs a productId, a variantId and a quantity.',
  viewNeedsId: 'A view event needs a viewId.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** Non-negative decimal seconds: '12', '12.5', '0.25' (no exponent, no sign). */
const SECONDS = /^\d{1,9}(\.\d{1,6})?$/;
const MAX_SECONDS = 100_000_000;
const MAX_ID = 255;
const MAX_TEXT = 500;
const MAX_URL = 2048;
const MAX_QUANTITY = 10_000;
/** ±1000 years around 1970: anything outside is not a time in milliseconds. */
const MAX_TIME_MS = 1000 * 365.25 * 24 * 3600 * 1000;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && value.length === 36 && UUID.test(value);
}

/**
 * Why an event is invalid. Not an Error: garbage traffic throws many of these, and capturing a
 * stack trace for each would make rejecting it costlier than accepting good events.
 */
class EventError {
  constructor(readonly message: string) {}
}

/** A lone surrogate: not valid Unicode, so PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL can store: no NUL character, no lone surrogate. */
function storableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

function optionalId(event: Record<string, unknown>, field: string): string | null {
  const value = event[field];
  if (value === undefined || value === null) return null;
  if (!isUuid(value)) throw new EventError(EVENT_MESSAGES.id(field));
  return value.toLowerCase();
}

function optionalText(event: Record<string, unknown>, field: string, max: number): string | null {
  const value = event[field];
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isFinite(value) && max >= 20) return String(value);
  if (typeof value !== 'string' || value.length > max || !storableText(value)) {
    throw new EventError(EVENT_MESSAGES.text(field, max));
  }
  return value;
}

function seconds(event: Record<string, unknown>, field: string): number {
  const value = event[field];
  let n = Number.NaN;
  if (typeof value === 'string' && SECONDS.test(value)) n = Number(value);
  else if (typeof value === 'number') n = value;
  if (!Number.isFinite(n) || n < 0 || n > MAX_SECONDS) {
    throw new EventError(EVENT_MESSAGES.seconds(field));
  }
  return n;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

function productProps(event: Record<string, unknown>): Record<string, string | number> {
  const props: Record<string, string | number> = {};
  const put = (key: string, value: string | number | null) => {
    if (value !== null) props[key] = value;
  };
  put('productTitle', optionalText(event, 'productTitle', MAX_TEXT));
  put('variantId', optionalText(event, 'variantId', MAX_ID));
  put('variantTitle', optionalText(event, 'variantTitle', MAX_TEXT));
  put('vendor', optionalText(event, 'vendor', MAX_TEXT));
  put('productType', optionalText(event, 'productType', MAX_TEXT));
  put('affiliateLinkId', optionalText(event, 'affiliateLinkId', MAX_ID));

  const price = event.price;
  if (price !== undefined && price !== null) {
    const n = typeof price === 'string' && price.trim() !== '' ? Number(price) : price;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 1e12) {
      throw new EventError(EVENT_MESSAGES.price);
    }
    props.price = n;
  }
  const quantity = event.quantity;
  if (quantity !== undefined && quantity !== null) {
    if (
      typeof quantity !== 'number' ||
      !Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > MAX_QUANTITY
    ) {
      throw new EventError(EVENT_MESSAGES.quantity);
    }
    props.quantity = quantity;
  }
  const url = optionalText(event, 'url', MAX_URL);
  if (url !== null) {
    if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new EventError(EVENT_MESSAGES.url);
    props.url = url;
  }
  return props;
}

/** Checks one posted event; throws an EventError with a readable message when it is invalid. */
function parseEvent(input: unknown): ValidEvent {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new EventError(EVENT_MESSAGES.notObject);
  }
  const event = input as Record<string, unknown>;
  if (!isUuid(event.eventId)) throw new EventError(EVENT_MESSAGES.eventId);

  let anonymousId: string | null = null;
  if (event.anonymousId !== undefined && event.anonymousId !== null) {
    if (typeof event.anonymousId !== 'string' || !ANONYMOUS_ID.test(event.anonymousId)) {
      throw new EventError(EVENT_MESSAGES.anonymousId);
    }
    anonymousId = event.anonymousId;
  }
  let occurredAt: number | null = null;
  if (event.occurredAt !== undefined && event.occurredAt !== null) {
    const t = event.occurredAt;
    if (typeof t !== 'number' || !Number.isFinite(t) || Math.abs(t) > MAX_TIME_MS) {
      throw new EventError(EVENT_MESSAGES.occurredAt);
    }
    occurredAt = Math.round(t);
  }
  const category = event.category;
  if (!oneOf(category, ['video', 'product', 'page'] as const)) {
    throw new EventError(EVENT_MESSAGES.category);
  }
  const allowed: readonly string[] =
    category === 'video'
      ? VIDEO_EVENT_TYPES
      : category === 'product'
        ? PRODUCT_EVENT_TYPES
        : PAGE_EVENT_TYPES;
  if (!oneOf(event.type, allowed)) throw new EventError(EVENT_MESSAGES.type(category, allowed));
  const type = event.type as EventType;

  const widgetId = optionalId(event, 'widgetId');
  const feedId = optionalId(event, 'feedId');
  if (widgetId === null && feedId === null) throw new EventError(EVENT_MESSAGES.placement);
  optionalId(event, 'groupId');

  const valid: ValidEvent = {
    eventId: (event.eventId as string).toLowerCase(),
    anonymousId,
    occurredAt,
    category,
    type,
    widgetId,
    feedId,
    videoId: optionalId(event, 'videoId'),
    strategyId: optionalId(event, 'strategyId'),
    experimentId: optionalId(event, 'experimentId'),
    viewId: optionalId(event, 'viewId'),
    videoPosition: null,
    videoSecondsWatched: null,
    videoSecondsElapsed: null,
    productId: null,
    props: null,
  };

  if (category === 'video') {
    if (type === 'view' && valid.viewId === null) throw new EventError(EVENT_MESSAGES.viewNeedsId);
    valid.videoPosition = seconds(event, 'videoPosition');
    valid.videoSecondsWatched = seconds(event, 'videoSecondsWatched');
    valid.videoSecondsElapsed = seconds(event, 'videoSecondsElapsed');
  } else if (category === 'product') {
    valid.productId = optionalText(event, 'productId', MAX_ID);
    const props = productProps(event);
    if (type === 'add-to-cart') {
      if (
        valid.productId === null ||
        props.variantId === undefined ||
        props.quantity === undefined
      ) {
        throw new EventError(EVENT_MESSAGES.addToCart);
      }
    } else if (valid.productId === null && props.affiliateLinkId === undefined) {
      throw new EventError(EVENT_MESSAGES.needsProduct(type));
    }
    valid.props = props;
  } else {
    const branchId = optionalText(event, 'branchId', MAX_ID);
    valid.props = branchId === null ? {} : { branchId };
  }
  return valid;
}

/**
 * Validates a posted batch: the parsed JSON body, either an array of events or `{ events: [...] }`.
 * Invalid events are listed in `rejected` (with their index) and the valid ones kept; a body that
 * is not a batch at all, or whose events are all invalid, is an error. Never throws.
 */
export function parseEventBatch(body: unknown): BatchParseResult {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' &&
        body !== null &&
        Array.isArray((body as { events?: unknown }).events)
      ? (body as { events: unknown[] }).events
      : null;
  if (list === null) return { ok: false, error: EVENT_MESSAGES.notBatch };
  if (list.length === 0) return { ok: false, error: EVENT_MESSAGES.empty };
  if (list.length > MAX_EVENTS_PER_BATCH) return { ok: false, error: EVENT_MESSAGES.tooMany };

  const events: ValidEvent[] = [];
  const indexes: number[] = [];
  const rejected: RejectedEvent[] = [];
  for (let index = 0; index < list.length; index++) {
    try {
      events.push(parseEvent(list[index]));
      indexes.push(index);
    } catch (error) {
      const message = error instanceof EventError ? error.message : EVENT_MESSAGES.notObject;
      rejected.push({ index, error: message });
    }
  }
  if (events.length === 0) return { ok: false, error: EVENT_MESSAGES.noneValid, rejected };
  return { ok: true, events, indexes, rejected };
}

/** Parses a request body's text as a batch (JSON errors become a result, never an exception). */
export function parseEventBatchText(text: string): BatchParseResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, error: EVENT_MESSAGES.notJson };
  }
  return parseEventBatch(body);
}

/** The wire form of an event: what a sender puts in the posted array. */
export function toWireEvent(event: AnalyticsEventBody, envelope: EventEnvelope): WireEvent {
  return { ...event, ...envelope };
}

/** Splits a queue into batches the server accepts (count only; events are small). */
export function chunkEvents<T>(events: readonly T[], size = MAX_EVENTS_PER_BATCH): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < events.length; i += size) batches.push(events.slice(i, i + size));
  return batches;
}
