// Connecting an Instagram account, the browser's part:
//   GET /auth/instagram/start     → Instagram's authorization window (instagram_business_basic)
//   GET /auth/instagram/callback  ← Instagram's return: the state must be this browser's; the code
//                                   goes on to /instagram/connect, where the app calls
//                                   setupInstagramAccount(code), which accepts only a code handed
//                                   over to this browser (someone else's link cannot connect their
//                                   account to your group). Without a code: /instagram/connect
//                                   with the error, where the app says access was denied.
import type { ServerResponse } from 'node:http';
import { redirect, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { instagramApp, instagramAuthorizeUrl } from '../../providers/instagram';
import { beginFlow, endFlow, handOver } from '../social-auth';
import { CALLBACK_PATH, callbackUri, START_PATH } from './service';

const CONNECT_PAGE = '/instagram/connect';

/** A provider's error word as it may appear in our address; anything else is 'unknown'. */
function errorWord(value: string | null): string {
  if (value === null || value === '') return 'unknown';
  return /^[a-z][a-z0-9_]{0,63}$/i.test(value) ? value.toLowerCase() : 'unknown';
}

function toConnectPage(res: ServerResponse, ctx: HttpRouteContext, params: Record<string, string>) {
  redirect(res, `${CONNECT_PAGE}?${new URLSearchParams(params).toString()}`, ctx.reply);
}

function start(res: ServerResponse, ctx: HttpRouteContext): void {
  const state = beginFlow(ctx, 'instagram');
  const location = instagramAuthorizeUrl(instagramApp(ctx.config), {
    redirectUri: callbackUri(ctx.config),
    state,
  });
  redirect(res, location, ctx.reply);
}

function callback(res: ServerResponse, ctx: HttpRouteContext): void {
  const params = ctx.url.searchParams;
  if (!endFlow(ctx, 'instagram', params.get('state'))) {
    ctx.logger.warn('instagram callback: state does not match this browser');
    return toConnectPage(res, ctx, { error: 'invalid_state' });
  }
  const code = params.get('code');
  if (params.has('error') || !code) {
    return toConnectPage(res, ctx, {
      error: errorWord(params.get('error_reason') ?? params.get('error')),
    });
  }
  handOver(ctx, 'instagram', code);
  toConnectPage(res, ctx, { code });
}

export const instagramRoutes: HttpRoute[] = [
  { method: 'GET', path: START_PATH, handle: (_req, res, ctx) => start(res, ctx) },
  { method: 'GET', path: CALLBACK_PATH, handle: (_req, res, ctx) => callback(res, ctx) },
];
