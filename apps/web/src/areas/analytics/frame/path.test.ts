import { describe, expect, it } from 'vitest';
import { ANALYTICS_NAMES, ORDER_PATH } from '../../../mocks/analytics';
import type { PathEvent } from './api';
import { formatDateTime, pathSteps, shortId } from './path';

const event = (eventId: string, type: string, occurredAt: string, more: Partial<PathEvent> = {}) =>
  ({
    eventId,
    type,
    occurredAt,
    viewId: 'v1',
    layoutId: null,
    feedId: null,
    videoId: null,
    productId: null,
    secondsWatched: null,
    ...more,
  }) satisfies PathEvent;

describe('an order path as steps', () => {
  it('reads in time order, whatever order the events came in', () => {
    const shuffled = { ...ORDER_PATH, events: [...ORDER_PATH.events].reverse() };
    expect(pathSteps(shuffled, ANALYTICS_NAMES).map((s) => s.label)).toEqual([
      'Impression (the layout was on screen)',
      'View',
      'Watched 10 s',
      'Banner click: View in video',
      'Watched 15 s',
      'Add to cart',
      'Watched to the end',
    ]);
  });

  it('marks only the add-to-carts of the order as leading to it', () => {
    const steps = pathSteps(
      {
        addToCarts: ['a2'],
        events: [
          event('a1', 'add-to-cart', '2026-11-26T10:00:00Z', { productId: 'p1' }),
          event('a2', 'add-to-cart', '2026-11-26T10:01:00Z', { productId: 'p2' }),
        ],
      },
      null,
    );
    expect(steps.map((s) => [s.id, s.ledToOrder])).toEqual([
      ['a1', false],
      ['a2', true],
    ]);
  });

  it('keeps each playback’s watch reports apart and shows the furthest point', () => {
    const steps = pathSteps({
      addToCarts: [],
      events: [
        event('w1', 'watch', '2026-11-26T10:00:05Z', { viewId: 'a', secondsWatched: 5 }),
        event('w2', 'watch', '2026-11-26T10:00:06Z', { viewId: 'b', secondsWatched: 5 }),
        event('w3', 'watch', '2026-11-26T10:00:10Z', { viewId: 'a', secondsWatched: 10 }),
        event('w4', 'watch', '2026-11-26T10:00:11Z', { viewId: 'b', secondsWatched: 10 }),
        event('w5', 'watch', '2026-11-26T10:00:16Z', { viewId: 'b', secondsWatched: 15 }),
        event('p1', 'playing', '2026-11-26T10:00:17Z', { viewId: 'b' }),
        event('w6', 'waiting', '2026-11-26T10:00:18Z', { viewId: 'b' }),
      ],
    });
    expect(steps.map((s) => [s.label, s.occurredAt])).toEqual([
      ['Watched 10 s', '2026-11-26T10:00:10Z'],
      ['Watched 15 s', '2026-11-26T10:00:16Z'],
    ]);
  });

  it('names the layout, video and product by title, or by a short id without one', () => {
    const [step] = pathSteps(
      {
        addToCarts: [],
        events: [
          event('e1', 'shop-now', '2026-11-26T10:00:00Z', {
            layoutId: '5b0e8a52-3c1f-4d2a-9f6e-1a2b3c4d5e6f',
            feedId: 'f7e6d5c4-b3a2-4190-8f7e-6d5c4b3a2910',
            videoId: '11111111-2222-4333-8444-555555555555',
            productId: '8072365479981',
          }),
        ],
      },
      ANALYTICS_NAMES,
    );
    expect(step!.label).toBe('Banner click: Shop now');
    expect(step!.details).toEqual([
      'Layout: Summer lookbook',
      'Feed: f7e6d5c4…',
      'Video: 11111111…',
      'Product: Leather sandals "Riva"',
    ]);
    expect(shortId('8072365479981')).toBe('8072365479981');
    expect(shortId('5b0e8a52-3c1f-4d2a-9f6e-1a2b3c4d5e6f')).toBe('5b0e8a52…');
  });

  it('writes times in the given language and time zone', () => {
    const at = '2026-11-26T15:30:24Z';
    expect(formatDateTime(at, { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Nov 26, 2026, 10:30:24 AM',
    );
    expect(formatDateTime(at, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe(
      '26. Nov. 2026, 16:30:24',
    );
  });
});
