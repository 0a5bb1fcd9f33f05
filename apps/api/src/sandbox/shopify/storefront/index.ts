// The sandbox shop's online store: what a shopper sees at https://{shop}/ on Shopify, under
// /sandbox/shopify/{shop}/ here. A Dawn-like theme rendered on the server (home, collections,
// product pages, cart) over the shop's generated catalogue, with Shopify's AJAX cart API, so the
// Vendy loader and layouts can be tried end to end offline:
//   GET  {root}                       home
//   GET  {root}collections            collection list
//   GET  {root}collections/{handle}   a collection ('all': every product), ?page=
//   GET  {root}products/{handle}      a product, ?variant=
//   GET  {root}cart                   the cart page
//   GET, POST {root}checkout, GET {root}orders/{id}, POST {root}orders/{id}/refund
//                                     checkout, the order's page, refunds (checkout.ts)
//   GET  {root}pages/instagram        the app blocks the theme editor placed (theme-editor.ts)
//   GET  {root}cart.js, POST {root}cart/add.js, change.js, clear.js, update.js   AJAX cart API
//   POST {root}cart/add, cart/change, cart/clear                             no-script forms
//   GET  {root}assets/theme.css, theme.js
// Vendy reaches the store the way a real one gets it, through the theme app extension's own Liquid
// (theme-extension.ts) over the app metafields the app wrote with the Admin API: the app embed
// (the loader) on every page, and on the demo store the "Vendy layout" app block with the layout
// named by the setting DEMO_LAYOUT_SETTING on its home and product pages, and a placeholder pasted
// in a custom section (loaded by the app embed) with the one named by DEMO_CAROUSEL_LAYOUT_SETTING
// on its collection pages. Nothing shows while the setting is unset, the layout is not finished or
// the app has not written vendy.host.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { LAYOUT_ATTRIBUTE, reservedFrameStyle } from '@vendy/client/domain';
import { widgets } from '../../../db/schema';
import { escapeHtml, type HttpRouteContext } from '../../../http/routes';
import { DEMO_STORE_NAME } from '../demo-store';
import { isUuid } from '../../../db/ids';
import { getSetting } from '../../../modules/settings';
import type { SandboxContext } from '../context';
import { serveAsset } from './assets';
import {
  getCartJs,
  postAddJs,
  postCartForm,
  postChangeJs,
  postClearJs,
  postUpdateJs,
} from './cart-api';
import { getCheckout, getOrder, postCheckout, postRefund } from './checkout';
import { cartJson } from './cart-model';
import { readCart } from './cart-store';
import { collectionPage, collectionsPage, homePage } from './pages/catalog';
import { cartPage, notFoundPage } from './pages/cart';
import { storePage } from './pages/layout';
import { productPage } from './pages/product';
import { productByHandle, storefrontOf, type Storefront } from './shop';
import { INSTAGRAM_PAGE_PATH, pageBlocks } from './theme-editor';
import { renderAppBlock } from './theme-extension';

/** Setting (app_settings) naming the layout the demo store shows: a layout id. */
export const DEMO_LAYOUT_SETTING = 'demo.layout-id';
/** Setting naming the layout the demo store shows on its collection pages (a carousel). */
export const DEMO_CAROUSEL_LAYOUT_SETTING = 'demo.carousel-layout-id';
export { addPageBlock, INSTAGRAM_PAGE_PATH } from './theme-editor';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

/**
 * The finished layout the store shows, as a page section, or '': the "Vendy layout" app block with
 * the settings a merchant would save (its id, and the portrait shape for the portrait family), or
 * for `placeholder` the markup a merchant pastes into a custom section.
 */
async function layoutSection(
  route: HttpRouteContext,
  ctx: SandboxContext,
  setting = DEMO_LAYOUT_SETTING,
  placeholder = false,
): Promise<string> {
  if (ctx.shop !== DEMO_STORE_NAME) return '';
  const id = await getSetting(route.db, setting);
  if (typeof id !== 'string' || !isUuid(id)) return '';
  const [layout] = await route.db
    .select({ type: widgets.type, status: widgets.status })
    .from(widgets)
    .where(eq(widgets.id, id));
  if (layout?.status !== 'READY') return '';
  const layoutId = id.toLowerCase();
  const content = placeholder
    ? `<div ${LAYOUT_ATTRIBUTE}="${escapeHtml(layoutId)}" style="${reservedFrameStyle(layout.type)}"></div>`
    : await renderAppBlock(ctx, 'vendy-layout', {
        id: `vendy-layout-${layoutId}`,
        settings: {
          layout_id: layoutId,
          layout_format: layout.type.startsWith('PORTRAIT') ? 'portrait' : 'landscape',
        },
      });
  if (content === '') return '';
  return `<section class="section page-width vendy-section" aria-label="Shoppable video">
${content}
</section>`;
}

/**
 * The store's Instagram page ({root}pages/instagram): the app blocks the theme editor placed on it
 * (theme-editor.ts), each a section, in order.
 */
async function instagramPage(
  route: HttpRouteContext,
  ctx: SandboxContext,
): Promise<{ title: string; body: string }> {
  const sections: string[] = [];
  for (const block of await pageBlocks(route.db, ctx.shop)) {
    const content = await renderAppBlock(ctx, block.type, {
      id: block.id,
      settings: block.settings,
    });
    if (content === '') continue;
    const label = block.type === 'vendy-feed' ? 'Instagram feed' : 'Shoppable video';
    sections.push(`<section class="section page-width vendy-section" aria-label="${label}">
${content}
</section>`);
  }
  return {
    title: 'Shop our Instagram',
    body: `<div class="section page-width"><h1>Shop our Instagram</h1>
<p>Tap a post to see the products in it.</p></div>
${sections.join('\n') || '<p class="section page-width">Nothing here yet.</p>'}`,
  };
}

/** A store page with the header's cart count; its scripts and frames may come from Vendy. */
async function sendPage(
  res: ServerResponse,
  route: HttpRouteContext,
  ctx: SandboxContext,
  sf: Storefront,
  page: { title: string; body: string },
  status = 200,
): Promise<void> {
  const cart = await readCart(route, sf);
  // The app embed is switched on in the theme (Theme settings > App embeds).
  const bodyEnd = await renderAppBlock(ctx, 'vendy-app-embed', { id: 'vendy-app-embed' });
  const count = cartJson(sf, cart.token, cart.lines).item_count;
  const vendy = new URL(sf.origin).origin;
  route.reply.applyTo(res);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      `script-src 'self' ${vendy}`,
      `frame-src 'self' ${vendy}`,
      "form-action 'self'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  res.end(storePage(sf, { ...page, cartCount: count, bodyEnd }));
}

/**
 * Answers the storefront paths of a sandbox shop (`path` is what follows /sandbox/shopify/{shop}/).
 * Returns false for paths that are not the store's, so the sandbox can answer them.
 */
export async function handleStorefront(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
  ctx: SandboxContext,
  path: string,
): Promise<boolean> {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const sf = storefrontOf(ctx.shop, ctx.config.publicUrl);
  const send = (page: { title: string; body: string }, status?: number) =>
    sendPage(res, route, ctx, sf, page, status);
  const order = /^orders\/(\d{1,16})(\/refund)?$/.exec(path);
  const orderId = Number(order?.[1]);
  const isOrder = order !== null && Number.isSafeInteger(orderId);

  if (method === 'POST') {
    if (path === 'checkout') await postCheckout(req, res, route, ctx, sf, send);
    else if (isOrder && order[2]) await postRefund(req, res, route, ctx, sf, orderId, send);
    else if (path === 'cart/add.js') await postAddJs(req, res, route, sf);
    else if (path === 'cart/change.js') await postChangeJs(req, res, route, sf);
    else if (path === 'cart/update.js') await postUpdateJs(req, res, route, sf);
    else if (path === 'cart/clear.js') await postClearJs(res, route, sf);
    else if (path === 'cart/add') await postCartForm(req, res, route, sf, 'add');
    else if (path === 'cart/change') await postCartForm(req, res, route, sf, 'change');
    else if (path === 'cart/clear') await postCartForm(req, res, route, sf, 'clear');
    else return false;
    return true;
  }
  if (method !== 'GET') return false;

  const asset = /^assets\/([a-z]+\.(?:css|js))$/.exec(path);
  if (asset?.[1]) return serveAsset(res, asset[1], req.method === 'HEAD');
  if (path === 'cart.js') {
    await getCartJs(res, route, sf);
    return true;
  }
  if (path === '') {
    if (!route.url.pathname.endsWith('/')) {
      res.writeHead(301, { location: sf.root });
      res.end();
      return true;
    }
    await sendPage(res, route, ctx, sf, homePage(sf, await layoutSection(route, ctx)));
    return true;
  }
  if (path === 'cart') {
    const cart = await readCart(route, sf);
    await sendPage(res, route, ctx, sf, cartPage(sf, cartJson(sf, cart.token, cart.lines)));
    return true;
  }
  if (path === 'checkout') {
    await getCheckout(route, sf, send);
    return true;
  }
  if (isOrder && !order[2]) {
    await getOrder(route, ctx, sf, orderId, send);
    return true;
  }
  if (path === 'collections') {
    await sendPage(res, route, ctx, sf, collectionsPage(sf));
    return true;
  }
  if (path === INSTAGRAM_PAGE_PATH) {
    await sendPage(res, route, ctx, sf, await instagramPage(route, ctx));
    return true;
  }
  const [kind, handle = '', ...extra] = path.split('/');
  const page =
    extra.length === 0 && HANDLE.test(handle)
      ? kind === 'collections'
        ? collectionPage(
            sf,
            handle,
            route.url,
            await layoutSection(route, ctx, DEMO_CAROUSEL_LAYOUT_SETTING, true),
          )
        : kind === 'products'
          ? await productOf(route, ctx, sf, handle)
          : null
      : null;
  // Unknown store pages get the theme's 404 page; other paths are the sandbox's to answer.
  if (!page && !(req.headers.accept ?? '').includes('text/html')) return false;
  await sendPage(res, route, ctx, sf, page ?? notFoundPage(sf), page ? 200 : 404);
  return true;
}

async function productOf(
  route: HttpRouteContext,
  ctx: SandboxContext,
  sf: Storefront,
  handle: string,
) {
  const product = productByHandle(sf, handle);
  return product ? productPage(sf, product, route.url, await layoutSection(route, ctx)) : null;
}
