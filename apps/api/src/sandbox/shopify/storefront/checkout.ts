// The store's checkout and order pages:
//   GET  {root}checkout                 the order summary and "Place order"
//   POST {root}checkout                 places the order with the cart's lines, empties the cart,
//                                       delivers orders/create, then → the order's page
//   GET  {root}orders/{id}?key=         "Thank you for your order", with the refund form
//   POST {root}orders/{id}/refund       refunds units of the lines, delivers refunds/create and
//                                       orders/updated (the order with its refunds)
// Posts are plain forms from the store's own pages: one from another site is refused (its Origin
// or Sec-Fetch-Site says so), the cart is the shopper's SameSite=Lax cookie, and an order's page
// and refund need the order's key, which only its confirmation link carries.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirect, type HttpRouteContext } from '../../../http/routes';
import type { SandboxContext } from '../context';
import { readForm } from '../oauth';
import { cartJson } from './cart-model';
import { readCart, updateCart } from './cart-store';
import {
  deliverOrderCreated,
  deliverRefundCreated,
  findOrder,
  orderKey,
  placeOrder,
  refundOrder,
} from './orders';
import { checkoutPage, orderPage } from './pages/checkout';
import { notFoundPage } from './pages/cart';
import type { Storefront } from './shop';

type Send = (page: { title: string; body: string }, status?: number) => Promise<void>;

const NOTICES: Record<string, string> = {
  refunded: 'Refund created: the app has been sent the refund.',
  nothing: 'Nothing to refund: choose at least one unit.',
};

/**
 * A form post from another site (a cross-site request forgery) is refused: its Origin is neither
 * the server's public address nor the host the request was sent to (a browser on 127.0.0.1 while
 * PUBLIC_URL says localhost is still the same site).
 */
function fromOtherSite(req: IncomingMessage, route: HttpRouteContext): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === new URL(route.config.publicUrl).origin) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

function keyMatches(ctx: SandboxContext, id: number, key: string | null): boolean {
  const expected = Buffer.from(orderKey(ctx, id));
  const given = Buffer.from(key ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function orderUrl(sf: Storefront, ctx: SandboxContext, id: number, notice?: string): string {
  const query = new URLSearchParams({ key: orderKey(ctx, id) });
  if (notice) query.set('notice', notice);
  return `${sf.root}orders/${id}?${query.toString()}`;
}

export async function getCheckout(route: HttpRouteContext, sf: Storefront, send: Send) {
  const cart = await readCart(route, sf);
  await send(checkoutPage(sf, cartJson(sf, cart.token, cart.lines)));
}

export async function postCheckout(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
  ctx: SandboxContext,
  sf: Storefront,
  send: Send,
): Promise<void> {
  await readForm(req);
  if (fromOtherSite(req, route)) {
    await send(notFoundPage(sf), 403);
    return;
  }
  // The cart's lines and attributes are taken and the cart emptied at once: a second post places
  // nothing (after checkout Shopify starts a new cart, attributes included).
  const { taken, takenAttributes } = await updateCart(route, sf, (lines, attributes) => ({
    lines: [],
    attributes: {},
    taken: lines,
    takenAttributes: attributes,
  }));
  const order = await placeOrder(ctx, sf, taken, takenAttributes);
  if (!order) {
    await send(checkoutPage(sf, cartJson(sf, '', [])), 409);
    return;
  }
  const deliveries = await deliverOrderCreated(ctx, order);
  ctx.logger.info({ shop: ctx.shop, order: order.id, deliveries }, 'sandbox order placed');
  redirect(res, orderUrl(sf, ctx, order.id), route.reply, 303);
}

export async function getOrder(
  route: HttpRouteContext,
  ctx: SandboxContext,
  sf: Storefront,
  id: number,
  send: Send,
): Promise<void> {
  const order = keyMatches(ctx, id, route.url.searchParams.get('key'))
    ? await findOrder(ctx, id)
    : null;
  if (!order) {
    await send(notFoundPage(sf), 404);
    return;
  }
  const notice = NOTICES[route.url.searchParams.get('notice') ?? ''] ?? null;
  await send(orderPage(sf, order, orderKey(ctx, id), notice));
}

export async function postRefund(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
  ctx: SandboxContext,
  sf: Storefront,
  id: number,
  send: Send,
): Promise<void> {
  const form = await readForm(req);
  if (fromOtherSite(req, route) || !keyMatches(ctx, id, form.get('key'))) {
    await send(notFoundPage(sf), 404);
    return;
  }
  const units = new Map<number, number>();
  for (const [name, value] of form) {
    const line = /^line-(\d{1,16})$/.exec(name);
    if (line?.[1] && /^\d{1,7}$/.test(value.trim())) units.set(Number(line[1]), Number(value));
  }
  const result = await refundOrder(ctx, id, units);
  if (!result) {
    const exists = await findOrder(ctx, id);
    if (!exists) await send(notFoundPage(sf), 404);
    else redirect(res, orderUrl(sf, ctx, id, 'nothing'), route.reply, 303);
    return;
  }
  const deliveries = await deliverRefundCreated(ctx, result.order, result.refund);
  ctx.logger.info({ shop: ctx.shop, order: id, deliveries }, 'sandbox refund created');
  redirect(res, orderUrl(sf, ctx, id, 'refunded'), route.reply, 303);
}
