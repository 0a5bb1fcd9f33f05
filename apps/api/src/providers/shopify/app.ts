// Which Shopify app the server speaks as, and where a shop's endpoints are.
//
// With SHOPIFY_API_KEY/SECRET configured, a shop `acme.myshopify.com` is reached at
// `https://acme.myshopify.com` as on Shopify itself. Without them, every shop lives in the local
// sandbox at `${PUBLIC_URL}/sandbox/shopify/acme.myshopify.com`: the same paths follow
// (`/admin/oauth/authorize`, `/admin/oauth/access_token`, `/admin/api/2025-01/graphql.json`), so the
// client code is identical and only the base address changes. The sandbox's app key is fixed and
// its secret is derived from SESSION_SECRET, so the server can check what the sandbox signs.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

export const SHOPIFY_API_VERSION = '2025-01';
export const SANDBOX_API_KEY = 'vendy-sandbox-app';
export const SANDBOX_PATH = '/sandbox/shopify';

/** Access the app asks for: the catalogue (products) and the order/cart webhooks. */
export const SHOPIFY_SCOPES = 'read_products,read_orders';

export interface ShopifyApp {
  apiKey: string;
  apiSecret: string;
  /** True when the local sandbox stands in for Shopify. */
  sandbox: boolean;
  /** The base address of a shop's endpoints (no trailing slash). */
  shopBaseUrl(shop: string): string;
}

export function shopifyApp(config: Config): ShopifyApp {
  const credentials = config.providers.shopify;
  if (credentials) {
    return {
      apiKey: credentials.apiKey,
      apiSecret: credentials.apiSecret,
      sandbox: false,
      shopBaseUrl: (shop) => `https://${shop}`,
    };
  }
  return {
    apiKey: SANDBOX_API_KEY,
    apiSecret: createHmac('sha256', config.sessionSecret)
      .update('vendy shopify sandbox app secret')
      .digest('hex'),
    sandbox: true,
    shopBaseUrl: (shop) => `${config.publicUrl}${SANDBOX_PATH}/${shop}`,
  };
}

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
const SHOP_SUFFIX = '.myshopify.com';

/**
 * A store name as merchants type it ("Acme", "acme.myshopify.com ") → `acme.myshopify.com`, or null
 * when it is not a myshopify domain. Only such domains are ever contacted: a free-form host would
 * let a caller point the server at any address.
 */
export function normalizeShopDomain(input: string): string | null {
  const name = input.trim().toLowerCase();
  const domain = name.endsWith(SHOP_SUFFIX) ? name : `${name}${SHOP_SUFFIX}`;
  return domain.length <= 250 && SHOP_DOMAIN.test(domain) ? domain : null;
}

/** True for an already normalised myshopify domain. */
export function isShopDomain(value: string): boolean {
  return SHOP_DOMAIN.test(value);
}
