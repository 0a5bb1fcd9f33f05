/** A failed call to Shopify: transport, HTTP status, GraphQL errors or userErrors. */
export class ShopifyError extends Error {
  constructor(
    message: string,
    /** HTTP status when Shopify answered with one (401: the token is not valid). */
    readonly status?: number,
  ) {
    super(`Shopify: ${message}`);
    this.name = 'ShopifyError';
  }
}
