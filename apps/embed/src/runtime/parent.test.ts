// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createParentChannel, observeSize, parentOrigin, type ParentWindowLike } from './parent';
import { SHOP, fakeFrameWindow } from './testing';

const channelOf = (frame: ReturnType<typeof fakeFrameWindow>, timeoutMs?: number) =>
  createParentChannel(frame.win as unknown as ParentWindowLike, { timeoutMs });

describe('parentOrigin', () => {
  it('is the first ancestor origin, else the referrer origin, else unknown', () => {
    expect(parentOrigin(fakeFrameWindow().win as unknown as ParentWindowLike)).toBe(SHOP);
    const byReferrer = fakeFrameWindow({
      ancestorOrigins: [],
      referrer: 'https://other-shop.example.test/products/hat?x=1',
    });
    expect(parentOrigin(byReferrer.win as unknown as ParentWindowLike)).toBe(
      'https://other-shop.example.test',
    );
    const unknown = fakeFrameWindow({ ancestorOrigins: [], referrer: '' });
    expect(parentOrigin(unknown.win as unknown as ParentWindowLike)).toBeNull();
    const direct = fakeFrameWindow({ framed: false });
    expect(parentOrigin(direct.win as unknown as ParentWindowLike)).toBeNull();
  });
});

describe('set-size', () => {
  it('reports the height plus 10 px to the parent origin, once per change', () => {
    const frame = fakeFrameWindow();
    const channel = channelOf(frame);
    channel.setSize(400.2);
    channel.setSize(400.2);
    channel.setSize(520);
    expect(frame.posted()).toEqual([
      [{ type: 'set-size', height: 411 }, SHOP],
      [{ type: 'set-size', height: 530 }, SHOP],
    ]);
  });

  it('posts nothing when the embed is opened directly', () => {
    const frame = fakeFrameWindow({ framed: false });
    const channel = channelOf(frame);
    channel.setSize(300);
    expect(frame.posted()).toEqual([]);
  });

  it('sends only its size, to any origin, when the parent is unknown', async () => {
    const frame = fakeFrameWindow({ ancestorOrigins: [], referrer: '' });
    const channel = channelOf(frame);
    channel.setSize(300);
    expect(frame.posted()).toEqual([[{ type: 'set-size', height: 310 }, '*']]);
    const answer = await channel.addToCart({
      quantity: 1,
      variantId: 'gid://shopify/ProductVariant/101',
      strategyId: null,
      anonymousId: 'viewer-1',
      eventId: 'e-1',
    });
    expect(answer).toEqual({ success: false, errorMessage: null });
    expect(frame.posted()).toHaveLength(1);
  });

  it('observes the element and reports its height', () => {
    const frame = fakeFrameWindow();
    const channel = channelOf(frame);
    const element = document.createElement('div');
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ height: 200 } as DOMRect);
    const stop = observeSize(element, channel);
    expect(frame.posted()).toEqual([[{ type: 'set-size', height: 210 }, SHOP]]);
    stop();
  });
});

describe('page messages', () => {
  const affiliate = { type: 'affiliate-mode', signature: 'signed-product-1' };

  it('accepts affiliate mode from the parent window at its origin', () => {
    const frame = fakeFrameWindow();
    const channel = channelOf(frame);
    const listener = vi.fn();
    channel.onAffiliateMode(listener);
    frame.receive(affiliate);
    expect(listener).toHaveBeenCalledWith(affiliate);
    expect(channel.affiliateMode).toEqual(affiliate);
  });

  it('ignores messages from another origin or another window', () => {
    const frame = fakeFrameWindow();
    const channel = channelOf(frame);
    frame.receive(affiliate, { origin: 'https://evil.example.test' });
    frame.receive(affiliate, { source: {} });
    frame.receive({ type: 'affiliate-mode' });
    frame.receive('affiliate-mode');
    expect(channel.affiliateMode).toBeNull();
  });

  it('listens to nothing when the parent origin is unknown', () => {
    const frame = fakeFrameWindow({ ancestorOrigins: [], referrer: '' });
    const channel = channelOf(frame);
    frame.receive(affiliate, { origin: 'null' });
    frame.receive(affiliate);
    expect(channel.affiliateMode).toBeNull();
  });
});

describe('add to cart', () => {
  const line = {
    quantity: 2,
    variantId: 'gid://shopify/ProductVariant/101',
    strategyId: 'strategy-a',
    anonymousId: 'viewer-1',
    eventId: 'event-1',
  };

  it('posts the request to the parent origin and resolves with its answer', async () => {
    const frame = fakeFrameWindow();
    const channel = channelOf(frame);
    const answer = channel.addToCart(line);
    expect(frame.posted()).toEqual([
      [
        {
          type: 'add-to-cart',
          quantity: 2,
          variantId: '101',
          strategyId: 'strategy-a',
          anonymousId: 'viewer-1',
          eventId: 'event-1',
        },
        SHOP,
      ],
    ]);
    // An answer from elsewhere changes nothing.
    frame.receive(
      { type: 'add-to-cart-response', eventId: 'event-1', cartResponse: { success: true } },
      { origin: 'https://evil.example.test' },
    );
    frame.receive({
      type: 'add-to-cart-response',
      eventId: 'event-1',
      cartResponse: { success: false, errorMessage: 'Sold out' },
    });
    await expect(answer).resolves.toEqual({ success: false, errorMessage: 'Sold out' });
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    try {
      const frame = fakeFrameWindow();
      const answer = channelOf(frame, 10_000).addToCart(line);
      vi.advanceTimersByTime(10_000);
      await expect(answer).resolves.toEqual({ success: false, errorMessage: null });
    } finally {
      vi.useRealTimers();
    }
  });
});
