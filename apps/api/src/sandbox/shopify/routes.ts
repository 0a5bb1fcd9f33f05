// The Shopify sandbox's HTTP routes, mounted under /sandbox/shopify only when no Shopify
// credentials are configured (otherwise 404). Each shop is addressed by its myshopify domain:
//   GET  /sandbox/shopify/install?shop=                       the app's listing → /shopify/install
//   GET  /sandbox/shopify/{shop}/admin/oauth/authorize        "Install Vendy on {shop}?"
//   POST /sandbox/shopify/{shop}/admin/oauth/authorize        Install / Cancel
//   POST /sandbox/shopify/{shop}/admin/oauth/access_token     code → access token
//   POST /sandbox/shopify/{shop}/admin/api/2025-01/graphql.json   Admin GraphQL API
//   GET  /sandbox/shopify/{shop}/cdn/shop/files/{name}.png    product and collection images
//   GET  /sandbox/shopify/{shop}/bulk-operation-outputs/{id}.jsonl?expires=&signature=
//                                                             a completed bulk query's result
//   GET  /sandbox/shopify/{shop}/charges/{id}/confirm         approve or decline a subscription
//   POST /sandbox/shopify/{shop}/charges/{id}/confirm
//   POST /sandbox/shopify/{shop}/uninstall                    removes the app, sends app/uninstalled
//   GET  /sandbox/shopify/{shop}/admin/themes/current/editor  the theme editor: app blocks on the
//   POST /sandbox/shopify/{shop}/admin/themes/current/editor  store's Instagram page
//   /sandbox/shopify/{shop}/…                                 the shop's online store (storefront/)
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpRoute, HttpRouteContext } from '../../http/routes';
import { sendJsonBody } from '../../http/routes';
import {
  isShopDomain,
  SANDBOX_PATH,
  SHOPIFY_API_VERSION,
  shopifyApp,
} from '../../providers/shopify';
import { adminGraphql } from './admin-api';
import { downloadBulkOutput } from './bulk/output';
import { serveCatalogueImage } from './catalogue/cdn';
import { confirmDecision, confirmPage } from './charges';
import type { SandboxContext } from './context';
import { uninstall } from './deliveries';
import { accessToken, appListing, authorizeDecision, authorizePage } from './oauth';
import { handleStorefront } from './storefront';
import { THEME_EDITOR_PATH, themeEditorChange, themeEditorPage } from './storefront/theme-editor';

const notFound = (res: ServerResponse) => sendJsonBody(res, 404, { error: 'Not found.' });

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
): Promise<void> {
  const app = shopifyApp(route.config);
  if (!app.sandbox) return notFound(res);
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const rest = route.url.pathname.slice(SANDBOX_PATH.length);
  if (rest === '/install' && method === 'GET') return appListing(res, route.url);

  const [, shop = '', ...segments] = rest.split('/');
  if (!isShopDomain(shop)) return notFound(res);
  const ctx: SandboxContext = {
    db: route.db,
    config: route.config,
    logger: route.logger,
    app,
    shop,
  };
  const path = segments.join('/');

  if (path === 'admin/oauth/authorize') {
    if (method === 'GET') return authorizePage(res, ctx, route.url);
    if (method === 'POST') return authorizeDecision(req, res, ctx);
  }
  if (path === 'admin/oauth/access_token' && method === 'POST') return accessToken(req, res, ctx);
  if (path === `admin/api/${SHOPIFY_API_VERSION}/graphql.json` && method === 'POST') {
    return adminGraphql(req, res, ctx);
  }
  const image = /^cdn\/shop\/files\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,199}\.png)$/.exec(path);
  if (image?.[1] && method === 'GET') {
    return serveCatalogueImage(res, ctx, image[1], req.method === 'HEAD');
  }
  const output = /^bulk-operation-outputs\/(\d{1,10})\.jsonl$/.exec(path);
  const outputId = Number(output?.[1]);
  if (output && method === 'GET' && outputId <= 2_147_483_647) {
    return downloadBulkOutput(res, ctx, outputId, route.url);
  }
  const charge = /^charges\/(\d{1,10})\/confirm$/.exec(path);
  const id = Number(charge?.[1]);
  if (charge && id <= 2_147_483_647) {
    if (method === 'GET') return confirmPage(res, ctx, id);
    if (method === 'POST') return confirmDecision(req, res, ctx, id);
  }
  if (path === 'uninstall' && method === 'POST') return uninstall(res, ctx);
  if (path === THEME_EDITOR_PATH) {
    if (method === 'GET') return themeEditorPage(res, ctx, route.url);
    if (method === 'POST') return themeEditorChange(req, res, ctx);
  }
  if (await handleStorefront(req, res, route, ctx, path)) return;
  return notFound(res);
}

export const shopifySandboxRoutes: HttpRoute[] = [
  { method: ['GET', 'POST'], path: `${SANDBOX_PATH}/*`, handle },
];
