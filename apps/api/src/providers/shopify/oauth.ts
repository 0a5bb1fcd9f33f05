// OAuth install: the authorize address the merchant is sent to, and the code-for-token exchange.
import { ShopifyError } from './errors';
import type { ShopifyApp } from './app';

export interface AuthorizeRequest {
  shop: string;
  scopes: string;
  redirectUri: string;
  state: string;
}

export function authorizeUrl(app: ShopifyApp, request: AuthorizeRequest): string {
  const url = new URL(`${app.shopBaseUrl(request.shop)}/admin/oauth/authorize`);
  url.searchParams.set('client_id', app.apiKey);
  url.searchParams.set('scope', request.scopes);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('state', request.state);
  return url.toString();
}

export interface AccessGrant {
  accessToken: string;
  scopes: string;
}

/** POST /admin/oauth/access_token: a one-time authorization code for an offline access token. */
export async function exchangeCode(
  app: ShopifyApp,
  shop: string,
  code: string,
): Promise<AccessGrant> {
  const response = await fetch(`${app.shopBaseUrl(shop)}/admin/oauth/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: app.apiKey, client_secret: app.apiSecret, code }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    throw new ShopifyError(
      `access token exchange answered HTTP ${response.status}`,
      response.status,
    );
  }
  const body = (await response.json()) as { access_token?: unknown; scope?: unknown };
  if (typeof body.access_token !== 'string' || body.access_token === '') {
    throw new ShopifyError('access token exchange returned no token');
  }
  return {
    accessToken: body.access_token,
    scopes: typeof body.scope === 'string' ? body.scope : '',
  };
}
