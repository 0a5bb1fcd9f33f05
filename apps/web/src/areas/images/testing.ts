// Test support: happy-dom lays nothing out, so every rectangle is empty and keyboard dragging has
// nowhere to go. This gives the photo tiles a row layout (120 px apart), as a browser would.
import { vi } from 'vitest';
import type { PhotoItem } from './photoActions';

const TILE = 110;
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

/** Lays the sortable photo tiles out in a row; call in beforeEach (restored with vi.restoreAllMocks). */
export function layOutPhotoTiles() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const tile = this.closest('li');
    const list = tile?.parentElement;
    if (tile && list?.getAttribute('aria-label') === 'Photos, in display order') {
      const index = Array.from(list.children).indexOf(tile);
      if (this === tile) return rect(index * (TILE + GAP), 0, TILE, TILE);
    }
    return original.call(this);
  });
}

/** What a submitted photo is, in one string: a file's name, an image id or 'instagram:{media id}'. */
export function photoName(photo: PhotoItem): string {
  if (photo.kind === 'new') return photo.file.name;
  return photo.kind === 'saved' ? photo.imageId : `instagram:${photo.mediaId}`;
}
