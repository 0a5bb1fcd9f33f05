// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { PLAYBACK_ERROR, systemClock, type ProviderEvent } from '@vendy/player';
import { createFileProvider } from './file-provider';
import { fileLoader } from './video';

const context = (emit: (event: ProviderEvent) => void) => ({
  emit,
  clock: systemClock,
  captions: () => [],
});

describe('the file provider', () => {
  it('plays video files, and leaves HLS playlists to the player', () => {
    const file = { type: 'hls' as const, url: 'https://cdn.example.test/v/1.mp4?x=1' };
    const playlist = {
      type: 'hls' as const,
      url: 'https://media.example.test/1/manifest/video.m3u8',
    };
    expect(fileLoader.canPlay(file)).toBe(true);
    expect(fileLoader.canPlay(playlist)).toBe(false);
    expect(fileLoader.canPlay({ type: 'youtube', videoId: 'x' })).toBe(false);
  });

  it('plays the file in the element it was handed and reports its events', async () => {
    const events: ProviderEvent[] = [];
    const video = document.createElement('video');
    const provider = createFileProvider({ ...context((e) => events.push(e)), mediaElement: video });
    const host = document.createElement('div');
    provider.mount(host);
    await provider.load({ type: 'hls', url: 'https://cdn.example.test/v/1.mp4' }, 0);
    expect(host.firstElementChild).toBe(video);
    expect(video.getAttribute('src')).toBe('https://cdn.example.test/v/1.mp4');
    video.dispatchEvent(new Event('playing'));
    video.dispatchEvent(new Event('pause'));
    Object.defineProperty(video, 'error', { value: { code: 4 }, configurable: true });
    video.dispatchEvent(new Event('error'));
    expect(events).toEqual([
      { type: 'playing' },
      { type: 'pause' },
      { type: 'error', message: PLAYBACK_ERROR },
    ]);
    provider.setMuted(true);
    expect(video.muted).toBe(true);
    const pause = vi.spyOn(video, 'pause');
    provider.destroy();
    expect(pause).toHaveBeenCalled();
    expect(video.hasAttribute('src')).toBe(false);
    expect(host.childElementCount).toBe(0);
  });
});
