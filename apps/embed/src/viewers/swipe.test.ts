// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachSwipe, locksScroll, swipeDirection } from './swipe';
import { pointerEvent, touchEvent } from './testing';

describe('swipeDirection', () => {
  it('changes item only past the 100 px threshold', () => {
    expect(swipeDirection(-99)).toBeNull();
    expect(swipeDirection(99)).toBeNull();
    expect(swipeDirection(-100)).toBeNull();
    expect(swipeDirection(-101)).toBe(1);
    expect(swipeDirection(101)).toBe(-1);
  });
});

describe('locksScroll', () => {
  it('blocks scrolling only after more than 10 px sideways', () => {
    expect(locksScroll(10, 0)).toBe(false);
    expect(locksScroll(-11, 0)).toBe(true);
    expect(locksScroll(11, 0)).toBe(true);
  });

  it('leaves a mostly vertical move to the page', () => {
    expect(locksScroll(20, 40)).toBe(false);
  });
});

describe('attachSwipe', () => {
  let detach = () => {};
  afterEach(() => {
    detach();
    document.body.replaceChildren();
  });

  function setUp() {
    const target = document.createElement('div');
    document.body.append(target);
    const onSwipe = vi.fn();
    detach = attachSwipe(target, onSwipe);
    return { target, onSwipe };
  }

  it('prevents the page scroll of a touch move once it passed 10 px', () => {
    const { target } = setUp();
    target.dispatchEvent(touchEvent('touchstart', 200));
    const small = touchEvent('touchmove', 190);
    target.dispatchEvent(small);
    expect(small.defaultPrevented).toBe(false);
    const larger = touchEvent('touchmove', 189);
    target.dispatchEvent(larger);
    expect(larger.defaultPrevented).toBe(true);
    // Once locked, the rest of the gesture stays locked even when it comes back.
    const back = touchEvent('touchmove', 199);
    target.dispatchEvent(back);
    expect(back.defaultPrevented).toBe(true);
  });

  it('reports touch swipes of more than 100 px with their direction', () => {
    const { target, onSwipe } = setUp();
    target.dispatchEvent(touchEvent('touchstart', 300));
    target.dispatchEvent(touchEvent('touchend', 201));
    expect(onSwipe).not.toHaveBeenCalled();
    target.dispatchEvent(touchEvent('touchstart', 300));
    target.dispatchEvent(touchEvent('touchend', 199));
    expect(onSwipe).toHaveBeenLastCalledWith(1);
    target.dispatchEvent(touchEvent('touchstart', 100));
    target.dispatchEvent(touchEvent('touchend', 201));
    expect(onSwipe).toHaveBeenLastCalledWith(-1);
    expect(onSwipe).toHaveBeenCalledTimes(2);
  });

  it('swallows the click that ends a mouse drag, not a plain click', () => {
    const { target, onSwipe } = setUp();
    const onClick = vi.fn();
    const child = document.createElement('button');
    child.addEventListener('click', onClick);
    target.append(child);

    child.dispatchEvent(pointerEvent('pointerdown', 400));
    child.dispatchEvent(pointerEvent('pointerup', 250));
    child.click();
    expect(onSwipe).toHaveBeenCalledWith(1);
    expect(onClick).not.toHaveBeenCalled();

    child.dispatchEvent(pointerEvent('pointerdown', 400));
    child.dispatchEvent(pointerEvent('pointerup', 402));
    child.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('stops listening when detached', () => {
    const { target, onSwipe } = setUp();
    detach();
    target.dispatchEvent(touchEvent('touchstart', 300));
    target.dispatchEvent(touchEvent('touchend', 0));
    expect(onSwipe).not.toHaveBeenCalled();
  });
});
