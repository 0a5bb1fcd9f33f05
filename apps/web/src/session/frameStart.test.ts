// The signed-in frame's start script asks for the app's scripts only once the frame has painted,
// and, with the guided tour's welcome card, once the card's font has loaded and painted too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONT_WAIT_MS, frameStartScript } from './frameStart';
import { FRAME_OVERLAY_ID } from './signedInFrame';

const files = { entry: '/assets/index-a.js', preloads: ['/assets/signedIn-b.js'] };

/** Runs the script as the page would, with `import()` recorded instead of loading a module. */
function run(fonts?: { ready: Promise<unknown> }) {
  const imported: string[] = [];
  const source = frameStartScript(files).replace('import(', 'load(');
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
  new Function('load', source)((url: string) => imported.push(url));
  return imported;
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

let frameCallbacks: FrameRequestCallback[] = [];

/** Runs the callbacks of one animation frame (its paint follows), then the tasks queued from them. */
async function frame() {
  const callbacks = frameCallbacks;
  frameCallbacks = [];
  for (const callback of callbacks) callback(performance.now());
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
    frameCallbacks.push(callback),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  frameCallbacks = [];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the signed-in frame’s start script', () => {
  it('loads the entry and preloads the signed-in chunks after the next paint', async () => {
    const imported = run({ ready: new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual([]);
    expect(preloaded()).toEqual([]);
    await frame();
    expect(imported).toEqual([files.entry]);
    expect(preloaded()).toEqual(files.preloads);
  });

  it('with the welcome card, waits for its font and the paint after it', async () => {
    document.body.innerHTML = `<div id="${FRAME_OVERLAY_ID}"></div>`;
    let loaded!: () => void;
    const imported = run({ ready: new Promise<void>((resolve) => (loaded = resolve)) });
    await frame();
    await frame();
    expect(imported).toEqual([]);
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual([]);
    await frame();
    expect(imported).toEqual([files.entry]);
  });

  it('loads the app at once in a background tab, where nothing paints', async () => {
    document.body.innerHTML = `<div id="${FRAME_OVERLAY_ID}"></div>`;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const imported = run({ ready: new Promise(() => {}) });
    await vi.advanceTimersByTimeAsync(0);
    expect(imported).toEqual([files.entry]);
    expect(preloaded()).toEqual(files.preloads);
    expect(visibility).toHaveBeenCalled();
  });

  it('does not wait for a font longer than the card does', async () => {
    document.body.innerHTML = `<div id="${FRAME_OVERLAY_ID}"></div>`;
    const imported = run({ ready: new Promise(() => {}) });
    await frame();
    await vi.advanceTimersByTimeAsync(FONT_WAIT_MS - 100);
    expect(imported).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    await frame();
    expect(imported).toEqual([files.entry]);
  });
});
