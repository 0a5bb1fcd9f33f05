// A video post (or album child) in the opened post: the player's framework-free facade (our copy
// of its cover and a play button) until the shopper plays it; then the player core plays the file
// on a stage over the cover, with play / pause and mute buttons. No React: a post's video needs
// only these, and its products are in the post's 'Featured Products' rather than over the video.
// The video's file (at Instagram's CDN for now) is asked for only on play.
import {
  createPlayer,
  defaultLoaders,
  lazyLoader,
  mountFacade,
  mountStage,
  type Analytics,
  type PlayerState,
  type ProviderLoader,
  type Timeline,
} from '@vendy/player';
import { el, icon } from '../viewers/dom';
import * as css from './feed.css';
import { FEED_ICONS } from './icons';
import type { VideoSlide } from './post';
import type { FeedSlide } from './posts';

const isPlaylist = (url: string) => /\.m3u8($|[?#])/i.test(url);

/** Plays video files (not HLS playlists) with a plain <video>; imported on the first play. */
export const fileLoader: ProviderLoader = lazyLoader(
  'file',
  (source) => source.type === 'hls' && !isPlaylist(source.url),
  () => import('./file-provider').then((module) => module.createFileProvider),
);

/** The feed's data has no video length: the player's clock runs up to this, the file ends first. */
const UNKNOWN_DURATION_S = 24 * 3600;

export function videoTimeline(slide: FeedSlide): Timeline {
  const url = slide.videoUrl ?? '';
  return {
    segments: [
      {
        id: slide.id,
        index: 0,
        title: '',
        start: 0,
        end: UNKNOWN_DURATION_S,
        duration: UNKNOWN_DURATION_S,
        source: { type: 'hls', url },
        audio: null,
        videoId: null,
        thumbnailUrl: slide.pictureUrl,
        loop: false,
      },
    ],
    duration: UNKNOWN_DURATION_S,
    loops: false,
    thumbnailUrl: slide.pictureUrl,
  };
}

export interface VideoContext {
  /** Video events with the feed's ids (see createAnalytics). */
  analytics(): Analytics;
  /** Provider loaders (tests pass fakes); files and the player's defaults otherwise. */
  loaders?: readonly ProviderLoader[];
  /** Told when the shopper starts a video (the feed pauses any other). */
  onStart?(slide: VideoSlide): void;
}

export function mountVideoSlide(
  host: HTMLElement,
  slide: FeedSlide,
  label: string,
  ctx: VideoContext,
): VideoSlide {
  let player: ReturnType<typeof createPlayer> | null = null;
  let unsubscribe: (() => void) | null = null;
  let detach: (() => void) | null = null;
  let stage: HTMLElement | null = null;
  let controls: HTMLElement | null = null;

  const removeFacade = mountFacade(host, {
    title: label,
    thumbnailUrl: slide.pictureUrl,
    themed: false,
    onPlay: () => start(),
  });

  const button = (path: string, text: string) =>
    el(
      'button',
      css.mediaButton,
      { type: 'button' },
      icon(path, css.icon),
      el('span', css.visuallyHidden, {}, text),
    );

  let shown = '';
  function render(state: PlayerState) {
    if (!controls || !stage) return;
    const playing = !state.paused;
    const muted = state.muted || state.volume === 0;
    if (state.status === 'playing') stage.setAttribute('data-playing', '');
    // Only what changed: the state also changes with every time update.
    const now = `${playing}:${muted}:${state.status === 'error' ? state.error : ''}`;
    if (now === shown) return;
    shown = now;
    const [toggle, sound] = controls.querySelectorAll('button');
    toggle!.replaceChildren(
      icon(playing ? FEED_ICONS.pause : FEED_ICONS.video, css.icon),
      el('span', css.visuallyHidden, {}, playing ? `Pause ${label}` : `Play ${label}`),
    );
    sound!.replaceChildren(
      icon(muted ? FEED_ICONS.muted : FEED_ICONS.sound, css.icon),
      el('span', css.visuallyHidden, {}, muted ? 'Unmute' : 'Mute'),
    );
    host.querySelector('[role="alert"]')?.remove();
    if (state.status === 'error' && state.error) {
      host.append(el('p', css.videoError, { role: 'alert' }, state.error));
    }
  }

  function start() {
    if (player) return;
    const created = createPlayer({
      timeline: videoTimeline(slide),
      analytics: ctx.analytics(),
      loaders: ctx.loaders ?? [fileLoader, ...defaultLoaders],
    });
    player = created;
    stage = mountStage(host);
    stage.classList.add(css.videoSurface);
    detach = created.attach(stage);
    controls = el(
      'div',
      css.videoControls,
      {},
      button(FEED_ICONS.pause, `Pause ${label}`),
      button(FEED_ICONS.sound, 'Mute'),
    );
    const [toggle, sound] = controls.querySelectorAll('button');
    toggle!.addEventListener('click', () => void created.togglePlay());
    sound!.addEventListener('click', () => created.toggleMute());
    // The picture itself toggles playback, as on Instagram.
    host.addEventListener('click', (event) => {
      if (event.target === host || stage?.contains(event.target as Node)) void created.togglePlay();
    });
    host.append(controls);
    unsubscribe = created.subscribe((state) => {
      if (state.status === 'playing') removeFacade();
      render(state);
    });
    ctx.onStart?.(handle);
    // Inside the click: the media element is played from the gesture (sound on phones).
    void created.play();
    render(created.get());
    (toggle as HTMLButtonElement).focus();
  }

  const handle: VideoSlide = {
    pause: () => player?.pause(),
    destroy() {
      unsubscribe?.();
      detach?.();
      player?.destroy();
      player = null;
      removeFacade();
      stage?.remove();
      controls?.remove();
    },
  };
  return handle;
}
