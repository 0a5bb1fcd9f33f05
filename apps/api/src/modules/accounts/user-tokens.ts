// Single-use, expiring secrets sent by mail (email verification, password reset). The link carries
// the token; the database keeps its SHA-256, so a leaked table cannot verify or reset anything.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { userTokens, type UserTokenKind } from '../../db/schema';
import { hashToken, randomToken } from '../auth';

const HOUR_MS = 60 * 60 * 1000;

export const TOKEN_TTL_MS: Record<UserTokenKind, number> = {
  VERIFY_EMAIL: 48 * HOUR_MS,
  RESET_PASSWORD: HOUR_MS,
};

/** A new token for the user; returns the secret to put in the link. */
export async function issueUserToken(
  db: Database,
  userId: string,
  kind: UserTokenKind,
  now: Date = new Date(),
): Promise<string> {
  const token = randomToken();
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
  });
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, of another kind, expired
 * or already used. One UPDATE does the check and the marking, so two clicks racing each other
 * cannot both succeed.
 */
export async function consumeUserToken(
  db: Database,
  kind: UserTokenKind,
  token: string,
  now: Date = new Date(),
): Promise<string | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  return row?.userId ?? null;
}

/** Retires the user's other outstanding tokens of a kind (older reset links after a reset). */
export async function retireUserTokens(
  db: Database,
  userId: string,
  kind: UserTokenKind,
  now: Date = new Date(),
): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)),
    );
}
