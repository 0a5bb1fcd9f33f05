// Signing in and out. Sessions are rows of `sessions` keyed by the SHA-256 of the cookie token;
// they are replaced at every sign-in and deleted at logout and password changes.
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sessions, users } from '../../db/schema';
import type { AuthContext } from './context';
import { SESSION_COOKIE, SESSION_TTL_MS, setSessionCookie } from './session-cookie';
import { hashToken, randomToken } from './tokens';
import { rememberSession, toViewer, type Viewer } from './viewer';

/**
 * Signs the user in on this request: the session the request came with (if any) is deleted and a
 * new one is created with its cookie, so a session id planted before login is worthless after it.
 */
export async function signInUser(ctx: AuthContext, userId: string): Promise<Viewer> {
  const previous = ctx.cookies.get(SESSION_COOKIE);
  const token = randomToken();
  const tokenHash = hashToken(token);
  const now = new Date();
  const user = await ctx.db.transaction(async (tx) => {
    if (previous) await tx.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
    await tx.insert(sessions).values({
      tokenHash,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      userAgent: ctx.request?.headers.get('user-agent')?.slice(0, 500) ?? null,
    });
    const [row] = await tx.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`signInUser: no user ${userId}`);
    return row;
  });
  setSessionCookie(ctx, token);
  const viewer = toViewer(user, ctx.config);
  rememberSession(ctx, { viewer, tokenHash });
  return viewer;
}

/** Ends the request's session (if any) and clears its cookie. */
export async function signOut(ctx: AuthContext): Promise<void> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (token) await ctx.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  ctx.reply.clearCookie(SESSION_COOKIE);
  rememberSession(ctx, null);
}

/**
 * Deletes the user's sessions except the one whose hash is `keepTokenHash`; without it, all of
 * them (everyone signed in as this user is signed out at their next request).
 */
export async function endOtherSessions(
  db: Database,
  userId: string,
  keepTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepTokenHash === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)),
    );
}

/** Whether a session token belongs to an unexpired session (without touching its expiry). */
export async function isLiveSession(db: Database, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row !== undefined;
}
