// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { answerPreviewCart, PREVIEW_CART_MESSAGE } from './previewCart';

const request = {
  type: 'add-to-cart',
  quantity: 1,
  variantId: '42',
  strategyId: 's1',
  anonymousId: 'a1',
  eventId: 'e1',
};

function setup() {
  // The frame's window as the dialog sees it: only postMessage is used.
  const frameWindow = { postMessage: vi.fn() } as unknown as Window;
  const post = frameWindow.postMessage as unknown as ReturnType<typeof vi.fn>;
  const frame = { contentWindow: frameWindow } as HTMLIFrameElement;
  const stop = answerPreviewCart(() => frame);
  const send = (data: unknown, init: { origin?: string; source?: unknown } = {}) => {
    const event = new Event('message');
    Object.defineProperties(event, {
      data: { value: data },
      origin: { value: init.origin ?? window.location.origin },
      source: { value: init.source === undefined ? frameWindow : init.source },
    });
    window.dispatchEvent(event);
  };
  return { post, stop, send };
}

describe('the preview answers add-to-cart requests', () => {
  it('refuses with a clear message, to its own frame and origin only', () => {
    const { post, stop, send } = setup();
    send(request);
    expect(post).toHaveBeenCalledWith(
      {
        type: 'add-to-cart-response',
        eventId: 'e1',
        cartResponse: { success: false, errorMessage: PREVIEW_CART_MESSAGE },
      },
      window.location.origin,
    );
    stop();
  });

  it('ignores other origins, other windows, other messages and stops when asked', () => {
    const { post, stop, send } = setup();
    send(request, { origin: 'https://evil.example' });
    send(request, { source: window });
    send({ type: 'set-size', height: 300 });
    stop();
    send(request);
    expect(post).not.toHaveBeenCalled();
  });
});
