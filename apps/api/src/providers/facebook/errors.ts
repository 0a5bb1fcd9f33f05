/** A failed call to Facebook: transport, HTTP status, a Graph API error or an unusable answer. */
export class FacebookError extends Error {
  constructor(
    message: string,
    /** HTTP status when Facebook answered with one. */
    readonly status?: number,
    /** The Graph API error code (190: invalid or expired access token). */
    readonly code?: number,
  ) {
    super(`Facebook: ${message}`);
    this.name = 'FacebookError';
  }
}
