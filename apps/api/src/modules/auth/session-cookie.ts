import type { AuthContext } from './context';

export const SESSION_COOKIE = 'vendy_session';
/** Sessions last 30 days from the last visit. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's expiry moves forward at most this often, so busy users do not write on every call. */
export const SESSION_REFRESH_MS = 60 * 60 * 1000;

/** HttpOnly, SameSite=Lax, and Secure when the public address is https (Reply decides that). */
export function setSessionCookie(ctx: Pick<AuthContext, 'reply'>, token: string): void {
  ctx.reply.setCookie(SESSION_COOKIE, token, {
    maxAge: SESSION_TTL_MS / 1000,
    httpOnly: true,
    sameSite: 'Lax',
  });
}
