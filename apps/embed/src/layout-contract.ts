// The seam between the layout viewers (src/viewers: where items sit, which one is active, swipe,
// keyboard, 'Powered by') and the embed runtime (src/runtime: data, players, shop, parent-window
// messages, analytics). Viewers are framework-free DOM so nothing but our own small script runs
// before a shopper presses play; the runtime mounts the player into the host a viewer hands it.
import type { LayoutType } from '@vendy/client/domain';
import type { ImageSource } from '@vendy/player';

/** One item of a layout as the viewers need it: what to show before anything plays. */
export interface LayoutItem {
  /** Stable key (the media collection item's or the shoppable video's id). */
  key: string;
  title: string;
  /** Our stored thumbnail; null shows the fallback image. */
  thumbnailUrl: string | null;
  /** Smaller copies of the thumbnail in modern formats, for the browser to pick by width. */
  thumbnailSources?: readonly ImageSource[];
  /** Portrait media (9:16) rather than landscape (16:9). */
  portrait: boolean;
}

export interface LayoutOptions {
  type: LayoutType;
  items: readonly LayoutItem[];
  /** Shows the 'Powered by Vendy' logo (branding.hideVendyBranding === false). */
  poweredBy: boolean;
  /**
   * Renders item `index` into `host` (an empty element the viewer sized for it) and returns a
   * cleanup the viewer calls before it reuses or drops the host. Called for the item that plays:
   * the only item (LANDSCAPE, PORTRAIT), the centre item (carousels and coverflow) and, in GRID,
   * the item the shopper picked (host under its row; nothing until one is picked).
   * `autoplay` is true when the shopper's own gesture made the item active (click, swipe, key),
   * so the player may start at once; false for the initial item.
   */
  mountItem(index: number, host: HTMLElement, autoplay: boolean): () => void;
  /** Told whenever the active item changes (analytics, pausing the previous player). */
  onActiveChange?(index: number): void;
  /** Touch device: shows the swipe prompt for 2.5 s (defaults to matchMedia('(pointer: coarse)')). */
  touch?: boolean;
}

export interface LayoutHandle {
  /** Makes item `index` active as if the shopper had chosen it. */
  select(index: number): void;
  readonly activeIndex: number;
  destroy(): void;
}

export type MountLayout = (root: HTMLElement, options: LayoutOptions) => LayoutHandle;
