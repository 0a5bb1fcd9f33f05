// Admin GraphQL API: POST {shop}/admin/api/{version}/graphql.json with X-Shopify-Access-Token.
import { SHOPIFY_API_VERSION, type ShopifyApp } from './app';
import { ShopifyError } from './errors';

export interface ShopifySession {
  shop: string;
  accessToken: string;
}

export interface UserError {
  field?: string[] | null;
  message: string;
}

export class ShopifyAdminClient {
  constructor(
    private readonly app: ShopifyApp,
    private readonly session: ShopifySession,
  ) {}

  get shop(): string {
    return this.session.shop;
  }

  get sandbox(): boolean {
    return this.app.sandbox;
  }

  /** Runs one operation; GraphQL errors and non-2xx answers become a ShopifyError. */
  async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const url = `${this.app.shopBaseUrl(this.session.shop)}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': this.session.accessToken,
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new ShopifyError(`request to ${this.session.shop} failed: ${String(error)}`);
    }
    if (!response.ok) {
      throw new ShopifyError(
        `${this.session.shop} answered HTTP ${response.status}`,
        response.status,
      );
    }
    const body = (await response.json()) as {
      data?: T | null;
      errors?: Array<{ message: string }>;
    };
    if (body.errors?.length || !body.data) {
      const messages = body.errors?.map((e) => e.message).join(' ') ?? 'no data';
      throw new ShopifyError(`GraphQL errors from ${this.session.shop}: ${messages}`);
    }
    return body.data;
  }
}

/** Mutation payloads report refusals in userErrors rather than in `errors`. */
export function assertNoUserErrors(operation: string, userErrors: readonly UserError[]): void {
  if (userErrors.length > 0) {
    throw new ShopifyError(`${operation}: ${userErrors.map((e) => e.message).join(' ')}`);
  }
}
