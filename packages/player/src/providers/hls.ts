/**
 * HLS provider: one <video> element for every HLS segment of a timeline. Safari (and browsers
 * without Media Source Extensions, such as older iPhones) play HLS themselves; elsewhere hls.js
 * is imported on first use, never before play.
 */
import type { HlsConfig } from 'hls.js';
import { PLAYBACK_ERROR, PlaybackError } from '../core/messages';
import type { ProviderAdapter, ProviderContext } from '../core/provider';
import { fittingRendition, type RenditionSize } from '../core/rendition';
import type { PlayableSource } from '../core/timeline';
import { bindMediaEvents, showTextTrack } from './html-media';

/** The part of hls.js the provider uses, so tests can pass a fake. */
export interface HlsInstance {
  attachMedia(media: HTMLMediaElement): void;
  loadSource(url: string): void;
  startLoad(startPosition?: number): void;
  recoverMediaError(): void;
  destroy(): void;
  on(
    event: string,
    listener: (event: string, data: { fatal: boolean; type: string }) => void,
  ): void;
  /** The renditions, once the master playlist is parsed. */
  readonly levels?: readonly RenditionSize[];
  startLevel?: number;
  /** hls.js reads its buffer limits from here as it loads, so they can change while it plays. */
  readonly config?: { maxMaxBufferLength?: number };
}

export interface HlsConstructor {
  new (config?: Partial<HlsConfig>): HlsInstance;
  isSupported(): boolean;
  readonly Events: { readonly ERROR: string; readonly MANIFEST_PARSED?: string };
  readonly ErrorTypes: { readonly NETWORK_ERROR: string; readonly MEDIA_ERROR: string };
}

export type HlsImport = () => Promise<{ default: HlsConstructor }>;

/**
 * hls.js's light build: everything our HLS ladder uses (muxed audio and video, adaptive
 * bitrate) at about two thirds of the full build. Captions come as side-loaded tracks, so the
 * full build's in-manifest subtitles, alternate audio and DRM are not needed.
 */
const importHlsJs: HlsImport = () =>
  import('hls.js/light') as unknown as Promise<{ default: HlsConstructor }>;

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/**
 * Seconds of video hls.js buffers ahead until the element starts playing, which means the first
 * segment (or, for segments under a second, the first second): fetching and transmuxing the
 * segments after it (and a switch to a larger rendition) then do not compete with the first
 * picture. Less than a segment's length, as the first segment's audio may end a little before its
 * duration. Its full buffer follows on `playing`.
 */
export const START_BUFFER_SECONDS = 1;

/**
 * Whether to let the browser play HLS itself: when it can and either it has no Media Source
 * Extensions (hls.js cannot run) or it is Apple's WebKit, whose own HLS is the reference. Other
 * browsers that claim native HLS (recent Chromium) use hls.js for the same behaviour everywhere.
 */
export function usesNativeHls(video: HTMLVideoElement, preferNative = false): boolean {
  if (!video.canPlayType?.(HLS_TYPE)) return false;
  if (preferNative) return true;
  const hasMse =
    typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
  return !hasMse || /apple/i.test(globalThis.navigator?.vendor ?? '');
}

export class HlsProvider implements ProviderAdapter {
  readonly video: HTMLVideoElement;
  private hls: HlsInstance | null = null;
  private readonly unbind: () => void;
  /** Fatal errors retried for the current source. */
  private retries = 0;
  /** Switching sources pauses a playing element; that pause is not the viewer's. */
  private switchingPause = false;

  constructor(
    private readonly context: ProviderContext,
    private readonly importHls: HlsImport = importHlsJs,
  ) {
    this.video = context.mediaElement ?? document.createElement('video');
    this.video.playsInline = true;
    this.video.preload = 'auto';
    this.video.setAttribute('playsinline', '');
    this.unbind = bindMediaEvents(this.video, {
      ...context,
      emit: (event) => {
        if (event.type === 'playing') this.switchingPause = false;
        if (event.type === 'pause' && this.switchingPause) {
          this.switchingPause = false;
          return;
        }
        context.emit(event);
      },
    });
  }

  mount(container: HTMLElement): void {
    if (this.video.parentElement !== container) container.append(this.video);
  }

  unmount(): void {
    this.video.remove();
  }

  async load(source: PlayableSource, startAt: number): Promise<void> {
    if (source.type !== 'hls') throw new PlaybackError(PLAYBACK_ERROR);
    this.retries = 0;
    this.setCaptions();
    if (!this.video.paused) {
      this.switchingPause = true;
      this.video.pause();
    }
    if (usesNativeHls(this.video, this.context.preferNativeHls)) {
      this.destroyHls();
      this.video.src = source.url;
    } else {
      const { default: Hls } = await this.importHls();
      if (!Hls.isSupported()) {
        if (!this.video.canPlayType?.(HLS_TYPE)) throw new PlaybackError(PLAYBACK_ERROR);
        this.video.src = source.url;
      } else {
        this.destroyHls();
        const parsed = Hls.Events.MANIFEST_PARSED;
        const hls = new Hls({
          startPosition: startAt,
          capLevelToPlayerSize: true,
          // The first fragment is asked for while the media source opens, not after.
          startFragPrefetch: true,
          // The start rendition is chosen from the frame once the renditions are known.
          ...(parsed ? { autoStartLoad: false } : {}),
        });
        if (parsed) {
          hls.on(parsed, () => {
            if (this.hls !== hls) return;
            const start = fittingRendition(
              hls.levels ?? [],
              this.context.frameSize?.(),
              globalThis.devicePixelRatio,
            );
            if (start >= 0) hls.startLevel = start;
            hls.startLoad();
          });
        }
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === Hls.ErrorTypes.MEDIA_ERROR && this.retries++ < 1) {
            hls.recoverMediaError();
          } else if (data.type === Hls.ErrorTypes.NETWORK_ERROR && this.retries++ < 2) {
            hls.startLoad();
          } else {
            this.context.emit({ type: 'error', message: PLAYBACK_ERROR });
          }
        });
        this.limitBufferUntilPlaying(hls);
        hls.attachMedia(this.video);
        hls.loadSource(source.url);
        this.hls = hls;
      }
    }
    if (startAt > 0) this.startAt(startAt);
  }

  private limitBufferUntilPlaying(hls: HlsInstance) {
    const config = hls.config;
    const full = config?.maxMaxBufferLength;
    if (!config || typeof full !== 'number' || full <= START_BUFFER_SECONDS) return;
    config.maxMaxBufferLength = START_BUFFER_SECONDS;
    this.video.addEventListener(
      'playing',
      () => {
        config.maxMaxBufferLength = full;
      },
      { once: true },
    );
  }

  /**
   * Positions the element once it knows its media. Load does not wait for that: iPhones fetch
   * nothing before play(), which the player calls only after load.
   */
  private startAt(seconds: number) {
    const apply = () => {
      if (Math.abs(this.video.currentTime - seconds) > 0.25) this.video.currentTime = seconds;
    };
    if (this.video.readyState >= 1) apply();
    else this.video.addEventListener('loadedmetadata', apply, { once: true });
  }

  play(): Promise<void> {
    return this.video.play();
  }

  pause(): void {
    this.video.pause();
  }

  seek(seconds: number): void {
    this.video.currentTime = seconds;
  }

  setVolume(volume: number): void {
    this.video.volume = volume;
  }

  setMuted(muted: boolean): void {
    this.video.muted = muted;
  }

  setTextTrack(id: string | null): void {
    showTextTrack(this.video, id);
  }

  destroy(): void {
    this.unbind();
    this.destroyHls();
    this.video.pause();
    this.video.removeAttribute('src');
    this.video.remove();
  }

  private destroyHls() {
    this.hls?.destroy();
    this.hls = null;
  }

  /** Side-loaded caption files of the segment's video replace the previous segment's. */
  private setCaptions() {
    for (const track of this.video.querySelectorAll('track')) track.remove();
    const captions = this.context.captions();
    if (captions.length === 0) return;
    // Caption files usually live on another origin (the media host): fetch them with CORS.
    this.video.crossOrigin = 'anonymous';
    for (const caption of captions) {
      const track = document.createElement('track');
      track.kind = caption.kind ?? 'captions';
      track.src = caption.src;
      track.srclang = caption.srclang;
      track.label = caption.label;
      track.default = caption.default ?? false;
      this.video.append(track);
    }
  }
}

export const createHlsProvider = (context: ProviderContext): ProviderAdapter =>
  new HlsProvider(context);
