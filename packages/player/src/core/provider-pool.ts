/** The providers of one player: one per loader, created on first use and kept across segments. */
import type { Clock } from './clock';
import type { CaptionTrack } from './media';
import { blessElement } from './media-element';
import type { ProviderAdapter, ProviderEvent, ProviderLoader } from './provider';
import type { PlayableSource } from './timeline';

export interface ProviderPoolOptions {
  clock: Clock;
  preferNativeHls?: boolean;
  /** Caption files of the segment being loaded. */
  captions(): readonly CaptionTrack[];
  /** Every provider event; the player decides whether it still listens to that provider. */
  onEvent(provider: ProviderAdapter, event: ProviderEvent): void;
}

export class ProviderPool {
  private readonly providers = new Map<ProviderLoader, ProviderAdapter>();
  private primedVideo: HTMLVideoElement | null = null;

  constructor(private readonly options: ProviderPoolOptions) {}

  /**
   * Creates the video element that will play HLS and asks it to play, from inside the viewer's
   * click: iPhones allow sound only to elements once played from a gesture, and the provider
   * code arrives after an import, too late for the click itself.
   */
  primeVideo(): void {
    if (this.primedVideo || typeof document === 'undefined') return;
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
    const mediaElement = source.type === 'hls' ? this.primedVideo : null;
    if (mediaElement) this.primedVideo = null;
    let self: ProviderAdapter | null = null;
    const provider = factory({
      emit: (event) => {
        if (self) this.options.onEvent(self, event);
      },
      clock: this.options.clock,
      captions: () => this.options.captions(),
      preferNativeHls: this.options.preferNativeHls,
      mediaElement: mediaElement ?? undefined,
    });
    self = provider;
    this.providers.set(loader, provider);
    return provider;
  }

  /** Drops a provider that failed, so the next play starts afresh. */
  discard(loader: ProviderLoader): void {
    this.providers.get(loader)?.destroy();
    this.providers.delete(loader);
  }

  destroy(): void {
    for (const provider of this.providers.values()) provider.destroy();
    this.providers.clear();
    this.primedVideo = null;
  }
}
