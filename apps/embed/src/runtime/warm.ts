// Getting a play ready before the shopper presses play, without running anything heavy before
// they interact (targets in bench/README.md: embed JavaScript run before play ≤ 60 KB gzipped, no
// third-party request before a click):
//
// - in view (the item's box meets the viewport, then at idle): the code a play loads (the React
//   player chunk with its stylesheet, the HLS provider and hls.js) is *downloaded* into the HTTP
//   cache with `<link rel="prefetch">` (low priority, nothing parsed or run), and so are the HLS
//   video's master playlist, the playlist of the rendition that fits the frame and, when it is
//   cheap (≤ 256 KiB by its bitrate, not on 2G), that rendition's first media segment; what is
//   placed on the video (getExperimentData, item-player.ts) is asked for then too, so nothing of
//   it is left to do when the shopper presses play;
// - on intent (the pointer enters the item, or it gets the focus): the video's code (HLS provider,
//   hls.js) is parsed ahead with `<link rel="modulepreload">` (still not run);
// - on pointer down / touch start (the shopper is interacting): an uploaded video's player
//   preloads its first segment (provider, hls.js, playlists, first media segment), so the click
//   that follows only has to press play. The React player is imported after the click, once the
//   video shows its first picture (item-player.ts).
//
// Nothing happens when the shopper asked to save data.

/** The chunks a play loads: what starts the video (the HLS provider, hls.js), and the UI. */
export interface PlayChunks {
  video: readonly string[];
  /** The React player chunk and its stylesheet: needed once the video shows. */
  ui: readonly string[];
}

/**
 * The addresses of the chunks a play loads, written into the built entry by the embed's build
 * (vite.config.ts, `playChunks`) as JSON; the placeholder stays in tests and Storybook, where
 * nothing is prefetched.
 */
const PLAY_CHUNKS = '__VENDY_PLAY_CHUNKS__';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((u): u is string => typeof u === 'string') : [];

export function playChunkUrls(source: string = PLAY_CHUNKS): PlayChunks {
  const none = { video: [], ui: [] };
  if (!source.startsWith('{')) return none;
  try {
    const parsed = JSON.parse(source) as { video?: unknown; ui?: unknown };
    return { video: strings(parsed.video), ui: strings(parsed.ui) };
  } catch {
    return none;
  }
}

const linked = new WeakMap<Document, Set<string>>();

/** Adds `<link rel="{rel}">` for each address once per document; answers those it added. */
export function addLinks(
  doc: Document,
  rel: 'prefetch' | 'modulepreload',
  urls: readonly string[],
): string[] {
  let seen = linked.get(doc);
  if (!seen) linked.set(doc, (seen = new Set()));
  const added: string[] = [];
  for (const href of urls) {
    // modulepreload is for scripts only; stylesheets are prefetched with the code.
    if (rel === 'modulepreload' && !/\.m?js(\?|$)/.test(href)) continue;
    const key = `${rel} ${href}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    // As the module loader asks for them (CORS, same-origin credentials), so the cache matches.
    link.crossOrigin = 'anonymous';
    if (rel === 'prefetch') link.setAttribute('fetchpriority', 'low');
    doc.head.append(link);
    added.push(href);
  }
  return added;
}

export interface WarmTriggers {
  /** The item came into view and the page is idle: download ahead (nothing runs). */
  visible(): void;
  /** Pointer over the item, or focus in it: parse ahead (nothing runs). */
  intent(): void;
  /** Pointer down or touch start on the item: the shopper is interacting; get the play ready. */
  press(): void;
}

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  IntersectionObserver?: typeof IntersectionObserver;
  navigator?: Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };
};

/** Longest wait for an idle moment once in view. */
export const IDLE_TIMEOUT_MS = 2_000;

/** Whether the shopper asked the browser to save data (then nothing is fetched ahead). */
export function savesData(win: IdleWindow): boolean {
  return win.navigator?.connection?.saveData === true;
}

/** Whether the network is slow (2G as the browser rates it): then no video bytes ahead. */
export function slowNetwork(win: IdleWindow): boolean {
  return /(^|-)2g$/.test(win.navigator?.connection?.effectiveType ?? '');
}

/**
 * Calls each trigger of `triggers` at most once for the item in `host`; answers the cleanup.
 * Without IntersectionObserver, nothing is downloaded ahead; intent and press still work.
 */
export function watchItem(
  host: HTMLElement,
  triggers: WarmTriggers,
  win: IdleWindow = globalThis as unknown as IdleWindow,
): () => void {
  if (savesData(win)) return () => undefined;
  const cleanups: Array<() => void> = [];
  const once = (fn: () => void) => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      fn();
    };
  };
  const visible = once(triggers.visible);
  const intent = once(() => {
    visible();
    triggers.intent();
  });
  const press = once(() => {
    intent();
    triggers.press();
  });

  const Observer = win.IntersectionObserver;
  if (typeof Observer === 'function') {
    let idle: number | null = null;
    const observer = new Observer((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      idle = win.requestIdleCallback
        ? win.requestIdleCallback(visible, { timeout: IDLE_TIMEOUT_MS })
        : (win.setTimeout(visible, 200) as unknown as number);
    });
    observer.observe(host);
    cleanups.push(() => {
      observer.disconnect();
      if (idle === null) return;
      if (win.cancelIdleCallback) win.cancelIdleCallback(idle);
      else win.clearTimeout(idle);
    });
  }

  const on = (type: string, listener: () => void) => {
    host.addEventListener(type, listener, { capture: true, passive: true });
    cleanups.push(() => host.removeEventListener(type, listener, { capture: true }));
  };
  on('pointerenter', intent);
  on('focusin', intent);
  on('pointerdown', press);
  on('touchstart', press);
  return () => cleanups.splice(0).forEach((cleanup) => cleanup());
}
