/**
 * Base of the YouTube and TikTok providers: an iframe created only when playback starts, whose
 * messages are accepted from the provider's origin only, and commands queued until it is ready.
 */
import type { ProviderAdapter, ProviderContext } from '../core/provider';
import type { PlayableSource } from '../core/timeline';

export abstract class EmbedProvider implements ProviderAdapter {
  readonly iframe: HTMLIFrameElement;
  protected ready = false;
  private queue: unknown[] = [];
  private readonly onWindowMessage = (event: MessageEvent) => {
    if (event.origin !== this.origin || !this.acceptsSource(event.source)) return;
    let data: unknown = event.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch {
        return;
      }
    }
    if (data && typeof data === 'object') this.onMessage(data as Record<string, unknown>);
  };

  /** The only origin whose messages are read and to which commands are posted. */
  protected abstract readonly origin: string;
  protected abstract frameUrl(source: PlayableSource, startAt: number): string;
  protected abstract onMessage(data: Record<string, unknown>): void;

  constructor(
    protected readonly context: ProviderContext,
    title: string,
  ) {
    this.iframe = document.createElement('iframe');
    this.iframe.title = title;
    this.iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    this.iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    this.iframe.setAttribute('allowfullscreen', '');
    this.iframe.addEventListener('load', () => this.onFrameLoad());
    window.addEventListener('message', this.onWindowMessage);
  }

  mount(container: HTMLElement): void {
    if (this.iframe.parentElement !== container) container.append(this.iframe);
  }

  /** A frame taken out of the page unloads; the next load gives it its source again. */
  unmount(): void {
    this.iframe.remove();
    this.ready = false;
  }

  async load(source: PlayableSource, startAt: number): Promise<void> {
    const url = this.frameUrl(source, startAt);
    this.ready = false;
    this.queue = [];
    this.iframe.src = url;
  }

  abstract play(): void;
  abstract pause(): void;
  abstract seek(seconds: number): void;
  abstract setVolume(volume: number): void;
  abstract setMuted(muted: boolean): void;

  destroy(): void {
    window.removeEventListener('message', this.onWindowMessage);
    this.iframe.remove();
    this.iframe.removeAttribute('src');
  }

  /** Messages must come from this provider's own frame (several players may share a page). */
  protected acceptsSource(source: MessageEventSource | null): boolean {
    return source !== null && source === this.iframe.contentWindow;
  }

  protected onFrameLoad(): void {}

  /** Posts now when the frame is ready, else once it is. */
  protected command(message: unknown): void {
    if (this.ready) this.post(message);
    else this.queue.push(message);
  }

  protected markReady(): void {
    if (this.ready) return;
    this.ready = true;
    const queued = this.queue;
    this.queue = [];
    for (const message of queued) this.post(message);
  }

  protected post(message: unknown): void {
    this.iframe.contentWindow?.postMessage(message, this.origin);
  }
}
