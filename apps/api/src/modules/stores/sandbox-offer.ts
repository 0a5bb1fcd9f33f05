// GET /shopify/sandbox-store?name=: in development, where the local Shopify sandbox stands in for
// Shopify, a new merchant has no real store to type in. This names a fresh sandbox shop (every
// myshopify domain exists in the sandbox on demand, with a generated catalogue and a storefront)
// that the app's install can start on with one click. With real Shopify credentials it answers 404,
// so the app offers nothing.
//
// The demo shop (vendy-demo.myshopify.com) is not offered: it belongs to the demo group, and an
// install by someone else would replace the demo group's access token.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { inArray } from 'drizzle-orm';
import { sandboxShopifyInstalls, shopifyStores } from '../../db/schema';
import { sendJsonBody, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { shopifyApp } from '../../providers/shopify';
import { getViewer } from '../auth';

export const SANDBOX_OFFER_PATH = '/shopify/sandbox-store';
const NAME_MAX = 40;
const CANDIDATES = 4;

/** "Morgan's Shop 2" → "morgan-s-shop-2"; empty when nothing usable is left. */
function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, NAME_MAX)
    .replace(/-+$/, '');
}

function candidates(base: string): string[] {
  return Array.from(
    { length: CANDIDATES },
    () => `${base}-${randomBytes(3).toString('hex')}.myshopify.com`,
  );
}

async function freshShop(ctx: HttpRouteContext, base: string): Promise<string | null> {
  const names = candidates(base);
  const [stores, installs] = await Promise.all([
    ctx.db
      .select({ name: shopifyStores.storeName })
      .from(shopifyStores)
      .where(inArray(shopifyStores.storeName, names)),
    ctx.db
      .select({ name: sandboxShopifyInstalls.shop })
      .from(sandboxShopifyInstalls)
      .where(inArray(sandboxShopifyInstalls.shop, names)),
  ]);
  const taken = new Set([...stores, ...installs].map((row) => row.name));
  return names.find((name) => !taken.has(name)) ?? null;
}

async function offer(res: ServerResponse, ctx: HttpRouteContext): Promise<void> {
  if (!shopifyApp(ctx.config).sandbox) {
    return sendJsonBody(res, 404, { error: 'No Shopify sandbox here.' }, ctx.reply);
  }
  if (!(await getViewer(ctx))) {
    return sendJsonBody(res, 401, { error: 'Sign in first.' }, ctx.reply);
  }
  const base = slugOf(ctx.url.searchParams.get('name') ?? '') || 'my-shop';
  const shop = await freshShop(ctx, base);
  if (!shop) return sendJsonBody(res, 503, { error: 'Try again.' }, ctx.reply);
  sendJsonBody(res, 200, { shop }, ctx.reply);
}

export const sandboxOfferRoute: HttpRoute = {
  method: 'GET',
  path: SANDBOX_OFFER_PATH,
  handle: (_req, res, ctx) => offer(res, ctx),
};
