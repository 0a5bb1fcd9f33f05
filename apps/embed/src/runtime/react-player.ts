// Loaded on the first play only (a separate chunk): React, react-dom and the React player with its
// shop overlay and product card. Nothing in here may be imported statically by the entry: the
// embed stays within its budget before play because React arrives with this chunk.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Player, type PlayerProps } from '@vendy/player/react';

export interface ReactPlayerView {
  render(props: PlayerProps): void;
  unmount(): void;
}

/**
 * Renders the React player into `host`. The first render is committed synchronously so the
 * caller can remove the framework-free facade in the same frame: the swap shows no gap.
 */
export function mountReactPlayer(host: HTMLElement, props: PlayerProps): ReactPlayerView {
  const container = host.ownerDocument.createElement('div');
  container.style.cssText = 'width:100%;height:100%';
  host.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(createElement(Player, props)));
  return {
    render: (next) => root.render(createElement(Player, next)),
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}
