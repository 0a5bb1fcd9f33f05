/** The player's state, options and requests (implemented by createPlayer in player.ts). */
import type { Analytics } from './analytics';
import type { AudioFactory } from './audio-track';
import type { Clock } from './clock';
import type { CaptionTrack } from './media';
import type { ProviderLoader, TextTrackInfo } from './provider';
import type { FrameSize } from './rendition';
import type { ReadableStore } from './store';
import type { Timeline } from './timeline';

/**
 * A looping video replays while the total time played stays under this cap (doc 3 §4 leaves the
 * value open): five minutes, long enough for any loop, short enough not to play all day.
 */
export const LOOP_CAP_SECONDS = 300;
/** Arrow keys and the seek shortcuts move this far. */
export const SEEK_STEP_SECONDS = 5;

export type PlaybackStatus =
  'idle' | 'loading' | 'playing' | 'paused' | 'buffering' | 'ended' | 'error';

export interface PlayerState {
  status: PlaybackStatus;
  /** The viewer asked to pause (or never played): what the play/pause button shows. */
  paused: boolean;
  /** Playback was requested once: the facade gives way to the provider. */
  started: boolean;
  /** Seconds into the timeline. */
  currentTime: number;
  duration: number;
  segmentIndex: number;
  volume: number;
  muted: boolean;
  error: string | null;
  /** Replays done by a looping timeline. */
  loops: number;
  seeking: boolean;
  controlsVisible: boolean;
  textTracks: readonly TextTrackInfo[];
  textTrack: string | null;
}

export interface PlayerOptions {
  timeline: Timeline;
  loaders?: readonly ProviderLoader[];
  clock?: Clock;
  analytics?: Analytics;
  /** Replay at the end; defaults to the timeline's own looping (every segment loops). */
  loop?: boolean;
  loopCapSeconds?: number;
  volume?: number;
  muted?: boolean;
  /** Caption files per video id. */
  captions?: Readonly<Record<string, readonly CaptionTrack[]>>;
  preferNativeHls?: boolean;
  createAudio?: AudioFactory;
  /**
   * The player's frame in CSS pixels (null while unknown): an HLS video starts at the rendition
   * that fills it rather than at a guess from the network.
   */
  frameSize?: () => FrameSize | null;
}

export interface Player extends ReadableStore<PlayerState> {
  readonly timeline: Timeline;
  readonly analytics: Analytics;
  /** Where providers put their surface; returns the detach function. */
  attach(container: HTMLElement): () => void;
  /**
   * Loads the first segment's provider and source without playing (on the viewer's intent:
   * pointer down, hover, focus), so that a play that follows starts at once. Does nothing once
   * started or loaded; a failure stays silent until play, which starts afresh.
   */
  preload(): Promise<void>;
  play(): Promise<void>;
  pause(): void;
  togglePlay(): Promise<void>;
  seek(seconds: number): Promise<void>;
  seekBy(delta: number): Promise<void>;
  /** Stops at the end of the timeline. */
  end(): void;
  setVolume(volume: number): void;
  mute(): void;
  /** Unmutes at the previous volume, or 0.5 when that was 0. */
  unmute(): void;
  toggleMute(): void;
  setTextTrack(id: string | null): void;
  pointerActivity(): void;
  pointerLeave(): void;
  setFocusWithin(focused: boolean): void;
  destroy(): void;
}
