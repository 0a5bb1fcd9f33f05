import { describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGES,
  MAX_EVENTS_PER_BATCH,
  PRODUCT_EVENT_TYPES,
  VIDEO_EVENT_TYPES,
  chunkEvents,
  parseEventBatch,
  parseEventBatchText,
  toWireEvent,
  type VideoEvent,
} from './events';

const WIDGET = '11111111-2222-4333-8444-555555555555';
const EVENT = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

const video = (extra: Record<string, unknown> = {}) => ({
  eventId: EVENT,
  category: 'video',
  type: 'watch',
  widgetId: WIDGET,
  videoPosition: '12.5',
  videoSecondsWatched: '10',
  videoSecondsElapsed: '11',
  ...extra,
});

const product = (extra: Record<string, unknown> = {}) => ({
  eventId: EVENT,
  category: 'product',
  type: 'add-to-cart',
  widgetId: WIDGET,
  productId: 'p-1',
  variantId: 'gid://shopify/ProductVariant/1',
  quantity: 1,
  ...extra,
});

function firstError(event: unknown): string | undefined {
  const result = parseEventBatch([event]);
  return result.rejected?.[0]?.error;
}

function onlyEvent(event: unknown) {
  const result = parseEventBatch([event]);
  if (!result.ok || result.events.length !== 1) throw new Error(JSON.stringify(result));
  return result.events[0]!;
}

describe('event names', () => {
  it('are the spec’s video and product events', () => {
    expect(VIDEO_EVENT_TYPES).toEqual(
      expect.arrayContaining([
        'playing',
        'pause',
        'seeked',
        'watch',
        'ended',
        'play',
        'seeking',
        'waiting',
      ]),
    );
    expect(PRODUCT_EVENT_TYPES).toEqual(['add-to-cart', 'shop-now', 'view-in-video', 'buy-now']);
  });
});

describe('parseEventBatch', () => {
  it('accepts an array or {events}, parses the seconds and keeps product details in props', () => {
    const fromArray = parseEventBatch([video()]);
    const fromObject = parseEventBatch({ events: [video()] });
    expect(fromArray).toEqual(fromObject);
    expect(onlyEvent(video())).toMatchObject({
      category: 'video',
      type: 'watch',
      widgetId: WIDGET,
      videoPosition: 12.5,
      videoSecondsWatched: 10,
      videoSecondsElapsed: 11,
      props: null,
    });
    expect(
      onlyEvent(product({ price: '19.99', productTitle: 'Shirt', vendor: 'Acme', url: null })),
    ).toMatchObject({
      productId: 'p-1',
      props: { price: 19.99, productTitle: 'Shirt', vendor: 'Acme', quantity: 1 },
    });
  });

  it('normalises ids to lower case and ignores unknown fields', () => {
    const event = onlyEvent(video({ widgetId: WIDGET.toUpperCase(), extra: { a: 1 } }));
    expect(event.widgetId).toBe(WIDGET);
    expect(event).not.toHaveProperty('extra');
  });

  it('rejects bodies that are not batches', () => {
    expect(parseEventBatch('x')).toEqual({ ok: false, error: EVENT_MESSAGES.notBatch });
    expect(parseEventBatch(null)).toEqual({ ok: false, error: EVENT_MESSAGES.notBatch });
    expect(parseEventBatch([])).toEqual({ ok: false, error: EVENT_MESSAGES.empty });
    expect(parseEventBatch(new Array(MAX_EVENTS_PER_BATCH + 1).fill(video()))).toEqual({
      ok: false,
      error: EVENT_MESSAGES.tooMany,
    });
    expect(parseEventBatch([1, 2])).toEqual({
      ok: false,
      error: EVENT_MESSAGES.noneValid,
      rejected: [
        { index: 0, error: EVENT_MESSAGES.notObject },
        { index: 1, error: EVENT_MESSAGES.notObject },
      ],
    });
    expect(parseEventBatchText('{')).toEqual({ ok: false, error: EVENT_MESSAGES.notJson });
  });

  it('lists each invalid event with its position and reason', () => {
    const result = parseEventBatch([video({ eventId: 'nope' }), video(), product({ quantity: 0 })]);
    expect(result).toMatchObject({
      ok: true,
      indexes: [1],
      rejected: [
        { index: 0, error: EVENT_MESSAGES.eventId },
        { index: 2, error: EVENT_MESSAGES.quantity },
      ],
    });
  });

  it.each([
    [{ category: 'ad' }, EVENT_MESSAGES.category],
    [{ type: 'add-to-cart' }, EVENT_MESSAGES.type('video', VIDEO_EVENT_TYPES)],
    [{ widgetId: null }, EVENT_MESSAGES.placement],
    [{ widgetId: 'widget-1' }, EVENT_MESSAGES.id('widgetId')],
    [{ videoId: 7 }, EVENT_MESSAGES.id('videoId')],
    [{ videoPosition: '-1' }, EVENT_MESSAGES.seconds('videoPosition')],
    [{ videoPosition: '1e3' }, EVENT_MESSAGES.seconds('videoPosition')],
    [{ videoSecondsWatched: undefined }, EVENT_MESSAGES.seconds('videoSecondsWatched')],
    [{ videoSecondsElapsed: Number.NaN }, EVENT_MESSAGES.seconds('videoSecondsElapsed')],
    [{ anonymousId: 'has space' }, EVENT_MESSAGES.anonymousId],
    [{ occurredAt: '2025-01-01' }, EVENT_MESSAGES.occurredAt],
    [{ occurredAt: 1e300 }, EVENT_MESSAGES.occurredAt],
  ])('rejects a video event with %o', (patch, message) => {
    expect(firstError(video(patch))).toBe(message);
  });

  it.each([
    [{ productId: null }, EVENT_MESSAGES.addToCart],
    [{ quantity: 2.5 }, EVENT_MESSAGES.quantity],
    [{ price: -1 }, EVENT_MESSAGES.price],
    [{ price: 'free' }, EVENT_MESSAGES.price],
    [{ url: 'javascript:alert(1)' }, EVENT_MESSAGES.url],
    [{ productTitle: 'a\u0000b' }, EVENT_MESSAGES.text('productTitle', 500)],
    [{ vendor: 'x\ud800' }, EVENT_MESSAGES.text('vendor', 500)],
    [{ variantTitle: 'v'.repeat(501) }, EVENT_MESSAGES.text('variantTitle', 500)],
    [{ vendor: { name: 'Acme' } }, EVENT_MESSAGES.text('vendor', 500)],
    [{ type: 'buy-now', productId: null }, EVENT_MESSAGES.needsProduct('buy-now')],
  ])('rejects a product event with %o', (patch, message) => {
    expect(firstError(product(patch))).toBe(message);
  });

  it('accepts buy-now through an affiliate link and page events with a branch', () => {
    expect(
      onlyEvent(
        product({
          type: 'buy-now',
          productId: null,
          variantId: null,
          quantity: null,
          affiliateLinkId: 'al-1',
          url: 'https://partner.example/item?ref=1',
        }),
      ).props,
    ).toEqual({ affiliateLinkId: 'al-1', url: 'https://partner.example/item?ref=1' });
    expect(
      onlyEvent({
        eventId: EVENT,
        category: 'page',
        type: 'page',
        feedId: WIDGET,
        branchId: 'b-1',
      }),
    ).toMatchObject({ category: 'page', feedId: WIDGET, props: { branchId: 'b-1' } });
  });

  it('accepts impressions and views, and carries a playback’s viewId on video and product events', () => {
    const VIEW = 'cccccccc-dddd-4eee-8fff-000000000000';
    expect(VIDEO_EVENT_TYPES).toEqual(expect.arrayContaining(['impression', 'view']));
    expect(onlyEvent(video({ type: 'impression', videoPosition: '0' }))).toMatchObject({
      type: 'impression',
      viewId: null,
    });
    expect(onlyEvent(video({ type: 'view', viewId: VIEW.toUpperCase() }))).toMatchObject({
      type: 'view',
      viewId: VIEW,
    });
    expect(onlyEvent(video({ viewId: VIEW })).viewId).toBe(VIEW);
    expect(onlyEvent(product({ viewId: VIEW })).viewId).toBe(VIEW);
    expect(onlyEvent(video()).viewId).toBeNull();
    // A view starts a playback: it must name it.
    expect(firstError(video({ type: 'view' }))).toBe(EVENT_MESSAGES.viewNeedsId);
    expect(firstError(video({ type: 'view', viewId: null }))).toBe(EVENT_MESSAGES.viewNeedsId);
    expect(firstError(video({ viewId: 'not-a-uuid' }))).toBe(EVENT_MESSAGES.id('viewId'));
    expect(firstError(product({ viewId: 12 }))).toBe(EVENT_MESSAGES.id('viewId'));
  });

  it('never throws, whatever it is given', () => {
    const weird: unknown[] = [
      undefined,
      Object.create(null),
      { events: [null, [], () => 1, Symbol('s')] },
      [{ __proto__: { eventId: EVENT } }],
      [{ ...video(), toString: 5, valueOf: null }],
    ];
    for (const body of weird) expect(() => parseEventBatch(body)).not.toThrow();
  });
});

describe('sending helpers', () => {
  it('adds the envelope and splits queues into accepted batch sizes', () => {
    const body: VideoEvent = {
      category: 'video',
      type: 'play',
      videoId: null,
      strategyId: null,
      experimentId: null,
      widgetId: WIDGET,
      groupId: null,
      feedId: null,
      videoPosition: '0',
      videoSecondsWatched: '0',
      videoSecondsElapsed: '0',
    };
    const wire = toWireEvent(body, { eventId: EVENT, anonymousId: 'v1', occurredAt: 1 });
    expect(parseEventBatch([wire]).ok).toBe(true);
    expect(chunkEvents(new Array(450).fill(wire)).map((b) => b.length)).toEqual([200, 200, 50]);
  });
});
