// The Instagram sandbox's HTTP routes, mounted under /sandbox/instagram only when no Instagram
// credentials are configured (otherwise 404). The authorization window, the code exchange and the
// Graph API share the base address; Graph paths work with and without a version prefix:
//   GET  /sandbox/instagram/oauth/authorize            authorization window (account, Allow / Cancel)
//   POST /sandbox/instagram/oauth/authorize
//   POST /sandbox/instagram/oauth/access_token         code → short-lived token (1 hour)
//   GET  /sandbox/instagram/access_token               ig_exchange_token → long-lived (60 days)
//   GET  /sandbox/instagram/refresh_access_token       ig_refresh_token (a day-old long-lived token)
//   GET  /sandbox/instagram/{version}/me               the professional account
//   GET  /sandbox/instagram/{version}/me/media         its posts, paged, with children{…}
//   GET  /sandbox/instagram/cdn/{file}?oe&oh           media files, 403 once the address expired
//   GET  /sandbox/instagram/settings/apps              remove Vendy from an account (revokes tokens)
//   POST /sandbox/instagram/settings/apps
// Outside production, for tests of the client's limits:
//   POST /sandbox/instagram/control/usage              form user_id, calls: this hour's call count
//   POST /sandbox/instagram/control/age-token          form access_token, hours: the token's age
//   POST /sandbox/instagram/control/age-media          form hours: the CDN's clock runs that far
//                                                      ahead (addresses given out before expire)
//   POST /sandbox/instagram/control/media              form media_id, state: deleted (gone from
//                                                      the media edge), broken (its video file
//                                                      answers 500) or ok
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJsonBody, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { INSTAGRAM_SANDBOX_PATH, instagramApp } from '../../providers/instagram';
import { readForm } from '../google/html';
import { cdnFile } from './cdn';
import type { InstagramSandboxContext } from './context';
import { setCdnAhead, setMediaState } from './control';
import { authorizeGet, authorizePost, settingsGet, settingsPost } from './dialog';
import { ageToken, codeExchange, longLivedExchange, me, media, refresh, setUsage } from './graph';

async function control(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: InstagramSandboxContext,
  what: string,
): Promise<void> {
  const form = await readForm(req);
  if (what === 'usage') {
    const calls = Number(form.get('calls'));
    const userId = form.get('user_id') ?? '';
    if (!/^\d{1,20}$/.test(userId) || !Number.isInteger(calls) || calls < 0) {
      return sendJsonBody(res, 400, { error: 'user_id and a whole number of calls are required.' });
    }
    setUsage(userId, calls);
    return sendJsonBody(res, 200, { ok: true });
  }
  if (what === 'media') {
    const mediaId = form.get('media_id') ?? '';
    const state = form.get('state');
    if (
      !/^\d{10,24}$/.test(mediaId) ||
      (state !== 'deleted' && state !== 'broken' && state !== 'ok')
    ) {
      return sendJsonBody(res, 400, {
        error: 'media_id and a state (deleted, broken, ok) are required.',
      });
    }
    setMediaState(mediaId, state);
    return sendJsonBody(res, 200, { ok: true });
  }
  const hours = Number(form.get('hours'));
  if (!Number.isFinite(hours) || hours < 0) {
    return sendJsonBody(res, 400, { error: 'hours must be a positive number.' });
  }
  if (what === 'age-media') {
    setCdnAhead(hours);
    return sendJsonBody(res, 200, { ok: true });
  }
  const found = await ageToken(ctx, form.get('access_token') ?? '', hours * 3600_000);
  sendJsonBody(res, found ? 200 : 404, found ? { ok: true } : { error: 'Unknown token.' });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  route: HttpRouteContext,
): Promise<void> {
  const app = instagramApp(route.config);
  const notFound = () => sendJsonBody(res, 404, { error: 'Not found.' });
  if (!app.sandbox) return notFound();
  const ctx: InstagramSandboxContext = { db: route.db, config: route.config, app };
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const path = route.url.pathname
    .slice(INSTAGRAM_SANDBOX_PATH.length)
    .replace(/^\/v\d{1,2}\.\d{1,2}(?=\/)/, '');
  const params = route.url.searchParams;
  if (path === '/oauth/authorize') {
    if (method === 'GET') return authorizeGet(res, ctx, route.url);
    if (method === 'POST') return authorizePost(req, res, ctx);
  }
  if (path === '/settings/apps') {
    if (method === 'GET') return settingsGet(res);
    if (method === 'POST') return settingsPost(req, res, ctx);
  }
  if (path === '/oauth/access_token' && method === 'POST') return codeExchange(req, res, ctx);
  const controlled = /^\/control\/(usage|age-token|age-media|media)$/.exec(path);
  if (controlled && method === 'POST' && route.config.nodeEnv !== 'production') {
    return control(req, res, ctx, controlled[1]!);
  }
  if (method !== 'GET') return notFound();
  if (path === '/access_token') return longLivedExchange(req, res, ctx, params);
  if (path === '/refresh_access_token') return refresh(req, res, ctx, params);
  if (path === '/me') return me(req, res, ctx, params);
  if (path === '/me/media') return media(req, res, ctx, params, route.url);
  if (path.startsWith('/cdn/')) {
    return cdnFile(res, app, path.slice('/cdn/'.length), params, req.method === 'HEAD');
  }
  return notFound();
}

export const instagramSandboxRoutes: HttpRoute[] = [
  { method: ['GET', 'HEAD', 'POST'], path: `${INSTAGRAM_SANDBOX_PATH}/*`, handle },
];
