// The Google sandbox's HTTP routes, mounted under /sandbox/google only when no Google credentials
// are configured (otherwise 404):
//   GET  /sandbox/google/o/oauth2/v2/auth   account chooser and consent ("Sign in with Google")
//   POST /sandbox/google/o/oauth2/v2/auth   Allow / Deny → redirect_uri?code= or ?error=access_denied
//   POST /sandbox/google/token              code → access token and ID token
//   GET  /sandbox/google/v1/userinfo        OpenID Connect UserInfo (bearer token)
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonBody, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { GOOGLE_SANDBOX_PATH, googleApp } from '../../providers/google';
import {
  authorizeDecision,
  authorizePage,
  tokenEndpoint,
  userinfoEndpoint,
  type GoogleSandboxContext,
} from './oauth';

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
): Promise<void> {
  const app = googleApp(route.config);
  const notFound = () => sendJsonBody(res, 404, { error: 'Not found.' });
  if (!app.sandbox) return notFound();
  const ctx: GoogleSandboxContext = { db: route.db, config: route.config, app };
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const path = route.url.pathname.slice(GOOGLE_SANDBOX_PATH.length);
  if (path === '/o/oauth2/v2/auth') {
    if (method === 'GET') return authorizePage(res, ctx, route.url);
    if (method === 'POST') return authorizeDecision(req, res, ctx);
  }
  if (path === '/token' && method === 'POST') return tokenEndpoint(req, res, ctx);
  if (path === '/v1/userinfo' && method === 'GET') return userinfoEndpoint(req, res, ctx);
  return notFound();
}

export const googleSandboxRoutes: HttpRoute[] = [
  { method: ['GET', 'POST'], path: `${GOOGLE_SANDBOX_PATH}/*`, handle },
];
