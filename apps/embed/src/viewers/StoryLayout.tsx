// Storybook only: a React wrapper that mounts a framework-free layout into a div, with a
// placeholder in place of the player (no network, no provider) and local SVG thumbnails.
import type { LayoutType } from '@vendy/client/domain';
import { svgPicture } from '@vendy/player/testing';
import { useEffect, useRef } from 'react';
import type { LayoutItem, LayoutOptions } from '../layout-contract';
import { mountLayout } from './index';

const COLOURS = ['#1f4e79', '#5b2c6f', '#7b3f00', '#0b5345', '#7d3c98', '#1b2631', '#943126'];
const TITLES = [
  'Summer lookbook',
  'Behind the scenes',
  'Linen shirts',
  'Weekend bags',
  'Straw hats',
  'Evening wear',
  'Beach towels',
];

export function storyItems(count: number, portrait: boolean): LayoutItem[] {
  return Array.from({ length: count }, (_, i) => {
    const title = TITLES[i % TITLES.length]!;
    return {
      key: `item-${i + 1}`,
      title,
      thumbnailUrl: svgPicture(
        title,
        portrait
          ? { width: 360, height: 640, background: COLOURS[i % COLOURS.length] }
          : { width: 640, height: 360, background: COLOURS[i % COLOURS.length] },
      ),
      portrait,
    };
  });
}

export interface StoryLayoutProps {
  type: LayoutType;
  /** How many sample items (portrait ones for the portrait family and portrait grids). */
  count: number;
  portrait?: boolean;
  poweredBy?: boolean;
  touch?: boolean;
  /** Items without a thumbnail show the fallback image. */
  withoutThumbnails?: boolean;
  /** Width of the layout in CSS pixels (the frame's width); full width when unset. */
  width?: number;
  /** An item to select once mounted (a grid with an open player). */
  open?: number;
  onActiveChange?: (index: number) => void;
}

/** Renders item `index` as a labelled box where the runtime would mount the player. */
function placeholderPlayer(items: readonly LayoutItem[]): LayoutOptions['mountItem'] {
  return (index, host) => {
    const box = document.createElement('div');
    box.style.cssText =
      'position:absolute;inset:0;display:grid;place-items:center;padding:8px;text-align:center;' +
      'background:#1f2a36;color:#ffffff;font:16px sans-serif';
    box.textContent = `Player for ${items[index]!.title}`;
    host.append(box);
    return () => box.remove();
  };
}

export function StoryLayout(props: StoryLayoutProps) {
  const { type, count, portrait, poweredBy = true, touch = false, withoutThumbnails, open } = props;
  const { onActiveChange } = props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const tall = portrait ?? type.startsWith('PORTRAIT');
    const items = storyItems(count, tall).map((item) =>
      withoutThumbnails ? { ...item, thumbnailUrl: null } : item,
    );
    const handle = mountLayout(ref.current, {
      type,
      items,
      poweredBy,
      touch,
      onActiveChange,
      mountItem: placeholderPlayer(items),
    });
    if (open !== undefined) handle.select(open);
    return () => handle.destroy();
  }, [type, count, portrait, poweredBy, touch, withoutThumbnails, open, onActiveChange]);
  return <div ref={ref} style={{ width: props.width ?? '100%', background: '#ffffff' }} />;
}
