import { describe, expect, it } from 'vitest';
import { FakeClock, createMemorySink, fakeLoader, flushPromises, sampleVideo } from '../testing';
import { createAnalytics } from './analytics';
import { PlaybackError } from './messages';
import { createPlayer } from './player';
import { timelineOfVideo } from './timeline';

function setup(options: Parameters<typeof fakeLoader>[0] = {}) {
  const sink = createMemorySink();
  const hls = fakeLoader({ canPlay: (s) => s.type === 'hls', ...options }, 'hls');
  const frames: Array<{ width: number; height: number } | null> = [];
  const player = createPlayer({
    timeline: timelineOfVideo(sampleVideo()),
    loaders: [hls],
    clock: new FakeClock(),
    analytics: createAnalytics({ sink: sink.sink, preview: false, context: { videoId: 'v' } }),
    frameSize: () => {
      const frame = { width: 360, height: 640 };
      frames.push(frame);
      return frame;
    },
  });
  const container = document.createElement('div');
  player.attach(container);
  return { player, hls, sink, container };
}

describe('preload (the shopper reaches for play)', () => {
  it('loads the first segment without playing, so that play only has to press play', async () => {
    const { player, hls, sink } = setup();
    await player.preload();
    expect(hls.loads).toBe(1);
    expect(hls.last?.calls).toEqual(['mount', 'load:0']);
    expect(player.get()).toMatchObject({ status: 'idle', started: false, paused: true });
    expect(sink.videoTypes()).toEqual([]);

    await player.play();
    expect(hls.last?.calls).toEqual(['mount', 'load:0', 'play']);
    expect(hls.instances).toHaveLength(1);
    expect(player.get()).toMatchObject({ status: 'playing', started: true });
    expect(sink.videoTypes()).toEqual(['play', 'playing']);
  });

  it('a play during the preload joins it: the source is loaded once', async () => {
    const { player, hls } = setup();
    const preloading = player.preload();
    const playing = player.play();
    await Promise.all([preloading, playing]);
    await flushPromises();
    expect(hls.instances).toHaveLength(1);
    expect(hls.last?.calls).toEqual(['mount', 'load:0', 'play']);
    expect(player.get().status).toBe('playing');
  });

  it('gives the providers the frame size (the rendition to start with)', async () => {
    const { player, hls } = setup();
    await player.preload();
    expect(hls.last?.context.frameSize?.()).toEqual({ width: 360, height: 640 });
  });

  it('keeps a failed preload quiet; play then starts afresh and reports its own failure', async () => {
    const { player, hls } = setup({ loadError: new PlaybackError('Playback failed.') });
    await player.preload();
    expect(player.get()).toMatchObject({ status: 'idle', error: null, started: false });
    await player.play();
    expect(hls.instances).toHaveLength(2);
    expect(hls.instances[0]!.destroyed).toBe(true);
    expect(player.get()).toMatchObject({ status: 'error', error: 'Playback failed.' });
  });

  it('does nothing once playing', async () => {
    const { player, hls } = setup();
    await player.play();
    await player.preload();
    expect(hls.instances).toHaveLength(1);
    expect(hls.last?.calls).toEqual(['mount', 'load:0', 'play']);
  });
});
