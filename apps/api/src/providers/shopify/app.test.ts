import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { normalizeShopDomain, shopifyApp } from './app';

describe('normalizeShopDomain', () => {
  it('lower-cases, trims and adds .myshopify.com', () => {
    expect(normalizeShopDomain('  My-Shop ')).toBe('my-shop.myshopify.com');
    expect(normalizeShopDomain('my-shop.MyShopify.com')).toBe('my-shop.myshopify.com');
  });

  it('refuses anything that is not a myshopify domain', () => {
    for (const input of [
      '',
      ' ',
      'evil.com',
      'a.b.myshopify.com',
      'shop/x',
      '-shop',
      'sh op',
      `${'a'.repeat(240)}`,
    ]) {
      expect(normalizeShopDomain(input), input).toBeNull();
    }
  });
});

describe('shopifyApp', () => {
  it('targets the sandbox on this server without credentials', () => {
    const app = shopifyApp(loadConfig({ PUBLIC_URL: 'https://vendy.example' }));
    expect(app.sandbox).toBe(true);
    expect(app.shopBaseUrl('a.myshopify.com')).toBe(
      'https://vendy.example/sandbox/shopify/a.myshopify.com',
    );
  });

  it('targets the shop itself with credentials', () => {
    const app = shopifyApp(loadConfig({ SHOPIFY_API_KEY: 'k', SHOPIFY_API_SECRET: 's' }));
    expect(app).toMatchObject({ sandbox: false, apiKey: 'k', apiSecret: 's' });
    expect(app.shopBaseUrl('a.myshopify.com')).toBe('https://a.myshopify.com');
  });
});
