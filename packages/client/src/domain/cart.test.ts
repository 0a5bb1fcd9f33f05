import { describe, expect, it } from 'vitest';
import { storeCartLink, variantNumber } from './cart';

describe('storeCartLink', () => {
  it('lists variant:quantity pairs separated by commas', () => {
    expect(
      storeCartLink('acme.myshopify.com', [
        { variantId: 'gid://shopify/ProductVariant/123', quantity: 2 },
        { variantId: '456', quantity: 1 },
      ]),
    ).toBe('https://acme.myshopify.com/cart/123:2,456:1');
  });

  it('skips lines without a positive quantity', () => {
    expect(
      storeCartLink('acme.myshopify.com', [
        { variantId: 1, quantity: 0 },
        { variantId: 2, quantity: null },
        { variantId: 3, quantity: undefined },
        { variantId: 4, quantity: Number.NaN },
        { variantId: 5, quantity: 3 },
      ]),
    ).toBe('https://acme.myshopify.com/cart/5:3');
  });

  it('accepts a domain given with a scheme or trailing slash', () => {
    expect(storeCartLink('https://shop.example.com/', [{ variantId: 9, quantity: 1 }])).toBe(
      'https://shop.example.com/cart/9:1',
    );
  });

  it('opens the cart when nothing is left to add', () => {
    expect(storeCartLink('acme.myshopify.com', [{ variantId: 1, quantity: 0 }])).toBe(
      'https://acme.myshopify.com/cart',
    );
  });

  it('reduces variant global ids to their number', () => {
    expect(variantNumber('gid://shopify/ProductVariant/42')).toBe('42');
    expect(variantNumber(42)).toBe('42');
  });
});
