/**
 * The player controller: one timeline (a shoppable video's segments in rank order), a state store,
 * typed requests (play, pause, seek, end, volume, mute) and the provider of the segment playing.
 * Nothing is loaded before the first play: until then the view shows the facade.
 */
import {
  PLAYER_TICK_MS,
  VOLUME_RESTORE,
  WATCH_EVENT_INTERVAL_SECONDS,
  type VideoEventType,
} from '@vendy/client/domain';
import { WatchMeter, createAnalytics } from './analytics';
import { ReplacingAudio, browserAudio } from './audio-track';
import { systemClock } from './clock';
import { ControlsVisibility } from './controls-visibility';
import { PLAYBACK_ERROR, viewerMessage } from './messages';
import {
  LOOP_CAP_SECONDS,
  type Player,
  type PlayerOptions,
  type PlayerState,
} from './player-types';
import type { ProviderAdapter, ProviderEvent, ProviderLoader } from './provider';
import { ProviderPool } from './provider-pool';
import { createStore } from './store';
import { locate, type TimelineSegment } from './timeline';
import { defaultLoaders } from '../providers/loaders';

export * from './player-types';

interface Active {
  index: number;
  loader: ProviderLoader;
  provider: ProviderAdapter;
  /** The segment's source is loaded (seeks within it need no reload). */
  loaded: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function createPlayer(options: PlayerOptions): Player {
  const {
    timeline,
    loaders = defaultLoaders,
    clock = systemClock,
    analytics = createAnalytics(null),
    loopCapSeconds = LOOP_CAP_SECONDS,
    captions = {},
  } = options;
  const loop = options.loop ?? timeline.loops;
  const segments = timeline.segments;
  const initialVolume = clamp(options.volume ?? 1, 0, 1);
  const store = createStore<PlayerState>({
    status: 'idle',
    paused: true,
    started: false,
    currentTime: 0,
    duration: timeline.duration,
    segmentIndex: 0,
    volume: initialVolume,
    muted: options.muted ?? initialVolume === 0,
    error: null,
    loops: 0,
    seeking: false,
    controlsVisible: true,
    textTracks: [],
    textTrack: null,
  });
  const get = store.get;
  const set = store.set;

  const meter = new WatchMeter(clock);
  const audio = new ReplacingAudio(options.createAudio ?? browserAudio);
  const controls = new ControlsVisibility(clock, (visible) => set({ controlsVisible: visible }));
  let container: HTMLElement | null = null;
  let active: Active | null = null;
  /** Bumped by every activation and by destroy: late answers of older ones are dropped. */
  let generation = 0;
  let switching = false;
  let seekPending = false;
  let nextWatchAt = WATCH_EVENT_INTERVAL_SECONDS;
  let ticker: unknown = null;
  let destroyed = false;
  /** One provider per loader, kept across segments (one video element for every HLS segment). */
  const pool = new ProviderPool({
    clock,
    preferNativeHls: options.preferNativeHls,
    frameSize: options.frameSize,
    captions: () => {
      const videoId = active ? segmentAt(active.index)?.videoId : null;
      return videoId ? (captions[videoId] ?? []) : [];
    },
    onEvent: (provider, event) => {
      if (destroyed || active?.provider !== provider) return;
      // While a source loads only its caption tracks and failures are news.
      if (switching && event.type !== 'textTracks' && event.type !== 'error') return;
      handle(event);
    },
  });
  /** Language of the captions the viewer turned on, kept for the next segments. */
  let preferredLanguage: string | null = null;
  /** The activation a preload started, while it runs. */
  let preloading: Promise<void> | null = null;
  let preloadRunning = false;

  const track = (type: VideoEventType) =>
    analytics.video(type, {
      position: get().currentTime,
      watched: meter.watchedSeconds(),
      elapsed: meter.elapsedSeconds(),
    });

  const tick = () => {
    const watched = meter.watchedSeconds();
    while (watched >= nextWatchAt) {
      track('watch');
      nextWatchAt += WATCH_EVENT_INTERVAL_SECONDS;
    }
  };

  const segmentAt = (index: number): TimelineSegment | undefined => segments[index];

  function applyVolume() {
    const { volume, muted } = get();
    const segment = active ? segmentAt(active.index) : undefined;
    if (active) {
      active.provider.setVolume(volume);
      // An audio track replaces the segment's sound, unless the two are combined.
      active.provider.setMuted(muted || Boolean(segment?.audio && !segment.mixAudio));
    }
    audio.setVolume(volume, muted);
  }

  function syncAudio() {
    const segment = active ? segmentAt(active.index) : undefined;
    if (!segment) return;
    audio.sync(get().currentTime - segment.start, get().status === 'playing');
  }

  function setPlaying(playing: boolean) {
    meter.setPlaying(playing);
    controls.setPlaying(!get().paused);
  }

  function fail(message: string) {
    if (preloadRunning && !get().started) {
      // A preload failed before the viewer asked to play: play starts afresh.
      switching = false;
      if (active) dropFailedPreload();
      return;
    }
    seekPending = false;
    set({ status: 'error', error: message, paused: true, seeking: false });
    setPlaying(false);
    audio.pause();
  }

  function finish() {
    set({ status: 'ended', paused: true, currentTime: timeline.duration, seeking: false });
    setPlaying(false);
    audio.pause();
    track('ended');
  }

  function settleSeek() {
    if (!seekPending) return;
    seekPending = false;
    set({ seeking: false });
    track('seeked');
  }

  function onSegmentEnded() {
    if (!active) return;
    const next = active.index + 1;
    if (next < segments.length) {
      void activate(next, 0);
      return;
    }
    const passes = get().loops + 1;
    if (loop && passes * timeline.duration < loopCapSeconds) {
      set({ loops: passes });
      void activate(0, 0);
      return;
    }
    finish();
  }

  function handle(event: ProviderEvent) {
    const state = get();
    switch (event.type) {
      case 'time': {
        const segment = active && segmentAt(active.index);
        if (!segment) return;
        set({ currentTime: segment.start + clamp(event.time, 0, segment.duration) });
        syncAudio();
        return;
      }
      case 'playing':
        // Also a play started inside an embed's own frame.
        set({ status: 'playing', paused: false, error: null });
        setPlaying(true);
        syncAudio();
        track('playing');
        return;
      case 'pause':
        if (state.status === 'ended' || state.status === 'error' || state.status === 'paused') {
          return;
        }
        // Also a pause made inside an embed's own frame.
        set({ status: 'paused', paused: true });
        setPlaying(false);
        audio.pause();
        track('pause');
        return;
      case 'waiting':
        if (state.status === 'buffering' || state.paused) return;
        set({ status: 'buffering' });
        meter.setPlaying(false);
        audio.pause();
        track('waiting');
        return;
      case 'seeked':
        settleSeek();
        return;
      case 'ended':
        onSegmentEnded();
        return;
      case 'textTracks': {
        // Keep captions on across segments: the chosen track, or one in the same language.
        const kept =
          event.tracks.find((t) => t.id === state.textTrack) ??
          event.tracks.find((t) => preferredLanguage !== null && t.language === preferredLanguage);
        const textTrack = kept?.id ?? null;
        set({ textTracks: event.tracks, textTrack });
        if (textTrack !== state.textTrack || kept) active?.provider.setTextTrack?.(textTrack);
        return;
      }
      case 'error':
        if (!state.started) {
          // A preload failed before the viewer asked to play: play starts afresh.
          dropFailedPreload();
          return;
        }
        fail(event.message);
        return;
      case 'ready':
        return;
      default: {
        // Every ProviderEvent has its case above: a new one fails to compile here.
        const _unhandled: never = event;
        return;
      }
    }
  }

  async function startProvider(provider: ProviderAdapter) {
    try {
      await provider.play();
    } catch {
      // Refused (autoplay policy) or interrupted: back to paused, the viewer can press play.
      if (active?.provider === provider && !get().paused) {
        set({ status: 'paused', paused: true });
        setPlaying(false);
      }
    }
  }

  /** Forgets a provider that failed during a preload, so that play starts with a fresh one. */
  function dropFailedPreload() {
    if (!active) return;
    generation++;
    switching = false;
    pool.discard(active.loader);
    active = null;
  }

  /** Makes segment `index` current at `offset` seconds and plays it if the viewer wants to. */
  async function activate(index: number, offset: number): Promise<void> {
    const segment = segmentAt(index);
    if (!segment) return;
    const mine = ++generation;
    const previous = active;
    set({ segmentIndex: index, currentTime: segment.start + offset });

    if (previous && previous.index === index && previous.loaded && !switching) {
      previous.provider.seek(offset);
      syncAudio();
      if (!get().paused) await startProvider(previous.provider);
      return;
    }

    switching = true;
    audio.pause();
    const loader = loaders.find((candidate) => candidate.canPlay(segment.source));
    if (!loader) {
      switching = false;
      fail(PLAYBACK_ERROR);
      return;
    }
    let provider: ProviderAdapter;
    try {
      provider = await pool.obtain(loader, segment.source);
    } catch {
      if (mine === generation) {
        switching = false;
        fail(PLAYBACK_ERROR);
      }
      return;
    }
    if (mine !== generation) return;
    if (previous?.provider !== provider) {
      previous?.provider.pause();
      previous?.provider.unmount();
      if (container) provider.mount(container);
      set({ textTracks: [], textTrack: null });
    }
    active = { index, loader, provider, loaded: false };
    audio.setAudio(segment.audio);
    applyVolume();
    try {
      await provider.load(segment.source, offset);
    } catch (error) {
      if (mine === generation) {
        switching = false;
        fail(viewerMessage(error));
      }
      return;
    }
    if (mine !== generation) return;
    switching = false;
    active.loaded = true;
    applyVolume();
    settleSeek();
    syncAudio();
    if (!get().paused) await startProvider(provider);
  }

  async function play() {
    const state = get();
    if (destroyed || segments.length === 0) {
      if (segments.length === 0) fail(PLAYBACK_ERROR);
      return;
    }
    if (!state.paused && state.status !== 'error') return;
    const restart = state.status === 'ended' || state.status === 'error';
    // Inside the viewer's click: ready the elements that will play with sound (see ProviderPool).
    if (segments.some((segment) => segment.source.type === 'hls')) pool.primeVideo();
    if (segments.some((segment) => segment.audio)) audio.prime();
    meter.start();
    ticker ??= clock.setInterval(tick, PLAYER_TICK_MS);
    set({
      paused: false,
      started: true,
      error: null,
      status: state.status === 'idle' || restart ? 'loading' : state.status,
      ...(state.status === 'ended' ? { loops: 0, currentTime: 0 } : {}),
    });
    controls.setPlaying(true);
    track('play');
    if (preloading && !restart) {
      // The preload's activation is under way: it plays once loaded (the viewer is not paused).
      await preloading;
      return;
    }
    if (!active || restart || (!active.loaded && !switching)) {
      const position = locate(timeline, get().currentTime);
      if (state.status === 'error' && active) {
        // Start over with a fresh provider rather than one that failed.
        pool.discard(active.loader);
        active = null;
      }
      await activate(position?.index ?? 0, position?.offset ?? 0);
      return;
    }
    if (switching) return; // the activation under way plays once loaded
    syncAudio();
    await startProvider(active.provider);
  }

  async function preload() {
    const state = get();
    if (destroyed || state.started || active || preloading || segments.length === 0) return;
    const position = locate(timeline, state.currentTime);
    preloadRunning = true;
    const run = activate(position?.index ?? 0, position?.offset ?? 0);
    preloading = run;
    try {
      await run;
    } finally {
      if (preloading === run) {
        preloading = null;
        preloadRunning = false;
      }
    }
  }

  function pause() {
    const state = get();
    if (state.paused) return;
    set({ paused: true });
    if (active && !switching && active.loaded) {
      active.provider.pause();
      return;
    }
    // Nothing is playing yet (still loading): the pause takes effect at once.
    set({ status: state.started ? 'paused' : 'idle' });
    setPlaying(false);
    track('pause');
  }

  async function seek(seconds: number) {
    if (destroyed || segments.length === 0) return;
    const target = clamp(seconds, 0, timeline.duration);
    const state = get();
    if (!state.started) {
      set({ currentTime: target });
      return;
    }
    const position = locate(timeline, target);
    if (!position) return;
    set({
      currentTime: target,
      seeking: true,
      ...(state.status === 'ended' ? { status: 'paused' as const, loops: 0 } : {}),
    });
    seekPending = true;
    track('seeking');
    if (active && active.index === position.index && active.loaded && !switching) {
      active.provider.seek(position.offset);
      syncAudio();
      return;
    }
    await activate(position.index, position.offset);
  }

  function end() {
    if (!get().started || get().status === 'ended') return;
    set({ paused: true });
    if (active?.loaded) active.provider.pause();
    finish();
  }

  function setVolume(volume: number) {
    const level = Math.round(clamp(volume, 0, 1) * 100) / 100;
    set({ volume: level, muted: level === 0 });
    applyVolume();
  }

  return {
    timeline,
    analytics,
    get,
    subscribe: store.subscribe,
    attach(element) {
      container = element;
      active?.provider.mount(element);
      return () => {
        if (container === element) container = null;
      };
    },
    preload,
    play,
    pause,
    togglePlay: () => (get().paused ? play() : Promise.resolve(pause())),
    seek,
    seekBy: (delta) => seek(get().currentTime + delta),
    end,
    setVolume,
    mute() {
      set({ muted: true });
      applyVolume();
    },
    unmute() {
      const { volume } = get();
      set({ muted: false, volume: volume > 0 ? volume : VOLUME_RESTORE });
      applyVolume();
    },
    toggleMute() {
      if (get().muted) this.unmute();
      else this.mute();
    },
    setTextTrack(id) {
      const track = get().textTracks.find((t) => t.id === id);
      preferredLanguage = track?.language ?? null;
      active?.provider.setTextTrack?.(track ? id : null);
      set({ textTrack: track ? id : null });
    },
    pointerActivity: () => controls.pointerActivity(),
    pointerLeave: () => controls.pointerLeave(),
    setFocusWithin: (focused) => controls.setFocusWithin(focused),
    destroy() {
      destroyed = true;
      generation++;
      if (ticker !== null) clock.clearInterval(ticker);
      ticker = null;
      controls.destroy();
      pool.destroy();
      active = null;
      audio.destroy();
      container = null;
    },
  };
}
