import { describe, expect, it } from 'vitest';
import {
  FakeAudio,
  FakeClock,
  createMemorySink,
  fakeLoader,
  flushPromises,
  sampleVideo,
  sampleShoppableVideo,
} from '../testing';
import { createAnalytics } from './analytics';
import { CONTROLS_IDLE_MS } from './controls-visibility';
import { PlaybackError } from './messages';
import { createPlayer, type PlayerOptions } from './player';
import { buildTimeline, timelineOfVideo } from './timeline';

function setup(overrides: Partial<PlayerOptions> = {}, { preview = false } = {}) {
  const clock = new FakeClock();
  const sink = createMemorySink();
  const hls = fakeLoader({ canPlay: (s) => s.type === 'hls' }, 'hls');
  const images = fakeLoader({ canPlay: (s) => s.type === 'images' }, 'images');
  const youtube = fakeLoader({ canPlay: (s) => s.type === 'youtube' }, 'youtube');
  const audio = new FakeAudio();
  const player = createPlayer({
    timeline: buildTimeline(sampleShoppableVideo()),
    loaders: [hls, images, youtube],
    clock,
    analytics: createAnalytics({ sink: sink.sink, preview, context: { videoId: 'vv-1' } }),
    createAudio: () => audio,
    ...overrides,
  });
  const container = document.createElement('div');
  player.attach(container);
  return { player, clock, sink, hls, images, youtube, audio, container };
}

describe('before the first play (facade)', () => {
  it('loads no provider and puts nothing in the media area', async () => {
    const { player, hls, images, youtube, container } = setup();
    await player.seek(25);
    player.setVolume(0.4);
    await flushPromises();
    expect([hls.loads, images.loads, youtube.loads]).toEqual([0, 0, 0]);
    expect(container.childElementCount).toBe(0);
    expect(player.get()).toMatchObject({ status: 'idle', started: false, currentTime: 25 });
  });

  it('loads the provider of the segment at the position on play, and plays it', async () => {
    const { player, images, hls, sink } = setup();
    await player.seek(25);
    await player.play();
    expect(hls.loads).toBe(0);
    expect(images.loads).toBe(1);
    expect(images.last?.calls).toEqual(['mount', 'load:5', 'play']);
    expect(player.get()).toMatchObject({ status: 'playing', started: true, segmentIndex: 1 });
    expect(sink.videoTypes()).toEqual(['play', 'playing']);
  });
});

describe('a virtual video plays its segments in rank order as one timeline', () => {
  it('moves on to the next segment when one ends, and ends after the last', async () => {
    const { player, hls, images, youtube, sink } = setup();
    await player.play();
    hls.last!.advance(12);
    expect(player.get().currentTime).toBe(12);

    hls.last!.advance(8, 20);
    await flushPromises();
    expect(player.get()).toMatchObject({ segmentIndex: 1, currentTime: 20, status: 'playing' });
    expect(images.last?.calls).toEqual(['mount', 'load:0', 'play']);
    expect(hls.last?.calls).toContain('unmount');

    images.last!.advance(4);
    expect(player.get().currentTime).toBe(24);
    images.last!.advance(6, 10);
    await flushPromises();
    expect(player.get()).toMatchObject({ segmentIndex: 2, currentTime: 30 });
    expect(youtube.last?.source).toEqual({ type: 'youtube', videoId: 'dQw4w9WgXcQ' });

    youtube.last!.advance(30, 30);
    await flushPromises();
    expect(player.get()).toMatchObject({ status: 'ended', paused: true, currentTime: 60 });
    expect(sink.video('ended')).toHaveLength(1);
    expect(sink.video('ended')[0]!.videoPosition).toBe('60');
  });

  it('keeps one provider for consecutive segments of the same kind', async () => {
    const loader = fakeLoader();
    const { player } = setup({ loaders: [loader] });
    await player.play();
    loader.last!.advance(20, 20);
    await flushPromises();
    expect(loader.loads).toBe(1);
    expect(loader.instances).toHaveLength(1);
    expect(loader.last!.calls).toEqual(['mount', 'load:0', 'play', 'load:0', 'play']);
    expect(loader.last!.source?.type).toBe('images');
  });
});

describe('seeking', () => {
  it('seeks within the playing segment through its provider', async () => {
    const { player, hls, sink } = setup();
    await player.play();
    await player.seek(15);
    expect(hls.last!.calls).toContain('seek:15');
    expect(player.get()).toMatchObject({ currentTime: 15, seeking: false, segmentIndex: 0 });
    expect(sink.videoTypes()).toEqual(['play', 'playing', 'seeking', 'seeked']);
  });

  it('seeks across segments: the target segment loads at the offset and keeps playing', async () => {
    const { player, hls, youtube, sink } = setup();
    await player.play();
    await player.seek(42);
    expect(player.get()).toMatchObject({ segmentIndex: 2, currentTime: 42, status: 'playing' });
    expect(youtube.last!.calls).toEqual(['mount', 'load:12', 'play']);
    expect(hls.last!.calls).toContain('pause');
    expect(sink.video('seeked')[0]!.videoPosition).toBe('42');

    await player.seek(3);
    expect(player.get().segmentIndex).toBe(0);
    expect(hls.last!.calls.slice(-2)).toEqual(['load:3', 'play']);
  });

  it('seeking while paused stays paused', async () => {
    const { player, images } = setup();
    await player.play();
    player.pause();
    await player.seek(22);
    expect(images.last!.calls).toEqual(['mount', 'load:2']);
    expect(player.get()).toMatchObject({ status: 'paused', paused: true, currentTime: 22 });
  });

  it('clamps seeks to the timeline, and seekBy moves relative to the position', async () => {
    const { player } = setup();
    await player.play();
    await player.seekBy(-10);
    expect(player.get().currentTime).toBe(0);
    await player.seek(45);
    await player.seekBy(5);
    expect(player.get().currentTime).toBe(50);
  });
});

describe('looping', () => {
  it('replays a looping video while the total time stays under the cap, then ends', async () => {
    const loader = fakeLoader();
    const { player, sink } = setup({
      timeline: timelineOfVideo(sampleVideo({ duration: 20, loop: true })),
      loaders: [loader],
      loopCapSeconds: 60,
    });
    await player.play();
    for (const loops of [1, 2]) {
      loader.last!.advance(20, 20);
      await flushPromises();
      expect(player.get()).toMatchObject({ loops, status: 'playing', currentTime: 0 });
    }
    // 3 passes × 20 s reach the 60 s cap: no fourth pass.
    loader.last!.advance(20, 20);
    await flushPromises();
    expect(player.get()).toMatchObject({ status: 'ended', loops: 2 });
    expect(loader.last!.calls.filter((c) => c.startsWith('seek'))).toEqual(['seek:0', 'seek:0']);
    expect(sink.video('ended')).toHaveLength(1);
  });

  it('does not replay a video that does not loop', async () => {
    const loader = fakeLoader();
    const { player } = setup({ timeline: timelineOfVideo(sampleVideo()), loaders: [loader] });
    await player.play();
    loader.last!.advance(20, 20);
    await flushPromises();
    expect(player.get().status).toBe('ended');
  });

  it('plays again from the start after the end', async () => {
    const loader = fakeLoader();
    const { player } = setup({ timeline: timelineOfVideo(sampleVideo()), loaders: [loader] });
    await player.play();
    loader.last!.advance(20, 20);
    await flushPromises();
    await player.play();
    expect(player.get()).toMatchObject({ status: 'playing', currentTime: 0, loops: 0 });
  });
});

describe('volume', () => {
  it('unmute restores the previous volume', async () => {
    const { player, hls } = setup();
    await player.play();
    player.setVolume(0.7);
    player.mute();
    expect(player.get()).toMatchObject({ muted: true, volume: 0.7 });
    expect(hls.last!.muted).toBe(true);
    player.unmute();
    expect(player.get()).toMatchObject({ muted: false, volume: 0.7 });
    expect(hls.last!).toMatchObject({ muted: false, volume: 0.7 });
  });

  it('unmute after the volume went to 0 restores 0.5', () => {
    const { player } = setup();
    player.setVolume(0);
    expect(player.get()).toMatchObject({ muted: true, volume: 0 });
    player.toggleMute();
    expect(player.get()).toMatchObject({ muted: false, volume: 0.5 });
  });

  it('keeps volumes between 0 and 1', () => {
    const { player } = setup();
    player.setVolume(1.4);
    expect(player.get().volume).toBe(1);
    player.setVolume(-1);
    expect(player.get().volume).toBe(0);
  });
});

describe('an audio track replaces the sound of its segment', () => {
  it('mutes the segment and plays the audio at the segment offset, looping', async () => {
    const { player, images, audio } = setup();
    await player.seek(29);
    await player.play();
    expect(images.last!.muted).toBe(true);
    expect(audio.src).toBe('https://media.example.test/audio-1.mp3');
    expect(audio.loop).toBe(true);
    expect(audio.paused).toBe(false);
    // 9 s into the segment, the 8 s audio is 1 s into its second pass.
    expect(audio.currentTime).toBe(1);

    player.setVolume(0.3);
    expect(audio.volume).toBe(0.3);
    expect(images.last!.muted).toBe(true);

    player.pause();
    expect(audio.paused).toBe(true);
  });

  it('gives the next segment its own sound back', async () => {
    const { player, images, youtube, audio } = setup();
    await player.seek(20);
    await player.play();
    images.last!.advance(10, 10);
    await flushPromises();
    expect(youtube.last!.muted).toBe(false);
    expect(audio.paused).toBe(true);
  });
});

describe('captions', () => {
  it("keeps the viewer's caption language on the next segments", async () => {
    const { player, hls, images, youtube } = setup();
    await player.play();
    hls.last!.emit({ type: 'textTracks', tracks: [{ id: 'a', label: 'English', language: 'en' }] });
    player.setTextTrack('a');
    expect(hls.last!.textTrack).toBe('a');
    expect(player.get().textTrack).toBe('a');

    hls.last!.advance(20, 20);
    await flushPromises();
    expect(player.get()).toMatchObject({ textTracks: [], textTrack: null });
    images.last!.advance(10, 10);
    await flushPromises();
    youtube.last!.emit({
      type: 'textTracks',
      tracks: [{ id: 'b', label: 'English', language: 'en' }],
    });
    expect(player.get().textTrack).toBe('b');
    expect(youtube.last!.textTrack).toBe('b');
  });
});

describe('status', () => {
  it('shows buffering while the provider waits, and playing again after', async () => {
    const { player, hls, sink } = setup();
    await player.play();
    hls.last!.emit({ type: 'waiting' });
    expect(player.get().status).toBe('buffering');
    hls.last!.emit({ type: 'playing' });
    expect(player.get().status).toBe('playing');
    expect(sink.videoTypes()).toEqual(['play', 'playing', 'waiting', 'playing']);
  });

  it('shows the provider message when a source cannot play', async () => {
    const failing = fakeLoader({
      loadError: new PlaybackError('Error: expected TikTok video source'),
    });
    const { player } = setup({ loaders: [failing] });
    await player.play();
    expect(player.get()).toMatchObject({
      status: 'error',
      error: 'Error: expected TikTok video source',
      paused: true,
    });
  });

  it('end() stops at the end of the timeline', async () => {
    const { player, hls, sink } = setup();
    await player.play();
    player.end();
    expect(player.get()).toMatchObject({ status: 'ended', currentTime: 60 });
    expect(hls.last!.calls).toContain('pause');
    expect(sink.videoTypes().at(-1)).toBe('ended');
  });
});

describe('analytics', () => {
  it('sends a watch event every 5 s watched, not counting pauses', async () => {
    const { player, clock, hls, sink } = setup();
    await player.play();
    clock.advance(12_000);
    expect(sink.video('watch').map((e) => e.videoSecondsWatched)).toEqual(['5', '10']);

    player.pause();
    clock.advance(30_000);
    expect(sink.video('watch')).toHaveLength(2);

    await player.play();
    hls.last!.advance(3);
    clock.advance(3_000);
    const watches = sink.video('watch');
    expect(watches).toHaveLength(3);
    expect(watches[2]).toMatchObject({
      videoSecondsWatched: '15',
      videoSecondsElapsed: '45',
      videoPosition: '3',
      videoId: 'vv-1',
    });
  });

  it('sends nothing in preview mode', async () => {
    const { player, clock, hls, sink } = setup({}, { preview: true });
    await player.play();
    clock.advance(20_000);
    await player.seek(40);
    hls.last!.emit({ type: 'waiting' });
    player.pause();
    player.end();
    expect(sink.events).toEqual([]);
  });
});

describe('controls visibility', () => {
  it('hides the controls when the pointer idles or leaves during playback', async () => {
    const { player, clock } = setup();
    expect(player.get().controlsVisible).toBe(true);
    await player.play();
    expect(player.get().controlsVisible).toBe(false);
    player.pointerActivity();
    expect(player.get().controlsVisible).toBe(true);
    clock.advance(CONTROLS_IDLE_MS - 1);
    expect(player.get().controlsVisible).toBe(true);
    clock.advance(1);
    expect(player.get().controlsVisible).toBe(false);
    player.pointerActivity();
    player.pointerLeave();
    expect(player.get().controlsVisible).toBe(false);
  });

  it('keeps them while paused or while focus is inside the player', async () => {
    const { player, clock } = setup();
    await player.play();
    player.setFocusWithin(true);
    clock.advance(10_000);
    expect(player.get().controlsVisible).toBe(true);
    player.setFocusWithin(false);
    expect(player.get().controlsVisible).toBe(false);
    player.pause();
    expect(player.get().controlsVisible).toBe(true);
  });
});

it('destroy removes the providers and stops the clock work', async () => {
  const { player, clock, hls } = setup();
  await player.play();
  player.destroy();
  expect(hls.last!.destroyed).toBe(true);
  expect(clock.pending).toBe(0);
});
