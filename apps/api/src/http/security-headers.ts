// Security headers: Referrer-Policy and nosniff on every answer, a strict Content-Security-Policy
// for the merchant app (never framed, but for its analytics frame, by itself only) and one for the embed, which only its layout's own store
// (and Vendy itself: the editor preview, the sandbox storefront) may frame.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { shopifyStores, widgets } from '../db/schema';

export const COMMON_SECURITY_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
} as const;

export function setCommonSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
}

/**
 * The <style> elements react-aria adds at run time (usePress, usePreventScroll), allowed by the
 * hash of their exact text rather than by allowing every inline style sheet. A react-aria update
 * that changes them fails http/security-headers.test.ts.
 */
export const REACT_ARIA_STYLE_TEXTS = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The players' provider frames (packages/player: youtube.ts, tiktok.ts). */
const PLAYER_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.tiktok.com'];
/**
 * Shopify's theme editor shows the storefront inside admin.shopify.com, so it is an ancestor of
 * every embed frame a merchant previews there.
 */
const SHOPIFY_ADMIN = 'https://admin.shopify.com';

/** Origins media and uploads come from besides our own: the bucket (and its CDN) with S3. */
function storageOrigins(config: Config): string[] {
  const storage = config.storage;
  if (storage.kind !== 's3') return [];
  const origins = new Set<string>();
  if (storage.publicUrl) origins.add(new URL(storage.publicUrl).origin);
  if (storage.endpoint) origins.add(new URL(storage.endpoint).origin);
  else {
    origins.add(`https://${storage.bucket}.s3.${storage.region}.amazonaws.com`);
    origins.add(`https://s3.${storage.region}.amazonaws.com`);
  }
  return [...origins];
}

function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Shared by the app and the embed: what the built apps load (checked by the Playwright journeys). */
function basePolicy(config: Config): Record<string, string[]> {
  const storage = storageOrigins(config);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...REACT_ARIA_STYLE_TEXTS.map(hashSource)],
    // React writes style props through the CSSOM (not governed by CSP); this covers libraries that
    // set a style attribute. Attributes cannot load anything or run script.
    'style-src-attr': ["'unsafe-inline'"],
    // Product images live on the stores' CDNs (cdn.shopify.com, ...), thumbnails on the providers'.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', ...storage],
    'connect-src': ["'self'", ...storage],
    'font-src': ["'self'", 'data:'],
    // hls.js runs its transmuxer in a worker made from a blob.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...PLAYER_FRAMES],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The merchant app: a standalone site (not embedded in Shopify's admin), never framed, except its
 * analytics frame (`framedBySelf`), which the app's own /analytics page embeds.
 */
export function appContentSecurityPolicy(config: Config, framedBySelf = false): string {
  return policy({ ...basePolicy(config), 'frame-ancestors': [framedBySelf ? "'self'" : "'none'"] });
}

/** The app page that the /analytics page frames (apps/web: routes.analyticsFrame()). */
export const ANALYTICS_FRAME_PATH = '/analytics/frame';

function isAnalyticsFrame(res: ServerResponse): boolean {
  const pathname = new URL(res.req?.url ?? '/', 'http://app.invalid').pathname;
  return pathname === ANALYTICS_FRAME_PATH || pathname === `${ANALYTICS_FRAME_PATH}/`;
}

/**
 * Outside production, a store page served from this machine may frame any layout too: Shopify's
 * `shopify theme dev` serves a theme at http://127.0.0.1:9292.
 */
const LOCAL_THEME_DEVELOPMENT = ['http://localhost:*', 'http://127.0.0.1:*'];

/** The embed frame, framed by `ancestors` (origins) and by Vendy's own pages. */
export function embedContentSecurityPolicy(config: Config, ancestors: readonly string[]): string {
  const local = config.nodeEnv === 'production' ? [] : LOCAL_THEME_DEVELOPMENT;
  return policy({ ...basePolicy(config), 'frame-ancestors': ["'self'", ...ancestors, ...local] });
}

export function setAppSecurityHeaders(res: ServerResponse, config: Config): void {
  const framedBySelf = isAnalyticsFrame(res);
  res.setHeader('content-security-policy', appContentSecurityPolicy(config, framedBySelf));
  // For browsers without frame-ancestors.
  res.setHeader('x-frame-options', framedBySelf ? 'SAMEORIGIN' : 'DENY');
}

/** Anything else is left out rather than written into the header. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long a layout's store domains are reused: storefronts load the embed on every page view. */
const ANCESTORS_TTL_MS = 30_000;
const ANCESTORS_MAX_ENTRIES = 5_000;

/** Looks up (and briefly remembers) which stores may frame each layout. */
export function createEmbedAncestors(db: Database, now: () => number = Date.now) {
  const known = new Map<string, { at: number; ancestors: Promise<string[]> }>();

  async function lookUp(widgetId: string): Promise<string[]> {
    const rows = await db
      .select({ store: shopifyStores.storeName })
      .from(widgets)
      .innerJoin(shopifyStores, eq(shopifyStores.groupId, widgets.groupId))
      .where(and(eq(widgets.id, widgetId), isNull(shopifyStores.uninstalledAt)));
    // Store names are lower-case myshopify domains (checked at install); a store may frame its
    // layouts from there and Shopify's theme editor.
    const stores = rows.map((row) => row.store).filter((store) => SHOP_DOMAIN.test(store));
    return stores.length === 0 ? [] : [...stores.map((store) => `https://${store}`), SHOPIFY_ADMIN];
  }

  /** Origins besides our own that may frame the embed page at `pathname` (/embed/{id}). */
  return function ancestorsOf(pathname: string): Promise<string[]> {
    const id = /^\/embed\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (!id || !UUID.test(id)) return Promise.resolve([]);
    const key = id.toLowerCase();
    const cached = known.get(key);
    if (cached && now() - cached.at < ANCESTORS_TTL_MS) return cached.ancestors;
    if (known.size >= ANCESTORS_MAX_ENTRIES) known.clear();
    const ancestors = lookUp(key);
    known.set(key, { at: now(), ancestors });
    ancestors.catch(() => known.delete(key));
    return ancestors;
  };
}
