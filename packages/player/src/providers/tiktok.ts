/**
 * TikTok through its Embed Player (www.tiktok.com/player/v1/{id}) and the player's postMessage
 * interface; the frame exists only after play.
 */
import { tikTokEmbedUrl } from '@vendy/client/domain';
import { PLAYBACK_ERROR, PlaybackError, TIKTOK_SOURCE_ERROR } from '../core/messages';
import type { ProviderAdapter, ProviderContext } from '../core/provider';
import type { PlayableSource } from '../core/timeline';
import { EmbedProvider } from './embed';

export const TIKTOK_ORIGIN = 'https://www.tiktok.com';

/** TikTok's player states: init, ended, playing, paused, buffering. */
const State = { init: -1, ended: 0, playing: 1, paused: 2, buffering: 3 } as const;

/** Our controls replace TikTok's: hide its own, and its suggestions. */
const FRAME_PARAMS = {
  autoplay: '1',
  controls: '0',
  progress_bar: '0',
  play_button: '0',
  volume_control: '0',
  fullscreen_button: '0',
  timestamp: '0',
  loop: '0',
  music_info: '0',
  description: '0',
  rel: '0',
  native_context_menu: '0',
  closed_caption: '0',
};

export class TikTokProvider extends EmbedProvider {
  protected readonly origin = TIKTOK_ORIGIN;
  private state: number = State.init;
  private seeking = false;
  private startAt = 0;

  constructor(context: ProviderContext) {
    super(context, 'TikTok video player');
  }

  protected frameUrl(source: PlayableSource, startAt: number): string {
    if (source.type !== 'tiktok' || !/^\d+$/.test(source.videoId)) {
      throw new PlaybackError(TIKTOK_SOURCE_ERROR);
    }
    this.state = State.init;
    this.startAt = startAt;
    return `${tikTokEmbedUrl(source.videoId)}?${new URLSearchParams(FRAME_PARAMS)}`;
  }

  /**
   * TikTok's player may relay its events from frames inside its own frame, so any window of
   * TikTok's origin is heard; only one TikTok frame plays at a time (the others are facades).
   */
  protected override acceptsSource(): boolean {
    return true;
  }

  protected onMessage(data: Record<string, unknown>): void {
    if (data['x-tiktok-player'] !== true) return;
    const { emit } = this.context;
    switch (data.type) {
      case 'onPlayerReady':
        this.markReady();
        if (this.startAt > 0) this.seek(this.startAt);
        emit({ type: 'ready' });
        return;
      case 'onStateChange':
        if (typeof data.value === 'number') this.onState(data.value);
        return;
      case 'onCurrentTime': {
        const value = data.value as { currentTime?: number } | undefined;
        if (typeof value?.currentTime !== 'number') return;
        emit({ type: 'time', time: value.currentTime });
        if (this.seeking) {
          this.seeking = false;
          emit({ type: 'seeked' });
        }
        return;
      }
      case 'onError':
        emit({ type: 'error', message: PLAYBACK_ERROR });
        return;
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

  private send(type: string, value?: unknown) {
    this.command({ 'x-tiktok-player': true, type, ...(value === undefined ? {} : { value }) });
  }

  play(): void {
    this.send('play');
  }

  pause(): void {
    this.send('pause');
  }

  seek(seconds: number): void {
    this.seeking = true;
    this.send('seekTo', seconds);
  }

  /** TikTok's player has no volume level: only sound on or off. */
  setVolume(): void {}

  setMuted(muted: boolean): void {
    this.send(muted ? 'mute' : 'unMute');
  }
}

export const createTikTokProvider = (context: ProviderContext): ProviderAdapter =>
  new TikTokProvider(context);
