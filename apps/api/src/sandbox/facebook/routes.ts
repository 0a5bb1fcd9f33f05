// The Facebook sandbox's HTTP routes, mounted under /sandbox/facebook only when no Facebook
// credentials are configured (otherwise 404). The dialog and the Graph API share the base address;
// versioned paths accept any version (v21.0, v19.0...), as Graph does:
//   GET  /sandbox/facebook/{version}/dialog/oauth          Login dialog (choose who, Allow / Deny)
//   POST /sandbox/facebook/{version}/dialog/oauth
//   GET  /sandbox/facebook/{version}/oauth/access_token    code → user access token
//   GET  /sandbox/facebook/[{version}/]debug_token         what a token is, asked with the app token
//   GET  /sandbox/facebook/{version}/me                    the person behind a user token
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonBody, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { FACEBOOK_SANDBOX_PATH, facebookApp } from '../../providers/facebook';
import type { FacebookSandboxContext } from './context';
import { dialogGet, dialogPost } from './dialog';
import { accessToken, debugToken, me } from './graph';

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
): Promise<void> {
  const app = facebookApp(route.config);
  const notFound = () => sendJsonBody(res, 404, { error: 'Not found.' });
  if (!app.sandbox) return notFound();
  const ctx: FacebookSandboxContext = { db: route.db, config: route.config, app };
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  // Graph paths work with and without a version prefix.
  const path = route.url.pathname
    .slice(FACEBOOK_SANDBOX_PATH.length)
    .replace(/^\/v\d{1,2}\.\d{1,2}(?=\/)/, '');
  const params = route.url.searchParams;
  if (path === '/dialog/oauth') {
    if (method === 'GET') return dialogGet(res, ctx, route.url);
    if (method === 'POST') return dialogPost(req, res, ctx);
  }
  if (method !== 'GET') return notFound();
  if (path === '/oauth/access_token') return accessToken(res, ctx, params);
  if (path === '/debug_token') return debugToken(res, ctx, params);
  if (path === '/me') return me(res, ctx, params);
  return notFound();
}

export const facebookSandboxRoutes: HttpRoute[] = [
  { method: ['GET', 'POST'], path: `${FACEBOOK_SANDBOX_PATH}/*`, handle },
];
