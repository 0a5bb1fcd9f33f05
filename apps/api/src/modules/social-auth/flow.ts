// The browser side of the provider flows (Google and Facebook sign-in, connecting an Instagram
// account), shared by the HTTP routes and the mutations:
// - the state: a random nonce in the `state` parameter and in a short-lived HttpOnly, SameSite=Lax
//   cookie scoped to /auth/{provider}; the callback accepts only the browser that started the flow;
// - the hand-over: the callback puts the code (Google) or token (Facebook) in /login's address and
//   a hash of it in a cookie scoped to /graphql. loginWithGoogle / loginWithFacebook accept only a
//   code or token that came through this browser's callback, so a link to /login carrying someone
//   else's code cannot sign a visitor into that someone's account (login CSRF).
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { GRAPHQL_PATH } from '../../graphql/yoga';
import type { Reply } from '../../http/reply';
import { hashToken, randomToken } from '../auth';

export type SocialProvider = 'google' | 'facebook' | 'instagram';

/** Both the state and the hand-over last as long as a provider's consent screen reasonably takes. */
const FLOW_TTL_SECONDS = 600;
const HANDOVER_COOKIE = 'vendy_social_login';

export const startPath = (provider: SocialProvider) => `/auth/${provider}/start`;
export const callbackPath = (provider: SocialProvider) => `/auth/${provider}/callback`;

/** The redirect_uri registered with the provider; the code exchange must repeat it exactly. */
export const redirectUri = (config: Pick<Config, 'publicUrl'>, provider: SocialProvider) =>
  `${config.publicUrl}${callbackPath(provider)}`;

const stateCookie = (provider: SocialProvider) => `vendy_${provider}_state`;

interface CookieJar {
  cookies: ReadonlyMap<string, string>;
  reply: Reply;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new state for this browser: set in its cookie, to be sent as the `state` parameter. */
export function beginFlow(ctx: CookieJar, provider: SocialProvider): string {
  const state = randomToken();
  ctx.reply.setCookie(stateCookie(provider), state, {
    path: `/auth/${provider}`,
    maxAge: FLOW_TTL_SECONDS,
    httpOnly: true,
    sameSite: 'Lax',
  });
  return state;
}

/** True when `state` is the one this browser's cookie holds; the cookie is spent either way. */
export function endFlow(ctx: CookieJar, provider: SocialProvider, state: string | null): boolean {
  const expected = ctx.cookies.get(stateCookie(provider)) ?? '';
  ctx.reply.clearCookie(stateCookie(provider), { path: `/auth/${provider}` });
  return expected !== '' && state !== null && sameText(expected, state);
}

const handoverValue = (provider: SocialProvider, secret: string) =>
  hashToken(`${provider}:${secret}`);

/** Remembers in this browser that `secret` (a code or token) came through its callback. */
export function handOver(ctx: CookieJar, provider: SocialProvider, secret: string): void {
  ctx.reply.setCookie(HANDOVER_COOKIE, handoverValue(provider, secret), {
    path: GRAPHQL_PATH,
    maxAge: FLOW_TTL_SECONDS,
    httpOnly: true,
    sameSite: 'Lax',
  });
}

/** True when `secret` came through this browser's callback; the hand-over is spent either way. */
export function takeHandOver(ctx: CookieJar, provider: SocialProvider, secret: string): boolean {
  const held = ctx.cookies.get(HANDOVER_COOKIE);
  if (held === undefined) return false;
  ctx.reply.clearCookie(HANDOVER_COOKIE, { path: GRAPHQL_PATH });
  return sameText(held, handoverValue(provider, secret));
}
