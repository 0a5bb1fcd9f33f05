/**
 * The provider contract: a cheap loader decides whether it can play a source and lazily imports
 * the provider itself, which drives one media surface (a video element, an embed frame, slides).
 */
import type { Clock } from './clock';
import type { CaptionTrack } from './media';
import type { FrameSize } from './rendition';
import type { PlayableSource } from './timeline';

export interface TextTrackInfo {
  id: string;
  label: string;
  language: string;
}

/** What a provider reports; times are seconds from the start of its own source. */
export type ProviderEvent =
  | { type: 'ready'; duration?: number }
  | { type: 'time'; time: number }
  | { type: 'playing' }
  | { type: 'pause' }
  | { type: 'waiting' }
  | { type: 'seeked' }
  | { type: 'ended' }
  | { type: 'textTracks'; tracks: TextTrackInfo[] }
  | { type: 'error'; message: string };

export interface ProviderContext {
  emit(event: ProviderEvent): void;
  clock: Clock;
  /** Caption files of the segment being loaded, when the embedding app has any. */
  captions(): readonly CaptionTrack[];
  /** Use the browser's own HLS playback whenever it has one (see the HLS provider). */
  preferNativeHls?: boolean;
  /** A video element already played from the viewer's gesture, for the provider to adopt. */
  mediaElement?: HTMLVideoElement;
  /** The player's frame in CSS pixels, when known (the rendition to start with). */
  frameSize?(): FrameSize | null;
}

export interface ProviderAdapter {
  /** Puts the provider's surface into the player's media area. */
  mount(container: HTMLElement): void;
  /** Takes the surface out of the page while another provider plays (it may come back). */
  unmount(): void;
  /**
   * Loads a source positioned at `startAt` seconds; may be called again on the same instance for
   * the next segment of the same kind (one video element across a shoppable video). Rejects with a
   * viewer-facing message when the source cannot play.
   */
  load(source: PlayableSource, startAt: number): Promise<void>;
  play(): Promise<void> | void;
  pause(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setTextTrack?(id: string | null): void;
  destroy(): void;
}

export type ProviderFactory = (context: ProviderContext) => ProviderAdapter;

export interface ProviderLoader {
  readonly name: string;
  canPlay(source: PlayableSource): boolean;
  /** Imports the provider (a separate chunk); called only once playback is requested. */
  load(): Promise<ProviderFactory>;
}

/** A loader whose import happens once, however many segments or players use it. */
export function lazyLoader(
  name: string,
  canPlay: (source: PlayableSource) => boolean,
  importProvider: () => Promise<ProviderFactory>,
): ProviderLoader {
  let pending: Promise<ProviderFactory> | null = null;
  return {
    name,
    canPlay,
    load() {
      pending ??= importProvider().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}
