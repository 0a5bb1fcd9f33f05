// Rate limits of the public and mail-sending account operations (in-memory, per process).
import type { RateLimitOptions } from '../auth';

const MINUTE = 60_000;

/** Per IP: mass account creation. */
export const SIGNUP_LIMIT: RateLimitOptions = { limit: 10, windowMs: 60 * MINUTE };
/** Per email: mail bombing an address that has an account through sign-up attempts. */
export const SIGNUP_EXISTING_EMAIL_LIMIT: RateLimitOptions = { limit: 3, windowMs: 60 * MINUTE };
/** Per user: mail bombing one's own (or a mistyped) address. */
export const RESEND_VERIFICATION_LIMIT: RateLimitOptions = { limit: 5, windowMs: 60 * MINUTE };
/** Per IP: mail bombing through many addresses. */
export const FORGOT_PASSWORD_IP_LIMIT: RateLimitOptions = { limit: 20, windowMs: 60 * MINUTE };
/** Per email: mail bombing one address. */
export const FORGOT_PASSWORD_EMAIL_LIMIT: RateLimitOptions = { limit: 5, windowMs: 60 * MINUTE };
/** Per IP: guessing reset ids (256-bit, so this mostly spares the database). */
export const RESET_PASSWORD_LIMIT: RateLimitOptions = { limit: 20, windowMs: 15 * MINUTE };
/** Per IP: guessing verification codes, likewise. */
export const VERIFY_EMAIL_LIMIT: RateLimitOptions = { limit: 30, windowMs: 15 * MINUTE };
/** Per user: guessing the current password with a stolen session. */
export const CHANGE_PASSWORD_LIMIT: RateLimitOptions = { limit: 10, windowMs: 15 * MINUTE };
/** Per IP: spam through the support form. */
export const CONTACT_US_LIMIT: RateLimitOptions = { limit: 5, windowMs: 60 * MINUTE };
