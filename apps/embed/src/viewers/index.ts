// The layout viewers of the storefront embed (doc 3 §2 "Embedded viewers"): plain DOM, so that
// nothing but this small script runs before a shopper presses play. The runtime renders the
// player into the host a viewer hands to `mountItem` (see ../layout-contract.ts).
import { playerTheme } from '@vendy/player';
import type { LayoutHandle, LayoutOptions, MountLayout } from '../layout-contract';
import { mountCarousel } from './carousel';
import { cx, el, poweredBy } from './dom';
import { mountGrid } from './grid';
import * as css from './viewers.css';

export const EMPTY_LAYOUT_MESSAGE = 'This layout has no videos yet.';

/** LANDSCAPE (16:9, full width) and PORTRAIT (9:16, centred): the one item, mounted at once. */
function mountSingle(container: HTMLElement, options: LayoutOptions, portrait: boolean) {
  const host = el('div', cx(css.media, portrait && css.portrait));
  container.append(el('div', cx(css.single, portrait && css.singlePortrait), {}, host));
  const cleanup = options.mountItem(0, host, false);
  const viewer: LayoutHandle = { select: () => {}, activeIndex: 0, destroy: cleanup };
  return viewer;
}

const nothing: LayoutHandle = { select: () => {}, activeIndex: -1, destroy: () => {} };

function mountViewer(container: HTMLElement, options: LayoutOptions): LayoutHandle {
  if (options.items.length === 0) {
    container.append(el('p', css.empty, {}, EMPTY_LAYOUT_MESSAGE));
    return nothing;
  }
  const { type } = options;
  switch (type) {
    case 'LANDSCAPE':
    case 'PORTRAIT':
      return mountSingle(container, options, type === 'PORTRAIT');
    case 'LANDSCAPE_CAROUSEL':
    case 'PORTRAIT_CAROUSEL':
    case 'PORTRAIT_COVERFLOW':
      return mountCarousel(container, options, type);
    case 'GRID':
      return mountGrid(container, options);
    default: {
      // Every LayoutType has its case above: a new one fails to compile here until it has a
      // viewer. A type this script does not know (a newer server) shows nothing rather than guess.
      const unknown: never = type;
      console.warn(`Vendy: layout type ${String(unknown)} is not supported by this embed.`);
      return nothing;
    }
  }
}

/**
 * Renders a layout into `root`. The root gets the player's theme class unless it has it already,
 * so branding variables the runtime sets inline on the root style the viewers and the player.
 * `activeIndex` is -1 while nothing plays (an empty layout; a grid with no item picked).
 * `onActiveChange` is told of changes only, not of the initial item.
 */
export const mountLayout: MountLayout = (root, options) => {
  const themed = root.classList.contains(playerTheme);
  if (!themed) root.classList.add(playerTheme);
  const container = el('div', css.layout, { 'data-layout': options.type });
  root.append(container);
  const viewer = mountViewer(container, options);
  if (options.poweredBy) container.append(poweredBy());
  return {
    select: (index) => viewer.select(index),
    get activeIndex() {
      return viewer.activeIndex;
    },
    destroy() {
      viewer.destroy();
      container.remove();
      if (!themed) root.classList.remove(playerTheme);
    },
  };
};
