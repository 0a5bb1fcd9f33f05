// The /analytics page's one server call: a 15-minute access token for the analytics frame
// (getAnalyticsToken). A failure carries the server's message or the spec's fallback, 'Something
// went wrong trying to get analytics access token. Please try again.'
import { GetAnalyticsTokenDocument } from '@vendy/client/generated';
import { request } from '../../lib/api';

export interface AnalyticsToken {
  accessToken: string;
  /** ISO 8601; the token is refused from this instant on (null: not said, 15 minutes). */
  expiresAt: string | null;
}

export async function loadAnalyticsToken(signal?: AbortSignal): Promise<AnalyticsToken> {
  return (await request(GetAnalyticsTokenDocument, {}, { signal })).getAnalyticsToken;
}

/** Ask for the next token this long before the current one expires. */
export const RENEW_AHEAD_MS = 60_000;
/** ... but never sooner than this (a clock far off, a very short token). */
export const RENEW_MIN_MS = 5_000;
/** After a failed renewal, try again this much later (the frame also asks when refused). */
export const RENEW_RETRY_MS = 30_000;

/** A token's life when the server does not say (getAnalyticsToken gives 15 minutes). */
export const TOKEN_LIFE_MS = 15 * 60_000;

export function renewDelay(expiresAt: string | null, now = Date.now()): number {
  if (expiresAt === null) return TOKEN_LIFE_MS - RENEW_AHEAD_MS;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return RENEW_MIN_MS;
  return Math.max(RENEW_MIN_MS, at - now - RENEW_AHEAD_MS);
}
