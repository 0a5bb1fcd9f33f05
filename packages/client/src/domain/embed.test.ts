import { describe, expect, it } from 'vitest';
import {
  cartLineProperties,
  isEmbedId,
  FEED_RESERVED_HEIGHT,
  feedEmbedCode,
  layoutEmbedCode,
  readFrameMessage,
  readPageMessage,
  reservedFrameStyle,
} from './embed';
import { EMBED_HEIGHT_MARGIN_PX, FEED_FRAME_HEIGHT } from './viewer-constants';

describe('readFrameMessage', () => {
  it('reads set-size with a whole-pixel height', () => {
    expect(readFrameMessage({ type: 'set-size', height: 480.2 })).toEqual({
      type: 'set-size',
      height: 481,
    });
  });

  it('refuses sizes that are not a sane height', () => {
    for (const height of [-1, Number.NaN, Infinity, 20_001, '300', null]) {
      expect(readFrameMessage({ type: 'set-size', height })).toBeNull();
    }
  });

  it('reads add-to-cart, reducing a variant gid to its number', () => {
    expect(
      readFrameMessage({
        type: 'add-to-cart',
        quantity: 2,
        variantId: 'gid://shopify/ProductVariant/44000000123',
        strategyId: 's-1',
        anonymousId: 'anon_1',
        eventId: 'e-1',
      }),
    ).toEqual({
      type: 'add-to-cart',
      quantity: 2,
      variantId: '44000000123',
      strategyId: 's-1',
      anonymousId: 'anon_1',
      eventId: 'e-1',
    });
    expect(readFrameMessage({ type: 'add-to-cart', quantity: 1, variantId: 77 })).toMatchObject({
      variantId: '77',
      strategyId: null,
      anonymousId: null,
      eventId: null,
    });
  });

  it('refuses a quantity below 1, a fractional quantity and a non-numeric variant', () => {
    const base = { type: 'add-to-cart', variantId: '12' };
    expect(readFrameMessage({ ...base, quantity: 0 })).toBeNull();
    expect(readFrameMessage({ ...base, quantity: 1.5 })).toBeNull();
    expect(readFrameMessage({ ...base, quantity: 10_001 })).toBeNull();
    expect(readFrameMessage({ type: 'add-to-cart', quantity: 1, variantId: 'abc' })).toBeNull();
    expect(readFrameMessage({ type: 'add-to-cart', quantity: 1 })).toBeNull();
  });

  it('drops ids that are too long or carry control characters', () => {
    const message = readFrameMessage({
      type: 'add-to-cart',
      quantity: 1,
      variantId: '1',
      strategyId: 'x'.repeat(256),
      eventId: 'a\nb',
    });
    expect(message).toMatchObject({ strategyId: null, eventId: null });
  });

  it('ignores other scripts’ messages', () => {
    for (const data of [null, 'set-size', { type: 'play' }, { height: 3 }, []]) {
      expect(readFrameMessage(data)).toBeNull();
    }
  });
});

describe('readPageMessage', () => {
  it('reads the add-to-cart response and affiliate mode', () => {
    expect(
      readPageMessage({
        type: 'add-to-cart-response',
        eventId: 'e-1',
        cartResponse: { success: false, errorMessage: 'Cannot find variant' },
      }),
    ).toEqual({
      type: 'add-to-cart-response',
      eventId: 'e-1',
      cartResponse: { success: false, errorMessage: 'Cannot find variant' },
    });
    expect(readPageMessage({ type: 'affiliate-mode', signature: 'sig' })).toEqual({
      type: 'affiliate-mode',
      signature: 'sig',
    });
    expect(readPageMessage({ type: 'affiliate-mode' })).toBeNull();
    expect(readPageMessage({ type: 'add-to-cart-response', cartResponse: {} })).toBeNull();
  });
});

describe('cart line properties', () => {
  it('names the layout and, when known, the strategy, viewer and event', () => {
    expect(
      cartLineProperties({ strategyId: 's', anonymousId: 'a', eventId: 'e' }, 'layout-1'),
    ).toEqual({
      _vendy_layout_id: 'layout-1',
      _vendy_strategy_id: 's',
      _vendy_anonymous_id: 'a',
      _vendy_event_id: 'e',
    });
    expect(
      cartLineProperties({ strategyId: null, anonymousId: null, eventId: null }, 'ig/f1'),
    ).toEqual({ _vendy_layout_id: 'ig/f1' });
  });
});

describe('embed code', () => {
  it('is a placeholder keeping the layout’s space plus the loader from the Vendy host', () => {
    expect(layoutEmbedCode('https://app.vendy.app/', 'abc-123', 'LANDSCAPE')).toBe(
      '<div data-vendy-layout="abc-123" style="display:block;width:100%;aspect-ratio:16/9"></div>\n' +
        '<script src="https://app.vendy.app/embed/loader.js" async></script>',
    );
  });

  it('reserves the portrait player height for portrait layouts', () => {
    expect(reservedFrameStyle('PORTRAIT_CAROUSEL')).toBe('display:block;width:100%;height:685px');
    expect(reservedFrameStyle('GRID')).toContain('aspect-ratio:16/9');
    expect(reservedFrameStyle(undefined)).toContain('aspect-ratio:16/9');
  });

  it('names a feed as ig/{id} and keeps the feed viewer’s height', () => {
    expect(feedEmbedCode('https://app.vendy.app/', 'f1')).toBe(
      `<div data-vendy-layout="ig/f1" style="display:block;width:100%;height:${FEED_RESERVED_HEIGHT}px"></div>\n` +
        '<script src="https://app.vendy.app/embed/loader.js" async></script>',
    );
    expect(FEED_RESERVED_HEIGHT).toBe(FEED_FRAME_HEIGHT + EMBED_HEIGHT_MARGIN_PX);
    expect(feedEmbedCode('https://h', 'a"b')).toContain('data-vendy-layout="ig/a&quot;b"');
  });

  it('escapes attribute values', () => {
    expect(layoutEmbedCode('https://h', 'a"b&c')).toContain('data-vendy-layout="a&quot;b&amp;c"');
  });

  it('accepts layout ids and ig/{feedId}, nothing else', () => {
    expect(isEmbedId('0b7c6f5e-1d2a-4c3b-9a8f-123456789abc')).toBe(true);
    expect(isEmbedId('ig/feed_1')).toBe(true);
    expect(isEmbedId('../admin')).toBe(false);
    expect(isEmbedId('a/b')).toBe(false);
    expect(isEmbedId('')).toBe(false);
    expect(isEmbedId(undefined)).toBe(false);
  });
});
