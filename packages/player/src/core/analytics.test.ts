import { describe, expect, it, vi } from 'vitest';
import {
  FakeClock,
  createMemorySink,
  fakeLoader,
  flushPromises,
  samplePlacementData,
  sampleProduct,
  sampleShoppableVideo,
} from '../testing';
import { createAnalytics, type Playback } from './analytics';
import { resolvePlacement } from './placement';
import { createPlayer } from './player';
import { createShop } from './shop';
import { buildTimeline } from './timeline';

let ids = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;

/** A storefront item: a player whose analytics counts views for one playback per page. */
function item({
  playback = { viewId: null } as Playback,
  preview = false,
  clock = new FakeClock(),
  sink = createMemorySink(),
} = {}) {
  const analytics = createAnalytics({
    sink: sink.sink,
    preview,
    context: { videoId: 'vv-1', widgetId: 'widget-1' },
    playback,
    clock,
    randomId: nextId,
  });
  const hls = fakeLoader({ canPlay: (s) => s.type === 'hls' }, 'hls');
  const images = fakeLoader({ canPlay: (s) => s.type === 'images' }, 'images');
  const player = createPlayer({
    timeline: buildTimeline(sampleShoppableVideo()),
    loaders: [hls, images],
    clock,
    analytics,
  });
  player.attach(document.createElement('div'));
  return { player, analytics, playback, clock, sink, hls };
}

describe('views', () => {
  it('counts a press of play as one view at once, carried by every later event', async () => {
    const { player, clock, sink, playback } = item();
    await player.play();
    expect(sink.videoTypes()).toEqual(['view', 'play', 'playing']);
    const viewId = playback.viewId;
    expect(viewId).toMatch(/^[0-9a-f-]{36}$/);
    clock.advance(5_000);
    player.pause();
    expect(sink.videoTypes()).toEqual(['view', 'play', 'playing', 'watch', 'pause']);
    expect(sink.video().map((e) => e.viewId)).toEqual(new Array(5).fill(viewId));
  });

  it('counts no second view when the item is played again on the page', async () => {
    const first = item();
    await first.player.play();
    first.player.pause();
    await first.player.play();
    first.player.end();
    await first.player.play();
    expect(first.sink.video('view')).toHaveLength(1);

    // The same item mounted again (a carousel brings it back): same playback, no new view.
    const again = item({ playback: first.playback, sink: first.sink });
    await again.player.play();
    expect(first.sink.video('view')).toHaveLength(1);
    expect(first.sink.video().at(-1)).toMatchObject({
      type: 'playing',
      viewId: first.playback.viewId,
    });
  });

  it('counts an autoplay only once it has played 3 s, pauses not counted', async () => {
    const { player, analytics, clock, sink, playback } = item();
    analytics.autoplay();
    await player.play();
    expect(sink.videoTypes()).toEqual(['play', 'playing']);
    expect(sink.video().every((e) => e.viewId === undefined)).toBe(true);
    clock.advance(2_000);
    player.pause();
    clock.advance(10_000);
    expect(sink.video('view')).toHaveLength(0);
    // Resumed by the shopper: that is a press, so it is a view at once.
    await player.play();
    expect(sink.video('view')).toHaveLength(1);
    expect(playback.viewId).not.toBeNull();
  });

  it('views an autoplay at 3 s played (after buffering), never twice', async () => {
    const { player, analytics, clock, sink, hls } = item();
    analytics.autoplay();
    await player.play();
    clock.advance(1_000);
    hls.last!.emit({ type: 'waiting' });
    clock.advance(5_000);
    expect(sink.video('view')).toHaveLength(0);
    hls.last!.emit({ type: 'playing' });
    clock.advance(1_999);
    expect(sink.video('view')).toHaveLength(0);
    clock.advance(1);
    const [view] = sink.video('view');
    expect(view).toMatchObject({ videoSecondsWatched: '3', videoId: 'vv-1' });
    clock.advance(10_000);
    player.pause();
    await player.play();
    expect(sink.video('view')).toHaveLength(1);
    // The events after the view carry its id; those before it none.
    const types = sink.video().map((e) => `${e.type}:${e.viewId ? 'v' : '-'}`);
    expect(types.slice(0, 4)).toEqual(['play:-', 'playing:-', 'waiting:-', 'playing:-']);
    expect(types.slice(4)).toEqual([
      'view:v',
      'watch:v',
      'watch:v',
      'pause:v',
      'play:v',
      'playing:v',
    ]);
  });

  it('puts the viewId on the shop’s product events, add-to-cart included', async () => {
    const { player, sink, playback } = item();
    const onAddToCart = vi.fn(async () => undefined);
    const shop = createShop({
      placement: resolvePlacement(samplePlacementData(), { viewerRange: 10 }),
      player,
      onAddToCart,
    });
    const product = { kind: 'product', product: sampleProduct() } as const;
    shop.select(product);
    await shop.addToCart();
    // Before the view: no playback yet.
    expect(sink.product('add-to-cart')[0]!.viewId).toBeUndefined();
    await player.play();
    await shop.addToCart();
    await flushPromises();
    expect(sink.product('add-to-cart')[1]).toMatchObject({
      viewId: playback.viewId,
      productId: 'product-1',
    });
  });

  it('sends nothing in preview mode: no view, no timer', async () => {
    const { player, analytics, clock, sink, playback } = item({ preview: true });
    await player.play();
    analytics.autoplay();
    clock.advance(10_000);
    expect(sink.events).toEqual([]);
    expect(playback.viewId).toBeNull();
  });

  it('counts no views without a playback (the merchant app’s players)', async () => {
    const sink = createMemorySink();
    const analytics = createAnalytics({ sink: sink.sink });
    analytics.video('play', { position: 0, watched: 0, elapsed: 0 });
    expect(sink.videoTypes()).toEqual(['play']);
    expect(analytics.viewId).toBeNull();
  });

  it('stops the autoplay’s timer when destroyed', async () => {
    const { player, analytics, clock, sink } = item();
    analytics.autoplay();
    await player.play();
    analytics.destroy();
    clock.advance(5_000);
    expect(sink.video('view')).toHaveLength(0);
  });
});
