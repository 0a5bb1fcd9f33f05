// Test support: happy-dom lays nothing out, so keyboard dragging has nowhere to go. This stacks
// the media list's items 70 px apart, as a browser would.
import { vi } from 'vitest';
import { MEDIA_LIST_LABEL } from './SortableMediaList';

const HEIGHT = 60;
const GAP = 10;

function rect(left: number, top: number, width: number, height: number): DOMRect {
  return {
    x: left,
    y: top,
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  } as DOMRect;
}

/** Lays the media items out in a column; call in beforeEach (restored with vi.restoreAllMocks). */
export function layOutMediaItems() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const item = this.closest('li');
    const list = item?.parentElement;
    if (item && this === item && list?.getAttribute('aria-label') === MEDIA_LIST_LABEL) {
      const index = Array.from(list.children).indexOf(item);
      return rect(0, index * (HEIGHT + GAP), 600, HEIGHT);
    }
    return original.call(this);
  });
}
