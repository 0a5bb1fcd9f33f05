// @vitest-environment happy-dom
import { SWIPE_PROMPT_MS } from '@vendy/client/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutHandle, LayoutOptions } from '../layout-contract';
import { initialIndex, slideScale, slideTransform } from './carousel';
import { mountLayout } from './index';
import { fakeMountItem, pointerEvent, sampleItems, touchEvent } from './testing';

let handle: LayoutHandle | undefined;
afterEach(() => {
  handle?.destroy();
  handle = undefined;
  document.body.replaceChildren();
  vi.useRealTimers();
});

function mount(count: number, overrides: Partial<LayoutOptions> = {}) {
  const root = document.createElement('div');
  document.body.append(root);
  const { mountItem, cleanups } = fakeMountItem();
  const onActiveChange = vi.fn();
  handle = mountLayout(root, {
    type: 'PORTRAIT_CAROUSEL',
    items: sampleItems(count, true),
    poweredBy: true,
    mountItem,
    onActiveChange,
    touch: false,
    ...overrides,
  });
  const region = root.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;
  const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const track = slides[0]!.parentElement!;
  const live = root.querySelector('[aria-live="polite"]')!;
  const button = (name: string) => root.querySelector<HTMLButtonElement>(`[aria-label="${name}"]`)!;
  const press = (key: string, target: Element = region) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  return { root, region, slides, track, live, button, press, mountItem, cleanups, onActiveChange };
}

describe('carousel geometry', () => {
  it('starts on the middle item', () => {
    expect(initialIndex(1)).toBe(0);
    expect(initialIndex(3)).toBe(1);
    expect(initialIndex(7)).toBe(3);
  });

  it('scales the centre 1, its neighbours 0.85 and the others 0.7', () => {
    expect(slideScale(0)).toBe(1);
    expect(slideScale(-1)).toBe(0.85);
    expect(slideScale(1)).toBe(0.85);
    expect(slideScale(2)).toBe(0.7);
    expect(slideScale(-3)).toBe(0.7);
  });

  it('shifts neighbours to their side, and turns them in the coverflow only', () => {
    expect(slideTransform(0, false)).toBe('translateX(0%) scale(1)');
    expect(slideTransform(-1, false)).toBe('translateX(-80%) scale(0.85)');
    expect(slideTransform(2, false)).toBe('translateX(142%) scale(0.7)');
    expect(slideTransform(1, true)).toBe('translateX(62%) rotateY(-40deg) scale(0.85)');
    expect(slideTransform(-1, true)).toContain('rotateY(40deg)');
  });
});

describe('carousel viewer', () => {
  it('plays the middle item without autoplay and shows thumbnails for the others', () => {
    const { slides, mountItem, region } = mount(5);
    expect(handle!.activeIndex).toBe(2);
    expect(mountItem).toHaveBeenCalledOnce();
    expect(mountItem).toHaveBeenCalledWith(2, expect.any(HTMLElement), false);
    expect(slides[2]!.querySelector('[data-player="2"]')).not.toBeNull();
    expect(slides[1]!.querySelector('button')!.getAttribute('aria-label')).toBe('Play Video 2');
    expect(region.getAttribute('role')).toBe('region');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 5',
      '2 of 5',
      '3 of 5',
      '4 of 5',
      '5 of 5',
    ]);
    expect(slides.every((s) => s.getAttribute('role') === 'group')).toBe(true);
  });

  it('places slides by their distance from the centre', () => {
    const { slides } = mount(7);
    expect(slides[3]!.style.transform).toContain('scale(1)');
    expect(slides[2]!.style.transform).toContain('scale(0.85)');
    expect(slides[4]!.style.transform).toContain('scale(0.85)');
    expect(slides[1]!.style.transform).toContain('scale(0.7)');
    // Far slides are hidden, so their buttons leave the tab order.
    expect(slides[0]!.style.visibility).toBe('hidden');
    expect(slides[1]!.style.visibility).toBe('');
  });

  it('keeps only one button per inactive slide in the tab order', () => {
    const { slides } = mount(3);
    const focusable = (s: HTMLElement) =>
      s.querySelectorAll('button, a[href], [tabindex]:not([tabindex="-1"])').length;
    expect(focusable(slides[0]!)).toBe(1);
    expect(focusable(slides[2]!)).toBe(1);
    expect(slides[1]!.querySelector('button')).toBeNull();
  });

  it('clicking a side item moves it to the centre, cleans up the old player and autoplays', () => {
    const { slides, mountItem, cleanups, onActiveChange, live } = mount(5);
    slides[3]!.click();
    expect(cleanups.get(2)).toHaveBeenCalledOnce();
    expect(mountItem).toHaveBeenLastCalledWith(3, expect.any(HTMLElement), true);
    expect(handle!.activeIndex).toBe(3);
    expect(onActiveChange).toHaveBeenCalledWith(3);
    expect(live.textContent).toBe('Item 4 of 5: Video 4');
    expect(slides[3]!.style.transform).toContain('scale(1)');
    // The former centre shows its thumbnail again.
    expect(slides[2]!.querySelector('[data-player]')).toBeNull();
    expect(slides[2]!.querySelector('img')).not.toBeNull();
  });

  it('the thumbnail button of a side item brings it to the centre once', () => {
    const { slides, mountItem, region } = mount(3);
    const play = slides[0]!.querySelector('button')!;
    play.focus();
    play.click();
    expect(handle!.activeIndex).toBe(0);
    expect(mountItem).toHaveBeenCalledTimes(2);
    // The button went away with the thumbnail; the focus stays in the carousel.
    expect(document.activeElement).toBe(region);
  });

  it('moves the focus to the carousel when the focused item goes out of sight', () => {
    const { slides, press, region } = mount(7);
    const far = slides[1]!.querySelector('button')!;
    far.focus();
    press('ArrowRight', far);
    expect(handle!.activeIndex).toBe(4);
    expect(document.activeElement).toBe(region);
  });

  it('keeps the focus on a thumbnail that stays in sight', () => {
    const { slides, press } = mount(7);
    const near = slides[2]!.querySelector('button')!;
    near.focus();
    press('ArrowRight', near);
    expect(document.activeElement).toBe(near);
  });

  it('clicking the centre item changes nothing', () => {
    const { slides, mountItem } = mount(3);
    slides[1]!.click();
    expect(mountItem).toHaveBeenCalledOnce();
  });

  it('previous and next buttons step through the items and stop at the ends', () => {
    const { button, mountItem } = mount(3);
    const next = button('Next item');
    const previous = button('Previous item');
    next.click();
    expect(handle!.activeIndex).toBe(2);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    next.click();
    expect(handle!.activeIndex).toBe(2);
    previous.click();
    previous.click();
    expect(handle!.activeIndex).toBe(0);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(mountItem).toHaveBeenCalledTimes(4);
  });

  it('arrow keys, Home and End on the carousel change the item', () => {
    const { press, button } = mount(5);
    press('ArrowRight');
    expect(handle!.activeIndex).toBe(3);
    press('ArrowLeft');
    press('ArrowLeft');
    expect(handle!.activeIndex).toBe(1);
    press('End');
    expect(handle!.activeIndex).toBe(4);
    press('Home');
    expect(handle!.activeIndex).toBe(0);
    // Keys also work from the buttons inside the carousel.
    press('ArrowRight', button('Next item'));
    expect(handle!.activeIndex).toBe(1);
  });

  it('leaves arrow keys inside the playing item to the player', () => {
    const { press, slides } = mount(3);
    const player = slides[1]!.querySelector('[data-player]')!;
    press('ArrowRight', player);
    expect(handle!.activeIndex).toBe(1);
  });

  it('a swipe of 101 px changes the item, 99 px does not', () => {
    const { track } = mount(5);
    track.dispatchEvent(touchEvent('touchstart', 300));
    track.dispatchEvent(touchEvent('touchend', 201));
    expect(handle!.activeIndex).toBe(2);
    track.dispatchEvent(touchEvent('touchstart', 300));
    track.dispatchEvent(touchEvent('touchend', 199));
    expect(handle!.activeIndex).toBe(3);
    track.dispatchEvent(pointerEvent('pointerdown', 100));
    track.dispatchEvent(pointerEvent('pointerup', 201));
    expect(handle!.activeIndex).toBe(2);
  });

  it('select makes an item active as the shopper would; out of range is ignored', () => {
    const { mountItem, onActiveChange } = mount(3);
    handle!.select(0);
    expect(mountItem).toHaveBeenLastCalledWith(0, expect.any(HTMLElement), true);
    expect(onActiveChange).toHaveBeenCalledWith(0);
    handle!.select(9);
    expect(handle!.activeIndex).toBe(0);
  });

  it('shows the swipe prompt on touch devices for 2.5 s', () => {
    vi.useFakeTimers();
    const { root } = mount(3, { touch: true });
    expect(root.querySelector('[data-swipe-prompt]')).not.toBeNull();
    vi.advanceTimersByTime(SWIPE_PROMPT_MS - 1);
    expect(root.querySelector('[data-swipe-prompt]')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(root.querySelector('[data-swipe-prompt]')).toBeNull();
  });

  it('shows no swipe prompt without touch or with a single item', () => {
    expect(mount(3).root.querySelector('[data-swipe-prompt]')).toBeNull();
    handle!.destroy();
    const single = mount(1, { touch: true });
    expect(single.root.querySelector('[data-swipe-prompt]')).toBeNull();
    expect(single.root.querySelector('[aria-label="Next item"]')).toBeNull();
  });

  it('destroy cleans up the player and removes the layout', () => {
    const { root, cleanups } = mount(3);
    handle!.destroy();
    handle = undefined;
    expect(cleanups.get(1)).toHaveBeenCalledOnce();
    expect(root.childElementCount).toBe(0);
  });

  it('the coverflow turns its side items', () => {
    const { slides } = mount(3, { type: 'PORTRAIT_COVERFLOW' });
    expect(slides[0]!.style.transform).toContain('rotateY(40deg)');
    expect(slides[1]!.style.transform).not.toContain('rotateY');
  });
});
