// Test helpers of the viewers: sample items and a mountItem that records what it was asked.
import { vi } from 'vitest';
import type { LayoutItem, LayoutOptions } from '../layout-contract';

export function sampleItems(count: number, portrait = false): LayoutItem[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `item-${i + 1}`,
    title: `Video ${i + 1}`,
    thumbnailUrl: `https://media.example.test/thumb-${i + 1}.jpg`,
    portrait,
  }));
}

/** A mountItem that puts a marker into the host and counts cleanups per index. */
export function fakeMountItem() {
  const cleanups = new Map<number, ReturnType<typeof vi.fn>>();
  const mountItem = vi.fn<LayoutOptions['mountItem']>((index, host) => {
    const player = document.createElement('div');
    player.dataset.player = String(index);
    player.textContent = `Player ${index}`;
    host.append(player);
    const cleanup = vi.fn(() => player.remove());
    cleanups.set(index, cleanup);
    return cleanup;
  });
  return { mountItem, cleanups };
}

/** A touch event with the given points (happy-dom lacks a constructible Touch). */
export function touchEvent(type: string, x: number, y = 0): Event {
  const point = [{ clientX: x, clientY: y }];
  return Object.assign(new Event(type, { bubbles: true, cancelable: true }), {
    touches: type === 'touchend' ? [] : point,
    changedTouches: point,
  });
}

/** A mouse pointer event at `x`. */
export function pointerEvent(type: string, x: number): Event {
  return Object.assign(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x }), {
    pointerType: 'mouse',
  });
}
