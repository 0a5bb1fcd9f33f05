/** The providers of one player: one per loader, created on first use and kept across segments. */
import type { Clock } from './clock';
import type { CaptionTrack } from './media';
import { blessElement } from './media-element';
import type { ProviderAdapter, ProviderEvent, ProviderLoader } from './provider';
import type { FrameSize } from './rendition';
import type { PlayableSource } from './timeline';

export interface ProviderPoolOptions {
  clock: Clock;
  preferNativeHls?: boolean;
  /** The player's frame in CSS pixels, when known. */
  frameSize?: () => FrameSize | null;
  /** Caption files of the segment being loaded. */
  captions(): readonly CaptionTrack[];
  /** Every provider event; the player decides whether it still listens to that provider. */
  onEvent(provider: ProviderAdapter, event: ProviderEvent): void;
}

export class ProviderPool {
  private readonly providers = new Map<ProviderLoader, ProviderAdapter>();
  private primedVideo: HTMLVideoElement | null = null;
  /** The element an HLS provider created before any gesture (a preload) plays in. */
  private adoptedVideo: HTMLVideoElement | null = null;

  constructor(private readonly options: ProviderPoolOptions) {}

  /**
   * Creates the video element that will play HLS and asks it to play, from inside the viewer's
   * click: iPhones allow sound only to elements once played from a gesture, and the provider
   * code arrives after an import, too late for the click itself.
   */
  primeVideo(): void {
    if (this.primedVideo || typeof document === 'undefined') return;
    const adopted = this.adoptedVideo;
    if (adopted) {
      // A preload made the provider already. Its element is blessed only while it has no source:
      // with one (hls.js attached), the player's own play() that follows is the gesture's.
      if (!adopted.currentSrc && !adopted.getAttribute('src')) blessElement(adopted);
      return;
    }
    this.primedVideo = document.createElement('video');
    blessElement(this.primedVideo);
  }

  /** The loader's provider, importing and creating it the first time. */
  async obtain(loader: ProviderLoader, source: PlayableSource): Promise<ProviderAdapter> {
    const existing = this.providers.get(loader);
    if (existing) return existing;
    const factory = await loader.load();
    const created = this.providers.get(loader);
    if (created) return created;
    let mediaElement = source.type === 'hls' ? this.primedVideo : null;
    if (mediaElement) this.primedVideo = null;
    else if (source.type === 'hls' && typeof document !== 'undefined') {
      // No gesture yet (a preload): the provider plays in an element made here, which the
      // shopper's play blesses (primeVideo).
      mediaElement = document.createElement('video');
      this.adoptedVideo = mediaElement;
    }
    let self: ProviderAdapter | null = null;
    const provider = factory({
      emit: (event) => {
        if (self) this.options.onEvent(self, event);
      },
      clock: this.options.clock,
      captions: () => this.options.captions(),
      preferNativeHls: this.options.preferNativeHls,
      mediaElement: mediaElement ?? undefined,
      frameSize: () => this.options.frameSize?.() ?? null,
    });
    self = provider;
    this.providers.set(loader, provider);
    return provider;
  }

  /** Drops a provider that failed, so the next play starts afresh. */
  discard(loader: ProviderLoader): void {
    this.providers.get(loader)?.destroy();
    this.providers.delete(loader);
    this.adoptedVideo = null;
  }

  destroy(): void {
    for (const provider of this.providers.values()) provider.destroy();
    this.providers.clear();
    this.primedVideo = null;
    this.adoptedVideo = null;
  }
}
