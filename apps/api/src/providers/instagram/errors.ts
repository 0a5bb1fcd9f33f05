/** A failed call to Instagram: transport, HTTP status, a Graph API error or an unusable answer. */
export class InstagramError extends Error {
  constructor(
    message: string,
    /** HTTP status when Instagram answered with one. */
    readonly status?: number,
    /** The Graph API error code (190: the access token is invalid, expired or revoked). */
    readonly code?: number,
    /** The Graph API error subcode (463: expired, 458/460: the user removed the app or changed). */
    readonly subcode?: number,
  ) {
    super(`Instagram: ${message}`);
    this.name = 'InstagramError';
  }

  /**
   * The account's token no longer works (expired, revoked, password changed): only the merchant
   * can fix it, by connecting again. Retrying cannot help.
   */
  get tokenInvalid(): boolean {
    return this.code === 190;
  }
}

/**
 * Instagram asked us to slow down: a rate-limit error, or a usage header at or over the limit the
 * client keeps to. Retry after `retryAfterMs`.
 */
export class InstagramRateLimitError extends InstagramError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    status?: number,
    code?: number,
  ) {
    super(message, status, code);
    this.name = 'InstagramRateLimitError';
  }
}
