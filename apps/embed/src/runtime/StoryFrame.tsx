// Story helpers for the framework-free embed: a box to mount DOM code into, and the whole embed
// at a frame address with its reads answered by msw (used by the runtime's and the feed's stories).
import { useEffect, useRef } from 'react';
import { playerTheme } from '@vendy/player';
import { mountLayout } from '../viewers';
import { startEmbed } from './app';

/** Runs framework-free DOM code in a story (the embed has no React before play). */
export function Dom({
  mount,
  width = 720,
}: {
  mount: (root: HTMLElement) => () => void;
  width?: number;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? mount(ref.current) : undefined), [mount]);
  return <main ref={ref} className={playerTheme} style={{ width }} />;
}

/**
 * The embed page in its frame at `path` (/embed/{widgetId}, /embed/ig/{feedId}), with its reads
 * answered by msw. Preview mode (?preview=1): nothing is sent to analytics from a story.
 */
export function embedAt(path: string) {
  return (root: HTMLElement) => {
    const location = new URL(`${path}?preview=1`, window.location.origin);
    const win = new Proxy(window, {
      get(target, key) {
        if (key === 'location') return { href: location.href, origin: location.origin };
        // The story is its own window: not framed, so nothing is posted to a parent.
        if (key === 'parent' || key === 'self') return target;
        const value = Reflect.get(target, key) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const embed = startEmbed(root, { mountLayout, win });
    return () => embed.destroy();
  };
}
