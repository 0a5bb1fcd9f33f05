// The preview frame asks its parent (the merchant app) to add products to a cart, as it asks a
// store page. There is no cart here: answer at once, to our own frame only, so the merchant sees
// why instead of waiting for the embed's timeout.
import { readFrameMessage, type AddToCartResponse } from '@vendy/client/domain';

export const PREVIEW_CART_MESSAGE = 'Add to cart is not available in preview.';

/**
 * Listens for add-to-cart requests from `frame()` (same origin only) and answers each with a
 * refusal. Returns the function that stops listening.
 */
export function answerPreviewCart(
  frame: () => HTMLIFrameElement | null,
  win: Window = window,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const source = frame()?.contentWindow;
    if (!source || event.source !== source || event.origin !== win.location.origin) return;
    const message = readFrameMessage(event.data);
    if (message?.type !== 'add-to-cart') return;
    const answer: AddToCartResponse = {
      type: 'add-to-cart-response',
      eventId: message.eventId,
      cartResponse: { success: false, errorMessage: PREVIEW_CART_MESSAGE },
    };
    source.postMessage(answer, win.location.origin);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
