/**
 * A photo collection played as timed slides: each image shows for `secondsPerImage`, on the
 * player's clock, so a collection behaves like a silent video (its sound is the segment audio).
 */
import { PLAYBACK_ERROR, PlaybackError } from '../core/messages';
import type { ProviderAdapter, ProviderContext } from '../core/provider';
import type { PlayableSource, SlideImage } from '../core/timeline';

/** Time updates while playing, like a media element's timeupdate. */
const FRAME_MS = 250;

export class ImagesProvider implements ProviderAdapter {
  readonly element: HTMLDivElement;
  private readonly image: HTMLImageElement;
  private images: readonly SlideImage[] = [];
  private secondsPerImage = 1;
  private time = 0;
  private timer: unknown = null;
  private lastTick = 0;

  constructor(private readonly context: ProviderContext) {
    this.element = document.createElement('div');
    this.element.dataset.slides = '';
    this.image = document.createElement('img');
    this.image.decoding = 'async';
    this.element.append(this.image);
  }

  get duration(): number {
    return this.images.length * this.secondsPerImage;
  }

  mount(container: HTMLElement): void {
    if (this.element.parentElement !== container) container.append(this.element);
  }

  unmount(): void {
    this.element.remove();
  }

  async load(source: PlayableSource, startAt: number): Promise<void> {
    if (source.type !== 'images' || source.images.length === 0) {
      throw new PlaybackError(PLAYBACK_ERROR);
    }
    this.stop();
    this.images = source.images;
    this.secondsPerImage = source.secondsPerImage;
    this.time = Math.min(Math.max(0, startAt), this.duration);
    this.render();
    this.context.emit({ type: 'ready', duration: this.duration });
  }

  play(): void {
    if (this.timer !== null) return;
    if (this.time >= this.duration) this.time = 0;
    this.lastTick = this.context.clock.now();
    this.timer = this.context.clock.setInterval(() => this.tick(), FRAME_MS);
    this.context.emit({ type: 'playing' });
  }

  pause(): void {
    if (this.timer === null) return;
    this.advance();
    this.stop();
    this.context.emit({ type: 'pause' });
  }

  seek(seconds: number): void {
    this.time = Math.min(Math.max(0, seconds), this.duration);
    this.lastTick = this.context.clock.now();
    this.render();
    this.context.emit({ type: 'time', time: this.time });
    this.context.emit({ type: 'seeked' });
  }

  /** Slides are silent. */
  setVolume(): void {}
  setMuted(): void {}

  destroy(): void {
    this.stop();
    this.element.remove();
  }

  private tick() {
    this.advance();
    if (this.time >= this.duration) {
      this.time = this.duration;
      this.stop();
      this.context.emit({ type: 'time', time: this.time });
      this.context.emit({ type: 'ended' });
      return;
    }
    this.render();
    this.context.emit({ type: 'time', time: this.time });
  }

  private advance() {
    const now = this.context.clock.now();
    this.time += (now - this.lastTick) / 1000;
    this.lastTick = now;
  }

  private stop() {
    if (this.timer !== null) this.context.clock.clearInterval(this.timer);
    this.timer = null;
  }

  private render() {
    const index = Math.min(this.images.length - 1, Math.floor(this.time / this.secondsPerImage));
    const slide = this.images[Math.max(0, index)];
    if (!slide) return;
    if (this.image.getAttribute('src') === slide.url) return;
    this.image.src = slide.url;
    this.image.alt = slide.alt;
    // Fetch the next slide ahead so it shows without a blank.
    const next = this.images[index + 1];
    if (next) new Image().src = next.url;
  }
}

export const createImagesProvider = (context: ProviderContext): ProviderAdapter =>
  new ImagesProvider(context);
