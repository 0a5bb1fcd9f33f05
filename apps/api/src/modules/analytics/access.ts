// Who may read the data API: the bearer of a valid analytics token (token.ts), checked again
// against the database on every request, since membership and plans change within 15 minutes.
import type { IncomingMessage } from 'node:http';
import { activePlan, needsUpgrade, planOption } from '@vendy/client/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { groupUsers } from '../../db/schema';
import { readHistory } from '../billing';
import {
  EXPIRED_TOKEN,
  FOREIGN_ORIGIN,
  INVALID_TOKEN,
  MISSING_TOKEN,
  NO_ANALYTICS_PLAN,
  NOT_A_MEMBER,
} from './messages';
import { verifyAnalyticsToken, type AnalyticsTokenClaims } from './token';

export type Access =
  { ok: true; claims: AnalyticsTokenClaims } | { ok: false; status: 401 | 403; error: string };

/**
 * Same origin only: a request a browser marks with another origin is refused (no CORS headers are
 * ever sent, so other sites cannot read the answers either).
 */
function foreignOrigin(req: IncomingMessage, config: Config): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  return origin !== new URL(config.publicUrl).origin;
}

export async function authorize(
  req: IncomingMessage,
  db: Database,
  config: Config,
): Promise<Access> {
  if (foreignOrigin(req, config)) return { ok: false, status: 403, error: FOREIGN_ORIGIN };
  const header = req.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9._-]{1,2000})$/i.exec(header.trim());
  if (!match) return { ok: false, status: 401, error: MISSING_TOKEN };
  const check = verifyAnalyticsToken(config.sessionSecret, match[1]!);
  if (!check.ok) {
    return {
      ok: false,
      status: 401,
      error: check.reason === 'expired' ? EXPIRED_TOKEN : INVALID_TOKEN,
    };
  }
  const { groupId, userId } = check.claims;
  const [member] = await db
    .select({ role: groupUsers.role })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId)));
  if (!member) return { ok: false, status: 403, error: NOT_A_MEMBER };
  const entry = activePlan(await readHistory(db, groupId));
  const plan = entry ? planOption(entry.planId) : undefined;
  if (needsUpgrade({ plan, requiredFeature: 'analytics' })) {
    return { ok: false, status: 403, error: NO_ANALYTICS_PLAN };
  }
  return { ok: true, claims: check.claims };
}
