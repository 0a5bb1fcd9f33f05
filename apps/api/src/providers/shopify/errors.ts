/** A failed call to Shopify: transport, HTTP status, GraphQL errors or userErrors. */
export class ShopifyError extends Error {
  constructor(
    message: string,
    /** HTTP status when Shopify answered with one (401: the token is not valid). */
    readonly status?: number,
    /** Shopify's error code (errors[].extensions.code), e.g. THROTTLED. */
    readonly code?: string,
    /** When Shopify throttled the call: how long until the query's cost is available again. */
    readonly retryAfterMs?: number,
  ) {
    super(`Shopify: ${message}`);
    this.name = 'ShopifyError';
  }

  /** Over the rate limit (GraphQL THROTTLED or HTTP 429): worth trying again a little later. */
  get throttled(): boolean {
    return this.code === 'THROTTLED' || this.status === 429;
  }
}
