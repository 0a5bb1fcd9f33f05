/**
 * YouTube through its IFrame Player API, spoken over postMessage with the privacy-enhanced
 * (no-cookie) player: no API script is loaded, and the frame exists only after play.
 */
import { PLAYBACK_ERROR, PlaybackError } from '../core/messages';
import type { ProviderAdapter, ProviderContext } from '../core/provider';
import type { PlayableSource } from '../core/timeline';
import { EmbedProvider } from './embed';

export const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

/** YouTube's player states (IFrame API). */
const State = { unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 } as const;
/** The frame answers 'listening' only once its API is up: ask again until it does. */
const LISTEN_RETRY_MS = 250;
const LISTEN_ATTEMPTS = 20;

interface YouTubeInfo {
  currentTime?: number;
  duration?: number;
  playerState?: number;
}

export class YouTubeProvider extends EmbedProvider {
  protected readonly origin = YOUTUBE_ORIGIN;
  private state: number = State.unstarted;
  private seeking = false;
  private listenTimer: unknown = null;

  constructor(context: ProviderContext) {
    super(context, 'YouTube video player');
  }

  protected frameUrl(source: PlayableSource, startAt: number): string {
    if (source.type !== 'youtube' || !source.videoId) throw new PlaybackError(PLAYBACK_ERROR);
    this.state = State.unstarted;
    const params = new URLSearchParams({
      enablejsapi: '1',
      autoplay: '1',
      controls: '0',
      disablekb: '1',
      playsinline: '1',
      rel: '0',
      iv_load_policy: '3',
      start: String(Math.floor(startAt)),
      origin: window.location.origin,
    });
    return `${YOUTUBE_ORIGIN}/embed/${encodeURIComponent(source.videoId)}?${params}`;
  }

  protected override onFrameLoad(): void {
    this.stopListening();
    let attempts = 0;
    const listen = () => {
      this.post(JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }));
      if (++attempts >= LISTEN_ATTEMPTS || this.ready) this.stopListening();
    };
    listen();
    this.listenTimer = this.context.clock.setInterval(listen, LISTEN_RETRY_MS);
  }

  protected onMessage(data: Record<string, unknown>): void {
    const { emit } = this.context;
    switch (data.event) {
      case 'onReady':
        this.markReady();
        emit({ type: 'ready' });
        return;
      case 'onError':
        emit({ type: 'error', message: PLAYBACK_ERROR });
        return;
      case 'onStateChange':
        this.markReady();
        if (typeof data.info === 'number') this.onState(data.info);
        return;
      case 'initialDelivery':
      case 'infoDelivery': {
        this.markReady();
        const info = (data.info ?? {}) as YouTubeInfo;
        if (typeof info.currentTime === 'number') {
          emit({ type: 'time', time: info.currentTime });
          if (this.seeking) {
            this.seeking = false;
            emit({ type: 'seeked' });
          }
        }
        if (typeof info.playerState === 'number') this.onState(info.playerState);
        return;
      }
    }
  }

  private onState(state: number) {
    if (state === this.state) return;
    this.state = state;
    const { emit } = this.context;
    if (state === State.playing) emit({ type: 'playing' });
    else if (state === State.paused) emit({ type: 'pause' });
    else if (state === State.buffering) emit({ type: 'waiting' });
    else if (state === State.ended) emit({ type: 'ended' });
  }

  private call(func: string, args: unknown[] = []) {
    this.command(JSON.stringify({ event: 'command', func, args }));
  }

  play(): void {
    this.call('playVideo');
  }

  pause(): void {
    this.call('pauseVideo');
  }

  seek(seconds: number): void {
    this.seeking = true;
    this.call('seekTo', [seconds, true]);
  }

  setVolume(volume: number): void {
    this.call('setVolume', [Math.round(volume * 100)]);
  }

  setMuted(muted: boolean): void {
    this.call(muted ? 'mute' : 'unMute');
  }

  override destroy(): void {
    this.stopListening();
    super.destroy();
  }

  private stopListening() {
    if (this.listenTimer !== null) this.context.clock.clearInterval(this.listenTimer);
    this.listenTimer = null;
  }
}

export const createYouTubeProvider = (context: ProviderContext): ProviderAdapter =>
  new YouTubeProvider(context);
