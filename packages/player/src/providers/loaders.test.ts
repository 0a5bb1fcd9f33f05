import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleVideo } from '../testing';

afterEach(() => {
  vi.doUnmock('./hls');
  vi.resetModules();
});

describe('default loaders', () => {
  it('import a provider (and hls.js behind it) only when playback is requested', async () => {
    vi.resetModules();
    const imported = vi.fn();
    vi.doMock('./hls', () => {
      imported();
      return {
        createHlsProvider: () => ({
          mount: vi.fn(),
          unmount: vi.fn(),
          load: vi.fn(async () => undefined),
          play: vi.fn(),
          pause: vi.fn(),
          seek: vi.fn(),
          setVolume: vi.fn(),
          setMuted: vi.fn(),
          destroy: vi.fn(),
        }),
      };
    });
    const { createPlayer } = await import('../core/player');
    const { timelineOfVideo } = await import('../core/timeline');
    const player = createPlayer({ timeline: timelineOfVideo(sampleVideo()) });
    player.attach(document.createElement('div'));
    await player.seek(5);
    player.setVolume(0.5);
    expect(imported).not.toHaveBeenCalled();
    await player.play();
    expect(imported).toHaveBeenCalledOnce();
    player.destroy();
  });

  it('pick the provider from the source alone', async () => {
    const { hlsLoader, imagesLoader, tikTokLoader, youTubeLoader } = await import('./loaders');
    const sources = [
      { type: 'hls', url: 'a.m3u8' },
      { type: 'youtube', videoId: 'dQw4w9WgXcQ' },
      { type: 'tiktok', videoId: '1' },
      { type: 'images', images: [], secondsPerImage: 5 },
    ] as const;
    const loaders = [hlsLoader, youTubeLoader, tikTokLoader, imagesLoader];
    expect(sources.map((s) => loaders.filter((l) => l.canPlay(s)).map((l) => l.name))).toEqual([
      ['hls'],
      ['youtube'],
      ['tiktok'],
      ['images'],
    ]);
  });
});
