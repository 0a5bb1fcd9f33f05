import { describe, expect, it, vi } from 'vitest';
import type { ProviderContext, ProviderEvent } from '../core/provider';
import { PLAYBACK_ERROR } from '../core/messages';
import { FakeClock } from '../testing';
import { HlsProvider, START_BUFFER_SECONDS, type HlsConstructor, type HlsInstance } from './hls';

type Listener = (event: string, data: { fatal: boolean; type: string }) => void;

/** A stand-in for hls.js: records the calls, lets the test raise errors. */
function fakeHls(supported = true) {
  const instances: FakeHls[] = [];
  class FakeHls implements HlsInstance {
    static readonly Events = { ERROR: 'hlsError' };
    static readonly ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
    static isSupported = () => supported;
    readonly calls: string[] = [];
    private listeners: Listener[] = [];
    readonly config: Record<string, unknown> & { maxMaxBufferLength?: number };
    constructor(config: Record<string, unknown>) {
      // As hls.js does: the given options over its defaults.
      this.config = { maxMaxBufferLength: 600, ...config };
      instances.push(this);
    }
    attachMedia(media: HTMLMediaElement) {
      this.calls.push(`attach:${media.tagName}`);
    }
    loadSource(url: string) {
      this.calls.push(`source:${url}`);
    }
    startLoad() {
      this.calls.push('startLoad');
    }
    recoverMediaError() {
      this.calls.push('recover');
    }
    destroy() {
      this.calls.push('destroy');
    }
    on(_event: string, listener: Listener) {
      this.listeners.push(listener);
    }
    fail(type: string) {
      for (const listener of this.listeners) listener('hlsError', { fatal: true, type });
    }
  }
  const importHls = vi.fn(async () => ({ default: FakeHls as unknown as HlsConstructor }));
  return { importHls, instances };
}

function context(overrides: Partial<ProviderContext> = {}) {
  const events: ProviderEvent[] = [];
  return {
    events,
    context: {
      emit: (e: ProviderEvent) => events.push(e),
      clock: new FakeClock(),
      captions: () => [],
      ...overrides,
    },
  };
}

const source = { type: 'hls', url: 'https://media.example.test/v/manifest/video.m3u8' } as const;

describe('HlsProvider', () => {
  it('uses hls.js, imported on first load, starting at the requested position', async () => {
    const { importHls, instances } = fakeHls();
    const { context: ctx } = context();
    const provider = new HlsProvider(ctx, importHls);
    expect(importHls).not.toHaveBeenCalled();
    await provider.load(source, 12);
    expect(importHls).toHaveBeenCalledOnce();
    expect(instances[0]!.config).toMatchObject({ startPosition: 12 });
    expect(instances[0]!.calls).toEqual(['attach:VIDEO', `source:${source.url}`]);
  });

  it('buffers only the start until the element plays, then its full buffer', async () => {
    const { importHls, instances } = fakeHls();
    const provider = new HlsProvider(context().context, importHls);
    await provider.load(source, 0);
    expect(instances[0]!.config.maxMaxBufferLength).toBe(START_BUFFER_SECONDS);
    provider.video.dispatchEvent(new Event('playing'));
    expect(instances[0]!.config.maxMaxBufferLength).toBe(600);
  });

  it('plays HLS natively where the browser does, without importing hls.js', async () => {
    const { importHls } = fakeHls();
    const { context: ctx } = context({ preferNativeHls: true });
    const provider = new HlsProvider(ctx, importHls);
    vi.spyOn(provider.video, 'canPlayType').mockReturnValue('maybe');
    await provider.load(source, 0);
    expect(importHls).not.toHaveBeenCalled();
    expect(provider.video.getAttribute('src') ?? provider.video.src).toBe(source.url);
  });

  it('fails with the viewer message when neither hls.js nor the browser can play HLS', async () => {
    const { importHls } = fakeHls(false);
    const provider = new HlsProvider(context().context, importHls);
    await expect(provider.load(source, 0)).rejects.toThrow(PLAYBACK_ERROR);
  });

  it('recovers a media error once, then reports fatal errors', async () => {
    const { importHls, instances } = fakeHls();
    const { context: ctx, events } = context();
    const provider = new HlsProvider(ctx, importHls);
    await provider.load(source, 0);
    instances[0]!.fail('mediaError');
    expect(instances[0]!.calls).toContain('recover');
    expect(events).toEqual([]);
    instances[0]!.fail('otherError');
    expect(events).toEqual([{ type: 'error', message: PLAYBACK_ERROR }]);
  });

  it("forwards the element's events, but not the pause caused by switching sources", async () => {
    const { importHls, instances } = fakeHls();
    const { context: ctx, events } = context();
    const provider = new HlsProvider(ctx, importHls);
    await provider.load(source, 0);
    provider.video.dispatchEvent(new Event('playing'));
    Object.defineProperty(provider.video, 'paused', { configurable: true, get: () => false });
    await provider.load({ ...source, url: 'https://media.example.test/w/manifest/video.m3u8' }, 0);
    provider.video.dispatchEvent(new Event('pause'));
    expect(events.map((e) => e.type)).toEqual(['playing']);
    expect(instances[0]!.calls).toContain('destroy');
    provider.video.dispatchEvent(new Event('pause'));
    expect(events.map((e) => e.type)).toEqual(['playing', 'pause']);
  });

  it("adds the segment's caption files as tracks, fetched with CORS", async () => {
    const { importHls } = fakeHls();
    let files = [{ src: 'https://media.example.test/en.vtt', srclang: 'en', label: 'English' }];
    const { context: ctx } = context({ captions: () => files });
    const provider = new HlsProvider(ctx, importHls);
    await provider.load(source, 0);
    const tracks = () => [...provider.video.querySelectorAll('track')].map((t) => t.srclang);
    expect(tracks()).toEqual(['en']);
    expect(provider.video.crossOrigin).toBe('anonymous');
    // The next segment's video brings its own files.
    files = [{ src: 'https://media.example.test/fr.vtt', srclang: 'fr', label: 'Français' }];
    await provider.load(source, 0);
    expect(tracks()).toEqual(['fr']);
  });

  it('adopts the element played from the viewer gesture', () => {
    const video = document.createElement('video');
    const provider = new HlsProvider(context({ mediaElement: video }).context, fakeHls().importHls);
    expect(provider.video).toBe(video);
  });

  it('cleans up on destroy', async () => {
    const { importHls, instances } = fakeHls();
    const container = document.createElement('div');
    const provider = new HlsProvider(context().context, importHls);
    provider.mount(container);
    await provider.load(source, 0);
    provider.destroy();
    expect(instances[0]!.calls).toContain('destroy');
    expect(container.childElementCount).toBe(0);
  });

  it('starts at the rendition that fills the frame once hls.js knows the renditions', async () => {
    // hls.js with its manifest event: loading starts only when the start level is set.
    type Handler = (event: string, data: { fatal: boolean; type: string }) => void;
    const made: ParsedHls[] = [];
    class ParsedHls implements HlsInstance {
      static readonly Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
      static readonly ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
      static isSupported = () => true;
      readonly calls: string[] = [];
      readonly handlers = new Map<string, Handler>();
      levels = [
        { width: 360, height: 640, bitrate: 800_000 },
        { width: 720, height: 1280, bitrate: 2_800_000 },
        { width: 1080, height: 1920, bitrate: 5_000_000 },
      ];
      startLevel = -1;
      constructor(readonly config: Record<string, unknown>) {
        made.push(this);
      }
      attachMedia() {}
      loadSource() {}
      startLoad() {
        this.calls.push(`startLoad at level ${this.startLevel}`);
      }
      recoverMediaError() {}
      destroy() {}
      on(event: string, handler: Handler) {
        this.handlers.set(event, handler);
      }
    }
    const importHls = async () => ({ default: ParsedHls as unknown as HlsConstructor });
    vi.stubGlobal('devicePixelRatio', 2);
    try {
      const { context: ctx } = context({ frameSize: () => ({ width: 360, height: 640 }) });
      const provider = new HlsProvider(ctx, importHls);
      await provider.load(source, 0);
      expect(made[0]!.config).toMatchObject({ autoStartLoad: false, capLevelToPlayerSize: true });
      expect(made[0]!.calls).toEqual([]);
      made[0]!.handlers.get('hlsManifestParsed')!('hlsManifestParsed', { fatal: false, type: '' });
      // 360 × 640 CSS pixels at density 2: the 720 × 1280 rendition.
      expect(made[0]!.calls).toEqual(['startLoad at level 1']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
