import { describe, expect, it, vi } from 'vitest';
import { PLAYBACK_ERROR, TIKTOK_SOURCE_ERROR } from '../core/messages';
import type { ProviderEvent } from '../core/provider';
import { FakeClock } from '../testing';
import { TIKTOK_ORIGIN, TikTokProvider } from './tiktok';
import { YOUTUBE_ORIGIN, YouTubeProvider } from './youtube';

function setup<P extends YouTubeProvider | TikTokProvider>(create: (ctx: never) => P) {
  const events: ProviderEvent[] = [];
  const clock = new FakeClock();
  const provider = create({
    emit: (e: ProviderEvent) => events.push(e),
    clock,
    captions: [],
  } as never);
  const container = document.createElement('div');
  provider.mount(container);
  // The frame's window: what posts to it, and what its messages come from.
  const frameWindow = { postMessage: vi.fn() };
  Object.defineProperty(provider.iframe, 'contentWindow', { get: () => frameWindow });
  const receive = (data: unknown, origin: string, source: unknown = frameWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  const posted = () =>
    frameWindow.postMessage.mock.calls.map(([message, origin]) => ({
      message: typeof message === 'string' ? JSON.parse(message) : message,
      origin,
    }));
  return { provider, events, clock, container, frameWindow, receive, posted };
}

describe('YouTubeProvider', () => {
  const source = { type: 'youtube', videoId: 'dQw4w9WgXcQ' } as const;

  it('loads the no-cookie player with the JS API, our controls, at the start position', async () => {
    const { provider } = setup((ctx) => new YouTubeProvider(ctx));
    await provider.load(source, 42.7);
    const url = new URL(provider.iframe.src);
    expect(url.origin + url.pathname).toBe(`${YOUTUBE_ORIGIN}/embed/dQw4w9WgXcQ`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      enablejsapi: '1',
      controls: '0',
      start: '42',
      playsinline: '1',
    });
  });

  it('queues commands until the player answers, then posts them to its origin only', async () => {
    const { provider, receive, posted } = setup((ctx) => new YouTubeProvider(ctx));
    await provider.load(source, 0);
    provider.setMuted(true);
    provider.play();
    expect(posted()).toEqual([]);
    receive(JSON.stringify({ event: 'onReady' }), YOUTUBE_ORIGIN);
    expect(posted()).toEqual([
      { message: { event: 'command', func: 'mute', args: [] }, origin: YOUTUBE_ORIGIN },
      { message: { event: 'command', func: 'playVideo', args: [] }, origin: YOUTUBE_ORIGIN },
    ]);
  });

  it('turns player messages into events and ignores other origins and frames', async () => {
    const { provider, events, receive } = setup((ctx) => new YouTubeProvider(ctx));
    await provider.load(source, 0);
    const info = (i: object) => JSON.stringify({ event: 'infoDelivery', info: i });
    receive(info({ playerState: 1, currentTime: 3 }), 'https://evil.example');
    receive(info({ playerState: 1, currentTime: 3 }), YOUTUBE_ORIGIN, window);
    expect(events).toEqual([]);
    receive(info({ playerState: 3 }), YOUTUBE_ORIGIN);
    receive(info({ playerState: 1, currentTime: 3 }), YOUTUBE_ORIGIN);
    provider.seek(10);
    receive(info({ currentTime: 10 }), YOUTUBE_ORIGIN);
    receive(info({ playerState: 2 }), YOUTUBE_ORIGIN);
    receive(info({ playerState: 0 }), YOUTUBE_ORIGIN);
    receive(JSON.stringify({ event: 'onError', info: 150 }), YOUTUBE_ORIGIN);
    expect(events).toEqual([
      { type: 'waiting' },
      { type: 'time', time: 3 },
      { type: 'playing' },
      { type: 'time', time: 10 },
      { type: 'seeked' },
      { type: 'pause' },
      { type: 'ended' },
      { type: 'error', message: PLAYBACK_ERROR },
    ]);
  });

  it('asks the frame to start talking once it has loaded', async () => {
    const { provider, posted, clock, receive } = setup((ctx) => new YouTubeProvider(ctx));
    await provider.load(source, 0);
    provider.iframe.dispatchEvent(new Event('load'));
    clock.advance(500);
    expect(posted().map((p) => p.message.event)).toEqual(['listening', 'listening', 'listening']);
    receive(JSON.stringify({ event: 'onReady' }), YOUTUBE_ORIGIN);
    clock.advance(1000);
    expect(posted()).toHaveLength(4);
    expect(clock.pending).toBe(0);
  });

  it('removes its frame and stops listening on destroy', async () => {
    const { provider, events, container, receive } = setup((ctx) => new YouTubeProvider(ctx));
    await provider.load(source, 0);
    provider.destroy();
    receive(JSON.stringify({ event: 'onReady' }), YOUTUBE_ORIGIN);
    expect(events).toEqual([]);
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('TikTokProvider', () => {
  it("fails with 'Error: expected TikTok video source' for anything but a TikTok video", async () => {
    const { provider } = setup((ctx) => new TikTokProvider(ctx));
    await expect(provider.load({ type: 'youtube', videoId: 'dQw4w9WgXcQ' }, 0)).rejects.toThrow(
      TIKTOK_SOURCE_ERROR,
    );
    await expect(provider.load({ type: 'tiktok', videoId: '' }, 0)).rejects.toThrow(
      TIKTOK_SOURCE_ERROR,
    );
  });

  it('loads the embed player without its own controls', async () => {
    const { provider } = setup((ctx) => new TikTokProvider(ctx));
    await provider.load({ type: 'tiktok', videoId: '7234567890123456789' }, 0);
    const url = new URL(provider.iframe.src);
    expect(url.origin + url.pathname).toBe(`${TIKTOK_ORIGIN}/player/v1/7234567890123456789`);
    expect(url.searchParams.get('controls')).toBe('0');
  });

  it('speaks the player messages, from the TikTok origin only', async () => {
    const { provider, events, receive, posted } = setup((ctx) => new TikTokProvider(ctx));
    await provider.load({ type: 'tiktok', videoId: '7234567890123456789' }, 8);
    provider.play();
    const msg = (type: string, value?: unknown) => ({ 'x-tiktok-player': true, type, value });
    receive(msg('onPlayerReady'), 'https://evil.example');
    expect(posted()).toEqual([]);
    receive(msg('onPlayerReady'), TIKTOK_ORIGIN);
    expect(posted().map((p) => [p.message.type, p.message.value, p.origin])).toEqual([
      ['play', undefined, TIKTOK_ORIGIN],
      ['seekTo', 8, TIKTOK_ORIGIN],
    ]);
    receive(msg('onStateChange', 1), TIKTOK_ORIGIN);
    receive(msg('onCurrentTime', { currentTime: 8, duration: 30 }), TIKTOK_ORIGIN);
    receive({ type: 'onStateChange', value: 2 }, TIKTOK_ORIGIN);
    receive(msg('onStateChange', 0), TIKTOK_ORIGIN);
    expect(events).toEqual([
      { type: 'ready' },
      { type: 'playing' },
      { type: 'time', time: 8 },
      { type: 'seeked' },
      { type: 'ended' },
    ]);
  });
});
