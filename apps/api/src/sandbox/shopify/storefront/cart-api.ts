// The store's cart endpoints, as Shopify serves them to themes:
//   GET  cart.js             the cart
//   POST cart/add.js         { items: [{ id, quantity, properties }] } → { items }, or one item
//                            (JSON { id, quantity, properties } or a form post) → that line item
//   POST cart/change.js      { id (line key or variant id) | line, quantity } → the cart
//   POST cart/clear.js       → the empty cart
//   POST cart/update.js      { attributes: { name: value }, updates: { key | variant id: quantity }
//                            | [quantity per line] } → the cart ('' removes an attribute)
// and the plain form posts of a theme without script (cart/add, cart/change, cart/clear), which
// answer with a redirect to the cart page.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  readBody,
  redirect,
  sendHtml,
  sendJsonBody,
  type HttpRouteContext,
} from '../../../http/routes';
import {
  addItems,
  badRequest,
  CartError,
  cartJson,
  changeLine,
  lineItems,
  type AddItem,
  type ChangeRequest,
} from './cart-model';
import type { SandboxCartLine } from '../../../db/schema';
import { readCart, updateCart } from './cart-store';
import { cartErrorPage } from './pages/cart';
import { storePage } from './pages/layout';
import type { Storefront } from './shop';

const BODY_LIMIT = 64_000;

type Params = Record<string, unknown>;

/** `properties[Name]=value`, `attributes[Name]=value` and `updates[key]=n` fields of a form post. */
function formParams(form: URLSearchParams): Params {
  const params: Params = {};
  const nested: Record<string, Record<string, string>> = {};
  for (const [name, value] of form) {
    const field = /^(properties|attributes|updates)\[(.+)\]$/.exec(name);
    if (field?.[1] && field[2]) (nested[field[1]] ??= {})[field[2]] = value;
    else if (!(name in params)) params[name] = value;
  }
  return { ...params, ...nested };
}

/** The request's parameters from a JSON or form-encoded body (what Shopify accepts). */
async function readParams(req: IncomingMessage): Promise<Params> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  let text: string;
  try {
    text = (await readBody(req, BODY_LIMIT)).toString('utf8');
  } catch {
    throw badRequest('body');
  }
  if (type === 'application/json') {
    try {
      const value: unknown = JSON.parse(text || '{}');
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return value as Params;
      }
    } catch {
      // Falls through to the refusal below.
    }
    throw badRequest('body');
  }
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    return formParams(new URLSearchParams(text));
  }
  throw badRequest('body');
}

function sendError(res: ServerResponse, route: HttpRouteContext, error: unknown): void {
  if (!(error instanceof CartError)) throw error;
  sendJsonBody(res, error.httpStatus, error.body, route.reply);
}

export async function getCartJs(res: ServerResponse, route: HttpRouteContext, sf: Storefront) {
  const cart = await readCart(route, sf);
  sendJsonBody(res, 200, cartJson(sf, cart.token, cart.lines, cart.attributes), route.reply);
}

function addRequest(params: Params): { items: AddItem[]; many: boolean } {
  if ('items' in params) {
    if (!Array.isArray(params.items)) throw badRequest('items');
    const items = params.items.map((item: unknown) =>
      typeof item === 'object' && item !== null ? (item as AddItem) : { id: undefined },
    );
    return { items, many: true };
  }
  if (params.id === undefined) throw badRequest('id');
  return {
    items: [{ id: params.id, quantity: params.quantity, properties: params.properties }],
    many: false,
  };
}

export async function postAddJs(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
  sf: Storefront,
) {
  try {
    const { items, many } = addRequest(await readParams(req));
    const result = await updateCart(route, sf, (lines) => addItems(sf, lines, items));
    if (result.shortfall) throw result.shortfall;
    const byKey = new Map(lineItems(sf, result.lines).map((item) => [item.key, item]));
    const added = [...new Set(result.added)].flatMap((key) => byKey.get(key) ?? []);
    sendJsonBody(res, 200, many ? { items: added } : (added[0] ?? { items: [] }), route.reply);
  } catch (error) {
    sendError(res, route, error);
  }
}

export async function postChangeJs(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
  sf: Storefront,
) {
  try {
    const change = (await readParams(req)) as ChangeRequest;
    const result = await updateCart(route, sf, (lines) => changeLine(sf, lines, change));
    if (result.shortfall) throw result.shortfall;
    sendJsonBody(
      res,
      200,
      cartJson(sf, result.token, result.lines, result.attributes),
      route.reply,
    );
  } catch (error) {
    sendError(res, route, error);
  }
}

export async function postClearJs(res: ServerResponse, route: HttpRouteContext, sf: Storefront) {
  const result = await updateCart(route, sf, () => ({ lines: [] }));
  sendJsonBody(res, 200, cartJson(sf, result.token, result.lines, result.attributes), route.reply);
}

/** Most attributes a cart keeps, and the longest name and value (longer ones are refused). */
const MAX_ATTRIBUTES = 50;
const MAX_ATTRIBUTE_NAME = 255;
const MAX_ATTRIBUTE_VALUE = 5_000;

/** The attributes after `changes` (a blank or null value removes one), or a 400. */
export function changedAttributes(
  current: Record<string, string>,
  changes: unknown,
): Record<string, string> {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) {
    throw badRequest('attributes');
  }
  const next: Record<string, string> = { ...current };
  for (const [name, raw] of Object.entries(changes as Record<string, unknown>)) {
    if (!name || name.length > MAX_ATTRIBUTE_NAME) throw badRequest('attributes');
    if (raw === null || raw === '') {
      delete next[name];
      continue;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') {
      throw badRequest('attributes');
    }
    const value = String(raw);
    if (value.length > MAX_ATTRIBUTE_VALUE) throw badRequest('attributes');
    next[name] = value;
  }
  if (Object.keys(next).length > MAX_ATTRIBUTES) throw badRequest('attributes');
  return next;
}

/** Quantities by line key or variant id ({ key: n }), or one per line in order ([n, ...]). */
function applyUpdates(
  sf: Storefront,
  lines: SandboxCartLine[],
  updates: unknown,
): { lines: SandboxCartLine[]; shortfall: CartError | null } {
  let shortfall: CartError | null = null;
  let current = lines;
  const apply = (change: ChangeRequest) => {
    const result = changeLine(sf, current, change);
    current = result.lines;
    shortfall ??= result.shortfall;
  };
  if (Array.isArray(updates)) {
    if (updates.length > current.length) throw badRequest('updates');
    // From the last line back, so removing one leaves the positions before it as they were.
    for (let index = updates.length - 1; index >= 0; index -= 1) {
      apply({ line: index + 1, quantity: updates[index] });
    }
  } else if (typeof updates === 'object' && updates !== null) {
    for (const [id, quantity] of Object.entries(updates)) apply({ id, quantity });
  } else {
    throw badRequest('updates');
  }
  return { lines: current, shortfall };
}

export async function postUpdateJs(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
  sf: Storefront,
) {
  try {
    const params = await readParams(req);
    if (params.attributes === undefined && params.updates === undefined) {
      throw badRequest('updates');
    }
    const result = await updateCart(route, sf, (lines, attributes) => {
      const changed =
        params.updates === undefined
          ? { lines, shortfall: null }
          : applyUpdates(sf, lines, params.updates);
      return {
        ...changed,
        attributes:
          params.attributes === undefined
            ? attributes
            : changedAttributes(attributes, params.attributes),
      };
    });
    if (result.shortfall) throw result.shortfall;
    sendJsonBody(
      res,
      200,
      cartJson(sf, result.token, result.lines, result.attributes),
      route.reply,
    );
  } catch (error) {
    sendError(res, route, error);
  }
}

/** cart/add, cart/change, cart/clear as plain form posts: back to the cart page. */
export async function postCartForm(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
  sf: Storefront,
  action: 'add' | 'change' | 'clear',
) {
  try {
    const params = action === 'clear' ? {} : await readParams(req);
    const result = await updateCart(route, sf, (lines) => {
      if (action === 'add') return addItems(sf, lines, addRequest(params).items);
      if (action === 'change') return changeLine(sf, lines, params as ChangeRequest);
      return { lines: [], shortfall: null };
    });
    if (result.shortfall) throw result.shortfall;
    redirect(res, `${sf.root}cart`, route.reply, 303);
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    const cart = await readCart(route, sf);
    const count = cart.lines.reduce((sum, l) => sum + l.quantity, 0);
    const page = cartErrorPage(sf, error.body.description);
    sendHtml(res, error.httpStatus, storePage(sf, { ...page, cartCount: count }), route.reply);
  }
}
