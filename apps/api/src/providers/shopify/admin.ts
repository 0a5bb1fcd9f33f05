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

/** The query cost report Shopify adds to every Admin GraphQL answer. */
interface QueryCost {
  requestedQueryCost?: number;
  throttleStatus?: { currentlyAvailable?: number; restoreRate?: number };
}

interface GraphQLBody<T> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  extensions?: { cost?: QueryCost };
}

/** Time for the leaky bucket to refill enough for the refused query (1 s when not reported). */
function throttleWaitMs(cost: QueryCost | undefined): number {
  const needed = (cost?.requestedQueryCost ?? 0) - (cost?.throttleStatus?.currentlyAvailable ?? 0);
  const rate = cost?.throttleStatus?.restoreRate ?? 0;
  return needed > 0 && rate > 0 ? Math.ceil((needed / rate) * 1000) : 1000;
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
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new ShopifyError(
        `${this.session.shop} answered HTTP ${response.status}`,
        response.status,
        response.status === 429 ? 'THROTTLED' : undefined,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
      );
    }
    const body = (await response.json()) as GraphQLBody<T>;
    if (body.errors?.length || !body.data) {
      const messages = body.errors?.map((e) => e.message).join(' ') ?? 'no data';
      const code = body.errors?.find((e) => e.extensions?.code)?.extensions?.code;
      throw new ShopifyError(
        `GraphQL errors from ${this.session.shop}: ${messages}`,
        undefined,
        code,
        code === 'THROTTLED' ? throttleWaitMs(body.extensions?.cost) : undefined,
      );
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
