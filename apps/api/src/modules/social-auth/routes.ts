// The provider flows' HTTP side. The Sign in buttons of /login are full-page visits to
//   GET /auth/google/start     → Google's consent screen (authorization code + OpenID Connect)
//   GET /auth/google/callback  → /login?provider=google&code=…   or &error=…
//   GET /auth/facebook/start   → Facebook's Login dialog (code flow, scope email)
//   GET /auth/facebook/callback → the code is exchanged here for a user access token, then
//                                 /login?provider=facebook&token=…   or &status=…
// /login then calls loginWithGoogle(code) / loginWithFacebook(token). Callbacks accept only the
// browser that started the flow (state), and hand the code or token over to that browser only
// (see flow.ts).
import type { ServerResponse } from 'node:http';
import { redirect, type HttpRoute, type HttpRouteContext } from '../../http/routes';
import { exchangeFacebookCode, facebookApp, facebookDialogUrl } from '../../providers/facebook';
import { googleApp, googleAuthorizeUrl } from '../../providers/google';
import {
  beginFlow,
  callbackPath,
  endFlow,
  handOver,
  redirectUri,
  startPath,
  type SocialProvider,
} from './flow';

/** Provider error codes are short snake_case words; anything else is not repeated to the page. */
function errorWord(value: string | null): string | null {
  if (value === null) return null;
  return /^[a-z][a-z0-9_]{0,63}$/i.test(value) ? value.toLowerCase() : 'unknown';
}

function backToLogin(
  res: ServerResponse,
  ctx: HttpRouteContext,
  provider: SocialProvider,
  params: Record<string, string>,
): void {
  const query = new URLSearchParams({ provider, ...params });
  redirect(res, `/login?${query.toString()}`, ctx.reply);
}

function googleStart(res: ServerResponse, ctx: HttpRouteContext): void {
  const state = beginFlow(ctx, 'google');
  const location = googleAuthorizeUrl(googleApp(ctx.config), {
    redirectUri: redirectUri(ctx.config, 'google'),
    state,
  });
  redirect(res, location, ctx.reply);
}

function googleCallback(res: ServerResponse, ctx: HttpRouteContext): void {
  const params = ctx.url.searchParams;
  if (!endFlow(ctx, 'google', params.get('state'))) {
    ctx.logger.warn('google callback: state does not match this browser');
    return backToLogin(res, ctx, 'google', { error: 'invalid_state' });
  }
  const error = errorWord(params.get('error'));
  const code = params.get('code');
  if (error || !code) {
    return backToLogin(res, ctx, 'google', { error: error ?? 'no_code' });
  }
  handOver(ctx, 'google', code);
  backToLogin(res, ctx, 'google', { code });
}

function facebookStart(res: ServerResponse, ctx: HttpRouteContext): void {
  const state = beginFlow(ctx, 'facebook');
  const location = facebookDialogUrl(facebookApp(ctx.config), {
    redirectUri: redirectUri(ctx.config, 'facebook'),
    state,
  });
  redirect(res, location, ctx.reply);
}

async function facebookCallback(res: ServerResponse, ctx: HttpRouteContext): Promise<void> {
  const params = ctx.url.searchParams;
  if (!endFlow(ctx, 'facebook', params.get('state'))) {
    ctx.logger.warn('facebook callback: state does not match this browser');
    return backToLogin(res, ctx, 'facebook', { status: 'invalid_state' });
  }
  const code = params.get('code');
  if (params.has('error') || !code) {
    const reason = errorWord(params.get('error_reason')) ?? errorWord(params.get('error'));
    // Facebook Login's own status for a person who did not authorise the app.
    const denied = reason === 'user_denied' || reason === 'access_denied';
    return backToLogin(res, ctx, 'facebook', {
      status: denied ? 'not_authorized' : (reason ?? 'unknown'),
    });
  }
  let token: string;
  try {
    token = await exchangeFacebookCode(
      facebookApp(ctx.config),
      code,
      redirectUri(ctx.config, 'facebook'),
    );
  } catch (error) {
    ctx.logger.warn({ err: error }, 'facebook callback: code exchange failed');
    return backToLogin(res, ctx, 'facebook', { status: 'unknown' });
  }
  handOver(ctx, 'facebook', token);
  backToLogin(res, ctx, 'facebook', { token });
}

export const socialAuthRoutes: HttpRoute[] = [
  { method: 'GET', path: startPath('google'), handle: (_req, res, ctx) => googleStart(res, ctx) },
  {
    method: 'GET',
    path: callbackPath('google'),
    handle: (_req, res, ctx) => googleCallback(res, ctx),
  },
  {
    method: 'GET',
    path: startPath('facebook'),
    handle: (_req, res, ctx) => facebookStart(res, ctx),
  },
  {
    method: 'GET',
    path: callbackPath('facebook'),
    handle: (_req, res, ctx) => facebookCallback(res, ctx),
  },
];
