import type {
  ProviderAdapter,
  ProviderContext,
  ProviderEvent,
  ProviderLoader,
} from '../core/provider';
import type { PlayableSource } from '../core/timeline';

export interface FakeProviderOptions {
  /** Which sources the loader accepts (all by default). */
  canPlay?: (source: PlayableSource) => boolean;
  /** Answer play() with a 'playing' event at once, like a loaded video (default true). */
  autoPlaying?: boolean;
  /** Reject load() with this error. */
  loadError?: Error;
  /** A picture to show for a source (stories): its first slide for photo collections by default. */
  frame?: (source: PlayableSource, startAt: number) => string | null;
}

/** A provider that records what it is asked and lets the test speak for the media. */
export class FakeProvider implements ProviderAdapter {
  readonly calls: string[] = [];
  source: PlayableSource | null = null;
  startAt = 0;
  volume = 1;
  muted = false;
  playing = false;
  time = 0;
  container: HTMLElement | null = null;
  destroyed = false;
  textTrack: string | null = null;
  private readonly surface: HTMLDivElement | null;

  constructor(
    readonly context: ProviderContext,
    private readonly options: FakeProviderOptions = {},
  ) {
    this.surface = typeof document === 'undefined' ? null : document.createElement('div');
    if (this.surface) this.surface.dataset.fakeProvider = '';
  }

  /** Speaks for the media. */
  emit(event: ProviderEvent): void {
    this.context.emit(event);
  }

  /** Plays `seconds` more of the source (time updates, then 'ended' at its end if given). */
  advance(seconds: number, duration?: number): void {
    this.time += seconds;
    if (duration !== undefined && this.time >= duration) {
      this.time = duration;
      this.emit({ type: 'time', time: duration });
      this.playing = false;
      this.emit({ type: 'ended' });
      return;
    }
    this.emit({ type: 'time', time: this.time });
  }

  mount(container: HTMLElement): void {
    this.calls.push('mount');
    this.container = container;
    if (this.surface) container.append(this.surface);
  }

  unmount(): void {
    this.calls.push('unmount');
    this.surface?.remove();
    this.container = null;
  }

  async load(source: PlayableSource, startAt: number): Promise<void> {
    this.calls.push(`load:${startAt}`);
    if (this.options.loadError) throw this.options.loadError;
    this.source = source;
    this.startAt = startAt;
    this.time = startAt;
    this.render();
  }

  play(): void {
    this.calls.push('play');
    this.playing = true;
    if (this.options.autoPlaying !== false) this.emit({ type: 'playing' });
  }

  pause(): void {
    this.calls.push('pause');
    if (!this.playing) return;
    this.playing = false;
    this.emit({ type: 'pause' });
  }

  seek(seconds: number): void {
    this.calls.push(`seek:${seconds}`);
    this.time = seconds;
    this.emit({ type: 'time', time: seconds });
    this.emit({ type: 'seeked' });
  }

  setVolume(volume: number): void {
    this.volume = volume;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
  }

  setTextTrack(id: string | null): void {
    this.textTrack = id;
  }

  destroy(): void {
    this.calls.push('destroy');
    this.destroyed = true;
    this.surface?.remove();
  }

  private render() {
    if (!this.surface || !this.source) return;
    const url =
      this.options.frame?.(this.source, this.startAt) ??
      (this.source.type === 'images' ? (this.source.images[0]?.url ?? null) : null);
    this.surface.replaceChildren();
    if (!url) return;
    const image = document.createElement('img');
    image.src = url;
    image.alt = '';
    image.style.cssText = 'width:100%;height:100%;object-fit:cover;display:block';
    this.surface.style.cssText = 'position:absolute;inset:0';
    this.surface.append(image);
  }
}

export interface FakeLoader extends ProviderLoader {
  /** How many times the provider code was imported. */
  readonly loads: number;
  readonly instances: readonly FakeProvider[];
  /** The most recently created provider. */
  readonly last: FakeProvider | undefined;
}

export function fakeLoader(options: FakeProviderOptions = {}, name = 'fake'): FakeLoader {
  const instances: FakeProvider[] = [];
  let loads = 0;
  return {
    name,
    canPlay: options.canPlay ?? (() => true),
    async load() {
      loads++;
      return (context) => {
        const provider = new FakeProvider(context, options);
        instances.push(provider);
        return provider;
      };
    },
    get loads() {
      return loads;
    },
    instances,
    get last() {
      return instances[instances.length - 1];
    },
  };
}
