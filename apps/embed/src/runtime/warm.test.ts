// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addLinks, playChunkUrls, watchItem, type WarmTriggers } from './warm';

/** An IntersectionObserver the test drives, and an idle callback it runs on demand. */
function fakeWindow({ saveData = false } = {}) {
  const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[] }> = [];
  const idle: Array<() => void> = [];
  class Observer {
    targets: Element[] = [];
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.targets = [];
    }
  }
  const win = {
    IntersectionObserver: Observer as unknown as typeof IntersectionObserver,
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: vi.fn(),
    setTimeout,
    clearTimeout,
    navigator: { connection: { saveData } } as unknown as Navigator,
  };
  return {
    win,
    /** The item's box meets the viewport. */
    scrollIntoView() {
      for (const o of observers) {
        if (o.targets.length === 0) continue;
        o.callback(
          o.targets.map(
            (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
          ),
          o as unknown as IntersectionObserver,
        );
      }
    },
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

function triggers() {
  const calls: string[] = [];
  const t: WarmTriggers = {
    visible: () => calls.push('visible'),
    intent: () => calls.push('intent'),
    press: () => calls.push('press'),
  };
  return { calls, t };
}

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('watchItem: what readies a play, and when', () => {
  it('downloads ahead only once the item is in view and the page is idle', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const { win, scrollIntoView, runIdle } = fakeWindow();
    const { calls, t } = triggers();
    watchItem(host, t, win);
    runIdle();
    expect(calls).toEqual([]);
    scrollIntoView();
    expect(calls).toEqual([]);
    runIdle();
    expect(calls).toEqual(['visible']);
  });

  it('parses ahead on hover or focus, and readies the play on pointer down, each once', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const { win } = fakeWindow();
    const { calls, t } = triggers();
    watchItem(host, t, win);
    host.dispatchEvent(new Event('pointerenter'));
    host.dispatchEvent(new Event('focusin'));
    expect(calls).toEqual(['visible', 'intent']);
    host.dispatchEvent(new Event('pointerdown'));
    host.dispatchEvent(new Event('touchstart'));
    expect(calls).toEqual(['visible', 'intent', 'press']);
  });

  it('a touch that comes first does all three steps in order', () => {
    const host = document.createElement('div');
    const { win } = fakeWindow();
    const { calls, t } = triggers();
    watchItem(host, t, win);
    host.dispatchEvent(new Event('touchstart'));
    expect(calls).toEqual(['visible', 'intent', 'press']);
  });

  it('fetches nothing ahead when the shopper asked to save data, and stops on cleanup', () => {
    const host = document.createElement('div');
    const saving = fakeWindow({ saveData: true });
    const first = triggers();
    watchItem(host, first.t, saving.win);
    saving.scrollIntoView();
    saving.runIdle();
    host.dispatchEvent(new Event('pointerdown'));
    expect(first.calls).toEqual([]);

    const normal = fakeWindow();
    const second = triggers();
    const stop = watchItem(host, second.t, normal.win);
    stop();
    normal.scrollIntoView();
    normal.runIdle();
    host.dispatchEvent(new Event('pointerdown'));
    expect(second.calls).toEqual([]);
  });
});

describe('the chunks a play loads', () => {
  it('reads the list the build writes, and nothing from the unbuilt placeholder', () => {
    const none = { video: [], ui: [] };
    expect(playChunkUrls('__VENDY_PLAY_CHUNKS__')).toEqual(none);
    expect(
      playChunkUrls(
        '{"video":["/embed/assets/hls-1.js"],"ui":["/embed/assets/react-player-2.css"]}',
      ),
    ).toEqual({ video: ['/embed/assets/hls-1.js'], ui: ['/embed/assets/react-player-2.css'] });
    expect(playChunkUrls('{oops')).toEqual(none);
  });

  it('links each chunk once: prefetched (download only), then modulepreloaded (scripts only)', () => {
    const urls = ['/embed/assets/hls-1.js', '/embed/assets/react-player-2.css'];
    expect(addLinks(document, 'prefetch', urls)).toEqual(urls);
    expect(addLinks(document, 'prefetch', urls)).toEqual([]);
    expect(addLinks(document, 'modulepreload', urls)).toEqual(['/embed/assets/hls-1.js']);
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('href'),
      l.getAttribute('fetchpriority'),
    ]);
    expect(links).toEqual([
      ['prefetch', '/embed/assets/hls-1.js', 'low'],
      ['prefetch', '/embed/assets/react-player-2.css', 'low'],
      ['modulepreload', '/embed/assets/hls-1.js', null],
    ]);
  });
});
