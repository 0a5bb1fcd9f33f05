// Shopify's request signatures: the `hmac` query parameter of OAuth redirects (hex HMAC-SHA256 of
// the other parameters, sorted) and the X-Shopify-Hmac-Sha256 header of webhooks (base64
// HMAC-SHA256 of the raw body). Comparisons are timing-safe.
import { createHmac, timingSafeEqual } from 'node:crypto';

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The message Shopify signs: every parameter but `hmac` (and the legacy `signature`), sorted. */
function oauthMessage(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([key]) => key !== 'hmac' && key !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

export function signOAuthQuery(params: URLSearchParams, secret: string): string {
  return createHmac('sha256', secret).update(oauthMessage(params)).digest('hex');
}

export function verifyOAuthQuery(params: URLSearchParams, secret: string): boolean {
  const hmac = params.get('hmac');
  return !!hmac && safeEqual(hmac.toLowerCase(), signOAuthQuery(params, secret));
}

export function signWebhookBody(body: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export function verifyWebhookHmac(
  body: Buffer,
  header: string | string[] | undefined,
  secret: string,
): boolean {
  if (typeof header !== 'string' || header === '') return false;
  return safeEqual(header, signWebhookBody(body, secret));
}
