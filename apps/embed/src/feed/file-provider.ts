// Plays a video file (an Instagram post's MP4) in a <video> element: the feed's videos are not
// transcoded to HLS yet. Loaded on the first play only, as the player's own providers are.
import {
  PLAYBACK_ERROR,
  PlaybackError,
  type PlayableSource,
  type ProviderAdapter,
  type ProviderContext,
} from '@vendy/player';

export function createFileProvider(context: ProviderContext): ProviderAdapter {
  const { emit } = context;
  const video = context.mediaElement ?? document.createElement('video');
  video.playsInline = true;
  video.preload = 'auto';
  video.setAttribute('playsinline', '');
  const handlers: Array<[string, () => void]> = [
    ['loadedmetadata', () => emit({ type: 'ready', duration: video.duration })],
    ['timeupdate', () => emit({ type: 'time', time: video.currentTime })],
    ['playing', () => emit({ type: 'playing' })],
    ['pause', () => !video.ended && emit({ type: 'pause' })],
    ['waiting', () => emit({ type: 'waiting' })],
    ['seeked', () => emit({ type: 'seeked' })],
    ['ended', () => emit({ type: 'ended' })],
    ['error', () => video.error && emit({ type: 'error', message: PLAYBACK_ERROR })],
  ];
  for (const [type, handler] of handlers) video.addEventListener(type, handler);

  return {
    mount(container) {
      if (video.parentElement !== container) container.append(video);
    },
    unmount: () => video.remove(),
    async load(source: PlayableSource, startAt: number) {
      if (source.type !== 'hls') throw new PlaybackError(PLAYBACK_ERROR);
      video.src = source.url;
      if (startAt > 0) video.currentTime = startAt;
    },
    play: () => video.play(),
    pause: () => video.pause(),
    seek(seconds) {
      video.currentTime = seconds;
    },
    setVolume(volume) {
      video.volume = volume;
    },
    setMuted(muted) {
      video.muted = muted;
    },
    destroy() {
      for (const [type, handler] of handlers) video.removeEventListener(type, handler);
      video.pause();
      video.removeAttribute('src');
      video.remove();
    },
  };
}
