// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutHandle } from '../layout-contract';
import { rowEnd } from './grid';
import { mountLayout } from './index';
import { fakeMountItem, sampleItems } from './testing';

let handle: LayoutHandle | undefined;
afterEach(() => {
  handle?.destroy();
  handle = undefined;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mount(count: number) {
  const root = document.createElement('div');
  document.body.append(root);
  const { mountItem, cleanups } = fakeMountItem();
  const onActiveChange = vi.fn();
  handle = mountLayout(root, {
    type: 'GRID',
    items: sampleItems(count),
    poweredBy: false,
    mountItem,
    onActiveChange,
  });
  const tiles = [...root.querySelectorAll<HTMLButtonElement>('button[aria-expanded]')];
  const grid = tiles[0]!.parentElement!;
  /** The grid's children in order: t0..tN for thumbnails, 'player' for the open player. */
  const order = () =>
    [...grid.children].map((child) =>
      child.getAttribute('role') === 'region' ? 'player' : `t${tiles.indexOf(child as never)}`,
    );
  const closeButton = () =>
    [...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Close'));
  return { root, tiles, grid, order, closeButton, mountItem, cleanups, onActiveChange };
}

/** A grid `width` px wide whose size changes the test reports with the returned function. */
function stubWidth(width: number) {
  let observed: (() => void) | undefined;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => ({ width }) as DOMRect,
  );
  return (next: number) => {
    width = next;
    observed?.();
  };
}

describe('rowEnd', () => {
  it('is the last item of the row, or the last item of a short last row', () => {
    expect(rowEnd(0, 3, 7)).toBe(2);
    expect(rowEnd(2, 3, 7)).toBe(2);
    expect(rowEnd(3, 3, 7)).toBe(5);
    expect(rowEnd(6, 3, 7)).toBe(6);
    expect(rowEnd(1, 2, 7)).toBe(1);
  });
});

describe('grid viewer', () => {
  it('shows a titled button per item and plays nothing until one is picked', () => {
    const { tiles, mountItem, order } = mount(7);
    expect(tiles.map((t) => t.textContent)).toEqual(sampleItems(7).map((i) => i.title));
    expect(mountItem).not.toHaveBeenCalled();
    expect(handle!.activeIndex).toBe(-1);
    expect(order()).not.toContain('player');
  });

  it('opens the picked item under its row and autoplays it', () => {
    const { tiles, order, mountItem, onActiveChange } = mount(7);
    tiles[4]!.click();
    expect(order()).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 'player', 't6']);
    expect(mountItem).toHaveBeenCalledWith(4, expect.any(HTMLElement), true);
    const host = mountItem.mock.calls[0]![1];
    expect(host.closest('[role="region"]')!.getAttribute('aria-label')).toBe('Video 5');
    expect(tiles[4]!.getAttribute('aria-expanded')).toBe('true');
    expect(tiles[4]!.getAttribute('aria-controls')).toBe(host.closest('[role="region"]')!.id);
    expect(onActiveChange).toHaveBeenCalledWith(4);
    expect(handle!.activeIndex).toBe(4);
  });

  it('picking another item cleans up the player and moves it under the new row', () => {
    const { tiles, order, cleanups, mountItem } = mount(7);
    tiles[1]!.click();
    expect(order()).toEqual(['t0', 't1', 't2', 'player', 't3', 't4', 't5', 't6']);
    tiles[6]!.click();
    expect(cleanups.get(1)).toHaveBeenCalledOnce();
    expect(order()).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 'player']);
    expect(mountItem).toHaveBeenLastCalledWith(6, expect.any(HTMLElement), true);
    expect(tiles[1]!.getAttribute('aria-expanded')).toBe('false');
    expect(tiles[1]!.hasAttribute('aria-controls')).toBe(false);
  });

  it('the close button closes the player and returns the focus to its thumbnail', () => {
    const { tiles, order, cleanups, closeButton } = mount(4);
    tiles[0]!.click();
    const close = closeButton()!;
    expect(close.textContent).toBe('Close Video 1');
    close.focus();
    close.click();
    expect(cleanups.get(0)).toHaveBeenCalledOnce();
    expect(order()).not.toContain('player');
    expect(handle!.activeIndex).toBe(-1);
    expect(document.activeElement).toBe(tiles[0]);
  });

  it('Escape closes the player; pressing the open thumbnail again closes it too', () => {
    const { tiles, order, cleanups } = mount(4);
    tiles[2]!.click();
    tiles[2]!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
    );
    expect(cleanups.get(2)).toHaveBeenCalledOnce();
    expect(order()).not.toContain('player');
    tiles[3]!.click();
    tiles[3]!.click();
    expect(cleanups.get(3)).toHaveBeenCalledOnce();
    expect(order()).not.toContain('player');
  });

  it('uses two thumbnails per row up to 768 px wide and follows a resize', () => {
    const resize = stubWidth(768);
    const { tiles, order } = mount(5);
    tiles[2]!.click();
    expect(order()).toEqual(['t0', 't1', 't2', 't3', 'player', 't4']);
    resize(769);
    expect(order()).toEqual(['t0', 't1', 't2', 'player', 't3', 't4']);
  });

  it('select opens an item; destroy cleans up the open player', () => {
    const { mountItem, cleanups } = mount(3);
    handle!.select(1);
    expect(mountItem).toHaveBeenCalledWith(1, expect.any(HTMLElement), true);
    handle!.destroy();
    handle = undefined;
    expect(cleanups.get(1)).toHaveBeenCalledOnce();
  });
});
