/**
 * Layout for component tests: happy-dom lays nothing out, so tests give the elements a drag
 * touches their on-screen rectangles. Fixed-position elements (dnd-kit's drag overlay) take theirs
 * from their inline style, as a browser would.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const boxes = new WeakMap<Element, Box>();

function rect({ left, top, width, height }: Box): DOMRect {
  return {
    left,
    top,
    width,
    height,
    x: left,
    y: top,
    right: left + width,
    bottom: top + height,
    toJSON: () => ({}),
  } as DOMRect;
}

/** Gives an element its rectangle on screen. */
export function layout(element: Element, box: Box): void {
  boxes.set(element, box);
}

/** Installs the rectangles for the tests of the calling file. */
export function installTestLayout(): void {
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const box = boxes.get(this);
      if (box) return rect(box);
      const style = (this as HTMLElement).style;
      const fixed = (element: HTMLElement) => ({
        left: parseFloat(element.style.left) || 0,
        top: parseFloat(element.style.top) || 0,
        width: parseFloat(element.style.width) || 0,
        height: parseFloat(element.style.height) || 0,
      });
      if (style?.position === 'fixed') return rect(fixed(this as HTMLElement));
      // The content of a fixed box (dnd-kit measures a drag overlay's only child).
      const parent = this.parentElement;
      if (parent?.style.position === 'fixed') {
        const outer = fixed(parent);
        return rect({ ...outer, width: parseFloat(style.width) || outer.width });
      }
      return rect({ left: 0, top: 0, width: 0, height: 0 });
    });
  });
  afterEach(() => vi.restoreAllMocks());
}
