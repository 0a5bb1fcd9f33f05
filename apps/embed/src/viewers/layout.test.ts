// @vitest-environment happy-dom
import type { LayoutType } from '@vendy/client/domain';
import { playerTheme } from '@vendy/player';
import { afterEach, describe, expect, it } from 'vitest';
import type { LayoutHandle } from '../layout-contract';
import { EMPTY_LAYOUT_MESSAGE, mountLayout } from './index';
import { fakeMountItem, sampleItems } from './testing';

let handle: LayoutHandle | undefined;
afterEach(() => {
  handle?.destroy();
  handle = undefined;
  document.body.replaceChildren();
});

function mount(type: LayoutType, count: number, poweredBy = true) {
  const root = document.createElement('div');
  document.body.append(root);
  const { mountItem, cleanups } = fakeMountItem();
  handle = mountLayout(root, {
    type,
    items: sampleItems(count),
    poweredBy,
    mountItem,
    touch: false,
  });
  return { root, mountItem, cleanups };
}

describe('mountLayout', () => {
  it.each(['LANDSCAPE', 'PORTRAIT'] as const)('%s mounts its one item at once', (type) => {
    const { root, mountItem, cleanups } = mount(type, 1);
    expect(mountItem).toHaveBeenCalledExactlyOnceWith(0, expect.any(HTMLElement), false);
    expect(root.querySelector('[data-player="0"]')).not.toBeNull();
    expect(handle!.activeIndex).toBe(0);
    handle!.destroy();
    handle = undefined;
    expect(cleanups.get(0)).toHaveBeenCalledOnce();
    expect(root.childElementCount).toBe(0);
  });

  it.each([
    'LANDSCAPE',
    'PORTRAIT',
    'LANDSCAPE_CAROUSEL',
    'PORTRAIT_CAROUSEL',
    'PORTRAIT_COVERFLOW',
    'GRID',
  ] as const)('%s without items says so and mounts nothing', (type) => {
    const { root, mountItem } = mount(type, 0);
    expect(root.textContent).toContain(EMPTY_LAYOUT_MESSAGE);
    expect(EMPTY_LAYOUT_MESSAGE).toBe('This layout has no videos yet.');
    expect(mountItem).not.toHaveBeenCalled();
    expect(handle!.activeIndex).toBe(-1);
  });

  it('links to Vendy in a new tab unless the branding hides it', () => {
    const { root } = mount('PORTRAIT_CAROUSEL', 3);
    const link = root.querySelector<HTMLAnchorElement>('a[href="https://vendy.app"]')!;
    expect(link.textContent).toBe('Powered by Vendy (opens in a new tab)');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    handle!.destroy();
    const hidden = mount('PORTRAIT_CAROUSEL', 3, false);
    expect(hidden.root.querySelector('a')).toBeNull();
    expect(hidden.root.textContent).not.toContain('Powered by');
  });

  it('themes the root with the player theme unless it already is, and undoes only its own', () => {
    const { root } = mount('LANDSCAPE', 1);
    expect(root.classList.contains(playerTheme)).toBe(true);
    handle!.destroy();
    handle = undefined;
    expect(root.classList.contains(playerTheme)).toBe(false);

    const themed = document.createElement('div');
    themed.className = playerTheme;
    const { mountItem } = fakeMountItem();
    mountLayout(themed, { type: 'GRID', items: [], poweredBy: false, mountItem }).destroy();
    expect(themed.classList.contains(playerTheme)).toBe(true);
  });
});
