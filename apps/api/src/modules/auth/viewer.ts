// The signed-in user of a request, looked up once per request from the session cookie.
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import { sessions, users, type LoginProviderValue } from '../../db/schema';
import type { AuthContext } from './context';
import {
  SESSION_COOKIE,
  SESSION_REFRESH_MS,
  SESSION_TTL_MS,
  setSessionCookie,
} from './session-cookie';
import { hashToken } from './tokens';

export interface Viewer {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** users.is_admin (granted with the admin CLI) or the email is listed in ADMIN_EMAILS. */
  isAdmin: boolean;
  emailVerified: boolean;
  loginProvider: LoginProviderValue;
  currentGroupId: string | null;
  showGuidedTour: boolean;
  createdAt: Date;
}

export interface Session {
  viewer: Viewer;
  /** SHA-256 of the cookie token: identifies the session in `sessions`. */
  tokenHash: string;
}

type UserRow = typeof users.$inferSelect;

export function isAdminUser(user: Pick<UserRow, 'isAdmin' | 'email'>, config: Config): boolean {
  return user.isAdmin || config.adminEmails.includes(user.email.toLowerCase());
}

export function toViewer(user: UserRow, config: Config): Viewer {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: isAdminUser(user, config),
    emailVerified: user.emailVerifiedAt !== null,
    loginProvider: user.loginProvider,
    currentGroupId: user.currentGroupId,
    showGuidedTour: user.showGuidedTour,
    createdAt: user.createdAt,
  };
}

const keyOf = (ctx: AuthContext): object => ctx.request ?? ctx;

/**
 * The session of each request, looked up once per request: the `sessions` service, one per app
 * (made by the composition root). Keyed by the Fetch Request in GraphQL (one context object per
 * operation, one request) and by the route context elsewhere; entries vanish with the request.
 */
export class SessionLookup {
  private readonly cache = new WeakMap<object, Promise<Session | null>>();

  /** The request's session, looked up on first use. */
  of(ctx: AuthContext): Promise<Session | null> {
    const key = keyOf(ctx);
    let session = this.cache.get(key);
    if (!session) {
      session = loadSession(ctx);
      this.cache.set(key, session);
      // A failed lookup (database down) must not stick for the rest of the request.
      session.catch(() => this.cache.delete(key));
    }
    return session;
  }

  /** Replaces what the rest of the request sees (after sign-in, sign-out). */
  remember(ctx: AuthContext, session: Session | null): void {
    this.cache.set(keyOf(ctx), Promise.resolve(session));
  }
}

/** Looks up an unexpired session and slides its expiry forward (at most once an hour). */
async function loadSession(ctx: AuthContext): Promise<Session | null> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await ctx.db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_REFRESH_MS) {
    await ctx.db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.tokenHash, tokenHash));
    setSessionCookie(ctx, token);
  }
  return { viewer: toViewer(row.user, ctx.config), tokenHash };
}

/** The request's session, looked up once per request. */
export function sessionOf(ctx: AuthContext): Promise<Session | null> {
  return ctx.sessions.of(ctx);
}

/** The signed-in user of this request, or null for an anonymous visitor. */
export async function getViewer(ctx: AuthContext): Promise<Viewer | null> {
  return (await sessionOf(ctx))?.viewer ?? null;
}

/** Replaces what the rest of the request sees (after sign-in, sign-out). */
export function rememberSession(ctx: AuthContext, session: Session | null): void {
  ctx.sessions.remember(ctx, session);
}

/** Re-reads the viewer's record, for resolvers that changed it and return it in the same request. */
export async function refreshViewer(ctx: AuthContext): Promise<Viewer | null> {
  const session = await sessionOf(ctx);
  if (!session) return null;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.viewer.id));
  const refreshed = user
    ? { viewer: toViewer(user, ctx.config), tokenHash: session.tokenHash }
    : null;
  rememberSession(ctx, refreshed);
  return refreshed?.viewer ?? null;
}
