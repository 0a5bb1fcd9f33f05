// The app's OAuth install: GET /shopify/install?shop= sends the signed-in merchant to the shop's
// authorize page with a state bound to their session (without a shop, to the app's store connection
// page); GET /shopify/callback checks Shopify's signature and that state, exchanges the code, saves
// the store and opens /shopify-connect.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  authorizeUrl,
  exchangeCode,
  normalizeShopDomain,
  SHOPIFY_SCOPES,
  shopifyApp,
  verifyOAuthQuery,
} from '../../providers/shopify';
import { redirect, sendHtml, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { getViewer, randomToken } from '../auth';
import { INVALID_STORE_PARAMETER } from '@vendy/client/validation';
import { installMessageHtml, installStylesheetRoute } from './install-pages';
import { sandboxOfferRoute } from './sandbox-offer';
import { saveInstalledStore } from './service';
import { UNABLE_TO_CONNECT_STORE } from './messages';

export const INSTALL_PATH = '/shopify/install';
export const CALLBACK_PATH = '/shopify/callback';
/** The merchant app's store connection page. */
const SHOPIFY_PROMPT_PATH = '/shopify-prompt';
const STATE_COOKIE = 'vendy_shopify_state';
const STATE_TTL_SECONDS = 600;

function messagePage(
  res: ServerResponse,
  status: number,
  message: string,
  ctx: HttpRouteContext,
): void {
  sendHtml(res, status, installMessageHtml(message), ctx.reply);
}

function sign(secret: string, nonce: string, shop: string, userId: string): string {
  return createHmac('sha256', secret).update(`${nonce}:${shop}:${userId}`).digest('base64url');
}

/**
 * The state carries a nonce that must also be in this browser's cookie, signed together with the
 * shop and the signed-in user: a callback started by someone else, for another shop, or in another
 * session is refused.
 */
function stateIsValid(ctx: HttpRouteContext, state: string, shop: string, userId: string): boolean {
  const [nonce = '', signature = ''] = state.split('.');
  const cookie = ctx.cookies.get(STATE_COOKIE) ?? '';
  const expected = sign(ctx.config.sessionSecret, nonce, shop, userId);
  return (
    nonce !== '' &&
    cookie === nonce &&
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  );
}

async function install(res: ServerResponse, ctx: HttpRouteContext): Promise<void> {
  const raw = ctx.url.searchParams.get('shop')?.trim() ?? '';
  const shop = normalizeShopDomain(raw);
  if (raw !== '' && !shop) return messagePage(res, 400, INVALID_STORE_PARAMETER, ctx);
  const viewer = await getViewer(ctx);
  if (!viewer) {
    // The merchant signs in first; the login page returns to this address afterwards.
    const back = shop ? `${INSTALL_PATH}?shop=${encodeURIComponent(shop)}` : INSTALL_PATH;
    return redirect(res, `/login?redirect=${encodeURIComponent(back)}`, ctx.reply);
  }
  // Without a shop the merchant came from Vendy itself: the app's own page asks for the store (and
  // offers the sandbox's in development).
  if (!shop) return redirect(res, SHOPIFY_PROMPT_PATH, ctx.reply);
  const nonce = randomToken();
  ctx.reply.setCookie(STATE_COOKIE, nonce, {
    path: '/shopify',
    maxAge: STATE_TTL_SECONDS,
    sameSite: 'Lax',
    httpOnly: true,
  });
  const app = shopifyApp(ctx.config);
  const location = authorizeUrl(app, {
    shop,
    scopes: SHOPIFY_SCOPES,
    redirectUri: `${ctx.config.publicUrl}${CALLBACK_PATH}`,
    state: `${nonce}.${sign(ctx.config.sessionSecret, nonce, shop, viewer.id)}`,
  });
  redirect(res, location, ctx.reply);
}

async function callback(res: ServerResponse, ctx: HttpRouteContext): Promise<void> {
  const params = ctx.url.searchParams;
  const app = shopifyApp(ctx.config);
  const shop = normalizeShopDomain(params.get('shop') ?? '');
  if (!verifyOAuthQuery(params, app.apiSecret) || !shop || shop !== params.get('shop')) {
    ctx.logger.warn({ shop: params.get('shop') }, 'shopify callback: bad signature');
    return messagePage(res, 401, UNABLE_TO_CONNECT_STORE, ctx);
  }
  const viewer = await getViewer(ctx);
  if (!viewer || !stateIsValid(ctx, params.get('state') ?? '', shop, viewer.id)) {
    ctx.logger.warn({ shop }, 'shopify callback: state does not match this session');
    return messagePage(res, 403, UNABLE_TO_CONNECT_STORE, ctx);
  }
  ctx.reply.clearCookie(STATE_COOKIE, { path: '/shopify' });
  try {
    const grant = await exchangeCode(app, shop, params.get('code') ?? '');
    await saveInstalledStore(ctx, {
      shop,
      accessToken: grant.accessToken,
      scopes: grant.scopes,
      userId: viewer.id,
    });
  } catch (error) {
    ctx.logger.error({ err: error, shop }, 'shopify callback: install failed');
    return messagePage(res, 502, UNABLE_TO_CONNECT_STORE, ctx);
  }
  redirect(res, `/shopify-connect?store=${encodeURIComponent(shop)}`, ctx.reply);
}

export const oauthRoutes: HttpRoute[] = [
  { method: 'GET', path: INSTALL_PATH, handle: (_req, res, ctx) => install(res, ctx) },
  { method: 'GET', path: CALLBACK_PATH, handle: (_req, res, ctx) => callback(res, ctx) },
  sandboxOfferRoute,
  installStylesheetRoute,
];
