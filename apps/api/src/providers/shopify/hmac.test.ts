import { describe, expect, it } from 'vitest';
import { signOAuthQuery, signWebhookBody, verifyOAuthQuery, verifyWebhookHmac } from './hmac';

describe('OAuth query signatures', () => {
  // The example of Shopify's documentation ("Verify a request").
  const query =
    'code=0907a61c0c8d55e99db179b68161bc00&hmac=700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173';
  const secret = 'hush';

  it('accepts Shopify’s own example and rejects any change', () => {
    const params = new URLSearchParams(query);
    expect(verifyOAuthQuery(params, secret)).toBe(true);
    params.set('shop', 'other-shop.myshopify.com');
    expect(verifyOAuthQuery(params, secret)).toBe(false);
    expect(verifyOAuthQuery(new URLSearchParams(query), 'other secret')).toBe(false);
  });

  it('signs parameters in sorted order, without hmac', () => {
    const a = new URLSearchParams({ shop: 's.myshopify.com', code: 'c', timestamp: '1' });
    const b = new URLSearchParams({
      timestamp: '1',
      code: 'c',
      shop: 's.myshopify.com',
      hmac: 'x',
    });
    expect(signOAuthQuery(a, secret)).toBe(signOAuthQuery(b, secret));
  });

  it('rejects a query without hmac', () => {
    expect(verifyOAuthQuery(new URLSearchParams({ shop: 's.myshopify.com' }), secret)).toBe(false);
  });
});

describe('webhook signatures', () => {
  const body = Buffer.from('{"id":1}');

  it('accepts the base64 HMAC of the raw body only', () => {
    const hmac = signWebhookBody(body, 'secret');
    expect(verifyWebhookHmac(body, hmac, 'secret')).toBe(true);
    expect(verifyWebhookHmac(Buffer.from('{"id": 1}'), hmac, 'secret')).toBe(false);
    expect(verifyWebhookHmac(body, hmac, 'other')).toBe(false);
    expect(verifyWebhookHmac(body, undefined, 'secret')).toBe(false);
    expect(verifyWebhookHmac(body, [hmac], 'secret')).toBe(false);
    expect(verifyWebhookHmac(body, hmac.slice(1), 'secret')).toBe(false);
  });
});
