import type { RateLimitOptions } from '../auth';

/**
 * Per IP, for each provider: like login's limit. Codes and tokens cannot be guessed, so this
 * mostly keeps one address from making the server call Google or Facebook without end.
 */
export const SOCIAL_LOGIN_LIMIT: RateLimitOptions = { limit: 10, windowMs: 15 * 60_000 };
