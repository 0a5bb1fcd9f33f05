import { describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../core/provider';
import { FakeClock } from '../testing';
import { ImagesProvider } from './images';

const source = {
  type: 'images',
  secondsPerImage: 5,
  images: [
    { url: 'https://media.example.test/1.jpg', alt: 'First' },
    { url: 'https://media.example.test/2.jpg', alt: 'Second' },
  ],
} as const;

function setup() {
  const clock = new FakeClock();
  const events: ProviderEvent[] = [];
  const provider = new ImagesProvider({ emit: (e) => events.push(e), clock, captions: () => [] });
  const container = document.createElement('div');
  provider.mount(container);
  const shown = () => container.querySelector('img')!.getAttribute('alt');
  return { clock, events, provider, shown };
}

describe('ImagesProvider (photo collections as timed slides)', () => {
  it('shows each image for its seconds on the clock, then ends', async () => {
    const { clock, events, provider, shown } = setup();
    await provider.load(source, 0);
    expect(shown()).toBe('First');
    provider.play();
    clock.advance(4_000);
    expect(shown()).toBe('First');
    clock.advance(1_000);
    expect(shown()).toBe('Second');
    clock.advance(5_000);
    expect(events.at(-1)).toEqual({ type: 'ended' });
    expect(events.filter((e) => e.type === 'time').at(-1)).toEqual({ type: 'time', time: 10 });
    expect(clock.pending).toBe(0);
  });

  it('starts, pauses and seeks where asked', async () => {
    const { clock, events, provider, shown } = setup();
    await provider.load(source, 6);
    expect(shown()).toBe('Second');
    provider.play();
    clock.advance(1_000);
    provider.pause();
    clock.advance(10_000);
    expect(events.filter((e) => e.type === 'time').at(-1)).toEqual({ type: 'time', time: 7 });
    provider.seek(1);
    expect(shown()).toBe('First');
    expect(events.slice(-2)).toEqual([{ type: 'time', time: 1 }, { type: 'seeked' }]);
  });
});
