// Horizontal swipes on a carousel track, by touch and by mouse or pen drag (doc 3 §9): a swipe
// longer than the threshold changes item; a touch move blocks page scrolling only once it has
// gone more than TOUCH_SCROLL_LOCK_PX sideways (and more sideways than down), so vertical page
// scrolling over the carousel keeps working.
import { CAROUSEL_SWIPE_THRESHOLD_PX, TOUCH_SCROLL_LOCK_PX } from '@vendy/client/domain';

/** -1: towards the previous item (finger moved right); 1: towards the next item. */
export type SwipeDirection = -1 | 1;

/** The item change a horizontal movement of `dx` pixels asks for, if any. */
export function swipeDirection(dx: number): SwipeDirection | null {
  if (Math.abs(dx) <= CAROUSEL_SWIPE_THRESHOLD_PX) return null;
  return dx < 0 ? 1 : -1;
}

/** Whether a touch movement so far should stop the page from scrolling. */
export function locksScroll(dx: number, dy: number): boolean {
  return Math.abs(dx) > TOUCH_SCROLL_LOCK_PX && Math.abs(dx) > Math.abs(dy);
}

/** Listens for swipes on `target`; returns the function that stops listening. */
export function attachSwipe(target: HTMLElement, onSwipe: (d: SwipeDirection) => void) {
  let start: { x: number; y: number } | null = null;
  let locked = false;
  // A mouse drag ends with a click on whatever is under the pointer: that click is not a choice.
  let suppressClick = false;

  const begin = (x: number, y: number) => {
    start = { x, y };
    locked = false;
    suppressClick = false;
  };
  const finish = (x: number) => {
    if (!start) return;
    const dx = x - start.x;
    start = null;
    const direction = swipeDirection(dx);
    if (direction) onSwipe(direction);
    return Math.abs(dx);
  };

  const touchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    if (e.touches.length === 1 && t) begin(t.clientX, t.clientY);
    else start = null;
  };
  const touchMove = (e: TouchEvent) => {
    const t = e.touches[0];
    if (!start || !t) return;
    if (!locked) locked = locksScroll(t.clientX - start.x, t.clientY - start.y);
    if (locked && e.cancelable) e.preventDefault();
  };
  const touchEnd = (e: TouchEvent) => {
    const t = e.changedTouches[0];
    if (t) finish(t.clientX);
  };
  const touchCancel = () => (start = null);

  const pointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'touch' || e.button !== 0) return;
    begin(e.clientX, e.clientY);
    window.addEventListener('pointerup', pointerUp);
  };
  function pointerUp(e: PointerEvent) {
    window.removeEventListener('pointerup', pointerUp);
    if ((finish(e.clientX) ?? 0) > TOUCH_SCROLL_LOCK_PX) suppressClick = true;
  }
  const click = (e: MouseEvent) => {
    if (!suppressClick) return;
    suppressClick = false;
    e.stopPropagation();
    e.preventDefault();
  };
  // Dragging a thumbnail picture would start the browser's own image drag instead of a swipe.
  const dragStart = (e: Event) => e.preventDefault();

  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ['touchstart', touchStart as EventListener, { passive: true }],
    ['touchmove', touchMove as EventListener, { passive: false }],
    ['touchend', touchEnd as EventListener],
    ['touchcancel', touchCancel],
    ['pointerdown', pointerDown as EventListener],
    ['click', click as EventListener, { capture: true }],
    ['dragstart', dragStart],
  ];
  for (const [type, listener, options] of listeners)
    target.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener, options] of listeners) {
      target.removeEventListener(type, listener, options);
    }
    window.removeEventListener('pointerup', pointerUp);
  };
}
