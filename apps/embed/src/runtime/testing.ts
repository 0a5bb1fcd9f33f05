// A frame's window for tests: where it sits (framed or not, its parent's origin), what it posts to
// the parent, and a way to deliver messages as if another window sent them.
import { vi } from 'vitest';

export const SHOP = 'https://shop.example.test';
export const VENDY = 'https://vendy.example.test';

export interface FakeFrameOptions {
  href?: string;
  framed?: boolean;
  ancestorOrigins?: string[];
  referrer?: string;
}

export function fakeFrameWindow({
  href = `${VENDY}/embed/6f1c2d3e-4a5b-4c6d-8e7f-001122334455`,
  framed = true,
  ancestorOrigins = framed ? [SHOP] : [],
  referrer = '',
}: FakeFrameOptions = {}) {
  const listeners = new Map<string, Set<(event: never) => void>>();
  const parent = { postMessage: vi.fn() };
  const win = {
    location: { href, origin: new URL(href).origin, ancestorOrigins },
    document: Object.assign(document, {}),
    navigator: { sendBeacon: vi.fn(() => true) },
    fetch: vi.fn(),
    // Unframed, the window is its own parent: anything posted is caught here too.
    postMessage: parent.postMessage,
    parent: parent as unknown as Window,
    self: null as unknown as Window,
    addEventListener: (type: string, listener: (event: never) => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: (event: never) => void) => {
      listeners.get(type)?.delete(listener);
    },
  };
  win.self = win as unknown as Window;
  if (!framed) win.parent = win as unknown as Window;
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  return {
    win,
    parent,
    /** Delivers a message event as the browser would. */
    receive(data: unknown, { origin = SHOP, source = win.parent as unknown } = {}) {
      for (const listener of listeners.get('message') ?? []) {
        listener({ data, origin, source } as never);
      }
    },
    /** What was posted to the parent: [message, targetOrigin] pairs. */
    posted: () => parent.postMessage.mock.calls as Array<[unknown, string]>,
    dispatch(type: string) {
      for (const listener of listeners.get(type) ?? []) listener(new Event(type) as never);
    },
  };
}
