// Where a shopper's cart lives: the `cart` cookie holds a random token (scoped to the shop's path),
// the database holds the lines under the token's hash. Reading never writes: a new visitor gets a
// token at once, and a row only when the cart first changes. Changes run in a transaction that
// locks the row, so two add-to-cart requests at once both count.
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { sandboxShopifyCarts, type SandboxCartLine } from '../../../db/schema';
import type { HttpRouteContext } from '../../../http/routes';
import { hashToken, randomToken } from '../../../modules/auth';
import type { Storefront } from './shop';

export const CART_COOKIE = 'cart';
/** A cart nobody touched for this long is gone, as on Shopify. */
export const CART_TTL_MS = 14 * 24 * 60 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{32,100}$/;

export interface CartSession {
  token: string;
  lines: SandboxCartLine[];
  /** The cart's attributes (cart/update.js). */
  attributes: Record<string, string>;
}

/** What a change gives back: the new lines, and new attributes when it changes them. */
export interface CartChange {
  lines: SandboxCartLine[];
  attributes?: Record<string, string>;
}

const tokens = new WeakMap<HttpRouteContext, string>();

/** The cart token of the request, or a new one (sent back in the cookie either way, once). */
export function cartToken(route: HttpRouteContext, sf: Storefront): string {
  const known = tokens.get(route);
  if (known) return known;
  const cookie = route.cookies.get(CART_COOKIE);
  const token = cookie && TOKEN.test(cookie) ? cookie : randomToken();
  route.reply.setCookie(CART_COOKIE, token, {
    path: sf.root.replace(/\/$/, ''),
    maxAge: CART_TTL_MS / 1000,
    httpOnly: true,
    sameSite: 'Lax',
  });
  tokens.set(route, token);
  return token;
}

const fresh = () => new Date(Date.now() - CART_TTL_MS);

export async function readCart(route: HttpRouteContext, sf: Storefront): Promise<CartSession> {
  const token = cartToken(route, sf);
  const [row] = await route.db
    .select({
      lines: sandboxShopifyCarts.lines,
      attributes: sandboxShopifyCarts.attributes,
      updatedAt: sandboxShopifyCarts.updatedAt,
    })
    .from(sandboxShopifyCarts)
    .where(
      and(
        eq(sandboxShopifyCarts.tokenHash, hashToken(token)),
        eq(sandboxShopifyCarts.shop, sf.shop),
      ),
    );
  const live = !!row && row.updatedAt > fresh();
  return { token, lines: live ? row.lines : [], attributes: live ? row.attributes : {} };
}

/**
 * Applies `change` to the cart's lines and stores the result. `change` may throw (a refused
 * request): nothing is stored then.
 */
export async function updateCart<T extends CartChange>(
  route: HttpRouteContext,
  sf: Storefront,
  change: (lines: SandboxCartLine[], attributes: Record<string, string>) => T,
): Promise<T & { token: string; attributes: Record<string, string> }> {
  const token = cartToken(route, sf);
  const tokenHash = hashToken(token);
  return route.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        shop: sandboxShopifyCarts.shop,
        lines: sandboxShopifyCarts.lines,
        attributes: sandboxShopifyCarts.attributes,
        updatedAt: sandboxShopifyCarts.updatedAt,
      })
      .from(sandboxShopifyCarts)
      .where(eq(sandboxShopifyCarts.tokenHash, tokenHash))
      .for('update');
    const live = !!row && row.shop === sf.shop && row.updatedAt > fresh();
    const result = change(live ? row.lines : [], live ? row.attributes : {});
    const attributes = result.attributes ?? (live ? row.attributes : {});
    const now = new Date();
    if (!row) await pruneCarts(tx);
    await tx
      .insert(sandboxShopifyCarts)
      .values({
        tokenHash,
        shop: sf.shop,
        lines: result.lines,
        attributes,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: sandboxShopifyCarts.tokenHash,
        set: { shop: sf.shop, lines: result.lines, attributes, updatedAt: now },
      });
    return { ...result, attributes, token };
  });
}

/** Drops carts left alone for longer than CART_TTL_MS (run when a new cart is made). */
export async function pruneCarts(db: Pick<Database, 'delete'>): Promise<void> {
  await db.delete(sandboxShopifyCarts).where(lt(sandboxShopifyCarts.updatedAt, fresh()));
}
