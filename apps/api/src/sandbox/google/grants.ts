// Authorization codes and access tokens of the sign-in sandboxes (Google here, Facebook in
// ../facebook). Both are random 256-bit secrets stored as SHA-256: codes are single use and live
// ten minutes; tokens are opaque and bound to the app (client id) they were issued to.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import {
  sandboxSocialAccessTokens,
  sandboxSocialAuthCodes,
  type SandboxSocialIdentity,
  type SandboxSocialProvider,
} from '../../db/schema';
import { hashToken, randomToken } from '../../modules/auth';

export const CODE_TTL_MS = 10 * 60_000;

export interface CodeGrant {
  provider: SandboxSocialProvider;
  clientId: string;
  redirectUri: string;
  scope: string;
  identity: SandboxSocialIdentity;
}

/** A new code for the grant (expired codes of every app are swept at the same time). */
export async function issueCode(db: Database, grant: CodeGrant, prefix = ''): Promise<string> {
  const code = `${prefix}${randomToken()}`;
  const now = new Date();
  await db.delete(sandboxSocialAuthCodes).where(lt(sandboxSocialAuthCodes.expiresAt, now));
  await db.insert(sandboxSocialAuthCodes).values({
    codeHash: hashToken(code),
    ...grant,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
  });
  return code;
}

/**
 * The grant of an unexpired code, which stops working at once: it is deleted by the very
 * statement that finds it, so two exchanges racing for one code cannot both win.
 */
export async function consumeCode(
  db: Database,
  provider: SandboxSocialProvider,
  code: string,
): Promise<CodeGrant | null> {
  const [row] = await db
    .delete(sandboxSocialAuthCodes)
    .where(
      and(
        eq(sandboxSocialAuthCodes.codeHash, hashToken(code)),
        eq(sandboxSocialAuthCodes.provider, provider),
        gt(sandboxSocialAuthCodes.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) return null;
  return {
    provider: row.provider,
    clientId: row.clientId,
    redirectUri: row.redirectUri,
    scope: row.scope,
    identity: row.identity,
  };
}

export interface TokenGrant {
  provider: SandboxSocialProvider;
  clientId: string;
  scope: string;
  identity: SandboxSocialIdentity;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export async function issueAccessToken(
  db: Database,
  grant: TokenGrant,
  options: { prefix: string; ttlMs: number },
): Promise<IssuedToken> {
  const token = `${options.prefix}${randomToken()}`;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + options.ttlMs);
  await db.delete(sandboxSocialAccessTokens).where(lt(sandboxSocialAccessTokens.expiresAt, now));
  await db.insert(sandboxSocialAccessTokens).values({
    tokenHash: hashToken(token),
    ...grant,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export interface TokenRecord extends TokenGrant {
  createdAt: Date;
  expiresAt: Date;
}

/** The record of a token of this provider, expired or not (callers decide what expiry means). */
export async function findAccessToken(
  db: Database,
  provider: SandboxSocialProvider,
  token: string,
): Promise<TokenRecord | null> {
  if (token === '') return null;
  const [row] = await db
    .select()
    .from(sandboxSocialAccessTokens)
    .where(
      and(
        eq(sandboxSocialAccessTokens.tokenHash, hashToken(token)),
        eq(sandboxSocialAccessTokens.provider, provider),
      ),
    );
  if (!row) return null;
  return {
    provider: row.provider,
    clientId: row.clientId,
    scope: row.scope,
    identity: row.identity,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}
