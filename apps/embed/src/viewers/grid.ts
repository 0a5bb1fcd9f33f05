// GRID (doc 3 §2): thumbnails three per row (two when the layout is at most MOBILE_MAX wide); the
// picked item plays under its own row, as wide as the row. Each thumbnail is a disclosure button:
// pressing it again, the close button or Escape closes the player.
import { GRID_COLUMNS, MOBILE_MAX } from '@vendy/client/domain';
import { posterImage } from '@vendy/player';
import type { LayoutHandle, LayoutOptions } from '../layout-contract';
import { ICONS, cx, el, icon } from './dom';
import * as css from './viewers.css';

/** Thumbnails per row on mobile widths: two stay large enough to recognise and to tap. */
export const MOBILE_GRID_COLUMNS = 2;

/** The index of the last item in the row of item `index`, after which the player opens. */
export function rowEnd(index: number, columns: number, count: number): number {
  return Math.min(count, (Math.floor(index / columns) + 1) * columns) - 1;
}

let panels = 0;

export function mountGrid(container: HTMLElement, options: LayoutOptions) {
  const { items } = options;
  // One shape for every thumbnail keeps the rows even: portrait only when every item is portrait.
  const portraitTiles = items.every((item) => item.portrait);
  const panelId = `vendy-grid-player-${++panels}`;
  let active = -1;
  let cleanup: (() => void) | null = null;

  const tiles = items.map((item, i) => {
    // The thumbnail, or its copy of the tile's width (WebP), lazily; falls back as the facade's.
    const { element: image } = posterImage(css.tileImage, item.thumbnailUrl, item.thumbnailSources);
    const tile = el(
      'button',
      css.tile,
      { type: 'button', 'aria-expanded': 'false' },
      el(
        'span',
        cx(css.media, portraitTiles && css.portrait),
        {},
        image,
        el('span', css.playBadge, {}, icon(ICONS.play)),
      ),
      el('span', css.tileTitle, {}, item.title),
    );
    tile.addEventListener('click', () => (i === active ? close() : open(i)));
    return tile;
  });

  const grid = el('div', css.grid, {}, ...tiles);
  const panel = el('div', css.panel, { id: panelId, role: 'region' });
  container.append(grid);

  /** Columns as the stylesheet's container query sets them: by the width of the layout. */
  const columns = () => {
    const width = grid.getBoundingClientRect().width;
    return width > 0 && width <= MOBILE_MAX ? MOBILE_GRID_COLUMNS : GRID_COLUMNS;
  };
  function place() {
    if (active < 0) return;
    const last = tiles[rowEnd(active, columns(), items.length)]!;
    // Moving a playing frame reloads it: move the player only when its row changed.
    if (last.nextElementSibling !== panel) last.after(panel);
  }
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null;
  resizes?.observe(grid);

  function open(index: number) {
    if (index === active || index < 0 || index >= items.length) return;
    cleanup?.();
    if (active >= 0) {
      tiles[active]!.setAttribute('aria-expanded', 'false');
      tiles[active]!.removeAttribute('aria-controls');
    }
    active = index;
    const item = items[index]!;
    tiles[index]!.setAttribute('aria-expanded', 'true');
    tiles[index]!.setAttribute('aria-controls', panelId);
    panel.setAttribute('aria-label', item.title);
    const closeButton = el(
      'button',
      css.close,
      { type: 'button' },
      icon(ICONS.close),
      el('span', css.visuallyHidden, {}, `Close ${item.title}`),
    );
    closeButton.addEventListener('click', close);
    const host = el(
      'div',
      cx(
        css.media,
        css.panelMedia,
        item.portrait && css.portrait,
        item.portrait && css.panelPortrait,
      ),
    );
    panel.replaceChildren(closeButton, host);
    place();
    cleanup = options.mountItem(index, host, true);
    options.onActiveChange?.(index);
  }

  function close() {
    if (active < 0) return;
    const tile = tiles[active]!;
    const hadFocus = panel.contains(document.activeElement);
    cleanup?.();
    cleanup = null;
    panel.replaceChildren();
    panel.remove();
    tile.setAttribute('aria-expanded', 'false');
    tile.removeAttribute('aria-controls');
    active = -1;
    if (hadFocus) tile.focus();
  }

  const keydown = (e: KeyboardEvent) => {
    // An Escape the player used itself (closing its product card) is not for the grid.
    if (e.key === 'Escape' && active >= 0 && !e.defaultPrevented) {
      e.preventDefault();
      close();
    }
  };
  grid.addEventListener('keydown', keydown);

  const viewer: LayoutHandle = {
    select: open,
    get activeIndex() {
      return active;
    },
    destroy() {
      cleanup?.();
      cleanup = null;
      grid.removeEventListener('keydown', keydown);
      resizes?.disconnect();
    },
  };
  return viewer;
}
